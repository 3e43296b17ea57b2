// Builds the analysed text the FTS index stores: catalogue text as index words (search-analyzer.ts), the synonyms
// of every place and activity a text mentions (from the search_synonyms table), each country as its names' phrase
// tokens, and the unstemmed forms only suggestions look up.
import { analyzeIndexWord, analyzeQueryWord, isStopword, typedForm } from "./search-analyzer.ts";
import { searchWords } from "./search-text.ts";

export type SynonymRow = { group_key: string; term: string };

type Phrase = { words: string[]; group: number };

export type SearchIndexer = {
  /** The index words of some catalogue text, space-separated. */
  text: (...parts: (string | null | undefined)[]) => string;
  /** The suggestion forms (typedForm) of some catalogue text, space-separated. */
  typed: (...parts: (string | null | undefined)[]) => string;
  /** The phrase tokens of every synonym group that one of the (already analysed) texts mentions, space-separated. */
  synonyms: (...analysed: string[]) => string;
  /** A country's names in both languages and its synonym group, as phrase tokens: { index, typed } text. */
  country: (code: string) => { index: string; typed: string };
};

/**
 * A term as ONE index word: its analysed words without stop words, run together ("United Arab Emirates" →
 * "unitedarabemirate", "أبو ظبي" → "ابوظبي"). The query side joins adjacent words the same way (search-text.ts), so
 * a phrase still finds what it names while its words alone ("arab", "عربي", "united") find nothing through it.
 */
export function phraseToken(term: string, form: (word: string) => string = analyzeQueryWord): string {
  return searchWords(term)
    .filter((w) => !isStopword(w))
    .map(form)
    .join("");
}

/**
 * One indexer per rebuild: it remembers each word's analysis (a catalogue repeats its words a lot), and matches the
 * synonym phrases against the analysed words, so "وركوب الجمال" meets the phrase "ركوب الجمال".
 */
export function createSearchIndexer(rows: SynonymRow[]): SearchIndexer {
  // Keyed by each whitespace-separated chunk of raw text, so folding runs once per distinct chunk.
  const memo = new Map<string, string>();
  const typedMemo = new Map<string, string>();
  const indexChunk = (chunk: string) => {
    let words = memo.get(chunk);
    if (words === undefined) {
      words = searchWords(chunk).flatMap(analyzeIndexWord).join(" ");
      memo.set(chunk, words);
    }
    return words;
  };
  const typedChunk = (chunk: string) => {
    let words = typedMemo.get(chunk);
    if (words === undefined) {
      words = searchWords(chunk).map(typedForm).join(" ");
      typedMemo.set(chunk, words);
    }
    return words;
  };
  const keys = [...new Set(rows.map((r) => r.group_key))];
  const groupTerms = keys.map(() => new Set<string>());
  const groupTyped = keys.map(() => new Set<string>());
  const byFirstWord = new Map<string, Phrase[]>();
  for (const row of rows) {
    const words = searchWords(row.term).map(analyzeQueryWord);
    const token = phraseToken(row.term);
    if (!words.length || !token) continue;
    const group = keys.indexOf(row.group_key);
    groupTerms[group].add(token);
    groupTyped[group].add(phraseToken(row.term, typedForm));
    byFirstWord.set(words[0], [...(byFirstWord.get(words[0]) ?? []), { words, group }]);
  }
  const groupText = groupTerms.map((terms) => [...terms].join(" "));
  const groupsIn = (analysed: string[]) => {
    const found = new Set<number>();
    for (const text of analysed) {
      const words = text.split(" ");
      words.forEach((word, i) => {
        for (const phrase of byFirstWord.get(word) ?? []) {
          if (!found.has(phrase.group) && phrase.words.every((w, k) => words[i + k] === w)) found.add(phrase.group);
        }
      });
    }
    return [...found];
  };
  const joined = (parts: (string | null | undefined)[], chunk: (c: string) => string) =>
    parts
      .flatMap((part) => (part ? part.split(/\s+/).map(chunk) : []))
      .filter(Boolean)
      .join(" ");
  const countries = new Map<string, { index: string; typed: string }>();

  return {
    text: (...parts) => joined(parts, indexChunk),
    typed: (...parts) => joined(parts, typedChunk),
    synonyms: (...analysed) =>
      groupsIn(analysed)
        .map((group) => groupText[group])
        .join(" "),
    country: (code) => {
      let tokens = countries.get(code);
      if (tokens === undefined) {
        const names = countryNames(code);
        const groups = groupsIn(names.map((name) => searchWords(name).map(analyzeQueryWord).join(" ")));
        const index = new Set([
          ...names.map((name) => phraseToken(name)),
          ...groups.flatMap((g) => [...groupTerms[g]]),
        ]);
        const typed = new Set([
          ...names.map((name) => phraseToken(name, typedForm)),
          ...groups.flatMap((g) => [...groupTyped[g]]),
        ]);
        tokens = { index: [...index].filter(Boolean).join(" "), typed: [...typed].filter(Boolean).join(" ") };
        countries.set(code, tokens);
      }
      return tokens;
    },
  };
}

const regionNames = {
  en: new Intl.DisplayNames(["en"], { type: "region" }),
  ar: new Intl.DisplayNames(["ar"], { type: "region" }),
};

/**
 * A country's names in English and Arabic (["Oman", "عُمان"]); none for a code Intl rejects (a malformed code in
 * the catalogue must not abort the whole rebuild) or does not know (it returns the code itself).
 */
export function countryNames(code: string): string[] {
  try {
    return [regionNames.en.of(code), regionNames.ar.of(code)].filter(
      (name): name is string => Boolean(name) && name !== code,
    );
  } catch {
    return [];
  }
}
