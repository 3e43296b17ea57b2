// What a traveller's text may carry into pages and emails: no control characters (a note keeps its line breaks), and
// no bidirectional controls in a name, where an override (U+202E) could make a name display as something else.

/** C0 and C1 controls and DEL, except tab, line feed and carriage return (handled by `keepLineBreaks`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/** Embeddings, overrides and isolates (U+202A–202E, U+2066–2069), and the invisible marks around them. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;

/**
 * The text with control characters removed. With `keepLineBreaks` (a note, a message), CR LF and CR become LF and at
 * most two line breaks stay in a row; otherwise every line break or tab becomes a space.
 */
export function withoutControls(value: string, { keepLineBreaks = false } = {}): string {
  const cleaned = value.replace(CONTROLS, "");
  if (!keepLineBreaks) return cleaned.replace(/[\t\r\n]+/g, " ");
  return cleaned
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, " ")
    .replace(/\n{3,}/g, "\n\n");
}

/** True when the text carries a bidirectional control character (refused in names, with a message). */
export function hasBidiControls(value: string): boolean {
  return BIDI_CONTROLS.test(value);
}

/**
 * A submitted form value as clean text: a repeated field keeps its last value, a number is spelled out, control
 * characters go (`multiline` keeps line breaks), and spaces at the ends are trimmed; anything else is empty.
 */
export function submittedText(value: unknown, { multiline = false } = {}): string {
  if (Array.isArray(value)) return submittedText(value.at(-1), { multiline });
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" ? withoutControls(value, { keepLineBreaks: multiline }).trim() : "";
}
