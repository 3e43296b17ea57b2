// Gulf formats on real pages: the calendar's first weekday is a site setting, the booking widget counts in plurals and
// its price lines add up to its total in KWD, and the search price filter is labelled in the chosen currency.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { html } from "./helpers.ts";
import { seedDatabase, seedSites } from "../../scripts/seed/index.ts";
import { siteKey, loadSiteConfig } from "../../worker/services/site-config.ts";
import { RATES_KEY, FALLBACK_RATES } from "../../worker/services/currency.ts";
import { facetValues, type FacetSource } from "../../shared/search-facets.ts";
import { PRICE_BUCKETS, priceBucketBounds } from "../../shared/search-filters.ts";
import { FEW_SEATS } from "../../client/components/booking/SlotChoice.tsx";
import { createI18n } from "../../client/i18n/index.ts";
import { formatMinor, toMinor } from "../../shared/money.ts";
import { todayInGulf } from "../../shared/dates.ts";
import type { Locale } from "../../shared/locales.ts";
import en from "../../client/i18n/en.json";
import ar from "../../client/i18n/ar.json";
import { bumpCacheVersion } from "../../worker/db/cache-version.ts";

const KWD = { currency: "KWD" as const, rate: 0.0836 };
const COOKIE_KWD = { headers: { Cookie: "currency=KWD" } };
const prefix = (locale: Locale) => (locale === "ar" ? "/ar" : "");
const text = (fragment: string) => fragment.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "");
const byTestId = (body: string, id: string) =>
  [...body.matchAll(new RegExp(`data-testid="${id}"[^>]*>(.*?)</(?:p|span|bdi|li)>`, "g"))].map((m) => text(m[1]));

/** A bookable per-person option with a child category, and a later day on which it has departures. */
let chosen: { slug: string; activityId: number; optionId: number; capacity: number; date: string; adultPrice: number };

beforeAll(async () => {
  await seedDatabase(env.DB);
  await seedSites(env.SITE);
  await env.SITE.put(RATES_KEY, JSON.stringify({ base: "AED", rates: { ...FALLBACK_RATES, KWD: KWD.rate } }));
  await env.SITE.put(siteKey("saturday.test"), JSON.stringify({ layoutType: "default", weekStartsOn: 6 }));
  await env.SITE.put(siteKey("bad-week.test"), JSON.stringify({ layoutType: "default", weekStartsOn: 7 }));
  const today = todayInGulf();
  const row = await env.DB.prepare(
    `SELECT a.slug, a.id AS activityId, o.id AS optionId, o.capacity_per_item AS capacity,
       (SELECT min(date) FROM availability v WHERE v.option_id = o.id AND v.date > ?1 AND v.capacity >= 3) AS date
     FROM activities a JOIN options o ON o.activity_id = a.id
     JOIN option_participants p ON p.option_id = o.id AND p.category = 'child' AND p.max_age IS NOT NULL
     WHERE a.bookable = 1 AND o.pricing_unit = 'per_person' AND date IS NOT NULL ORDER BY a.id, o.id LIMIT 1`,
  )
    .bind(today)
    .first<Omit<typeof chosen, "adultPrice">>();
  expect(row).not.toBeNull();
  // On that day only the chosen option is open, with three seats left on each departure.
  await env.DB.batch([
    env.DB.prepare(
      "UPDATE availability SET sold = capacity, held = 0 WHERE activity_id = ? AND date = ? AND option_id != ?",
    ).bind(row!.activityId, row!.date, row!.optionId),
    env.DB.prepare(
      "UPDATE availability SET sold = CASE WHEN capacity >= 3 THEN capacity - 3 ELSE 0 END, held = 0 WHERE option_id = ? AND date = ?",
    ).bind(row!.optionId, row!.date),
  ]);
  const first = await env.DB.prepare(
    `SELECT v.price * p.price_percent AS pricePercent FROM availability v JOIN option_participants p ON p.option_id = v.option_id AND p.category = 'adult'
     WHERE v.option_id = ? AND v.date = ? AND v.capacity - v.sold - v.held > 0 ORDER BY v.start_time LIMIT 1`,
  )
    .bind(row!.optionId, row!.date)
    .first<{ pricePercent: number }>();
  chosen = { ...row!, adultPrice: Math.round(first!.pricePercent / 100) };
});

