// Builds sitemap XML: every page in both locales with hreflang alternates, split under an index past 50,000 URLs.
import { LOCALES, localePath } from "../../shared/locales.ts";
import type { LayoutType } from "../../shared/site-config.ts";
import type { SitemapRows } from "../db/sitemap.ts";
import { allExperiencesPath } from "../routing/rules.ts";

export const MAX_URLS_PER_SITEMAP = 50_000;
export type SitemapEntry = { path: string; lastmod?: string };

const STATIC_PAGES = ["/", "/about", "/contact-us", "/faq", "/privacy-policy", "/terms-and-conditions", "/blog"];

export function sitemapEntries(rows: SitemapRows, layout: LayoutType): SitemapEntry[] {
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    { path: allExperiencesPath(layout) },
    ...rows.categories.map((slug) => ({ path: `/${slug}` })),
    ...rows.cities.map((slug) => ({ path: `/things-to-do-in-${slug}` })),
    ...rows.activities.map((a) => ({
      path: layout === "supplier" ? `/experiences/${a.slug}` : `/things-to-do-in-${a.city}/${a.slug}`,
    })),
    ...rows.posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.publishedAt.slice(0, 10) })),
  ];
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!);

/** Each entry yields one <url> per locale, so a file holds half as many entries as URLs. */
export function entriesPerFile(maxUrls = MAX_URLS_PER_SITEMAP): number {
  return Math.floor(maxUrls / LOCALES.length);
}

export function urlSet(entries: SitemapEntry[], origin: string): string {
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...LOCALES.map(
        (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + localePath(l, entry.path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + entry.path)}"/>`,
    ].join("");
    return LOCALES.map(
      (l) =>
        `<url><loc>${escapeXml(origin + localePath(l, entry.path))}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndex(fileCount: number, origin: string): string {
  const items = Array.from(
    { length: fileCount },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * The XML for /sitemap.xml (file undefined) or /sitemap-N.xml: one urlset while everything fits, else an index of
 * files; null when the numbered file does not exist.
 */
export function renderSitemap(
  entries: SitemapEntry[],
  origin: string,
  file?: number,
  maxUrls = MAX_URLS_PER_SITEMAP,
): string | null {
  const perFile = entriesPerFile(maxUrls);
  if (file === undefined)
    return entries.length <= perFile
      ? urlSet(entries, origin)
      : sitemapIndex(Math.ceil(entries.length / perFile), origin);
  const chunk = entries.slice((file - 1) * perFile, file * perFile);
  return chunk.length && entries.length > perFile ? urlSet(chunk, origin) : null;
}
