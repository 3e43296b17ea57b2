// Arabic-aware folding and the FTS5 expressions built from visitor input (results: whole words; suggestions: prefix).
import { describe, expect, it } from "vitest";
import { matchExpression, normalizeSearchText, searchTerms, suggestExpression } from "../../worker/services/search-text.ts";

describe("normalizeSearchText", () => {
  it.each([
    ["أبوظبي", "ابوظبي"],
    ["إبوظبي", "ابوظبي"],
    ["آبوظبي", "ابوظبي"],
    ["ٱلعين", "العين"],
    ["رحلة", "رحله"],
    ["مستشفى", "مستشفي"],
    ["مَدِينَةُ", "مدينه"],
    ["مـــدينة", "مدينه"],
    ["ﻣﺪﻳﻨﺔ", "مدينه"],
    ["٢٠٢٦", "2026"],
    ["۲۰۲۶", "2026"],
    ["Dubaï MARINA", "dubai marina"],
    ["Café", "cafe"],
    ["4×4", "4x4"],
    ["4 × 4", "4x4"],
  ])("%s → %s", (input, expected) => expect(normalizeSearchText(input)).toBe(expected));

  it.each([
    ["سفاری", "سفاري"], // Persian yeh
    ["دبی", "دبي"],
    ["کثبان", "كثبان"], // keheh
    ["رحلۃ", "رحله"], // Urdu taa marbuta
    ["مدینہ", "مدينه"], // Urdu heh goal
    ["قھوہ", "قهوه"], // heh doachashmee
    ["خانۀ", "خانه"], // heh with yeh above
    ["پیتزا", "بيتزا"],
    ["چای", "جاي"],
    ["گلف", "كلف"],
    ["ڤيلا", "فيلا"],
    ["می\u200Cخواهم", "ميخواهم"], // zero-width non-joiner typed inside a word
    ["ے", "ي"],
  ])("Persian/Urdu letters: %s → %s", (input, expected) => expect(normalizeSearchText(input)).toBe(expected));

  it("gives the same words for every spelling of a place", () => {
    const forms = ["أبوظبي", "ابوظبي", "أبوظبى", "أَبُوظَبْي", "ابوظبی"];
    expect(new Set(forms.map(normalizeSearchText)).size).toBe(1);
  });
});

describe("matchExpression (search results)", () => {
  it("matches every word whole, after analysis, never as a prefix", () => {
    expect(matchExpression("desert saf")).toBe('"desert" AND "saf"');
    expect(matchExpression("  سفاري  ")).toBe('"سفاري"');
    expect(matchExpression("الرياض")).toBe('"رياض"');
    expect(matchExpression("القهوة العربية")).toBe('"قهوه" AND "عربي"');
    expect(matchExpression("Dune tours")).toBe('"dune" AND "tour"');
  });

  it("leaves out stop words, unless the query has nothing else", () => {
    expect(matchExpression("desert safari from dubai")).toBe('"desert" AND "safari" AND "dubai"');
    expect(matchExpression("رحلة بحرية في دبي")).toBe('"رحله" AND "بحري" AND "دبي"');
    expect(matchExpression("from")).toBe('"from"');
  });

  it.each([
    ["NEAR(x y)", '"x" AND "y"'],
    ["x OR y", '"x" AND "y"'],
    ["AND", '"and"'],
    ["-x", '"x"'],
    ["^x", '"x"'],
    ["{x}", '"x"'],
    ["x:y", '"x" AND "y"'],
    ['say "hi', '"say" AND "hi"'],
    ["'; DROP TABLE activities; --", '"drop" AND "table" AND "activity"'],
  ])("turns FTS5 syntax into plain quoted words: %s → %s", (input, expected) => expect(matchExpression(input)).toBe(expected));

  it("has nothing to search for punctuation alone", () => {
    for (const input of ['"', "*", "()", '"*()', "-", "^:{}"]) {
      expect(matchExpression(input), input).toBeNull();
      expect(suggestExpression(input), input).toBeNull();
    }
    expect(matchExpression("   ")).toBeNull();
  });

  it("bounds the length and number of words", () => {
    expect(searchTerms("word ".repeat(500)).length).toBe(8);
    expect(searchTerms("x".repeat(5000))[0].length).toBe(200);
  });
});

describe("suggestExpression (the search box)", () => {
  it("matches the word being typed as a prefix, and the finished words whole", () => {
    expect(suggestExpression("desert saf")).toBe('"desert" AND "saf"*');
    expect(suggestExpression("دب")).toBe('"دب"*');
    expect(suggestExpression("ركوب الجم")).toBe('"ركوب" AND "جم"*');
  });

  it("treats the last word as finished once a space follows it", () => {
    expect(suggestExpression("desert saf ")).toBe('"desert" AND "saf"');
    expect(suggestExpression("الرياض ")).toBe('"رياض"');
  });

  it("looks the typed word up in each form it may take once finished", () => {
    expect(suggestExpression("الرياضات")).toBe('("رياضات"* OR "رياضه"*)');
    expect(suggestExpression("tours")).toBe('"tour"*');
    expect(suggestExpression("العربية")).toBe('"عربي"*');
  });

  it("drops a one-letter prefix, which would match most of the index", () => {
    expect(suggestExpression("desert s")).toBe('"desert"');
    expect(suggestExpression("الد")).toBe('"الد"*');
    expect(suggestExpression("s")).toBeNull();
  });
});
