// Category icons are SVG drawn on the server from a stored icon name: one per category, no emoji, a neutral fallback.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { html } from "./helpers.ts";
import { seedDatabase } from "../../scripts/seed/index.ts";
import { CATEGORIES } from "../../scripts/seed/content/categories.ts";
import { CATEGORY_ICONS, CategoryIcon, FALLBACK_ICON } from "../../client/components/icons/CategoryIcon.tsx";
import type { IconNode } from "lucide";

const EMOJI = /\p{Extended_Pictographic}/u;
/** An icon's first shape's attributes as they appear in the markup, which tells icons apart. */
const shapeOf = (icon: IconNode) =>
  Object.entries(icon[0][1])
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

beforeAll(async () => {
  await seedDatabase(env.DB);
});

/** The home page's category links, each with the markup inside it. */
async function homeCategories(path: string) {
  const { res, body } = await html(path);
  expect(res.status).toBe(200);
  const section = /<section[^>]*aria-labelledby="categories-title"[\s\S]*?<\/section>/.exec(body)![0];
  return [...section.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1]);
}

describe("category icons", () => {
  it.each(["/", "/ar"])("%s shows one decorative SVG per category and no emoji", async (path) => {
    const { n } = (await env.DB.prepare("SELECT count(*) AS n FROM categories").first<{ n: number }>())!;
    const links = await homeCategories(path);
    expect(links).toHaveLength(n);
    for (const link of links) {
      expect(link.match(/<svg\b/g)).toHaveLength(1);
      expect(link).toMatch(/<svg\b[^>]*aria-hidden="true"/);
      // Every seeded category has an icon of its own, not the fallback.
      expect(link).not.toContain(shapeOf(FALLBACK_ICON));
      // The category's name is the link's accessible text.
      expect(
        link
          .replace(/<svg[\s\S]*?<\/svg>/, "")
          .replace(/<[^>]+>/g, "")
          .trim(),
      ).not.toBe("");
      expect(link).not.toMatch(EMOJI);
    }
  });

  it("the listing's category chips are SVG too", async () => {
    const { body } = await html("/things-to-do");
    const chips = /<ul[^>]*aria-label="Categories"[\s\S]*?<\/ul>/.exec(body)![0];
    expect(chips.match(/<svg\b/g)).toHaveLength(CATEGORIES.length);
    expect(chips).not.toMatch(EMOJI);
  });

  it("the seed stores icon names the icon map knows, and an unknown name falls back to a neutral icon", () => {
    for (const category of CATEGORIES) expect(Object.keys(CATEGORY_ICONS)).toContain(category.icon);
    const unknown = renderToStaticMarkup(createElement(CategoryIcon, { name: "🐪" }));
    expect(unknown).toMatch(/^<svg\b[^>]*aria-hidden="true"/);
    expect(unknown).toContain(shapeOf(FALLBACK_ICON));
    const tent = renderToStaticMarkup(createElement(CategoryIcon, { name: "tent" }));
    expect(tent).toContain(shapeOf(CATEGORY_ICONS.tent));
    expect(tent).not.toContain(shapeOf(FALLBACK_ICON));
  });

  it("draws lucide's shapes only, with the stroke from one shortcut rather than attributes on every icon", () => {
    const tent = renderToStaticMarkup(createElement(CategoryIcon, { name: "tent", className: "h-4 w-4" }));
    expect(tent).toBe(
      `<svg aria-hidden="true" viewBox="0 0 24 24" class="line-icon h-4 w-4">${CATEGORY_ICONS.tent.map(([, a]) => `<path d="${a.d}"></path>`).join("")}</svg>`,
    );
  });

  it("a database seeded with the old emoji gets icon names from its migration", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.endsWith("_category_icon_names.sql"))!;
    await env.DB.batch([
      env.DB.prepare("UPDATE categories SET icon = '🐪' WHERE slug = 'desert-safaris'"),
      env.DB.prepare("UPDATE categories SET icon = '🏙️' WHERE slug = 'city-tours'"),
    ]);
    for (const query of migration.queries) await env.DB.prepare(query).run();
    const { results } = await env.DB.prepare("SELECT slug, icon FROM categories").all<{ slug: string; icon: string }>();
    expect(Object.fromEntries(results.map((r) => [r.slug, r.icon]))).toEqual(
      Object.fromEntries(CATEGORIES.map((c) => [c.slug, c.icon])),
    );
  });
});

describe("place and experience icons in search", () => {
  // Emoji presentation only (not text symbols such as ★ or ✓, which every font draws alike).
  const EMOJI_GLYPH = /\p{Emoji_Presentation}|\uFE0F/u;
  it.each(["/search/dubai", "/ar/search/%D8%AF%D8%A8%D9%8A"])(
    "%s marks city results with an SVG pin, not an emoji",
    async (path) => {
      const { res, body } = await html(path);
      expect(res.status).toBe(200);
      const cities = /data-testid="city-results"[\s\S]*?<\/ul>/.exec(body)![0];
      expect(cities).toMatch(/<svg\b[^>]*aria-hidden="true"/);
      expect(body).not.toMatch(EMOJI_GLYPH);
    },
  );
});