const detail = (locale: Locale, init?: RequestInit & { host?: string }) =>
  html(`${prefix(locale)}/experiences/${chosen.slug}?date=${chosen.date}`, init);
const firstWeekday = (body: string) => /<th aria-label="([^"]+)" class="rdp-weekday"/.exec(body)?.[1];

describe("the first day of the week", () => {
  it("is a site setting: Monday by default and on the seeded (UAE) sites, Saturday where a site says so", async () => {
    expect((await detail("en")).body).toContain('data-testid="booking-widget"');
    expect(firstWeekday((await detail("en")).body)).toBe("Monday");
    expect(firstWeekday((await detail("ar")).body)).toBe("الاثنين");
    expect(firstWeekday((await detail("en", { host: "saturday.test" })).body)).toBe("Saturday");
    expect(firstWeekday((await detail("ar", { host: "saturday.test" })).body)).toBe("السبت");
    expect((await loadSiteConfig(env, "supplier.localhost")).config.weekStartsOn).toBe(1);
  });

  it("falls back to Monday when a site's setting is not a weekday", async () => {
    expect(await loadSiteConfig(env, "bad-week.test")).toMatchObject({ stored: false, config: { weekStartsOn: 1 } });
  });
});

describe("the booking widget", () => {
  for (const locale of ["en", "ar"] as const) {
    it(`counts in plurals and shows price lines that add up to the KWD total (${locale})`, async () => {
      const t = createI18n(locale, locale === "ar" ? ar : en).t;
      const { res, body } = await detail(locale, COOKIE_KWD);
      expect(res.status).toBe(200);
      expect(byTestId(body, "capacity-note")).toEqual([t("booking.maxPerItem", { count: chosen.capacity })]);
      const seats = byTestId(body, "seats-left");
      expect(seats.length).toBeGreaterThan(0);
      expect(seats).toContain(locale === "ar" ? "بقيت 3 مقاعد فقط" : "Only 3 seats left");

      const lines = byTestId(body, "price-line");
      const amounts = byTestId(body, "price-line-amount");
      const [total] = byTestId(body, "total-price");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(locale === "ar" ? "بالغ واحد" : "1 adult");
      expect(amounts).toEqual([formatMinor(toMinor(chosen.adultPrice, KWD), locale, "KWD")]);
      const minor = (s: string) => Number(/\d[\d,]*\.\d{3}/.exec(s)![0].replace(/[,.]/g, ""));
      expect(minor(total)).toBe(amounts.map(minor).reduce((a, b) => a + b, 0));
      expect(minor(total)).toBeLessThanOrEqual(Math.floor((chosen.adultPrice / 100) * KWD.rate * 1000 + 1e-6));
    });
  }

  it(`notes seats left on a departure with ${FEW_SEATS} or fewer, and not above`, async () => {
    const leave = (seats: number) =>
      env.DB.prepare(
        "UPDATE availability SET sold = capacity - ?1, held = 0 WHERE option_id = ?2 AND date = ?3 AND capacity >= ?1",
      )
        .bind(seats, chosen.optionId, chosen.date)
        .run()
        // Seats change without a version bump in the product (cached pages follow within FRESH_SECONDS); here at once.
        .then(() => bumpCacheVersion(env.SITE));
    try {
      await leave(FEW_SEATS + 1);
      expect(byTestId((await detail("en")).body, "seats-left")).toEqual([]);
      await leave(FEW_SEATS);
      expect(byTestId((await detail("en")).body, "seats-left")).toContain(`Only ${FEW_SEATS} seats left`);
    } finally {
      await leave(3);
    }
  });
});

