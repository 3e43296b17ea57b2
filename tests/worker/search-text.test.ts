// Arabic-aware normalisation and the FTS5 expression built from visitor input.
import { describe, expect, it } from "vitest";
import { matchExpression, normalizeSearchText, searchTerms } from "../../worker/services/search-text.ts";

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
    ["Dubaï MARINA", "dubai marina"],
    ["Café", "cafe"],
  ])("%s → %s", (input, expected) => expect(normalizeSearchText(input)).toBe(expected));

  it("gives the same words for every spelling of a place", () => {
    const forms = ["أبوظبي", "ابوظبي", "أبوظبى", "أَبُوظَبْي"];
    expect(new Set(forms.map(normalizeSearchText)).size).toBe(1);
  });
});

describe("matchExpression", () => {
  it("quotes every word and matches the last as a prefix", () => {
    expect(matchExpression("desert saf")).toBe('"desert" "saf"*');
    expect(matchExpression("  سفاري  ")).toBe('"سفاري"*');
  });

  it.each([
    ["NEAR(a b)", '"near" "a" "b"*'],
    ["a OR b", '"a" "or" "b"*'],
    ["AND", '"and"*'],
    ["-x", '"x"*'],
    ["^x", '"x"*'],
    ["{x}", '"x"*'],
    ["x:y", '"x" "y"*'],
    ['say "hi', '"say" "hi"*'],
    ["'; DROP TABLE activities; --", '"drop" "table" "activities"*'],
  ])("turns FTS5 syntax into plain quoted words: %s → %s", (input, expected) => expect(matchExpression(input)).toBe(expected));

  it("has nothing to search for punctuation alone", () => {
    for (const input of ['"', "*", "()", '"*()', "-", "^:{}"]) expect(matchExpression(input), input).toBeNull();
    expect(matchExpression("   ")).toBeNull();
  });

  it("bounds the length and number of words", () => {
    expect(searchTerms("word ".repeat(500)).length).toBe(8);
    expect(searchTerms("x".repeat(5000))[0].length).toBe(200);
  });
});
