// Light analysis of folded search words, the same for the index and for queries: Arabic attached prefixes and common
// suffixes in the manner of Larkey's light10 stemmer and Lucene's ArabicStemmer, a minimal English plural stemmer,
// and the stop words a query can do without.
//
// Arabic rules. Words arrive folded (search-text.ts): ة is already ه, ى is ي, hamza seats are bare letters.
// 1. One prefix at most, the longest that fits: وال بال كال فال (when 3+ letters remain, so بالون "balloon" stays
//    whole), لل ال (when 2+ letters remain). الشارقة → شارقه, والجمال → جمال, للعائلات → عايله (ئ folds to ي).
// 2. A word-final hamza after alef is dropped when 3+ letters remain, as many type it: الصحراء and صحرا → صحرا.
// 3. One suffix at most, the first that fits:
//      ها (her, its)                 dropped when 3+ letters remain          معالمها → معالم
//      يات يون يين يه → ي (nisba)     when 2+ letters remain before the ي     العربية → عربي, بحريات → بحري
//      ات → ه (feminine plural)       when 3+ letters remain                  رحلات → رحله (as رحلة), الرياضات → رياضه
//      ون ين ان (plural, dual)        dropped when 4+ letters remain          المرشدين → مرشد; البحرين, عمان, كثبان stay
//    Unlike light10, a final ه (ة) and ي are never dropped, and ات becomes ه rather than nothing: otherwise
//    الرياضات (sports) and الرياض (Riyadh) would meet at رياض, and بحري (marine) would be بحر (sea).
// 4. The conjunction و is not stripped from queries, since too many words begin with it (وادي, واحة, وجبة). Instead
//    the index also stores a و-word without it (وركوب → وركوب ركوب), so "ركوب" finds "وركوب" while "وادي" still meets
//    "الوادي" → وادي.
// English: a plural s is dropped (tours → tour, dunes → dune), "ies" → "y" (cities → city), "es" after ch, sh, x and
// ss (beaches → beach); words of 3 letters or fewer and those ending in ss, us, is are left alone (bus, oasis, glass).

const ARABIC_WORD = /^[\u0621-\u064A]+$/u;
const LATIN_WORD = /^[a-z]+$/;

const LONG_PREFIXES = ["وال", "بال", "كال", "فال"];
const SHORT_PREFIXES = ["لل", "ال"];

/** The word without its article (or particle + article), when enough of it remains. */
export function stripArabicPrefix(word: string, minRest = 2): string {
  for (const prefix of LONG_PREFIXES)
    if (word.startsWith(prefix) && word.length - 3 >= Math.max(minRest, 3)) return word.slice(3);
  for (const prefix of SHORT_PREFIXES) if (word.startsWith(prefix) && word.length - 2 >= minRest) return word.slice(2);
  return word;
}

const SUFFIXES: [suffix: string, replacement: string, minRest: number][] = [
  ["ها", "", 3],
  ["يات", "ي", 2],
  ["يون", "ي", 2],
  ["يين", "ي", 2],
  ["يه", "ي", 2],
  ["ات", "ه", 3],
  ["ون", "", 4],
  ["ين", "", 4],
  ["ان", "", 4],
];

/** One Arabic word's index form: article off, final hamza off, one common suffix off or normalised (rules above). */
export function stemArabic(word: string): string {
  let w = stripArabicPrefix(word);
  if (w.endsWith("اء") && w.length - 1 >= 3) w = w.slice(0, -1);
  for (const [suffix, replacement, minRest] of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= minRest) return w.slice(0, -suffix.length) + replacement;
  }
  return w;
}

/** A conservative English plural stemmer (rules above). */
export function stemEnglish(word: string): string {
  if (word.length <= 3 || !word.endsWith("s") || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The form a finished, folded word takes in queries and in the index. */
export function analyzeQueryWord(word: string): string {
  if (ARABIC_WORD.test(word)) return stemArabic(word);
  if (LATIN_WORD.test(word)) return stemEnglish(word);
  return word;
}

/** The forms a folded word of catalogue text is indexed under: its query form, and for a و-word also without the و. */
export function analyzeIndexWord(word: string): string[] {
  const form = analyzeQueryWord(word);
  if (word.startsWith("و") && word.length - 1 >= 3 && ARABIC_WORD.test(word) && stripArabicPrefix(word) === word) {
    const bare = stemArabic(word.slice(1));
    if (bare !== form) return [form, bare];
  }
  return [form];
}

/**
 * The form a folded word of catalogue text takes in the suggestions-only `typed` column: article off, nothing else,
 * so a word being typed ("رحلا", "الإمارا") still prefixes what the traveller means ("رحلات", "الإمارات") before a
 * suffix rule would turn it into something else (رحله, اماره).
 */
export function typedForm(word: string): string {
  return ARABIC_WORD.test(word) ? stripArabicPrefix(word) : word;
}

/**
 * The prefixes to look up for a word still being typed (suggestions): the folded word without its article (once two
 * letters follow it), and the form it would take if finished here (so "الرياضات" typed in full still finds رياضه,
 * and "tours" finds tour). None shorter than two letters: a one-letter prefix matches most of the index.
 */
export function prefixForms(word: string): string[] {
  const forms = [...new Set([stripArabicPrefix(word), analyzeQueryWord(word)])].filter((form) => form.length >= 2);
  return forms.filter((form) => !forms.some((other) => other !== form && form.startsWith(other)));
}

/**
 * The one letter typed after an article ("الد" → "د"), which only the unstemmed `typed` column is asked for: the
 * index holds words without their article, and a bare one-letter prefix would match most of it.
 */
export function afterArticle(word: string): string | null {
  return /^(ال|وال|بال|كال|فال|لل)[\u0621-\u064A]$/u.test(word) ? word.slice(-1) : null;
}

// Folded forms (إلى → الي, على → علي).
const STOPWORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "from",
  "in",
  "near",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  "في",
  "من",
  "الي",
  "علي",
  "عن",
  "مع",
  "او",
  "و",
  "ثم",
  "بين",
]);

/** Words a query can do without (the index keeps them): "desert safari from dubai" needs no "from". */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}