describe("counted words in the booking widget", () => {
  // Every Arabic form of every counted string is checked in plurals.test.ts; here, the English the widget relies on.
  const tEn = createI18n("en", en).t;
  it("reads right in English, keeping the spec's copy for the per-item limit", () => {
    expect(tEn("booking.maxPerItem", { count: 1 })).toBe("max 1 per item");
    expect(tEn("booking.maxPerItem", { count: 6 })).toBe("max 6 per item");
    expect([1, 2].map((count) => tEn("booking.travellers.adult", { count }))).toEqual(["1 adult", "2 adults"]);
    expect([1, 2].map((count) => tEn("booking.travellers.child", { count }))).toEqual(["1 child", "2 children"]);
    expect([1, 3].map((count) => tEn("booking.seatsLeft", { count }))).toEqual([
      "Only 1 seat left",
      "Only 3 seats left",
    ]);
    expect([0, 1, 12].map((count) => tEn("activity.minAge", { count }))).toEqual(["All ages", "Ages 1+", "Ages 12+"]);
    expect(tEn("booking.agesRange", { min: 3, count: 11 })).toBe("ages 3–11");
    expect(tEn("booking.agesUpTo", { count: 2 })).toBe("up to 2 years");
  });
});

describe("the search price filter", () => {
  const ALL_BUCKETS = PRICE_BUCKETS.map((b) => `price=${b}`).join("&");
  const priceLabels = (body: string) => {
    const facet = /data-testid="facet-price"(.*?)<\/fieldset>/s.exec(body)![1];
    return [...facet.matchAll(/<input[^>]*\/><span>(.*?)<\/span>/g)].map((m) => text(m[1]));
  };

  it("is labelled in the chosen currency, with the filter's true bounds (English)", async () => {
    const { body } = await html(`/search/dubai?${ALL_BUCKETS}`, COOKIE_KWD);
    expect(priceLabels(body)).toEqual([
      "Under KWD\u00a08.360",
      "KWD\u00a08.360–KWD\u00a020.900",
      "KWD\u00a020.900–KWD\u00a041.800",
      "KWD\u00a041.800–KWD\u00a083.600",
      "KWD\u00a083.600 and more",
    ]);
    const { body: aed } = await html(`/search/dubai?${ALL_BUCKETS}`);
    expect(priceLabels(aed)).toEqual([
      "Under AED\u00a0100",
      "AED\u00a0100–AED\u00a0250",
      "AED\u00a0250–AED\u00a0500",
      "AED\u00a0500–AED\u00a01,000",
      "AED\u00a01,000 and more",
    ]);
  });

  it("is labelled in the chosen currency, in natural Arabic", async () => {
    const labels = priceLabels((await html(`/ar/search/dubai?${ALL_BUCKETS}`, COOKIE_KWD)).body);
    const kwd = (amount: string) => `\u200f${amount}\u00a0د.ك.\u200f`;
    expect(labels).toEqual([
      `أقل من ${kwd("8.360")}`,
      `من ${kwd("8.360")} إلى ${kwd("20.900")}`,
      `من ${kwd("20.900")} إلى ${kwd("41.800")}`,
      `من ${kwd("41.800")} إلى ${kwd("83.600")}`,
      `${kwd("83.600")} فأكثر`,
    ]);
    for (const label of labels) expect(label).not.toMatch(/درهم|AED/);
  });

  it("shows the bounds the search applies: a bucket's lowest price is in it, its top is in the next", () => {
    const source = (fromPrice: number): FacetSource => ({
      fromPrice,
      durationMinutes: 60,
      minAge: 0,
      rating: 4,
      timeOfDay: [],
      languages: [],
      occasions: [],
      labels: [],
      bestFor: [],
    });
    for (const bucket of PRICE_BUCKETS) {
      const { min, max } = priceBucketBounds(bucket);
      expect(facetValues(source(min)).price, bucket).toEqual([bucket]);
      if (max !== null) {
        expect(facetValues(source(max - 1)).price, bucket).toEqual([bucket]);
        expect(facetValues(source(max)).price, bucket).not.toEqual([bucket]);
      }
    }
  });
});
