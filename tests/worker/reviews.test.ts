// Verified reviews: who may review which booked item (theirs, confirmed, not cancelled, started, not yet reviewed),
// the page's answers signed out and signed in, the form's messages in both languages, one review per item under a
// replay or a race, and the activity's rating, count, breakdown and search rating moved exactly once.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { CACHE_VERSION_KEY } from "../../shared/cache-version.ts";
import { makeActivity, type TestActivity } from "../fixtures/cart-factories.ts";
import { makeUser, signedIn, type TestUser } from "../fixtures/account-factories.ts";
import { rebuildSearchIndex } from "../../worker/db/search.ts";
import { reviewCandidates } from "../../worker/db/reviews.ts";
import { authorName, parseReviewForm, writeReview } from "../../worker/services/reviews.ts";
import type { SearchData } from "../../client/islands/SearchResults.tsx";
import { ORIGIN, get, html } from "./helpers.ts";

const db = () => env.DB;
let serial = 0;

/** Gulf wall-clock date and HH:MM of `at` (UTC+4, no daylight saving). */
function gulfClock(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + 4 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

type ItemSpec = {
  user: TestUser | null;
  activity: TestActivity;
  start: Date;
  status?: string;
  cancelled?: boolean;
  country?: string;
};

/** An order of `user` (or a guest's) with one item of `activity` starting at `start`; returns the item's reference. */
async function bookItem(spec: ItemSpec): Promise<string> {
  const n = ++serial;
  const orderId = `RH-TEST${String(n).padStart(4, "0")}`;
  const reference = `RB-TEST${String(n).padStart(4, "0")}`;
  const at = new Date().toISOString();
  const { date, time } = gulfClock(spec.start);
  const slot = await db()
    .prepare(
      `INSERT INTO availability (option_id, activity_id, date, start_time, capacity, sold, held, price) VALUES (?, ?, ?, ?, 20, 2, 0, 20000)
       ON CONFLICT (option_id, date, start_time) DO UPDATE SET capacity = capacity RETURNING id`,
    )
    .bind(spec.activity.optionId, spec.activity.activityId, date, time)
    .first<{ id: number }>();
  const statements = [
    db()
      .prepare(
        `INSERT INTO orders (id, cart_id, idempotency_key, status, payment_mode, locale, display_currency, lead_first_name, lead_last_name,
           lead_email, lead_country, lead_phone, subtotal, total, created_at, updated_at, user_id)
         VALUES (?, 'cart', ?, 'confirmed', 'now', 'en', 'AED', 'Layla', 'Haddad', ?, ?, '+971501234567', 40000, 40000, ?, ?, ?)`,
      )
      .bind(
        orderId,
        `key-${n}`,
        spec.user?.email ?? "guest@example.com",
        spec.country ?? "OM",
        at,
        at,
        spec.user?.id ?? null,
      ),
    db()
      .prepare(
        `INSERT INTO order_items (order_id, position, activity_id, option_id, slot_id, date, start_time, counts, travellers, price, status, reference)
         VALUES (?, 0, ?, ?, ?, ?, ?, '{"adult":2}', 2, 40000, ?, ?)`,
      )
      .bind(
        orderId,
        spec.activity.activityId,
        spec.activity.optionId,
        slot!.id,
        date,
        time,
        spec.status ?? "confirmed",
        reference,
      ),
  ];
  if (spec.cancelled) {
    statements.push(
      db()
        .prepare(
          `INSERT INTO cancellations (order_item_id, order_id, penalty_percent, penalty, refund, refund_state, cancelled_by, cancelled_at)
           SELECT id, order_id, 0, 0, 40000, 'refunded', 'account', ? FROM order_items WHERE reference = ?`,
        )
        .bind(at, reference),
    );
  }
  await db().batch(statements);
  return reference;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** An activity with `ratings` already reviewed (seeded reviews, not verified), its average and count to match. */
async function reviewedActivity(ratings: number[]): Promise<TestActivity> {
  const activity = await makeActivity(db());
  const statements = ratings.map((rating, i) =>
    db()
      .prepare(
        "INSERT INTO reviews (activity_id, rating, title, body, author_name, author_country, locale, created_at) VALUES (?, ?, ?, 'Lovely day out.', 'Sam K.', 'GB', 'en', ?)",
      )
      .bind(activity.activityId, rating, `Seeded ${i}`, `2020-01-0${i + 1}T10:00:00.000Z`),
  );
  const avg = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : 0;
  statements.push(
    db()
      .prepare("UPDATE activities SET rating_avg = ?, review_count = ? WHERE id = ?")
      .bind(avg, ratings.length, activity.activityId),
  );
  await db().batch(statements);
  return activity;
}

const activityRow = (id: number) =>
  db()
    .prepare("SELECT rating_avg, review_count FROM activities WHERE id = ?")
    .bind(id)
    .first<{ rating_avg: number; review_count: number }>();
const reviewsOf = (reference: string) =>
  db()
    .prepare("SELECT r.* FROM reviews r JOIN order_items oi ON oi.id = r.order_item_id WHERE oi.reference = ?")
    .bind(reference)
    .all<Record<string, unknown>>();
const detailPath = (a: TestActivity, prefix = "") => `${prefix}/things-to-do-in-${a.citySlug}/${a.slug}`;

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return get(path, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

const form = (item: string, overrides: Record<string, string> = {}) => ({
  item,
  rating: "5",
  title: "Worth every dirham",
  text: "The guide knew every dune.",
  ...overrides,
});

let traveller: TestUser;
let cookie: string;

beforeAll(async () => {
  traveller = await makeUser(db(), { firstName: "Layla", lastName: "Haddad" });
  cookie = (await signedIn(db(), traveller.id)).cookie;
});

describe("who may review what", () => {
  it("an item is eligible only when it is the traveller's, confirmed, not cancelled, started and not reviewed", async () => {
    const activity = await makeActivity(db());
    const other = await makeUser(db());
    const ok = await bookItem({ user: traveller, activity, start: daysAgo(3) });
    const theirs = await bookItem({ user: other, activity, start: daysAgo(3) });
    const guest = await bookItem({ user: null, activity, start: daysAgo(3) });
    const pending = await bookItem({ user: traveller, activity, start: daysAgo(3), status: "pending_supplier" });
    const cancelled = await bookItem({
      user: traveller,
      activity,
      start: daysAgo(3),
      status: "cancelled",
      cancelled: true,
    });
    const future = await bookItem({ user: traveller, activity, start: new Date(Date.now() + 3 * 86_400_000) });
    // A cancellation on record refuses the item even if its status had not moved (belt and braces).
    const recorded = await bookItem({ user: traveller, activity, start: daysAgo(3), cancelled: true });
    const now = new Date();
    const states = Object.fromEntries(
      (await reviewCandidates(db(), traveller.id, now, "en", { activitySlug: activity.slug })).map((c) => [
        c.reference,
        c.state,
      ]),
    );
    expect(states).toEqual({
      [ok]: "eligible",
      [pending]: "not_confirmed",
      [cancelled]: "cancelled",
      [future]: "upcoming",
      [recorded]: "cancelled",
    });
    expect(states[theirs]).toBeUndefined();
    expect(states[guest]).toBeUndefined();

    // Only the eligible one can be written; every other attempt inserts nothing and moves nothing, the cache version
    // included; the written one moves it, so pages show the review at once.
    const version = () => env.SITE.get(CACHE_VERSION_KEY);
    const before = await version();
    for (const reference of [theirs, guest, pending, cancelled, future, recorded]) {
      const result = await writeReview(db(), env.SITE, {
        account: traveller,
        activityId: activity.activityId,
        input: { reference, rating: 4, title: "T", text: "B" },
        locale: "en",
        now,
      });
      expect(result, reference).toEqual({ ok: false });
    }
    expect((await activityRow(activity.activityId))!.review_count).toBe(0);
    expect(await version()).toBe(before);
    expect(
      await writeReview(db(), env.SITE, {
        account: traveller,
        activityId: activity.activityId,
        input: { reference: ok, rating: 4, title: "T", text: "B" },
        locale: "en",
        now,
      }),
    ).toEqual({
      ok: true,
      activityId: activity.activityId,
    });
    expect(await version()).not.toBe(before);
    const after = await reviewCandidates(db(), traveller.id, now, "en", { reference: ok });
    expect(after.map((c) => c.state)).toEqual(["reviewed"]);
  });

  it("the start is the item's date and time in Gulf time: a minute before it is too early, a minute after is fine", async () => {
    const activity = await makeActivity(db());
    const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 7 * 86_400_000);
    const reference = await bookItem({ user: traveller, activity, start });
    const stateAt = async (at: Date) => (await reviewCandidates(db(), traveller.id, at, "en", { reference }))[0]!.state;
    expect(await stateAt(new Date(start.getTime() - 60_000))).toBe("upcoming");
    // Read as UTC instead of Gulf time, the item would already have started four hours earlier.
    expect(await stateAt(new Date(start.getTime() - 3 * 3_600_000))).toBe("upcoming");
    expect(await stateAt(start)).toBe("eligible");
    expect(await stateAt(new Date(start.getTime() + 60_000))).toBe("eligible");
    const early = await writeReview(db(), env.SITE, {
      account: traveller,
      activityId: activity.activityId,
      input: { reference, rating: 5, title: "T", text: "B" },
      locale: "en",
      now: new Date(start.getTime() - 60_000),
    });
    expect(early.ok).toBe(false);
  });

  it("signs reviews with the first name and the last name's initial", () => {
    expect(authorName({ firstName: "Layla", lastName: "Haddad" })).toBe("Layla H.");
    expect(authorName({ firstName: "ليلى", lastName: "الحداد" })).toBe("ليلى ا.");
  });
});

describe("GET /reviews/new", () => {
  it("sends a signed-out visitor to sign in and back, in their language", async () => {
    for (const [path, login] of [
      ["/reviews/new?activity=desert-safari", "/auth/login"],
      ["/ar/reviews/new?activity=desert-safari", "/ar/auth/login"],
    ]) {
      const res = await get(path);
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get("location")!, ORIGIN);
      expect(location.pathname).toBe(login);
      expect(location.searchParams.get("next")).toBe(path);
      expect(res.headers.get("cache-control")).toMatch(/no-store/);
    }
  });

  it("shows the form for the traveller's eligible item: stars 1 to 5, title, text, the item's reference; personal", async () => {
    const activity = await makeActivity(db());
    const reference = await bookItem({ user: traveller, activity, start: daysAgo(2) });
    for (const [prefix, words] of [
      ["", ["Write a Review", "Your rating", "Title", "Your review", "Post review", "Marked as a verified booking"]],
      ["/ar", ["اكتب تقييمًا", "تقييمك", "العنوان", "انشر التقييم", "سيظهر بعلامة حجز مؤكَّد"]],
    ] as const) {
      const { res, body } = await html(`${prefix}/reviews/new?activity=${activity.slug}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(body).toContain('<meta name="robots" content="noindex"/>');
      for (const word of words) expect(body).toContain(word);
      expect(body).toContain(`<input type="hidden" name="item" value="${reference}"/>`);
      const radios = [...body.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map((m) => m[0]);
      expect(radios.every((r) => r.includes('name="rating"') && r.includes('required=""'))).toBe(true);
      const stars = radios.map((r) => r.match(/value="(\d)"/)?.[1]);
      expect(stars).toEqual(["5", "4", "3", "2", "1"]);
      const formTag = body.match(/<form[^>]*data-testid="review-form"[^>]*>/)![0];
      expect(formTag).toContain('method="post"');
      expect(formTag).toContain(`action="${prefix}/reviews/new"`);
      const title = body.match(/<input[^>]*id="review-title"[^>]*>/)![0];
      const text = body.match(/<textarea[^>]*id="review-text"[^>]*>/)![0];
      for (const [control, name, max] of [
        [title, "title", "120"],
        [text, "text", "2000"],
      ]) {
        expect(control).toContain(`name="${name}"`);
        expect(control).toContain(`maxLength="${max}"`);
        expect(control).toContain('required=""');
      }
    }
  });

  it("explains why there is nothing to review: not booked, not yet, already reviewed (with a link back)", async () => {
    const never = await makeActivity(db());
    const soon = await makeActivity(db());
    await bookItem({ user: traveller, activity: soon, start: new Date(Date.now() + 2 * 86_400_000) });
    const done = await makeActivity(db());
    const reference = await bookItem({ user: traveller, activity: done, start: daysAgo(5) });
    expect(
      (
        await writeReview(db(), env.SITE, {
          account: traveller,
          activityId: done.activityId,
          input: { reference, rating: 3, title: "T", text: "B" },
          locale: "en",
          now: new Date(),
        })
      ).ok,
    ).toBe(true);
    for (const [activity, reason, en, ar] of [
      [never, "not_booked", "Book it first", "احجز التجربة أولًا"],
      [soon, "upcoming", "After your activity date", "بعد موعد نشاطك"],
      [done, "reviewed", "Already reviewed", "قيّمت هذا الحجز من قبل"],
    ] as const) {
      const page = await html(`/reviews/new?activity=${activity.slug}`, { headers: { cookie } });
      expect(page.res.status).toBe(200);
      expect(page.body).toContain(`data-reason="${reason}"`);
      expect(page.body).toContain(en);
      expect(page.body).not.toContain('data-testid="review-form"');
      expect((await html(`/ar/reviews/new?activity=${activity.slug}`, { headers: { cookie } })).body).toContain(ar);
    }
    // ?item= of an item that is not theirs reads as not booked, with no detail about it.
    const other = await makeUser(db());
    const foreign = await bookItem({ user: other, activity: never, start: daysAgo(5) });
    const page = await html(`/reviews/new?item=${foreign}`, { headers: { cookie } });
    expect(page.body).toContain('data-reason="not_booked"');
    expect(page.body).not.toContain('data-testid="review-form"');
  });

  it("lets a traveller who booked the experience twice choose the booking", async () => {
    const activity = await makeActivity(db());
    const first = await bookItem({ user: traveller, activity, start: daysAgo(20) });
    const second = await bookItem({ user: traveller, activity, start: daysAgo(10) });
    const { body } = await html(`/reviews/new?activity=${activity.slug}`, { headers: { cookie } });
    expect([...body.matchAll(/data-reference="([^"]+)"/g)].map((m) => m[1])).toEqual([first, second]);
    expect(body).toContain(`href="/reviews/new?item=${second}"`);
    const chosen = await html(`/reviews/new?item=${second}`, { headers: { cookie } });
    expect(chosen.body).toContain(`name="item" value="${second}"`);
  });
});

describe("POST /reviews/new", () => {
  it("writes a verified review and shows it at once, first, with the rating, count and breakdown updated", async () => {
    const activity = await reviewedActivity([4, 4, 3]);
    const reference = await bookItem({ user: traveller, activity, start: daysAgo(4), country: "OM" });
    const res = await post("/reviews/new", form(reference, { rating: "5" }), cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${detailPath(activity)}#reviews`);

    const [row] = (await reviewsOf(reference)).results;
    expect(row).toMatchObject({
      rating: 5,
      title: "Worth every dirham",
      body: "The guide knew every dune.",
      author_name: "Layla H.",
      author_country: "OM",
      locale: "en",
      verified: 1,
      user_id: traveller.id,
    });
    const stats = (await activityRow(activity.activityId))!;
    expect(stats.review_count).toBe(4);
    expect(stats.rating_avg).toBeCloseTo(4, 10); // (4 + 4 + 3 + 5) / 4

    const page = await html(detailPath(activity));
    const reviews = [...page.body.matchAll(/<li data-testid="review">([\s\S]*?)<\/li>/g)].map((m) => m[1]);
    expect(reviews).toHaveLength(4);
    expect(reviews[0]).toContain("Worth every dirham");
    expect(reviews[0]).toContain('data-testid="verified-booking"');
    expect(reviews[0]).toContain("Verified booking");
    expect(reviews.slice(1).some((r) => r.includes("verified-booking"))).toBe(false);
    expect(page.body).toContain("Based on 4 reviews");
    const breakdown = page.body.match(/data-testid="rating-breakdown">([\s\S]*?)<\/ul>/)![1];
    const counts = [...breakdown.matchAll(/<span class="w-6 text-end">(\d+)<\/span>/g)].map((m) => Number(m[1]));
    expect(counts).toEqual([1, 2, 1, 0, 0]); // 5, 4, 3, 2, 1 stars
  });

  it("writes the review in the page's language and marks it in Arabic too", async () => {
    const activity = await makeActivity(db());
    const reference = await bookItem({ user: traveller, activity, start: daysAgo(4) });
    const res = await post(
      "/ar/reviews/new",
      form(reference, { title: "تجربة رائعة", text: "المرشد كان ممتازًا." }),
      cookie,
    );
    expect(res.headers.get("location")).toBe(`${detailPath(activity, "/ar")}#reviews`);
    expect((await reviewsOf(reference)).results[0]).toMatchObject({ locale: "ar", verified: 1 });
    const page = await html(detailPath(activity, "/ar"));
    expect(page.body).toContain("حجز مؤكَّد");
    expect(page.body).toContain("تجربة رائعة");
  });

  it("keeps one review per item when the form is sent twice, in turn or at once, and counts it once", async () => {
    const activity = await reviewedActivity([2]);
    const reference = await bookItem({ user: traveller, activity, start: daysAgo(1) });
    const first = await post("/reviews/new", form(reference, { rating: "4" }), cookie);
    const replay = await post("/reviews/new", form(reference, { rating: "1", title: "Changed my mind" }), cookie);
    expect(first.status).toBe(303);
    // The replay lands where the first went, and changes nothing.
    expect(replay.status).toBe(303);
    expect(replay.headers.get("location")).toBe(first.headers.get("location"));
    expect((await reviewsOf(reference)).results).toHaveLength(1);
    expect(await activityRow(activity.activityId)).toEqual({ review_count: 2, rating_avg: 3 });

    const raced = await bookItem({ user: traveller, activity, start: daysAgo(1) });
    const both = await Promise.all([
      post("/reviews/new", form(raced, { rating: "5" }), cookie),
      post("/reviews/new", form(raced, { rating: "5" }), cookie),
    ]);
    expect(both.map((r) => r.status)).toEqual([303, 303]);
    expect((await reviewsOf(raced)).results).toHaveLength(1);
    expect(await activityRow(activity.activityId)).toEqual({ review_count: 3, rating_avg: 11 / 3 });
  });

  it("refuses what the traveller may not review with a 409 page that says why, writing nothing", async () => {
    const activity = await makeActivity(db());
    const other = await makeUser(db());
    const cases = [
      [await bookItem({ user: other, activity, start: daysAgo(3) }), "not_booked"],
      [await bookItem({ user: traveller, activity, start: daysAgo(3), status: "pending_supplier" }), "not_booked"],
      [
        await bookItem({ user: traveller, activity, start: daysAgo(3), status: "cancelled", cancelled: true }),
        "not_booked",
      ],
      [await bookItem({ user: traveller, activity, start: new Date(Date.now() + 86_400_000) }), "upcoming"],
    ] as const;
    for (const [reference, reason] of cases) {
      const res = await post("/reviews/new", form(reference), cookie);
      expect(res.status, reference).toBe(409);
      expect(await res.text()).toContain(`data-reason="${reason}"`);
      expect((await reviewsOf(reference)).results).toHaveLength(0);
    }
    expect((await activityRow(activity.activityId))!.review_count).toBe(0);
  });

  it("re-renders the form with each field's message and the typed values (422), in both languages", async () => {
    const activity = await makeActivity(db());
    const reference = await bookItem({ user: traveller, activity, start: daysAgo(3) });
    const long = "x".repeat(2001);
    for (const [prefix, required, tooLong, stars] of [
      ["", "This field is required", "This is too long. Please shorten it.", "Please choose from 1 to 5 stars."],
      ["/ar", "هذا الحقل مطلوب", "النص طويل جدًا، يرجى اختصاره.", "يرجى اختيار من نجمة واحدة إلى خمس نجوم."],
    ]) {
      const res = await post(`${prefix}/reviews/new`, { item: reference, rating: "", title: "  ", text: long }, cookie);
      expect(res.status).toBe(422);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const body = await res.text();
      expect(body).toContain(required);
      expect(body).toContain(tooLong);
      expect(body).toContain(`>${long}</textarea>`);
      const bad = await post(`${prefix}/reviews/new`, form(reference, { rating: "6", title: "Kept title" }), cookie);
      expect(bad.status).toBe(422);
      const badBody = await bad.text();
      expect(badBody).toContain(stars);
      expect(badBody).toMatch(/name="title"[^>]*value="Kept title"|value="Kept title"[^>]*name="title"/);
    }
    expect((await reviewsOf(reference)).results).toHaveLength(0);
  });

  it("a signed-out post goes to sign in and back to the item's form, writing nothing", async () => {
    const activity = await makeActivity(db());
    const reference = await bookItem({ user: traveller, activity, start: daysAgo(3) });
    const res = await post("/reviews/new", form(reference));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!, ORIGIN);
    expect(location.pathname).toBe("/auth/login");
    expect(location.searchParams.get("next")).toBe(`/reviews/new?item=${reference}`);
    expect((await reviewsOf(reference)).results).toHaveLength(0);
  });

  it("refuses a post without the Origin check's header", async () => {
    const activity = await makeActivity(db());
    const reference = await bookItem({ user: traveller, activity, start: daysAgo(3) });
    const res = await get("/reviews/new", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams(form(reference)).toString(),
    });
    expect(res.status).toBe(403);
    expect((await reviewsOf(reference)).results).toHaveLength(0);
  });
});

