// An experience's photos and their full-screen viewer. The gallery is a swipeable strip with a counter on phones and
// a mosaic on wider screens, every photo a link to its large version (so it works before JavaScript); once hydrated a
// tap opens a modal <dialog> at that photo: swipe, arrow keys, Home, End and Escape, in the page's reading direction.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import type { ImageRef } from "../../shared/catalogue.ts";
import { LOCALE_INFO, type Locale } from "../../shared/locales.ts";
import { imageSrcSet, imageUrl, snapWidth } from "../../shared/image-url.ts";

export type GalleryViewerProps = { images: ImageRef[]; title: string; locale: Locale };

/** Photos the desktop mosaic shows; the last one carries "+N" when there are more. */
export const MOSAIC_PHOTOS = 5;
/** A drag shorter than this (CSS px) is a tap, not a swipe. */
const SWIPE_THRESHOLD = 40;
const STRIP_ASPECT = 16 / 10;

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

/** Which way a key moves: +1 next, -1 previous, or an absolute index; in right-to-left pages the arrows swap. */
export function keyStep(key: string, rtl: boolean, current: number, count: number): number | null {
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const back = rtl ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return Math.min(count - 1, current + 1);
  if (key === back) return Math.max(0, current - 1);
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/** Which way a horizontal drag of `dx` px moves: in right-to-left order the next photo lies to the left, so a drag to the right brings it. */
export function swipeStep(dx: number, rtl: boolean): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD) return 0;
  const towardsNext = rtl ? dx > 0 : dx < 0;
  return towardsNext ? 1 : -1;
}

