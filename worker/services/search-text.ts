// Search text normalisation (both languages) and a safe FTS5 MATCH expression from whatever a visitor typed.

// Harakat, Quranic marks, and the madda/hamza marks that NFKD splits off آ أ إ ؤ ئ.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const TATWEEL = /\u0640/g;
const OTHER_ALEF_FORMS = /[\u0671\u0672\u0673]/g; // ٱ ٲ ٳ, which NFKD leaves whole
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * Folds the spellings a traveller might use onto one form: hamza forms of alef to bare alef (and the hamza seats of
 * waw and yaa to the bare letter), taa marbuta to haa, alef maqsura to yaa, Arabic diacritics and tatweel removed,
 * presentation forms to plain letters, Latin lower-cased without accents, Arabic-Indic digits to Latin.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(LATIN_ACCENTS, "")
    .replace(ARABIC_MARKS, "")
    .replace(TATWEEL, "")
    .replace(OTHER_ALEF_FORMS, "\u0627")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064A")
    .replace(ARABIC_INDIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .toLowerCase()
    .normalize("NFC");
}

export const MAX_QUERY_LENGTH = 200;
const MAX_TERMS = 8;

/** The words of a query, normalised; everything that is not a letter or digit separates words. */
export function searchTerms(query: string): string[] {
  return normalizeSearchText(query.slice(0, MAX_QUERY_LENGTH))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
}

/**
 * An FTS5 expression that can never be a syntax error: each word is a quoted string (so NEAR, AND, *, quotes and
 * parentheses mean nothing), all words must match, and the last one matches as a prefix (the word being typed).
 * Returns null when nothing searchable is left.
 */
export function matchExpression(query: string): string | null {
  const terms = searchTerms(query);
  if (!terms.length) return null;
  return terms.map((term, i) => `"${term.replace(/"/g, '""')}"${i === terms.length - 1 ? "*" : ""}`).join(" ");
}
