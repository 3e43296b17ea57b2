// Browsing an experience's reviews: every review on exactly one page, each sort's order with ties broken stably, star
// and language filters with the counts their chips show, invalid page parameters ignored and refused by the JSON
// endpoint, the eligibility endpoint, and the reviewer's country stored for site reviews but never sent anywhere.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { makeActivity, type TestActivity } from "../fixtures/cart-factories.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { loadReviewPage, parseReviewQuery } from "../../worker/db/review-list.ts";
import { writeReview } from "../../worker/services/reviews.ts";
import { DEFAULT_REVIEW_QUERY, REVIEWS_PER_PAGE, type ReviewPage, type ReviewQuery } from "../../shared/reviews.ts";
import { get, html, islandPropsText } from "./helpers.ts";

const db = () => env.DB;

type Seeded = { id: number; rating: number; locale: "en" | "ar"; created_at: string };

/** 27 reviews: every rating, both languages, and groups written at the same moment (ties for every sort). */
function specs(): Omit<Seeded, "id">[] {
  return Array.from({ length: 27 }, (_, i) => ({
    rating: [5, 4, 5, 3, 1, 2, 5, 4, 4][i % 9]!,
    locale: i % 3 === 0 ? "ar" : "en",
    // Three reviews share each day.
    created_at: `2025-0${1 + Math.floor(i / 9)}-${String(10 + (Math.floor(i / 3) % 3)).padStart(2, "0")}`,
  }));
}

let activity: TestActivity;
let seeded: Seeded[];

beforeAll(async () => {
  activity = await makeActivity(db());
  const rows = specs();
  const inserted = await db().batch<{ id: number }>(
    rows.map((r, i) =>
      db()
        .prepare(
          `INSERT INTO reviews (activity_id, rating, title, body, author_name, author_country, locale, created_at)
           VALUES (?, ?, ?, 'Body', 'Sam K.', 'GB', ?, ?) RETURNING id`,
        )
        .bind(activity.activityId, r.rating, `Review ${i}`, r.locale, r.created_at),
    ),
  );
  seeded = rows.map((r, i) => ({ ...r, id: inserted[i]!.results[0]!.id }));
  const avg = rows.reduce((a, r) => a + r.rating, 0) / rows.length;
  await db()
    .prepare("UPDATE activities SET rating_avg = ?, review_count = ? WHERE id = ?")
    .bind(avg, rows.length, activity.activityId)
    .run();
});

const query = (q: Partial<ReviewQuery>): ReviewQuery => ({ ...DEFAULT_REVIEW_QUERY, ...q });

/** Every page of `q`, in order. */
async function allPages(q: Partial<ReviewQuery>): Promise<ReviewPage[]> {
  const first = await loadReviewPage(db(), activity.activityId, "en", query(q));
  const rest = await Promise.all(
    Array.from({ length: first.pageCount - 1 }, (_, i) =>
      loadReviewPage(db(), activity.activityId, "en", query({ ...q, page: i + 2 })),
    ),
  );
  return [first, ...rest];
}

const byNewest = (a: Seeded, b: Seeded) => b.created_at.localeCompare(a.created_at) || b.id - a.id;
const EXPECTED: Record<ReviewQuery["sort"], (a: Seeded, b: Seeded) => number> = {
  newest: byNewest,
  highest: (a, b) => b.rating - a.rating || byNewest(a, b),
  lowest: (a, b) => a.rating - b.rating || byNewest(a, b),
};

