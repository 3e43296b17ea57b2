// Search text: letter folding for both languages, and safe FTS5 MATCH expressions (results, suggestions) built from
// whatever a visitor typed, analysed exactly as the index is (worker/services/search-analyzer.ts).
import { analyzeQueryWord, isStopword, prefixForms } from "./search-analyzer.ts";

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
  "\u06CC": "\u064A", "\u06D0": "\u064A", "\u06D2": "\u064A", "\u06D3": "\u064A",
  "\u06A9": "\u0643", "\u06AA": "\u0643", "\u06AF": "\u0643",
  "\u06C1": "\u0647", "\u06BE": "\u0647", "\u06D5": "\u0647",
  "\u067E": "\u0628", "\u0686": "\u062C", "\u0698": "\u0632", "\u06A4": "\u0641", "\u06A8": "\u0642",
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

/** Finished words analysed as the index is, without repeats or stop words (unless the query is nothing else). */
function finishedTerms(words: string[], alone = true): string[] {
  const content = words.filter((w) => !isStopword(w));
  return [...new Set((content.length || !alone ? content : words).map(analyzeQueryWord))];
}

/**
 * The expression for search results: every word must match as a whole word after analysis, so "الرياض" finds Riyadh
 * and not "الرياضات" (water sports). It can never be a syntax error: each word is a quoted string, so NEAR, AND, *,
 * quotes and parentheses mean nothing. Returns null when nothing searchable is left.
 */
export function matchExpression(query: string): string | null {
  const terms = finishedTerms(searchTerms(query));
  return terms.length ? terms.map(quote).join(" AND ") : null;
}

/**
 * The expression for suggestions as the visitor types: finished words as in results, and the word being typed (the
 * last one, unless a space or punctuation follows it) as a prefix, in each form it may take once finished.
 */
export function suggestExpression(query: string): string | null {
  const bounded = query.slice(0, MAX_QUERY_LENGTH);
  const words = searchTerms(bounded);
  const typing = words.length > 0 && /[\p{L}\p{M}\p{N}]$/u.test(bounded) ? words.pop()! : null;
  const terms = finishedTerms(words, !typing).map(quote);
  const forms = typing ? prefixForms(typing).map((form) => `${quote(form)}*`) : [];
  if (forms.length) terms.push(forms.length > 1 ? `(${forms.join(" OR ")})` : forms[0]);
  return terms.length ? terms.join(" AND ") : null; // FTS5 needs the explicit AND beside a parenthesised OR
}
