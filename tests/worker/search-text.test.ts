// Arabic-aware folding and the FTS5 expressions built from visitor input (results: whole words; suggestions: prefix).
import { describe, expect, it } from "vitest";
import { matchExpression, normalizeSearchText, searchTerms, suggestExpression } from "../../shared/search-text.ts";

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

/** The quoted words of an expression, and what is left once they are taken out (only FTS5 operators may be). */
const quoted = (expression: string | null) => [...(expression ?? "").matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]);
const operators = (expression: string | null) =>
  (expression ?? "")
    .replace(/"((?:[^"]|"")*)"/g, "")
    .replace(/\s+/g, " ")
    .trim();

describe("matchExpression (search results)", () => {
  it("matches every word whole, after analysis, never as a prefix, and never in the suggestions-only column", () => {
    expect(matchExpression("  سفاري  ")).toBe('- typed : ("سفاري")');
    expect(matchExpression("الرياض")).toBe('- typed : ("رياض")');
    expect(matchExpression("desert saf")).toBe('- typed : (("desert" OR "desertsaf") AND ("desertsaf" OR "saf"))');
    expect(matchExpression("القهوة العربية")).toBe('- typed : (("قهوه" OR "قهوهعربي") AND ("قهوهعربي" OR "عربي"))');
    expect(quoted(matchExpression("Dune tours"))).toEqual(["dune", "dunetour", "dunetour", "tour"]);
    expect(matchExpression("desert saf")).not.toContain("*");
  });

  it("lets a run of adjacent words match as the one phrase token the index stores for a synonym or a country", () => {
    const uae = matchExpression("United Arab Emirates")!;
    expect(quoted(uae)).toContain("unitedarabemirate");
    expect(uae.split(" AND ").every((clause) => clause.includes('"unitedarabemirate"'))).toBe(true);
    expect(quoted(matchExpression("الإمارات العربية المتحدة"))).toContain("امارهعربيمتحده");
    expect(quoted(matchExpression("أبو ظبي"))).toContain("ابوظبي");
    expect(quoted(matchExpression("Sultanate of Oman"))).toContain("sultanateoman"); // as phraseToken drops "of"
    expect(matchExpression("arab")).toBe('- typed : ("arab")');
  });

  it("leaves out stop words, unless the query has nothing else", () => {
    expect(quoted(matchExpression("desert safari from dubai"))).not.toContain("from");
    expect(new Set(quoted(matchExpression("رحلة بحرية في دبي")))).toEqual(
      new Set(["رحله", "رحلهبحري", "رحلهبحريدبي", "بحري", "بحريدبي", "دبي"]),
    );
    expect(matchExpression("from")).toBe('- typed : ("from")');
  });

  it.each([
    ["NEAR(x y)", ["x", "y"]],
    ["x OR y", ["x", "y"]],
    ["AND", ["and"]],
    ["-x", ["x"]],
    ["^x", ["x"]],
    ["{x}", ["x"]],
    ["x:y", ["x", "y"]],
    ['say "hi', ["say", "hi"]],
    ["'; DROP TABLE activities; --", ["drop", "table", "activity"]],
  ])("turns FTS5 syntax into plain quoted words: %s → %s", (input, words) => {
    const match = matchExpression(input);
    expect(quoted(match).filter((w) => words.includes(w))).toEqual(expect.arrayContaining(words));
    expect(quoted(match).every((w) => /^[a-z]+$/.test(w))).toBe(true);
    expect(operators(match)).toMatch(/^- typed : \(\(?( ?(AND|OR|\(|\)))*\)$/);
  });

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
    expect(suggestExpression("دب")).toBe('"دب"*');
    expect(suggestExpression("desert saf")).toBe('("desert" OR "desertsaf"*) AND ("desertsaf"* OR "saf"*)');
    expect(suggestExpression("ركوب الجم")).toBe('("ركوب" OR "ركوبجم"*) AND ("ركوبجم"* OR "جم"*)');
  });

  it("treats the last word as finished once a space follows it", () => {
    expect(suggestExpression("desert saf ")).toBe('("desert" OR "desertsaf") AND ("desertsaf" OR "saf")');
    expect(suggestExpression("الرياض ")).toBe('"رياض"');
  });

  it("looks the typed word up in each form it may take once finished, and unstemmed", () => {
    expect(suggestExpression("الرياضات")).toBe('("رياضات"* OR "رياضه"*)');
    expect(suggestExpression("tours")).toBe('"tour"*');
    expect(suggestExpression("العربية")).toBe('"عربي"*');
    expect(suggestExpression("رحلا")).toBe('"رحلا"*'); // the typed column holds رحلات unstemmed
    expect(suggestExpression("الإمارا")).toBe('"امارا"*');
  });

  it("takes the last word typed as the prefix, however many words come before it", () => {
    const long = suggestExpression("one two three four five six seven eight nine dub")!;
    expect(long).toContain('"dub"*');
    expect(quoted(long)).not.toContain("eight");
    expect(quoted(long)).not.toContain("nine");
    expect(quoted(long).filter((w) => !w.includes("dub"))).toEqual(expect.arrayContaining(["one", "seven"]));
  });

  it("drops a one-letter prefix, which would match most of the index, unless an article precedes it", () => {
    expect(suggestExpression("desert s")).toBe('"desert"');
    expect(suggestExpression("s")).toBeNull();
    expect(suggestExpression("الد")).toBe('("الد"* OR typed : "د"*)');
  });
});
