// Where the gallery's photos sit and which versions of them it asks for.
// @unocss-include: its class names (the mosaic cells) must reach the stylesheet, and UnoCSS reads only .tsx by default.
import type { ImageRef } from "../../../shared/catalogue.ts";
import { imageUrl } from "../../../shared/image-url.ts";

/** Photos the desktop mosaic shows; the last one carries "+N" when there are more. */
export const MOSAIC_PHOTOS = 5;
export const STRIP_ASPECT = 16 / 10;

/** Where photo `i` of `total` sits in the four-by-two mosaic: the first takes half, the rest share the other half. */
export function mosaicCell(i: number, total: number): string {
  if (i >= MOSAIC_PHOTOS) return "md:hidden";
  if (total === 1) return "md:col-span-4 md:row-span-2";
  if (i === 0 || total === 2) return "md:col-span-2 md:row-span-2";
  if (total === 3 || (total === 4 && i === 1)) return "md:col-span-2";
  return "";
}

/** The large version a photo links to (and the viewer falls back to): the optimiser, uncropped. */
export function largeUrl(image: ImageRef): string {
  return imageUrl(image.key, { width: 1536, quality: 90, fit: "inside" });
}

/** The viewer's widths of a photo, for its srcset. */
export function viewerSrcSet(image: ImageRef): string {
  return [768, 1024, 1536, 2048]
    .map((w) => `${imageUrl(image.key, { width: w, quality: 90, fit: "inside" })} ${w}w`)
    .join(", ");
}
