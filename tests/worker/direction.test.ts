// Mixed-direction text in server-rendered pages: reviews in another language, left-to-right values on Arabic pages.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { html as fetchHtml } from "./helpers.ts";
import { seedDatabase, seedSites } from "../../scripts/seed/index.ts";
import { SUPPLIER_SITES } from "../../scripts/seed/sites.ts";
import { DEFAULT_BRAND } from "../../shared/site-config.ts";

type Sample = { city: string; slug: string };
/** An experience with a few reviews in each language, so both its pages (own language first, ten at most) show both. */
let mixed: Sample;

beforeAll(async () => {
  await seedDatabase(env.DB);
  await seedSites(env.SITE);
  mixed = (await env.DB.prepare(
    `SELECT c.slug AS city, a.slug FROM activities a JOIN cities c ON c.id = a.city_id
     WHERE (SELECT count(*) FROM reviews r WHERE r.activity_id = a.id AND r.locale = 'ar') BETWEEN 2 AND 8
       AND (SELECT count(*) FROM reviews r WHERE r.activity_id = a.id AND r.locale = 'en') BETWEEN 2 AND 8
     ORDER BY a.slug LIMIT 1`,
  ).first<Sample>())!;
});

/** The page's HTML without the empty comments React puts between adjacent text nodes. */
async function html(path: string, init?: { host?: string }) {
  const { res, body } = await fetchHtml(path, init);
  return { res, body: body.replaceAll("<!-- -->", "") };
}

type ReviewMarkup = { li: string; text: { lang: string; dir: string }; meta: { attrs: string; inner: string } };

/** Every review on a page, split into its item's attributes, its text block's lang/dir and its meta line. */
function reviews(body: string): ReviewMarkup[] {
  return [...body.matchAll(/<li([^>]*data-testid="review"[^>]*)>([\s\S]*?)<\/li>/g)].map(([, li, inner]) => {
    const text = /<div([^>]*)data-testid="review-text"/.exec(inner);
    const meta = /<p([^>]*data-testid="review-meta"[^>]*)>([\s\S]*?)<\/p>/.exec(inner);
    const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1] ?? "";
    return {
      li,
      text: { lang: attr(text?.[1] ?? "", "lang"), dir: attr(text?.[1] ?? "", "dir") },
      meta: { attrs: meta?.[1] ?? "", inner: meta?.[2] ?? "" },
    };
  });
}

describe("reviews in another language", () => {
  it("an English review on the Arabic page keeps its own direction, with its meta line in the page's", async () => {
    const { res, body } = await html(`/ar/things-to-do-in-${mixed.city}/${mixed.slug}`);
    expect(res.status).toBe(200);
    const all = reviews(body);
    const english = all.filter((r) => r.text.lang === "en");
    const arabic = all.filter((r) => r.text.lang === "ar");
    expect(english.length).toBeGreaterThan(0);
    expect(arabic.length).toBeGreaterThan(0);
    for (const review of all) {
      // The item and its meta line take the page's direction: neither may carry its own.
      expect(review.li).not.toMatch(/\b(dir|lang)=/);
      expect(review.meta.attrs).not.toMatch(/\b(dir|lang)=/);
      expect(review.meta.inner).toMatch(/^<bdi>[^<]+<\/bdi> · <time dateTime="\d{4}-\d{2}-\d{2}/);
    }
    for (const review of english) {
      expect(review.text.dir).toBe("ltr");
      expect(review.meta.inner).toContain("مكتوب باللغة الإنجليزية");
    }
    for (const review of arabic) {
      expect(review.text.dir).toBe("rtl");
      expect(review.meta.inner).not.toContain("مكتوب باللغة");
    }
  });

  it("an Arabic review on the English page is labelled and laid out right to left", async () => {
    const { body } = await html(`/things-to-do-in-${mixed.city}/${mixed.slug}`);
    const all = reviews(body);
    const arabic = all.filter((r) => r.text.lang === "ar");
    expect(arabic.length).toBeGreaterThan(0);
    for (const review of arabic) {
      expect(review.text.dir).toBe("rtl");
      expect(review.meta.inner).toContain("Written in Arabic");
    }
    for (const review of all.filter((r) => r.text.lang === "en")) expect(review.meta.inner).not.toContain("Written in");
  });
});

/** Block-level elements that would pin their whole box to the left edge of an Arabic page. */
const LTR_BLOCK = /<(div|p|dd|dt|dl|li|ul|section|footer|address)\b[^>]*\bdir="ltr"/;
/** `value` isolated in an inline element of its own direction. */
const isolated = (value: string) =>
  new RegExp(`<(a|bdi|span)\\b[^>]*\\bdir="ltr"[^>]*>${value.replace(/[.+]/g, "\\$&")}</\\1>`);

describe("left-to-right values on Arabic pages", () => {
  const sites = [
    { name: "default", host: undefined, contact: DEFAULT_BRAND.contact },
    { name: "supplier", host: "supplier.localhost", contact: SUPPLIER_SITES["supplier.localhost"]!.brand!.contact },
  ];

  it.each(sites)(
    "contact page and footer ($name layout): each value isolated, no block set left to right",
    async ({ host, contact }) => {
      const { res, body } = await html("/ar/contact-us", { host });
      expect(res.status).toBe(200);
      expect(body).not.toMatch(LTR_BLOCK);
      const dl = /<dl[\s\S]*?<\/dl>/.exec(body)![0];
      expect(dl).toMatch(new RegExp(`<dd[^>]*>${isolated(contact.email).source}</dd>`));
      expect(dl).toMatch(new RegExp(`<dd[^>]*>${isolated(contact.phone).source}</dd>`));
      const footer = /<footer[\s\S]*?<\/footer>/.exec(body)![0];
      expect(footer).toMatch(isolated(contact.email));
      expect(footer).toMatch(isolated(contact.phone));
      expect(footer).toMatch(isolated(`+${contact.whatsapp.replace(/^\+/, "")}`));
    },
  );

  it("the coordinates of an experience are isolated inside a paragraph that keeps the page's direction", async () => {
    const { body } = await html(`/ar/things-to-do-in-${mixed.city}/${mixed.slug}`);
    const location = /data-testid="section-location"[\s\S]*?<\/section>/.exec(body)![0];
    expect(location).not.toMatch(LTR_BLOCK);
    expect(location).toMatch(/<p[^>]*><bdi dir="ltr" data-testid="coordinates">-?\d+\.\d{4}, -?\d+\.\d{4}<\/bdi><\/p>/);
  });
});

describe("outside text inside a translated sentence", () => {
  it("the query echoed in the Arabic search heading is isolated, so its punctuation stays with it", async () => {
    const { body } = await html(`/ar/search/${encodeURIComponent("desert tours!")}`);
    expect(body).toMatch(/<h1[^>]*>نتائج البحث عن «<bdi>desert tours!<\/bdi>»<\/h1>/);
  });
});