describe("paging and sorting", () => {
  for (const sort of ["newest", "highest", "lowest"] as const) {
    it(`${sort}: every review exactly once across the pages, in order, ties by date then id`, async () => {
      const pages = await allPages({ sort });
      expect(pages.map((p) => p.reviews.length)).toEqual([REVIEWS_PER_PAGE, REVIEWS_PER_PAGE, 7]);
      expect(pages.every((p) => p.total === 27 && p.pageCount === 3)).toBe(true);
      const ids = pages.flatMap((p) => p.reviews.map((r) => r.id));
      expect(ids).toEqual([...seeded].sort(EXPECTED[sort]).map((r) => r.id));
      expect(new Set(ids).size).toBe(27);
    });
  }

  it("a page past the last answers the last page", async () => {
    const page = await loadReviewPage(db(), activity.activityId, "en", query({ page: 40 }));
    expect(page.query.page).toBe(3);
    expect(page.reviews.map((r) => r.id)).toEqual(
      [...seeded]
        .sort(byNewest)
        .slice(20)
        .map((r) => r.id),
    );
  });
});

describe("filters and their counts", () => {
  const count = (pred: (r: Seeded) => boolean) => seeded.filter(pred).length;

  it("stars narrow to those ratings; each star row counts under the language filter, each language under the star filter", async () => {
    const pages = await allPages({ stars: [5, 1] });
    const shown = pages.flatMap((p) => p.reviews);
    expect(shown.map((r) => r.id).sort()).toEqual(
      seeded
        .filter((r) => r.rating === 5 || r.rating === 1)
        .map((r) => r.id)
        .sort(),
    );
    expect(pages[0]!.total).toBe(shown.length);
    expect(pages[0]!.starCounts).toEqual({
      5: count((r) => r.rating === 5),
      4: count((r) => r.rating === 4),
      3: count((r) => r.rating === 3),
      2: count((r) => r.rating === 2),
      1: count((r) => r.rating === 1),
    });
    expect(pages[0]!.languageCounts).toEqual({
      en: count((r) => r.locale === "en" && [5, 1].includes(r.rating)),
      ar: count((r) => r.locale === "ar" && [5, 1].includes(r.rating)),
    });
  });

  it("a language narrows to reviews written in it, and the star counts follow it", async () => {
    const pages = await allPages({ languages: ["ar"], sort: "lowest" });
    const shown = pages.flatMap((p) => p.reviews);
    expect(shown.every((r) => r.locale === "ar")).toBe(true);
    expect(shown.map((r) => r.id)).toEqual(
      seeded
        .filter((r) => r.locale === "ar")
        .sort(EXPECTED.lowest)
        .map((r) => r.id),
    );
    expect(pages[0]!.starCounts[5]).toBe(count((r) => r.locale === "ar" && r.rating === 5));
    expect(pages[0]!.languageCounts).toEqual({
      en: count((r) => r.locale === "en"),
      ar: count((r) => r.locale === "ar"),
    });
  });

  it("stars and language together", async () => {
    const page = await loadReviewPage(db(), activity.activityId, "en", query({ stars: [4], languages: ["en"] }));
    expect(page.total).toBe(count((r) => r.rating === 4 && r.locale === "en"));
    expect(page.reviews.every((r) => r.rating === 4 && r.locale === "en")).toBe(true);
  });

  it("no match is an empty first page", async () => {
    const empty = await makeActivity(db());
    const page = await loadReviewPage(db(), empty.activityId, "en", query({ stars: [3], page: 2 }));
    expect(page).toMatchObject({ total: 0, pageCount: 1, reviews: [], query: { page: 1 } });
  });
});

