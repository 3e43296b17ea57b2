// URLs of the image optimiser path (spec §7, §9): modifiers in the path, widths from a fixed set, webp by default.
export const IMAGE_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536, "2xl": 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
const BASE_WIDTHS = [...new Set(Object.values(IMAGE_WIDTHS))].sort((a, b) => a - b);
/** Every width the optimiser renders: each breakpoint at density 1 and 2. */
export const ALLOWED_WIDTHS = [...new Set(BASE_WIDTHS.flatMap((w) => IMAGE_DENSITIES.map((d) => w * d)))].sort(
  (a, b) => a - b,
);
export const MAX_WIDTH = ALLOWED_WIDTHS[ALLOWED_WIDTHS.length - 1];

/** Qualities the optimiser renders; a request snaps up to the next one (so 100 distinct values cost 4 transforms). */
export const IMAGE_QUALITIES = [40, 60, 75, 90] as const;
/** Width ÷ height of the crops the optimiser renders (the pages use 16:10, 4:3 and 2:1); a request snaps to the nearest. */
export const IMAGE_ASPECTS = [1, 4 / 3, 3 / 2, 16 / 10, 16 / 9, 2, 3 / 4, 2 / 3] as const;
/** Letterbox colours for fit "contain"; any other colour snaps to the nearest. */
export const IMAGE_BACKGROUNDS = ["ffffff", "000000", "f1f5f9", "0f172a"] as const;

export const IMAGE_FORMATS = ["webp", "avif", "jpeg", "png"] as const;
export const IMAGE_FITS = ["cover", "contain", "fill", "inside", "outside"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type ImageFit = (typeof IMAGE_FITS)[number];

export type ImageModifiers = {
  width?: number;
  height?: number;
  quality?: number;
  format?: ImageFormat;
  fit?: ImageFit;
  background?: string;
};

/** The smallest allowed width that is at least `width` (or the largest allowed). */
export function snapWidth(width: number): number {
  return ALLOWED_WIDTHS.find((w) => w >= width) ?? MAX_WIDTH;
}

const SHORT: Record<keyof ImageModifiers, string> = {
  width: "w",
  height: "h",
  quality: "q",
  format: "f",
  fit: "fit",
  background: "b",
};

/** `/img/w_640,h_400,fit_cover/scenes/cruises/1.jpg` for an R2 key. */
export function imageUrl(key: string, modifiers: ImageModifiers = {}): string {
  const parts = (Object.keys(SHORT) as (keyof ImageModifiers)[])
    .filter((k) => modifiers[k] !== undefined && !(k === "format" && modifiers[k] === "webp"))
    .map((k) => `${SHORT[k]}_${modifiers[k]}`);
  return `/img/${parts.join(",") || "_"}/${key}`;
}

/** srcset over the allowed widths up to twice the largest displayed width, cropped to `aspect` (width / height). */
export function imageSrcSet(key: string, maxDisplayWidth: number, aspect: number, quality = 75): string {
  return ALLOWED_WIDTHS.filter((w) => w <= snapWidth(maxDisplayWidth * 2))
    .map((w) => `${imageUrl(key, { width: w, height: Math.round(w / aspect), fit: "cover", quality })} ${w}w`)
    .join(", ");
}
