// An experience's photos and their full-screen viewer. The gallery is a swipeable strip with a counter on phones and
// a mosaic on wider screens, every photo a link to its large version (so it works before JavaScript); once hydrated a
// tap opens a modal <dialog> at that photo: swipe, arrow keys, Home, End and Escape, in the page's reading direction.
// Its state is a reducer (gallery-viewer/gallery-state.ts); its parts are in components/gallery.
import { useTranslation } from "../i18n/use-translation.ts";
import type { ImageRef } from "../../shared/catalogue.ts";
import { LOCALE_INFO, type Locale } from "../../shared/locales.ts";
import { GalleryStrip } from "../components/gallery/GalleryStrip.tsx";
import { PhotoViewer } from "../components/gallery/PhotoViewer.tsx";
import { stripIndexAt } from "./gallery-viewer/gallery-state.ts";
import { useGallery } from "./gallery-viewer/use-gallery.ts";

export type GalleryViewerProps = { images: ImageRef[]; title: string; locale: Locale };

export default function GalleryViewer({ images, title, locale }: GalleryViewerProps) {
  const { t } = useTranslation();
  const rtl = LOCALE_INFO[locale].dir === "rtl";
  const total = images.length;
  const gallery = useGallery(total, rtl);

  return (
    <div className="relative mt-5" data-testid="gallery" data-count={total}>
      {/* Phones: one photo per screen width, snapping; wider screens: a mosaic of the first five. */}
      <GalleryStrip
        images={images}
        onScroll={(e) => {
          const el = e.currentTarget;
          const step = (el.firstElementChild as HTMLElement | null)?.offsetWidth ?? el.clientWidth;
          gallery.dispatch({
            type: "stripScrolled",
            index: stripIndexAt(el.scrollLeft, el.scrollWidth, el.clientWidth, step, total),
          });
        }}
        onOpen={gallery.open}
      />
      {total > 1 && (
        <p
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3 end-3 rounded-full bg-black/65 px-2.5 py-1 text-xs font-semibold text-white tabular-nums md:hidden"
          data-testid="gallery-counter"
        >
          {t("gallery.counter", { n: Math.min(gallery.stripIndex, total - 1) + 1, total })}
        </p>
      )}
      {total > 1 && (
        <button
          type="button"
          className="absolute bottom-3 end-3 hidden rounded-lg bg-white/95 px-3 py-1.5 text-sm font-semibold text-slate-900 shadow md:block"
          onClick={(e) => gallery.open(0, e.currentTarget)}
          data-testid="gallery-show-all"
        >
          {t("gallery.showAll", { count: total })}
        </button>
      )}

      <PhotoViewer
        images={images}
        title={title}
        locale={locale}
        rtl={rtl}
        index={gallery.index}
        drag={gallery.drag}
        dialog={gallery.dialog}
        onClosed={gallery.closed}
        onKeyDown={gallery.onKeyDown}
        onMove={(to) => gallery.dispatch({ type: "moved", to })}
        track={gallery.track}
      />
    </div>
  );
}
