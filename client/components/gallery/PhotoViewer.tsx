// The gallery's full-screen viewer: a modal <dialog> at one photo with a counter, Close, a track to swipe, and
// previous / next buttons around the photo's description; arrows point the page's reading direction.
import type { KeyboardEvent, PointerEvent, RefObject } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ImageRef } from "../../../shared/catalogue.ts";
import type { Locale } from "../../../shared/locales.ts";
import { largeUrl, viewerSrcSet } from "./gallery-layout.ts";

/** A chevron pointing towards the inline end ("next"), or towards the start when `back`; mirrored in right-to-left pages. */
function Chevron({ back }: { back: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`h-6 w-6 ${back ? "-scale-x-100 rtl:scale-x-100" : "rtl:-scale-x-100"}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

type TrackHandlers = {
  onPointerDown: (e: PointerEvent) => void;
  onPointerMove: (e: PointerEvent) => void;
  onPointerUp: (e: PointerEvent) => void;
  onPointerCancel: () => void;
};

type PhotoViewerProps = {
  images: ImageRef[];
  title: string;
  locale: Locale;
  rtl: boolean;
  /** The photo shown, or null while closed. */
  index: number | null;
  /** How far the track is dragged (px). */
  drag: number;
  dialog: RefObject<HTMLDialogElement | null>;
  onClosed: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onMove: (to: number) => void;
  track: TrackHandlers;
};

const navButton = "grid h-12 w-12 place-items-center rounded-full bg-white/15 hover:bg-white/25 disabled:opacity-30";

export function PhotoViewer({
  images,
  title,
  locale,
  rtl,
  index,
  drag,
  dialog,
  onClosed,
  onKeyDown,
  onMove,
  track,
}: PhotoViewerProps) {
  const { t } = useTranslation();
  const total = images.length;
  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-label={t("gallery.viewer", { title })}
      onClose={onClosed}
      onKeyDown={onKeyDown}
      className="m-0 h-[100dvh] max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
      data-testid="gallery-viewer"
    >
      {index !== null && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 p-3">
            <p
              aria-live="polite"
              className="min-w-0 truncate text-sm font-semibold tabular-nums"
              data-testid="viewer-counter"
              data-index={index}
            >
              {t("gallery.counter", { n: index + 1, total })}
            </p>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded-full bg-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/25"
              data-testid="viewer-close"
              // biome-ignore lint/a11y/noAutofocus: the dialog's close button takes focus as the dialog opens, as the dialog pattern asks
              autoFocus
            >
              {t("gallery.close")}
            </button>
          </div>
          <div
            className="relative flex-1 touch-pan-y select-none overflow-hidden"
            {...track}
            data-testid="viewer-track"
          >
            <ul
              className={`flex h-full ${drag ? "" : "transition-transform duration-300"}`}
              style={{ transform: `translateX(calc(${(rtl ? 1 : -1) * index * 100}% + ${drag}px))` }}
            >
              {images.map((image, i) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: a listing may show the same photo twice; the position keeps the keys apart
                  key={`${image.key}-${i}`}
                  className="grid h-full w-full shrink-0 place-items-center p-2"
                  aria-hidden={i !== index}
                >
                  {/* The current photo and its neighbours only: the next swipe is already loaded. */}
                  {Math.abs(i - index) <= 1 && (
                    <img
                      src={largeUrl(image)}
                      srcSet={viewerSrcSet(image)}
                      sizes="100vw"
                      alt={image.alt}
                      draggable={false}
                      className="max-h-full max-w-full object-contain"
                      data-testid={i === index ? "viewer-image" : undefined}
                      data-index={i}
                    />
                  )}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex items-center justify-between gap-3 p-3">
            <button
              type="button"
              onClick={() => onMove(Math.max(0, index - 1))}
              disabled={index === 0}
              aria-label={t("gallery.previous")}
              className={navButton}
              data-testid="viewer-previous"
            >
              <Chevron back />
            </button>
            <p className="text-center text-sm text-white/80" lang={locale}>
              {images[index]?.alt}
            </p>
            <button
              type="button"
              onClick={() => onMove(Math.min(total - 1, index + 1))}
              disabled={index === total - 1}
              aria-label={t("gallery.next")}
              className={navButton}
              data-testid="viewer-next"
            >
              <Chevron back={false} />
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
