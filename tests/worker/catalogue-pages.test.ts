// Catalogue pages against a seeded D1: listings, detail sections, availability states, 404s, payloads, SEO.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get, html, islandPropsText } from "./helpers.ts";
import { seedDatabase, seedSites } from "../../scripts/seed/index.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { unpackDays } from "../../shared/day-columns.ts";

type A = { id: number; slug: string; city: string; category: string; title_en: string; title_ar: string };
let sample: A;

beforeAll(async () => {
  await seedDatabase(env.DB);
  await seedSites(env.SITE);
  sample = (await env.DB.prepare(
    `SELECT a.id, a.slug, c.slug AS city, g.slug AS category, a.title_en, a.title_ar FROM activities a
     JOIN cities c ON c.id = a.city_id JOIN categories g ON g.id = a.category_id
     WHERE a.bookable = 1 AND a.review_count > 0 AND a.excludes != '[]' ORDER BY a.popularity DESC LIMIT 1`,
  ).first<A>())!;
});

const cards = (body: string) => body.match(/data-testid="activity-card"/g)?.length ?? 0;

describe("demo catalogue", () => {
  it("has the promised breadth", async () => {
    const counts = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM cities) AS cities, (SELECT count(DISTINCT country_code) FROM cities) AS countries,
        (SELECT count(*) FROM categories) AS categories, (SELECT count(*) FROM activities) AS activities,
        (SELECT count(*) FROM blog_posts) AS posts, (SELECT count(*) FROM reviews) AS reviews,
        (SELECT count(DISTINCT date) FROM availability WHERE date >= ?) AS days`,
    )
      .bind(todayInGulf())
      .first<Record<string, number>>();
    expect(counts!.cities).toBeGreaterThanOrEqual(12);
    expect(counts!.countries).toBe(5);
    expect(counts!.categories).toBeGreaterThanOrEqual(10);
    expect(counts!.activities).toBeGreaterThanOrEqual(150);
    expect(counts!.posts).toBeGreaterThanOrEqual(8);
    expect(counts!.reviews).toBeGreaterThan(500);
    // 90 days from today (the demo traveller's past bookings add departures before it).
    expect(counts!.days).toBe(90);
  });
});

describe("home", () => {
  it("shows the search box, categories, top cities, popular experiences and claims in both locales", async () => {
    const en = await html("/");
    expect(en.body).toContain('role="search"');
    expect(en.body).toContain("Explore by category");
    expect(en.body).toContain('href="/things-to-do-in-dubai"');
    expect(cards(en.body)).toBe(8);
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM activities").first<{ n: number }>())!;
    expect(en.body).toContain(`${n} hand-picked experiences`);
    const ar = await html("/ar");
    expect(ar.body).toContain("تصفح حسب الفئة");
    expect(ar.body).toContain('href="/ar/things-to-do-in-dubai"');
    expect(ar.body).toContain("دبي");
  });
});

describe("listings", () => {
  it("a city listing shows cards with title, city, rating, duration, price and the free-cancellation badge", async () => {
    const { res, body } = await html("/things-to-do-in-dubai");
    expect(res.status).toBe(200);
    expect(body).toContain("<h1");
    expect(body).toContain("Things to do in Dubai");
    expect(cards(body)).toBeGreaterThan(5);
    expect(body).toMatch(/From(<!-- -->)? <bdi[^>]*>AED[\s\u00a0]?\d/);
    expect(body).toContain("Free cancellation");
    const ar = await html("/ar/things-to-do-in-dubai");
    expect(ar.body).toContain("أنشطة وتجارب في دبي");
    expect(ar.body).toContain("ابتداءً من");
  });

  it("a category listing paginates 24 per page and refuses pages past the end", async () => {
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM activities").first<{ n: number }>())!;
    const first = await html("/things-to-do");
    expect(first.res.status).toBe(200);
    expect(cards(first.body)).toBe(24);
    expect(first.body).toContain('rel="next" href="/things-to-do?page=2"');
    const last = Math.ceil(n / 24);
    const lastPage = await html(`/things-to-do?page=${last}`);
    expect(cards(lastPage.body)).toBe(n - (last - 1) * 24);
    expect(lastPage.body).toContain(`<link rel="canonical" href="https://example.com/things-to-do?page=${last}"/>`);
    expect((await get(`/things-to-do?page=${last + 1}`)).status).toBe(404);
    expect((await get("/things-to-do?page=abc")).status).toBe(404);
    const category = await html(`/${sample.category}`);
    expect(category.res.status).toBe(200);
    expect(category.body).toMatch(/aria-current="page"/);
  });

  it("all experiences live at /experiences on supplier layouts", async () => {
    expect((await get("/experiences", { host: "supplier.localhost" })).status).toBe(200);
    expect((await get("/things-to-do", { host: "supplier.localhost" })).headers.get("location")).toBe("/experiences");
  });

  it.each([
    "/things-to-do-in-atlantis",
    "/no-such-category",
    "/ar/things-to-do-in-atlantis",
    "/things-to-do-in-dubai/no-such-activity",
    "/experiences/no-such-activity",
    "/blog/no-such-post",
  ])("%s is a 404", async (path) => {
    const { res, body } = await html(path);
    expect(res.status).toBe(404);
    expect(body).toContain('data-testid="not-found"');
  });
});

describe("experience detail", () => {
  const detailPath = () => `/things-to-do-in-${sample.city}/${sample.slug}`;

  it("has every section of the spec", async () => {
    const { res, body } = await html(detailPath());
    expect(res.status).toBe(200);
    for (const section of [
      "overview",
      "highlights",
      "includes",
      "itinerary",
      "know-before-you-go",
      "what-to-bring",
      "location",
      "reviews",
      "cancellation-policy",
    ]) {
      expect(body, section).toContain(`data-testid="section-${section}"`);
    }
    for (const heading of [
      "Overview",
      "Highlights",
      "Includes",
      "Itinerary",
      "Know Before You Go",
      "What To Bring",
      "Location",
      "Reviews",
    ]) {
      expect(body).toContain(`>${heading}</h2>`);
    }
    expect(body).toContain('data-testid="show-on-map"');
    expect(body).toContain('data-testid="rating-breakdown"');
    expect(body).toContain("You might also like");
    expect(body).toContain('data-island="BookingWidget"');
    expect(body).toContain('data-testid="booking-widget"');
  });

  it("renders in Arabic with the Arabic title", async () => {
    const { res, body } = await html(`/ar${detailPath()}`);
    expect(res.status).toBe(200);
    expect(body).toContain(sample.title_ar.replace(/&/g, "&amp;"));
    expect(body).toContain(">نظرة عامة</h2>");
    expect(body).toContain(">معلومات قبل الذهاب</h2>");
  });

  it("is also served at /experiences/{slug}, canonical under its city, and 404s under another city", async () => {
    const { res, body } = await html(`/experiences/${sample.slug}`);
    expect(res.status).toBe(200);
    expect(body).toContain(`<link rel="canonical" href="https://example.com${detailPath()}"/>`);
    const other = sample.city === "dubai" ? "doha" : "dubai";
    expect((await get(`/things-to-do-in-${other}/${sample.slug}`)).status).toBe(404);
  });

  it("carries Product and BreadcrumbList JSON-LD and Open Graph tags", async () => {
    const { body } = await html(detailPath());
    const json = /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(body)![1];
    const [product, crumbs] = JSON.parse(json);
    expect(product["@type"]).toContain("Product");
    expect(product.offers.priceCurrency).toBe("AED");
    expect(Number(product.offers.lowPrice)).toBeGreaterThan(0);
    expect(product.aggregateRating.reviewCount).toBeGreaterThan(0);
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(crumbs.itemListElement).toHaveLength(4);
    expect(body).toContain('<meta property="og:type" content="product"/>');
    expect(body).toMatch(/<meta property="og:image" content="https:\/\/example.com\/img\/[^"]+"\/>/);
  });

  it("the booking island gets options with capacity, the first available date and its departures", async () => {
    const { body } = await html(detailPath());
    const props = JSON.parse(islandPropsText(body, "BookingWidget"));
    expect(props.firstAvailable).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(props.initialDepartures.length).toBeGreaterThan(0);
    expect(props.options[0].capacityPerItem).toBeGreaterThan(0);
    expect(body).toContain(
      `max ${props.options.find((o: { id: number }) => o.id === props.initialDepartures[0].optionId).capacityPerItem} per item`,
    );
  });

  it("the booking island's days travel packed, and unpack to what the availability API answers for the same window", async () => {
    const { body } = await html(detailPath());
    const props = JSON.parse(islandPropsText(body, "BookingWidget"));
    expect(Object.keys(props.initialDays).sort()).toEqual(["fromPrice", "remaining", "start"]);
    const days = unpackDays(props.initialDays);
    expect(days.length).toBeGreaterThan(30);
    // From tomorrow (today's seats drop as its departures start, and the page's may be a minute old), for 30 days.
    const [from, to] = [addDays(props.today, 1), addDays(props.today, 30)];
    const api = await (await get(`/api/activities/${sample.id}/availability?from=${from}&to=${to}`)).json<{
      days: unknown[];
    }>();
    expect(api.days.length).toBeGreaterThan(10);
    expect(days.filter((d) => d.date >= from && d.date <= to)).toEqual(api.days);
  });

  it('a date with no departures says "No option is available!"', async () => {
    const today = todayInGulf();
    let empty = "";
    for (let d = 0; d < 90 && !empty; d++) {
      const date = addDays(today, d);
      const row = await env.DB.prepare(
        "SELECT count(*) AS n FROM availability WHERE activity_id = ? AND date = ? AND capacity - sold - held > 0",
      )
        .bind(sample.id, date)
        .first<{ n: number }>();
      if (row!.n === 0) empty = date;
    }
    if (!empty) {
      empty = addDays(today, 5);
      await env.DB.prepare("UPDATE availability SET sold = capacity WHERE activity_id = ? AND date = ?")
        .bind(sample.id, empty)
        .run();
    }
    const { body } = await html(`${detailPath()}?date=${empty}`);
    expect(body).toContain('data-testid="no-option"');
    expect(body).toContain("No option is available!");
    expect(body).toContain("Please choose another date.");
  });

  it("an activity that cannot be booked says so and offers similar activities", async () => {
    const row = await env.DB.prepare(
      "SELECT a.slug, c.slug AS city, g.slug AS category FROM activities a JOIN cities c ON c.id = a.city_id JOIN categories g ON g.id = a.category_id WHERE a.bookable = 0 LIMIT 1",
    ).first<{ slug: string; city: string; category: string }>();
    expect(row).not.toBeNull();
    const { body } = await html(`/ar/things-to-do-in-${row!.city}/${row!.slug}`);
    expect(body).toContain("هذا النشاط غير متاح للحجز حاليًا");
    expect(body).toContain(`href="/ar/${row!.category}"`);
    const en = await html(`/things-to-do-in-${row!.city}/${row!.slug}`);
    expect(en.body).toContain("This activity is currently unavailable for booking");
    expect(en.body).toContain("Explore similar activities");
  });
});

describe("availability API", () => {
  it("lists days with seats and their lowest price inside the booking window", async () => {
    const today = todayInGulf();
    const res = await get(`/api/activities/${sample.id}/availability?from=${today}&to=${addDays(today, 30)}`);
    expect(res.status).toBe(200);
    const { days } = (await res.json()) as { days: { date: string; fromPrice: number; remaining: number }[] };
    expect(days.length).toBeGreaterThan(10);
    for (const day of days) {
      expect(day.remaining).toBeGreaterThan(0);
      expect(day.fromPrice).toBeGreaterThan(0);
      expect(day.date >= today).toBe(true);
    }
  });

  it("lists a date's departures with seats left", async () => {
    const today = todayInGulf();
    const { days } = (await (
      await get(`/api/activities/${sample.id}/availability?from=${today}&to=${addDays(today, 30)}`)
    ).json()) as { days: { date: string }[] };
    const { departures } = (await (
      await get(`/api/activities/${sample.id}/departures?date=${days[0].date}`)
    ).json()) as { departures: { remaining: number; price: number; startTime: string }[] };
    expect(departures.some((d) => d.remaining > 0)).toBe(true);
    for (const d of departures) expect(d.startTime).toMatch(/^\d{2}:\d{2}$/);
  });

  it.each([
    ["/api/activities/abc/availability?from=2026-01-01&to=2026-01-02", "activity id"],
    ["/api/activities/1/availability?from=2026-13-01&to=2026-01-02", "YYYY-MM-DD"],
    ["/api/activities/1/availability?from=2026-01-10&to=2026-01-02", "must not be after"],
    ["/api/activities/1/availability?from=2026-01-01&to=2026-06-02", "at most 62 days"],
    ["/api/activities/1/departures", "date"],
  ])("%s is a 400 that says why", async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
  });
});

describe("blog", () => {
  it("lists articles and shows one in both locales", async () => {
    const list = await html("/blog");
    expect(list.res.status).toBe(200);
    expect(list.body).toContain("News &amp; Stories");
    const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(list.body)![1];
    const post = await html(`/ar/blog/${slug}`);
    expect(post.res.status).toBe(200);
    expect(post.body).toMatch(/dir="rtl"/);
    expect(post.body).toContain('<meta property="og:type" content="article"/>');
  });
});

describe("page payloads", () => {
  type Card = { id: number; slug: string; title: string; city: { slug: string } };
  type Listing = { results: { items: Card[]; total: number } };

  async function payload<T>(path: string): Promise<{ res: Response; text: string; data: T }> {
    const res = await get(`${path === "/" ? "" : path}/_payload.json`);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const text = await res.text();
    return { res, text, data: JSON.parse(text) as T };
  }
  const cardHrefs = (body: string) =>
    [...body.matchAll(/data-testid="activity-card"[\s\S]*?<a href="([^"]+)"/g)].map((m) => m[1]);
  const hrefOf = (prefix: string, card: Card) => `${prefix}/things-to-do-in-${card.city.slug}/${card.slug}`;
  const titlesInD1 = async (ids: number[], locale: "en" | "ar") =>
    new Map(
      (
        await env.DB.prepare(`SELECT id, title_${locale} AS title FROM activities WHERE id IN (${ids.join(",")})`).all<{
          id: number;
          title: string;
        }>()
      ).results.map((r) => [r.id, r.title]),
    );

  it.each([
    ["/things-to-do-in-dubai", "", "en", "WHERE city_id = (SELECT id FROM cities WHERE slug = 'dubai')"],
    ["/ar/things-to-do-in-dubai", "/ar", "ar", "WHERE city_id = (SELECT id FROM cities WHERE slug = 'dubai')"],
    ["/things-to-do", "", "en", ""],
  ] as const)(
    "%s/_payload.json carries the listing's cards, as the HTML shows them",
    async (path, prefix, locale, scope) => {
      const { data } = await payload<Listing>(path);
      const { n } = (await env.DB.prepare(`SELECT count(*) AS n FROM activities ${scope}`).first<{ n: number }>())!;
      expect(data.results.total).toBe(n);
      expect(data.results.items.length).toBeGreaterThan(0);
      expect(data.results.items.map((card) => hrefOf(prefix, card))).toEqual(cardHrefs((await html(path)).body));
      const titles = await titlesInD1(
        data.results.items.map((card) => card.id),
        locale,
      );
      for (const card of data.results.items) expect(card.title, `activity ${card.id}`).toBe(titles.get(card.id));
    },
  );

  it("a category payload carries that category's activities", async () => {
    const path = `/${sample.category}`;
    const { data } = await payload<Listing>(path);
    const { n } = (await env.DB.prepare(
      "SELECT count(*) AS n FROM activities WHERE category_id = (SELECT id FROM categories WHERE slug = ?)",
    )
      .bind(sample.category)
      .first<{ n: number }>())!;
    expect(data.results.total).toBe(n);
    expect(data.results.items.map((card) => hrefOf("", card))).toEqual(cardHrefs((await html(path)).body));
  });

  it("a detail payload carries the activity and its options from D1, in the page's language", async () => {
    const options = (
      await env.DB.prepare("SELECT id, title_en, title_ar FROM options WHERE activity_id = ? ORDER BY position")
        .bind(sample.id)
        .all<{
          id: number;
          title_en: string;
          title_ar: string;
        }>()
    ).results;
    expect(options.length).toBeGreaterThan(0);
    type Detail = { activity: { id: number; slug: string; title: string; options: { id: number; title: string }[] } };
    for (const [prefix, locale] of [
      ["", "en"],
      ["/ar", "ar"],
    ] as const) {
      const { data } = await payload<Detail>(`${prefix}/things-to-do-in-${sample.city}/${sample.slug}`);
      expect(data.activity).toMatchObject({
        id: sample.id,
        slug: sample.slug,
        title: locale === "en" ? sample.title_en : sample.title_ar,
      });
      expect(data.activity.options.map((o) => [o.id, o.title])).toEqual(
        options.map((o) => [o.id, locale === "en" ? o.title_en : o.title_ar]),
      );
    }
  });

  it("the blog payload carries the articles the page links to", async () => {
    const { data } = await payload<{ posts: { items: { slug: string }[]; total: number } }>("/blog");
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM blog_posts").first<{ n: number }>())!;
    expect(data.posts.total).toBe(n);
    const linked = new Set([...(await html("/blog")).body.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]));
    expect(new Set(data.posts.items.map((p) => p.slug))).toEqual(linked);
  });

  it("a search payload carries the cards the results page shows", async () => {
    const { data } = await payload<{ data: { total: number; cards: Card[] } }>("/search/dubai");
    expect(data.data.total).toBeGreaterThan(0);
    expect(data.data.cards.map((card) => hrefOf("", card))).toEqual(cardHrefs((await html("/search/dubai")).body));
  });

  it.each([
    ...["/", "/faq", "/things-to-do-in-dubai", "/ar/things-to-do", "/blog", "/search/dubai", "/ar/search/dubai"].map(
      (path) => [path, () => path] as const,
    ),
    ["an activity", () => `/ar/things-to-do-in-${sample.city}/${sample.slug}`] as const,
  ])("the payload of %s holds nothing from the request: no CSP nonce, no request id", async (_label, pathOf) => {
    const { res, text, data } = await payload<unknown>(pathOf());
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const requestId = res.headers.get("x-request-id");
    expect(nonce).toBeTruthy();
    expect(requestId).toBeTruthy();
    expect(text).not.toContain(nonce);
    expect(text).not.toContain(requestId);
    const keys = (value: unknown): string[] =>
      value && typeof value === "object" ? Object.entries(value).flatMap(([k, v]) => [k, ...keys(v)]) : [];
    expect(keys(data).filter((k) => /nonce|request-?id/i.test(k))).toEqual([]);
  });
});
