// Search text: letter folding for both languages, and safe FTS5 MATCH expressions (results, suggestions) built from
// whatever a visitor typed, analysed exactly as the index is (search-analyzer.ts).
import { afterArticle, analyzeQueryWord, isStopword, prefixForms } from "./search-analyzer.ts";

// Harakat, Quranic marks, and the madda/hamza marks that NFKD splits off آ أ إ ؤ ئ.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const TATWEEL = /\u0640/g;
// Zero-width (non-)joiners, which Persian keyboards type inside words, and the bidi marks.
const INVISIBLE = /[\u200B-\u200F\u061C\uFEFF]/g;
const OTHER_ALEF_FORMS = /[\u0671\u0672\u0673]/g; // ٱ ٲ ٳ, which NFKD leaves whole
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/**
 * Persian and Urdu keyboard letters onto the Arabic letter a Gulf reader takes them for: the yehs (ی ې ے) → ي, keheh
 * (ک ڪ) and gaf (گ, the Gulf "g") → ك, the hehs (ہ ھ ە, and ۃ) → ه, and the letters for sounds Arabic spells with its
 * nearest letter: پ → ب, چ → ج, ژ → ز, ڤ → ف, ڨ → ق.
 */
const PERSIAN_LETTERS: Record<string, string> = {
  "\u06CC": "\u064A",
  "\u06D0": "\u064A",
  "\u06D2": "\u064A",
  "\u06D3": "\u064A",
  "\u06A9": "\u0643",
  "\u06AA": "\u0643",
  "\u06AF": "\u0643",
  "\u06C1": "\u0647",
  "\u06BE": "\u0647",
  "\u06D5": "\u0647",
  "\u067E": "\u0628",
  "\u0686": "\u062C",
  "\u0698": "\u0632",
  "\u06A4": "\u0641",
  "\u06A8": "\u0642",
};
const PERSIAN = new RegExp(`[${Object.keys(PERSIAN_LETTERS).join("")}]`, "g");

/**
 * Folds the spellings a traveller might use onto one form: hamza forms of alef to bare alef (and the hamza seats of
 * waw and yaa to the bare letter), taa marbuta to haa, alef maqsura to yaa, Persian/Urdu letters to Arabic ones,
 * Arabic diacritics, tatweel and invisible joiners removed, presentation forms to plain letters, Latin lower-cased
 * without accents, Arabic-Indic digits to Latin, and × between digits to x ("4×4" is "4x4").
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(LATIN_ACCENTS, "")
    .replace(ARABIC_MARKS, "")
    .replace(TATWEEL, "")
    .replace(INVISIBLE, "")
    .replace(OTHER_ALEF_FORMS, "\u0627")
    .replace(PERSIAN, (letter) => PERSIAN_LETTERS[letter])
    .replace(/[\u0629\u06C3]/g, "\u0647")
    .replace(/\u0649/g, "\u064A")
    .replace(ARABIC_INDIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(/(\d)\s*[×✕]\s*(?=\d)/g, "$1x")
    .toLowerCase()
    .normalize("NFC");
}

export const MAX_QUERY_LENGTH = 200;
const MAX_TERMS = 8;

/** The words of a text, folded; everything that is not a letter or digit separates words (and an English 's). */
export function searchWords(text: string): string[] {
  return normalizeSearchText(text)
    .replace(/['’]s\b/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The words of a query, folded and bounded in length and number. */
export function searchTerms(query: string): string[] {
  return searchWords(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_TERMS);
}

const quote = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** Finished words analysed as the index is, without stop words (unless the query is nothing else), in order. */
function finishedTerms(words: string[], alone = true): string[] {
  const content = words.filter((w) => !isStopword(w));
  return (content.length || !alone ? content : words).map(analyzeQueryWord);
}

// The longest phrase (in words, stop words aside) the index stores as one token (search-index.ts phraseToken).
const MAX_PHRASE = 4;

/** The word being typed: the prefixes of the forms it may take, and one only the `typed` column may answer. */
type Typing = { prefixes: string[]; typedOnly: string | null };

/**
 * Every word must be found, either itself or inside a run of adjacent query words that the index holds as one phrase
 * token (a synonym or a country name: "united arab emirates" is found through "unitedarabemirate", which "arab" alone
 * never meets). The word being typed, if any, comes last and is a prefix, alone or at the end of such a run.
 */
function expression(finished: string[], typing: Typing | null = null): string | null {
  const n = finished.length + (typing ? 1 : 0);
  const clauses = new Set<string>();
  for (let i = 0; i < n; i++) {
    const alternatives = new Set<string>();
    for (let start = Math.max(0, i - MAX_PHRASE + 1); start <= i; start++) {
      for (let end = i; end < Math.min(n, start + MAX_PHRASE); end++) {
        const head = finished.slice(start, Math.min(end + 1, finished.length)).join("");
        if (end < finished.length) alternatives.add(quote(head));
        else for (const prefix of typing!.prefixes) alternatives.add(`${quote(head + prefix)}*`);
      }
    }
    if (i === finished.length && typing?.typedOnly) alternatives.add(`typed : ${quote(typing.typedOnly)}*`);
    const list = [...alternatives];
    if (list.length) clauses.add(list.length > 1 ? `(${list.join(" OR ")})` : list[0]);
  }
  return clauses.size ? [...clauses].join(" AND ") : null; // FTS5 needs the explicit AND beside a parenthesised OR
}

/**
 * The expression for search results: every word must match as a whole word after analysis, so "الرياض" finds Riyadh
 * and not "الرياضات" (water sports), and never in the suggestions-only `typed` column. It can never be a syntax
 * error: each word is a quoted string, so NEAR, AND, *, quotes and parentheses mean nothing. Returns null when
 * nothing searchable is left.
 */
export function matchExpression(query: string): string | null {
  const match = expression(finishedTerms(searchTerms(query)));
  return match && `- typed : (${match})`;
}

/**
 * The expression for suggestions as the visitor types: finished words as in results, and the word being typed (the
 * last one, unless a space or punctuation follows it) as a prefix, in each form it may take once finished and in its
 * unstemmed form (the `typed` column), so "رحلا" and "الإمارا" keep their suggestions on the way to "رحلات" and
 * "الإمارات", and "الد" looks for the words after the article.
 */
export function suggestExpression(query: string): string | null {
  const bounded = query.slice(0, MAX_QUERY_LENGTH);
  const words = searchWords(bounded);
  // The word being typed is the last one typed, even past the cap on the number of words.
  const last = words.length > 0 && /[\p{L}\p{M}\p{N}]$/u.test(bounded) ? words.pop()! : null;
  const typing = last ? { prefixes: prefixForms(last), typedOnly: afterArticle(last) } : null;
  const searchable = typing && (typing.prefixes.length || typing.typedOnly) ? typing : null;
  return expression(finishedTerms(words.slice(0, searchable ? MAX_TERMS - 1 : MAX_TERMS), !searchable), searchable);
}