/** A chevron pointing towards the inline end ("next"), or towards the start when `back`; mirrored in right-to-left pages. */
function Chevron({ back }: { back: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`h-6 w-6 ${back ? "-scale-x-100 rtl:scale-x-100" : "rtl:-scale-x-100"}`} fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function GalleryViewer({ images, title, locale }: GalleryViewerProps) {
  const { t } = useTranslation();
  const rtl = LOCALE_INFO[locale].dir === "rtl";
  const total = images.length;
  const [stripIndex, setStripIndex] = useState(0);
  const [index, setIndex] = useState<number | null>(null);
  const [drag, setDrag] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const start = useRef<{ x: number; id: number } | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (index !== null && !d.open) d.showModal();
    if (index === null && d.open) d.close();
  }, [index]);

  function open(at: number, from: HTMLElement) {
    opener.current = from;
    setDrag(0);
    setIndex(at);
  }

  function closed() {
    setIndex(null);
    // Focus goes back to the photo that opened the viewer (the dialog's own restoring is not reliable everywhere).
    opener.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent) {
    if (index === null) return;
    const to = keyStep(e.key, rtl, index, total);
    if (to === null) return;
    e.preventDefault();
    setIndex(to);
  }

  function onPointerDown(e: PointerEvent) {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    start.current = { x: e.clientX, id: e.pointerId };
    (e.currentTarget as HTMLElement).setPointerCapture?.(e.pointerId);
  }
  function onPointerMove(e: PointerEvent) {
    if (start.current?.id === e.pointerId) setDrag(e.clientX - start.current.x);
  }
  function onPointerUp(e: PointerEvent) {
    if (!start.current || start.current.id !== e.pointerId || index === null) return;
    const step = swipeStep(e.clientX - start.current.x, rtl);
    start.current = null;
    setDrag(0);
    if (step) setIndex(Math.max(0, Math.min(total - 1, index + step)));
  }

  const more = total - MOSAIC_PHOTOS;
  return (
    <div className="relative mt-5" data-testid="gallery" data-count={total}>
      {/* Phones: one photo per screen width, snapping; wider screens: a mosaic of the first five. */}
      <ul
        className="flex snap-x snap-mandatory gap-2 overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] md:grid md:h-[440px] md:grid-cols-4 md:grid-rows-2 md:overflow-visible"
        aria-label={t("gallery.strip")}
        onScroll={(e) => {
          // Right-to-left strips scroll to negative offsets; the last photo may stop short of a whole step.
          const el = e.currentTarget;
          const step = (el.firstElementChild as HTMLElement | null)?.offsetWidth ?? el.clientWidth;
          const offset = Math.abs(el.scrollLeft);
          setStripIndex(offset >= el.scrollWidth - el.clientWidth - 2 ? total - 1 : Math.round(offset / Math.max(1, step + 8)));
        }}
        data-testid="gallery-strip"
      >
        {images.map((image, i) => (
          <li key={`${image.key}-${i}`} className={`shrink-0 snap-center md:w-auto ${total === 1 ? "w-full" : "w-[88%]"} ${mosaicCell(i, total)}`}>
            <a
              href={largeUrl(image)}
              className="relative block h-full overflow-hidden rounded-2xl md:rounded-xl"
              aria-label={t("gallery.open", { n: i + 1, total })}
              data-testid="gallery-photo"
              data-index={i}
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                open(i, e.currentTarget);
              }}
            >
              <img
                src={imageUrl(image.key, { width: snapWidth(i === 0 ? 840 : 420), height: Math.round(snapWidth(i === 0 ? 840 : 420) / STRIP_ASPECT), fit: "cover", quality: 75 })}
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
                <span aria-hidden="true" className="absolute inset-0 hidden place-items-center bg-black/45 text-2xl font-bold text-white md:grid">
                  +{more}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
      {total > 1 && (
        <p aria-hidden="true" className="pointer-events-none absolute bottom-3 end-3 rounded-full bg-black/65 px-2.5 py-1 text-xs font-semibold text-white tabular-nums md:hidden" data-testid="gallery-counter">
          {t("gallery.counter", { n: Math.min(stripIndex, total - 1) + 1, total })}
        </p>
      )}
      {total > 1 && (
        <button
          type="button"
          className="absolute bottom-3 end-3 hidden rounded-lg bg-white/95 px-3 py-1.5 text-sm font-semibold text-slate-900 shadow md:block"
          onClick={(e) => open(0, e.currentTarget)}
          data-testid="gallery-show-all"
        >
          {t("gallery.showAll", { count: total })}
        </button>
      )}

      <dialog
        ref={dialog}
        aria-modal="true"
        aria-label={t("gallery.viewer", { title })}
        onClose={closed}
        onKeyDown={onKeyDown}
        className="m-0 h-[100dvh] max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
        data-testid="gallery-viewer"
      >
        {index !== null && (
          <div className="flex h-full flex-col">
            <div className="flex items-center justify-between gap-3 p-3">
              <p aria-live="polite" className="min-w-0 truncate text-sm font-semibold tabular-nums" data-testid="viewer-counter" data-index={index}>
                {t("gallery.counter", { n: index + 1, total })}
              </p>
              <button type="button" onClick={() => dialog.current?.close()} className="rounded-full bg-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/25" data-testid="viewer-close" autoFocus>
                {t("gallery.close")}
              </button>
            </div>
            <div
              className="relative flex-1 touch-pan-y select-none overflow-hidden"
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={() => {
                start.current = null;
                setDrag(0);
              }}
              data-testid="viewer-track"
            >
              <ul
                className={`flex h-full ${drag ? "" : "transition-transform duration-300"}`}
                style={{ transform: `translateX(calc(${(rtl ? 1 : -1) * index * 100}% + ${drag}px))` }}
              >
                {images.map((image, i) => (
                  <li key={`${image.key}-${i}`} className="grid h-full w-full shrink-0 place-items-center p-2" aria-hidden={i !== index}>
                    {/* The current photo and its neighbours only: the next swipe is already loaded. */}
                    {Math.abs(i - index) <= 1 && (
                      <img
                        src={largeUrl(image)}
                        srcSet={[768, 1024, 1536, 2048].map((w) => `${imageUrl(image.key, { width: w, quality: 90, fit: "inside" })} ${w}w`).join(", ")}
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
                onClick={() => setIndex(Math.max(0, index - 1))}
                disabled={index === 0}
                aria-label={t("gallery.previous")}
                className="grid h-12 w-12 place-items-center rounded-full bg-white/15 hover:bg-white/25 disabled:opacity-30"
                data-testid="viewer-previous"
              >
                <Chevron back />
              </button>
              <p className="text-center text-sm text-white/80" lang={locale}>
                {images[index]?.alt}
              </p>
              <button
                type="button"
                onClick={() => setIndex(Math.min(total - 1, index + 1))}
                disabled={index === total - 1}
                aria-label={t("gallery.next")}
                className="grid h-12 w-12 place-items-center rounded-full bg-white/15 hover:bg-white/25 disabled:opacity-30"
                data-testid="viewer-next"
              >
                <Chevron back={false} />
              </button>
            </div>
          </div>
        )}
      </dialog>
    </div>
  );
}
