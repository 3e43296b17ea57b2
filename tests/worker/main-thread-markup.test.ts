// Decision 024 (main-thread cost): what starts below the first screen is marked for content-visibility, and nothing
// on the first screen is.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { html } from "./helpers.ts";
import { seedDatabase, seedSites } from "../../scripts/seed/index.ts";

let experience: string;

beforeAll(async () => {
  await seedDatabase(env.DB);
  await seedSites(env.SITE);
  const row = await env.DB.prepare(
    `SELECT a.slug, c.slug AS city FROM activities a JOIN cities c ON c.id = a.city_id
     WHERE a.review_count > 0 ORDER BY a.popularity DESC LIMIT 1`,
  ).first<{ slug: string; city: string }>();
  experience = `/things-to-do-in-${row!.city}/${row!.slug}`;
});

/** The class attribute of each activity card, in the order of the page. */
const cardClasses = (body: string) =>
  [...body.matchAll(/<article class="([^"]*)" data-testid="activity-card"/g)].map((m) => m[1].split(" "));

describe("content-visibility", () => {
  it.each(["/things-to-do", "/ar/things-to-do"])(
    "%s: the first row of cards renders at once, every card after it as it scrolls near",
    async (path) => {
      const classes = cardClasses((await html(path)).body);
      expect(classes.length).toBeGreaterThan(4);
      expect(classes.slice(0, 4).some((c) => c.includes("card-later"))).toBe(false);
      expect(classes.slice(4).every((c) => c.includes("card-later"))).toBe(true);
    },
  );

  it.each([
    ["English", ""],
    ["Arabic", "/ar"],
  ])(
    "%s experience page: its location, reviews, related experiences and footer wait; its first sections do not",
    async (_language, prefix) => {
      const { body } = await html(`${prefix}${experience}`);
      const sectionClass = (id: string) => new RegExp(`<section id="${id}"[^>]*class="([^"]*)"`).exec(body)?.[1] ?? "";
      expect(sectionClass("location")).toContain("location-later");
      expect(sectionClass("reviews")).toContain("reviews-later");
      for (const id of ["highlights", "options", "includes", "itinerary"])
        expect(sectionClass(id)).not.toContain("-later");
      expect(/<footer class="([^"]*)"/.exec(body)?.[1]).toContain("footer-later");
      expect(/<section class="([^"]*)" aria-labelledby="related-title"/.exec(body)?.[1]).toContain("related-later");
    },
  );
});
