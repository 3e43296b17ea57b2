// Whether a brand's colours can carry text: WCAG's contrast ratio, and the text each layout puts on each brand colour
// (white on the main and dark colours, black on the accent), checked when settings are saved and when a site is read.

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

export type BrandColours = { primary: string; primaryDark: string; accent: string };
export type BrandColour = keyof BrandColours;

/**
 * The text colour the layouts draw on each brand colour: white on the main colour (buttons, the supplier header,
 * links on white read the same pair), white on the dark one (the contact bar, pressed buttons), black on the accent
 * (the search button, the cart count).
 */
export const TEXT_ON: Record<BrandColour, "#ffffff" | "#000000"> = {
  primary: "#ffffff",
  primaryDark: "#ffffff",
  accent: "#000000",
};

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2's contrast ratio of two #rrggbb colours, from 1 (the same) to 21 (black and white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * A ratio as it may be said: cut, never rounded, to one decimal, so a colour that fails is never said to reach the
 * minimum (4.47 is "4.4", not "4.5").
 */
export function saidRatio(ratio: number): number {
  return Math.floor(ratio * 10) / 10;
}

export type ContrastShortfall = { colour: BrandColour; text: string; ratio: number };

/** Each brand colour whose text would be hard to read, with its ratio; empty when every pair reaches the minimum. */
export function contrastShortfalls(colours: BrandColours): ContrastShortfall[] {
  return (Object.keys(TEXT_ON) as BrandColour[]).flatMap((colour) => {
    const ratio = contrastRatio(colours[colour], TEXT_ON[colour]);
    return ratio < MIN_TEXT_CONTRAST ? [{ colour, text: TEXT_ON[colour], ratio }] : [];
  });
}

/** The colours with each one too weak for its text replaced by `fallback`'s (a site saved before the rule). */
export function readableColours(colours: BrandColours, fallback: BrandColours): BrandColours {
  const readable = { ...colours };
  for (const { colour } of contrastShortfalls(colours)) readable[colour] = fallback[colour];
  return readable;
}
