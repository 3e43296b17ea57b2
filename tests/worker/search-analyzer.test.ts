// The light stemmers (Arabic prefixes and suffixes with their length guards, English plurals), the index forms of
// و-words, and the synonym and country text the index adds.
import { describe, expect, it } from "vitest";
import {
  analyzeIndexWord,
  analyzeQueryWord,
  stemArabic,
  stemEnglish,
  typedForm,
} from "../../shared/search-analyzer.ts";
import { countryNames, createSearchIndexer, phraseToken } from "../../shared/search-index.ts";
import { normalizeSearchText } from "../../shared/search-text.ts";
import { SYNONYMS } from "../../scripts/seed/content/synonyms.ts";

const stem = (word: string) => stemArabic(normalizeSearchText(word));

describe("stemArabic: attached prefixes", () => {
  it.each([
    ["الصحراء", "صحرا"],
    ["صحراء", "صحرا"],
    ["الشارقة", "شارقه"],
    ["شارقة", "شارقه"],
    ["الجمال", "جمال"],
    ["والجمال", "جمال"],
    ["بالقرب", "قرب"],
    ["كالحلم", "حلم"],
    ["فالبحر", "بحر"],
    ["للعائلات", "عايله"], // ئ is folded to ي,
    ["القهوة", "قهوه"],
  ])("%s → %s", (word, expected) => expect(stem(word)).toBe(expected));

  it.each([
    ["الم", "الم"], // nothing would be left but one letter
    ["الف", "الف"],
    ["بالون", "بالون"], // بال + ون would leave two letters of a balloon
    ["بالغ", "بالغ"],
    ["وادي", "وادي"], // و alone is never stripped from a query
    ["وركوب", "وركوب"],
  ])("keeps %s whole (min-length guard)", (word, expected) => expect(stem(word)).toBe(expected));
});

describe("stemArabic: common suffixes", () => {
  it.each([
    ["العربية", "عربي"],
    ["عربي", "عربي"],
    ["البحرية", "بحري"],
    ["بحريات", "بحري"],
    ["الخليجيون", "خليجي"],
    ["الخليجيين", "خليجي"],
    ["رحلات", "رحله"],
    ["رحلة", "رحله"],
    ["الرياضات", "رياضه"],
    ["رياضة", "رياضه"],
    ["الإمارات", "اماره"],
    ["المرشدين", "مرشد"],
    ["المرشدون", "مرشد"],
    ["معالمها", "معالم"],
  ])("%s → %s", (word, expected) => expect(stem(word)).toBe(expected));

  it.each([
    ["الرياض", "رياض"], // not رياضه: Riyadh never meets "sports"
    ["البحرين", "بحرين"], // ين would leave بحر, "sea"
    ["عمان", "عمان"],
    ["الكثبان", "كثبان"],
    ["سلطان", "سلطان"],
    ["بحري", "بحري"], // a final ي stays: marine is not sea
    ["بنات", "بنات"], // ات would leave two letters
    ["فيها", "فيها"], // ها would leave two letters
    ["هدية", "هدي"],
    ["مية", "ميه"], // يه needs two letters before it
  ])("guards %s → %s", (word, expected) => expect(stem(word)).toBe(expected));

  it("keeps Riyadh and water sports apart, and joins singular and plural", () => {
    expect(stem("الرياض")).not.toBe(stem("الرياضات"));
    expect(stem("رحلة")).toBe(stem("رحلات"));
    expect(stem("العربية")).toBe(stem("عربي"));
  });
});

describe("stemEnglish", () => {
  it.each([
    ["tours", "tour"],
    ["dunes", "dune"],
    ["camels", "camel"],
    ["cities", "city"],
    ["activities", "activity"],
    ["beaches", "beach"],
    ["boxes", "box"],
    ["glasses", "glass"],
    ["emirates", "emirate"],
  ])("%s → %s", (word, expected) => expect(stemEnglish(word)).toBe(expected));

  it.each(["bus", "gas", "oasis", "glass", "jais", "yes", "tour", "safari", "ras"])("leaves %s alone", (word) =>
    expect(stemEnglish(word)).toBe(word),
  );
});

describe("analyzeIndexWord", () => {
  it("also indexes a و-word without its و, so the query need not strip it", () => {
    expect(analyzeIndexWord("وركوب")).toEqual(["وركوب", "ركوب"]);
    expect(analyzeIndexWord("وكبسولات")).toEqual(["وكبسوله", "كبسوله"]);
    expect(analyzeIndexWord("وادي")).toEqual(["وادي", "ادي"]);
    expect(analyzeIndexWord("والجمال")).toEqual(["جمال"]);
    expect(analyzeIndexWord("ورد")).toEqual(["ورد"]); // too short to be و + word
  });

  it("leaves digits and mixed words as they are", () => {
    expect(analyzeQueryWord("4x4")).toBe("4x4");
    expect(analyzeQueryWord("2026")).toBe("2026");
  });
});