describe("the form's schema", () => {
  it("reads each field once and refuses with one key per field", () => {
    expect(parseReviewForm({ item: "RB-1", rating: "3", title: " Fine ", text: " Good. " })).toEqual({
      ok: true,
      input: { reference: "RB-1", rating: 3, title: "Fine", text: "Good." },
    });
    expect(parseReviewForm({ item: "", rating: "0", title: "t".repeat(121), text: "" })).toEqual({
      ok: false,
      errors: { item: "required", rating: "rating", title: "tooLong", text: "required" },
    });
    expect(parseReviewForm({ item: "RB 1 <x>", rating: ["2", "9"], title: "a", text: "b" })).toEqual({
      ok: false,
      errors: { item: "item", rating: "rating" },
    });
  });
});

describe("search sees the new rating", () => {
  it("an activity whose average crosses 4.5 appears under the 4.5+ filter once the review is written", async () => {
    const activity = await reviewedActivity([4]);
    const title = `Zephyrine lagoon ${activity.activityId}`;
    await db().prepare("UPDATE activities SET title_en = ? WHERE id = ?").bind(title, activity.activityId).run();
    await rebuildSearchIndex(db());
    const found = async (rating: string) => {
      const res = await get(`/search/zephyrine/_payload.json?rating=${rating}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: SearchData }).data.cards.map((c) => c.id);
    };
    expect(await found("4")).toContain(activity.activityId);
    expect(await found("4.5")).not.toContain(activity.activityId);

    const reference = await bookItem({ user: traveller, activity, start: daysAgo(2) });
    expect((await post("/reviews/new", form(reference, { rating: "5" }), cookie)).status).toBe(303);
    expect(await found("4.5")).toContain(activity.activityId);
    expect(await found("4")).toContain(activity.activityId);
    // And a rating that falls drops it again.
    const second = await bookItem({ user: traveller, activity, start: daysAgo(2) });
    expect((await post("/reviews/new", form(second, { rating: "1" }), cookie)).status).toBe(303);
    expect(await found("4.5")).not.toContain(activity.activityId);
    expect(await found("3")).toContain(activity.activityId); // (4 + 5 + 1) / 3 = 3.33
    expect(await found("3.5")).not.toContain(activity.activityId);
  });
});
