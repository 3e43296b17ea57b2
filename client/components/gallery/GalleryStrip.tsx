// The gallery as the page shows it: a swipeable strip with a counter on phones, a mosaic of the first five photos on
// wider screens, every photo a link to its large version (so it works before JavaScript).
import type { MouseEvent, UIEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ImageRef } from "../../../shared/catalogue.ts";
import { imageSrcSet, imageUrl, snapWidth } from "../../../shared/image-url.ts";
import { MOSAIC_PHOTOS, STRIP_ASPECT, largeUrl, mosaicCell } from "./gallery-layout.ts";

type GalleryStripProps = {
  images: ImageRef[];
  onScroll: (e: UIEvent<HTMLUListElement>) => void;
  onOpen: (at: number, from: HTMLElement) => void;
};

export function GalleryStrip({ images, onScroll, onOpen }: GalleryStripProps) {
  const { t } = useTranslation();
  const total = images.length;
  const more = total - MOSAIC_PHOTOS;
  const open = (i: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen(i, e.currentTarget);
  };
  return (
    <ul
      className="flex snap-x snap-mandatory gap-2 overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] md:grid md:h-[440px] md:grid-cols-4 md:grid-rows-2 md:overflow-visible"
      aria-label={t("gallery.strip")}
      onScroll={onScroll}
      data-testid="gallery-strip"
    >
      {images.map((image, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a listing may show the same photo twice; the position keeps the keys apart
          key={`${image.key}-${i}`}
          className={`shrink-0 snap-center md:w-auto ${total === 1 ? "w-full" : "w-[88%]"} ${mosaicCell(i, total)}`}
        >
          <a
            href={largeUrl(image)}
            className="relative block h-full overflow-hidden rounded-2xl md:rounded-xl"
            aria-label={t("gallery.open", { n: i + 1, total })}
            data-testid="gallery-photo"
            data-index={i}
            onClick={open(i)}
            // Tabbing along the phone's strip brings each photo whole into view, not just the edge the browser
            // would scroll to (focus not obscured); on the mosaic every photo is already in view.
            onFocus={(e) => e.currentTarget.scrollIntoView({ block: "nearest", inline: "center" })}
          >
            <img
              src={imageUrl(image.key, {
                width: snapWidth(i === 0 ? 840 : 420),
                height: Math.round(snapWidth(i === 0 ? 840 : 420) / STRIP_ASPECT),
                fit: "cover",
                quality: 75,
              })}
              srcSet={imageSrcSet(image.key, i === 0 ? 840 : 640, STRIP_ASPECT)}
              sizes={i === 0 ? "(min-width: 768px) 50vw, 100vw" : "(min-width: 768px) 25vw, 100vw"}
              width={840}
              height={Math.round(840 / STRIP_ASPECT)}
              alt={image.alt}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : undefined}
              decoding="async"
              draggable={false}
              className="gallery-photo"
            />
            {i === MOSAIC_PHOTOS - 1 && more > 0 && (
              <span
                aria-hidden="true"
                className="absolute inset-0 hidden place-items-center bg-black/45 text-2xl font-bold text-white md:grid"
              >
                +{more}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