describe("the page's query", () => {
  it("reads valid values and ignores the rest", () => {
    const params = new URLSearchParams(
      "reviews_page=2&reviews_sort=lowest&stars=1&stars=5&stars=5&review_lang=ar&date=2026-01-01",
    );
    expect(parseReviewQuery(params)).toEqual({ page: 2, sort: "lowest", stars: [5, 1], languages: ["ar"] });
    const junk = new URLSearchParams(
      "reviews_page=0&reviews_sort=best&stars=6&stars=x&stars=3&review_lang=fr&review_lang=AR",
    );
    expect(parseReviewQuery(junk)).toEqual({ page: 1, sort: "newest", stars: [3], languages: [] });
    expect(parseReviewQuery(new URLSearchParams("reviews_page=-1&reviews_page=2.5"))).toEqual(DEFAULT_REVIEW_QUERY);
  });

  it("the experience page renders the filtered, sorted page and ignores invalid values", async () => {
    const path = `/things-to-do-in-${activity.citySlug}/${activity.slug}`;
    const filtered = await html(`${path}?stars=4&reviews_sort=lowest&reviews_page=9`);
    expect(filtered.res.status).toBe(200);
    const ratings = [
      ...filtered.body.matchAll(/<li data-testid="review"><article data-review-id="\d+" data-rating="(\d)"/g),
    ].map((m) => Number(m[1]));
    expect(ratings).toEqual(Array(seeded.filter((r) => r.rating === 4).length).fill(4));
    const junk = await html(`/ar${path}?stars=9&reviews_sort=best&reviews_page=abc&review_lang=xx`);
    expect(junk.res.status).toBe(200);
    expect([...junk.body.matchAll(/<li data-testid="review">/g)].length).toBe(REVIEWS_PER_PAGE);
  });
});

describe("GET /api/activities/:slug/reviews", () => {
  const api = (qs: string, slug = activity.slug) => get(`/api/activities/${slug}/reviews${qs}`);

  it("answers a page, cacheable by anyone", async () => {
    const res = await api("?stars=5&stars=4&reviews_sort=highest&reviews_page=2&review_lang=en");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/^public/);
    const body = (await res.json()) as ReviewPage;
    expect(body.query).toEqual({ page: 2, sort: "highest", stars: [5, 4], languages: ["en"] });
    const expected = seeded.filter((r) => r.rating >= 4 && r.locale === "en").sort(EXPECTED.highest);
    expect(body.reviews.map((r) => r.id)).toEqual(expected.slice(10, 20).map((r) => r.id));
    expect(body.total).toBe(expected.length);
  });

  for (const [qs, field] of [
    ["?reviews_page=0", "reviews_page"],
    ["?reviews_page=two", "reviews_page"],
    ["?reviews_sort=best", "reviews_sort"],
    ["?stars=6", "stars"],
    ["?stars=5&stars=x", "stars"],
    ["?review_lang=fr", "review_lang"],
  ] as const) {
    it(`refuses ${qs} with a 400 naming ${field}`, async () => {
      const res = await api(qs);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(field);
    });
  }

  it("a slug that is not one is a 400, an unknown one a 404", async () => {
    expect((await api("", "Not_A_Slug")).status).toBe(400);
    expect((await api("", "no-such-experience")).status).toBe(404);
  });
});