describe("search index text", () => {
  const indexer = createSearchIndexer([
    { group_key: "dhow", term: "مركب شراعي" },
    { group_key: "dhow", term: "داو" },
    { group_key: "dhow", term: "dhow" },
    { group_key: "abu-dhabi", term: "أبوظبي" },
    { group_key: "abu-dhabi", term: "أبو ظبي" },
    { group_key: "camel-ride", term: "ركوب الجمال" },
    { group_key: "camel-ride", term: "camel ride" },
  ]);

  it("analyses catalogue text into index words", () => {
    expect(indexer.text("رحلة عشاء على متن الداو", "Dhow Cruises")).toBe("رحله عشا علي متن داو dhow cruise");
  });

  it("adds every term of each synonym group the text mentions, a phrase as one token, matching on analysed words", () => {
    expect(indexer.synonyms(indexer.text("على متن الداو"))).toBe("مركبشراعي داو dhow");
    expect(indexer.synonyms(indexer.text("مغامرة وركوب الجمال"))).toBe("ركوبجمال camelride");
    expect(indexer.synonyms(indexer.text("كورنيش أبو ظبي"))).toBe("ابوظبي");
    expect(indexer.synonyms(indexer.text("مركب"), indexer.text("شراعي"))).toBe(""); // a phrase does not span two texts
    expect(indexer.synonyms(indexer.text("ركوب الخيل"))).toBe("");
    expect(indexer.synonyms(indexer.text("ركوب الخيل قرب الجمال"))).toBe(""); // both words, not the phrase
  });

  it("runs a phrase's analysed words together, without stop words", () => {
    expect(phraseToken("United Arab Emirates")).toBe("unitedarabemirate");
    expect(phraseToken("Sultanate of Oman")).toBe("sultanateoman");
    expect(phraseToken("الإمارات العربية المتحدة")).toBe("امارهعربيمتحده");
    expect(phraseToken("الإمارات العربية المتحدة", typedForm)).toBe("اماراتعربيهمتحده");
  });

  it("names each country in both languages, as phrase tokens that leave out the words of its name", () => {
    expect(countryNames("OM")).toEqual(["Oman", "عُمان"]);
    const uae = createSearchIndexer([
      { group_key: "uae", term: "الإمارات" },
      { group_key: "uae", term: "UAE" },
      { group_key: "uae", term: "United Arab Emirates" },
    ]).country("AE");
    expect(uae.index.split(" ").sort()).toEqual(["اماره", "uae", "unitedarabemirate", "امارهعربيمتحده"].sort());
    for (const word of ["arab", "united", "عربي", "متحده", "ae"])
      expect(uae.index.split(" "), word).not.toContain(word);
    expect(uae.typed.split(" ")).toContain("امارات"); // what "الإمارا" prefixes in suggestions
  });

  it("skips the names of a malformed or unknown country code rather than abort the rebuild", () => {
    expect(countryNames("not a code")).toEqual([]);
    expect(countryNames("")).toEqual([]);
    expect(indexer.country("??")).toEqual({ index: "", typed: "" });
  });

  it("keeps the unstemmed word, article off, for suggestions", () => {
    expect(indexer.typed("رحلات الإمارات", "Tours")).toBe("رحلات امارات tours");
  });
});

describe("the synonyms table's seed data", () => {
  it("has unique group keys, at least two terms a group, and no term twice in a group", () => {
    expect(new Set(SYNONYMS.map((g) => g.key)).size).toBe(SYNONYMS.length);
    for (const group of SYNONYMS) {
      expect(group.terms.length, group.key).toBeGreaterThanOrEqual(2);
      expect(new Set(group.terms).size, group.key).toBe(group.terms.length);
    }
  });

  it("keeps each group tight: no bare word for a whole class of things", () => {
    const groupOf = (term: string) => SYNONYMS.find((g) => g.terms.includes(term))?.key;
    for (const broad of ["سفينة", "قارب", "جمال", "boat", "ship", "tour"])
      expect(groupOf(broad), broad).toBeUndefined();
  });

  it("covers the places and activities the issue names, in both scripts", () => {
    const groupOf = (term: string) => SYNONYMS.find((g) => g.terms.includes(term))?.key;
    for (const [a, b] of [
      ["مركب شراعي", "dhow"],
      ["دفع رباعي", "4x4"],
      ["يخت", "yacht"],
      ["الإمارات", "UAE"],
      ["أبو ظبي", "Abu Dhabi"],
      ["عمان", "Oman"],
    ]) {
      expect(groupOf(a), `${a} / ${b}`).toBeDefined();
      expect(groupOf(a), `${a} / ${b}`).toBe(groupOf(b));
    }
  });
});
