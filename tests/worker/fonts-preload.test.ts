// The document head preloads the font files a page's first screen draws with: Latin for English, Arabic (and the
// Latin regular of its digits) for Arabic.
import { describe, expect, it } from "vitest";
import { html } from "./helpers.ts";

/** The hrefs of `<link rel="preload" as="font">` tags, which must be CORS requests to be used by @font-face. */
function fontPreloads(body: string): string[] {
  return [
    ...body.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin="anonymous"\/>/g),
  ].map((m) => m[1]);
}

describe("font preloads", () => {
  it("an English page preloads Plex's Latin regular and bold, and nothing Arabic", async () => {
    const { body } = await html("/about");
    const hrefs = fontPreloads(body);
    expect(hrefs).toHaveLength(2);
    expect(hrefs.every((h) => /^\/assets\/plex-arabic-latin-(400|700)-[\w-]+\.woff2$/.test(h))).toBe(true);
  });

  it("an Arabic page preloads Plex's Arabic regular and bold, and the Latin regular its digits and prices use", async () => {
    const { body } = await html("/ar/about");
    const hrefs = fontPreloads(body);
    expect(hrefs).toHaveLength(3);
    expect(hrefs.filter((h) => /^\/assets\/plex-arabic-arabic-(400|700)-[\w-]+\.woff2$/.test(h))).toHaveLength(2);
    expect(hrefs.filter((h) => /^\/assets\/plex-arabic-latin-400-[\w-]+\.woff2$/.test(h))).toHaveLength(1);
  });

  it("names files the build emitted for the stylesheet's @font-face rules", async () => {
    const manifest = (await import("../../dist/client/.vite/manifest.json")).default as Record<
      string,
      { assets?: string[] }
    >;
    const emitted = Object.values(manifest).flatMap((chunk) => chunk.assets ?? []);
    for (const path of ["/about", "/ar/about"]) {
      for (const href of fontPreloads((await html(path)).body)) expect(emitted).toContain(href.slice(1));
    }
  });
});
