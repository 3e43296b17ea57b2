// A star rating reads as one sentence in the page's language ("4.5 out of 5 stars, 21 reviews"), with the review
// count in its plural form; the stars, the number and the bracketed count beside it are for the eye only (issue 34).
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { html } from "./helpers.ts";
import { seedDatabase, seedSites } from "../../scripts/seed/index.ts";

type A = { id: number; slug: string; city: string };
const ACTIVITY = "SELECT a.id, a.slug, c.slug AS city FROM activities a JOIN cities c ON c.id = a.city_id";
const pathOf = (a: A) => `/things-to-do-in-${a.city}/${a.slug}`;

let single: A;
let many: A;

beforeAll(async () => {
  await seedDatabase(env.DB);
  await seedSites(env.SITE);
  const { results } = await env.DB.prepare(`${ACTIVITY} WHERE a.bookable = 1 ORDER BY a.id LIMIT 2`).all<A>();
  [single, many] = results;
  // One review of five stars, and 21 averaging 4.5: the singular, and a count Arabic puts in its "many" form.
  await env.DB.batch([
    env.DB.prepare("UPDATE activities SET review_count = 1, rating_avg = 5 WHERE id = ?").bind(single.id),
    env.DB.prepare("UPDATE activities SET review_count = 21, rating_avg = 4.5 WHERE id = ?").bind(many.id),
  ]);
});

/** Each rating on the page: its markup, and the text a screen reader is given (its visually hidden sentence). */
function ratings(body: string): { markup: string; spoken: string }[] {
  return [
    ...body.matchAll(
      /<span class="rating" data-testid="rating">[\s\S]*?<span class="sr-only">([^<]*)<\/span><\/span>/g,
    ),
  ].map((m) => ({ markup: m[0], spoken: m[1] }));
}

describe("a rating", () => {
  it.each([
    ["en", "", "5.0 out of 5 stars, 1 review", "4.5 out of 5 stars, 21 reviews"],
    ["ar", "/ar", "5.0 من 5 نجوم، تقييم واحد", "4.5 من 5 نجوم، 21 تقييمًا"],
  ])("reads as one sentence on the experience page (%s), singular and plural", async (_l, prefix, one, more) => {
    for (const [activity, sentence] of [
      [single, one],
      [many, more],
    ] as const) {
      const { res, body } = await html(`${prefix}${pathOf(activity)}`);
      expect(res.status).toBe(200);
      const [first] = ratings(body);
      expect(first?.spoken, pathOf(activity)).toBe(sentence);
      // What the eye reads (stars, number, count) is hidden from screen readers, and there is no label on a bare span.
      expect(first.markup).not.toMatch(/aria-label=/);
      const visible = first.markup.replace(/<span class="sr-only">[^<]*<\/span>/, "");
      expect(visible.match(/<span aria-hidden="true"/g)?.length).toBe(3);
      // The reviews' summary says the same sentence.
      expect(body).toContain(`<p class="sr-only">${sentence}</p>`);
    }
  });

  it.each([
    ["en", "", /^\d\.\d out of 5 stars, \d+ reviews?$/],
    ["ar", "/ar", /^\d\.\d من 5 نجوم، (تقييم واحد|تقييمان|\d+ (تقييمات|تقييمًا|تقييم))$/],
  ])("reads as one sentence on every card of a listing (%s)", async (_l, prefix, shape) => {
    const { body } = await html(`${prefix}/things-to-do`);
    const found = ratings(body);
    expect(found.length).toBeGreaterThan(3);
    for (const { spoken } of found) expect(spoken).toMatch(shape);
  });
});
