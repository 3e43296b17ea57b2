// Builds the analysed text the FTS index stores: catalogue text as index words (search-analyzer.ts), the synonyms
// of every place and activity a text mentions (from the search_synonyms table), and country names in both languages.
import { analyzeIndexWord, analyzeQueryWord } from "./search-analyzer.ts";
import { searchWords } from "./search-text.ts";

export type SynonymRow = { group_key: string; term: string };

type Phrase = { words: string[]; group: number };

export type SearchIndexer = {
  /** The index words of some catalogue text, space-separated. */
  text: (...parts: (string | null | undefined)[]) => string;
  /** Every term of every synonym group that one of the (already analysed) texts mentions, space-separated. */
  synonyms: (...analysed: string[]) => string;
};

/**
 * One indexer per rebuild: it remembers each word's analysis (a catalogue repeats its words a lot), and matches the
 * synonym phrases against the analysed words, so "وركوب الجمال" meets the phrase "ركوب الجمال".
 */
export function createSearchIndexer(rows: SynonymRow[]): SearchIndexer {
  // Keyed by each whitespace-separated chunk of raw text, so folding runs once per distinct chunk.
  const memo = new Map<string, string>();
  const indexChunk = (chunk: string) => {
    let words = memo.get(chunk);
    if (words === undefined) memo.set(chunk, (words = searchWords(chunk).flatMap(analyzeIndexWord).join(" ")));
    return words;
  };
  const keys = [...new Set(rows.map((r) => r.group_key))];
  const groupTerms = keys.map(() => new Set<string>());
  const byFirstWord = new Map<string, Phrase[]>();
  for (const row of rows) {
    const words = searchWords(row.term).map(analyzeQueryWord);
    if (!words.length) continue;
    const group = keys.indexOf(row.group_key);
    groupTerms[group].add(words.join(" "));
    byFirstWord.set(words[0], [...(byFirstWord.get(words[0]) ?? []), { words, group }]);
  }
  const groupText = groupTerms.map((terms) => [...terms].join(" "));

  return {
    text: (...parts) =>
      parts
        .flatMap((part) => (part ? part.split(/\s+/).map(indexChunk) : []))
        .filter(Boolean)
        .join(" "),
    synonyms: (...analysed) => {
      const found = new Set<number>();
      for (const text of analysed) {
        const words = text.split(" ");
        words.forEach((word, i) => {
          for (const phrase of byFirstWord.get(word) ?? []) {
            if (!found.has(phrase.group) && phrase.words.every((w, k) => words[i + k] === w)) found.add(phrase.group);
          }
        });
      }
      return [...found].map((group) => groupText[group]).join(" ");
    },
  };
}

const regionNames = { en: new Intl.DisplayNames(["en"], { type: "region" }), ar: new Intl.DisplayNames(["ar"], { type: "region" }) };

const countries = new Map<string, string>();

/** A country's code and its names in English and Arabic ("OM Oman عُمان"), for the places column. */
export function countryNames(code: string): string {
  let names = countries.get(code);
  if (names === undefined) countries.set(code, (names = [code, regionNames.en.of(code), regionNames.ar.of(code)].filter(Boolean).join(" ")));
  return names;
}