describe("eligibility to write a review", () => {
  const eligibility = (slug: string, cookie?: string) =>
    get(`/api/reviews/eligibility?activity=${slug}`, cookie ? { headers: { cookie } } : {});

  it("signed out: not eligible, private", async () => {
    const res = await eligibility(activity.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toEqual({ eligible: false, items: 0 });
  });

  it("signed in: eligible for a started booking of this activity, not for one still to come or another activity", async () => {
    const user = await makeUser(db());
    const { cookie } = await signedIn(db(), user.id);
    const booked = await makeActivity(db());
    const upcoming = await makeActivity(db());
    await bookItem(user.id, booked, -3, "AE");
    await bookItem(user.id, upcoming, 5, "AE");
    expect(await (await eligibility(booked.slug, cookie)).json()).toEqual({ eligible: true, items: 1 });
    expect(await (await eligibility(upcoming.slug, cookie)).json()).toEqual({ eligible: false, items: 0 });
    expect(await (await eligibility(activity.slug, cookie)).json()).toEqual({ eligible: false, items: 0 });
    expect((await eligibility("Bad Slug", cookie)).status).toBe(400);
  });
});

let serial = 0;

/** A confirmed order of `userId` with one item of `activity` starting `days` from now (Gulf time), lead country `country`. */
async function bookItem(userId: string, activity: TestActivity, days: number, country: string): Promise<string> {
  const n = ++serial;
  const reference = `RB-LIST${String(n).padStart(4, "0")}`;
  const orderId = `RH-LIST${String(n).padStart(4, "0")}`;
  const at = new Date().toISOString();
  const local = new Date(Date.now() + days * 86_400_000 + 4 * 3_600_000).toISOString();
  const [date, time] = [local.slice(0, 10), local.slice(11, 16)];
  const slot = await db()
    .prepare(
      "INSERT INTO availability (option_id, activity_id, date, start_time, capacity, sold, held, price) VALUES (?, ?, ?, ?, 20, 2, 0, 20000) RETURNING id",
    )
    .bind(activity.optionId, activity.activityId, date, time)
    .first<{ id: number }>();
  await db().batch([
    db()
      .prepare(
        `INSERT INTO orders (id, cart_id, idempotency_key, status, payment_mode, locale, display_currency, lead_first_name, lead_last_name,
           lead_email, lead_country, lead_phone, subtotal, total, created_at, updated_at, user_id)
         VALUES (?, 'cart', ?, 'confirmed', 'now', 'en', 'AED', 'Layla', 'Haddad', 'l@example.com', ?, '+971501234567', 40000, 40000, ?, ?, ?)`,
      )
      .bind(orderId, `list-key-${n}`, country, at, at, userId),
    db()
      .prepare(
        `INSERT INTO order_items (order_id, position, activity_id, option_id, slot_id, date, start_time, counts, travellers, price, status, reference)
         VALUES (?, 0, ?, ?, ?, ?, ?, '{"adult":2}', 2, 40000, 'confirmed', ?)`,
      )
      .bind(orderId, activity.activityId, activity.optionId, slot!.id, date, time, reference),
  ]);
  return reference;
}

describe("the reviewer's country", () => {
  it("is stored from the order's lead country for a site review, and appears in neither the page nor the JSON", async () => {
    const user = await makeUser(db(), { firstName: "Noura", lastName: "Saleh" });
    const reviewed = await makeActivity(db());
    const reference = await bookItem(user.id, reviewed, -2, "NZ");
    const written = await writeReview(db(), env.SITE, {
      account: user,
      activityId: reviewed.activityId,
      input: { reference, rating: 5, title: "Dunes at dusk", text: "Wonderful evening." },
      locale: "en",
      now: new Date(),
    });
    expect(written.ok).toBe(true);
    const row = await db()
      .prepare("SELECT author_country, verified FROM reviews WHERE activity_id = ?")
      .bind(reviewed.activityId)
      .first();
    expect(row).toEqual({ author_country: "NZ", verified: 1 });

    // The reviews travel as markup (the island's browser props leave them out); neither carries the country.
    for (const prefix of ["", "/ar"]) {
      const page = await html(`${prefix}/things-to-do-in-${reviewed.citySlug}/${reviewed.slug}`);
      const island = page.body.match(/data-island="ReviewBrowser" data-island-id="(\w+)"/)![1];
      const props = islandPropsText(page.body, "ReviewBrowser");
      expect(props).toContain('"reviews":null');
      expect(props).not.toMatch(/"NZ"|country|New Zealand|نيوزيلندا/i);
      const section = page.body.slice(page.body.indexOf('id="reviews"'), page.body.indexOf(`id="${island}-props"`));
      expect(section).toContain("Dunes at dusk");
      expect(section).toContain('data-testid="verified-booking"');
      expect(page.body).not.toMatch(/New Zealand|نيوزيلندا|"NZ"/);
      const payload = (await (
        await get(`${prefix}/things-to-do-in-${reviewed.citySlug}/${reviewed.slug}/_payload.json`)
      ).json()) as { reviews: unknown };
      expect(JSON.stringify(payload.reviews)).toContain("Dunes at dusk");
      expect(JSON.stringify(payload.reviews)).not.toMatch(/"NZ"|country/i);
    }
    const json = await (await get(`/api/activities/${reviewed.slug}/reviews`)).text();
    expect(json).toContain("Dunes at dusk");
    expect(json).not.toMatch(/"NZ"|country/i);
  });
});
