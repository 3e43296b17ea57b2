// Decision 024 (main-thread cost): what the stylesheet asks of every element on the page.
import { readFileSync } from "node:fs";
import { createGenerator } from "unocss";
import { describe, expect, it } from "vitest";
import config from "../../uno.config.ts";

async function css(tokens: string): Promise<string> {
  const generator = await createGenerator(config);
  return (await generator.generate(tokens, { preflights: true, minify: true })).css;
}

describe("the utilities' custom-property defaults", () => {
  it("are set on no universal selector, only where a utility that reads them applies", async () => {
    const out = await css("card rotate-45 rtl:rotate-180 group-open:rotate-180 shadow-sm flex p-4 text-sm");
    expect(out).not.toMatch(/\*,::?before,::?after\{--un-/);
    const block = /:where\(([^{]*)\)\{([^}]*)\}/.exec(out);
    expect(block).not.toBeNull();
    const [, selectors, body] = block as RegExpExecArray;
    for (const selector of [".card", ".rotate-45", ".shadow-sm", '[dir="rtl"] .rtl\\:rotate-180'])
      expect(selectors.split(",")).toContain(selector);
    expect(selectors).toContain(".group-open\\:rotate-180");
    for (const plain of [".flex", ".p-4", ".text-sm"]) expect(selectors.split(",")).not.toContain(plain);
    // Every default the preset had, for the composing utilities that are used.
    expect(body).toContain("--un-rotate:0");
    expect(body).toContain("--un-translate-x:0");
    expect(body).toMatch(/(^|;)--un-shadow:0 0 /);
    expect(body).toMatch(/(^|;)--un-ring-offset-shadow:0 0 /);
  });

  it("come before the utilities, at no specificity, so a utility's own value wins", async () => {
    const out = await css("rotate-45");
    const block = /:where\(([^{]*)\)\{/.exec(out);
    expect(block?.[1].split(",")).toContain(".rotate-45");
    expect(block!.index).toBeLessThan(out.indexOf(".rotate-45{"));
  });
});

describe("content-visibility for what starts below the first screen", () => {
  it("gives each deferred shortcut a stand-in size that remembers the real one", async () => {
    for (const shortcut of ["card-later", "footer-later", "location-later", "reviews-later", "related-later"]) {
      const out = await css(shortcut);
      expect(out).toMatch(new RegExp(`\\.${shortcut}\\{[^}]*content-visibility:auto`));
      expect(out).toMatch(new RegExp(`\\.${shortcut}\\{[^}]*contain-intrinsic-size:auto \\d+rem`));
    }
  });
});

describe("the Arabic font files' range", () => {
  const fonts = readFileSync(new URL("../../client/fonts.css", import.meta.url), "utf8");
  const faces = [...fonts.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]);
  const arabicFaces = (family: string) =>
    faces.filter((f) => f.includes(`font-family: "${family}";`) && f.includes("plex-arabic-arabic-"));

  it("covers the space on an Arabic page, so an Arabic sentence is shaped in one font", () => {
    const rtl = arabicFaces("IBM Plex Sans Arabic");
    expect(rtl).toHaveLength(2);
    for (const face of rtl) expect(face).toMatch(/unicode-range:\s*U\+0020, U\+00A0, U\+0600-06FF/);
  });

  it("does not on an English page, whose spaces must never fetch the Arabic file", () => {
    const ltr = arabicFaces("IBM Plex Sans Arabic LTR");
    expect(ltr).toHaveLength(1);
    expect(ltr[0]).toMatch(/unicode-range:\s*U\+0600-06FF/);
    expect(ltr[0]).not.toContain("U+0020");
  });
});
