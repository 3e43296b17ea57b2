// UnoCSS: utility classes scanned from client and worker components; brand colours come from CSS variables.
import { defineConfig, entriesToCss, presetWind3 } from "unocss";
import { theme as windTheme } from "@unocss/preset-wind3";

/*
 * The transform, shadow, ring and filter utilities compose through custom properties (--un-rotate, --un-shadow…) whose
 * defaults the preset sets on `*, ::before, ::after`: some forty properties on every element and pseudo-element of
 * the page, which every style recalculation then copies (most of a 1,000-element listing's style time, decision 024).
 * Instead the defaults go only where a utility that reads them applies: each such utility's own selector, collected as
 * the utilities are generated, inside :where() so that any utility setting one of them wins, as before.
 */
const PREFLIGHT = Object.entries(windTheme.preflightBase as Record<string, string>);
const defaultReaders = new Set<string>();
const defaultsRead = new Set<string>();

export default defineConfig({
  presets: [presetWind3({ preflight: false })],
  postprocess: (util) => {
    const values = util.entries.map(([, value]) => String(value));
    const read = PREFLIGHT.filter(([key]) => values.some((value) => value.includes(`var(${key})`)));
    if (!read.length) return;
    // " $$ " marks where a scope would go (none here), as UnoCSS itself removes it.
    defaultReaders.add(util.selector.replace(/\s*\$\$\s*/g, " "));
    for (const [key] of read) defaultsRead.add(key);
  },
  preflights: [
    {
      getCSS: () =>
        defaultReaders.size
          ? `:where(${[...defaultReaders].sort().join(",")}){${entriesToCss(PREFLIGHT.filter(([key]) => defaultsRead.has(key)))}}`
          : undefined,
    },
  ],
  content: { filesystem: ["client/**/*.{ts,tsx}", "shared/**/*.{ts,tsx}", "worker/**/*.{ts,tsx}"] },
  // Repeated on every card, heart and filter of a 24-card listing: one short name each keeps its HTML small (016).
  shortcuts: {
    // "group" stays a class of its own on the card: group-hover needs it in the markup.
    card: "relative flex flex-col overflow-hidden rounded-2xl border border-black/10 bg-white shadow-sm transition-shadow hover:shadow-md",
    // Content-visibility for what starts below the first screen: the browser skips its style, layout and paint until
    // it scrolls near; the size stands in until then, and "auto" keeps the real one once rendered (decision 024).
    // Sizes as measured at 390 and 1366 px (a card 431-453 / 389-414 px, the footer 581-601 / 277-297 px).
    "card-later":
      "[content-visibility:auto] [contain-intrinsic-size:auto_27rem] lg:[contain-intrinsic-size:auto_25rem]",
    "footer-later":
      "[content-visibility:auto] [contain-intrinsic-size:auto_37rem] md:[contain-intrinsic-size:auto_18rem]",
    // An experience page's meeting point (413 / 628 px) and its reviews (about 2,600 / 1,900 px with a page of them).
    "location-later":
      "[content-visibility:auto] [contain-intrinsic-size:auto_26rem] md:[contain-intrinsic-size:auto_39rem]",
    // Its related experiences at the foot of the page: four cards, stacked on a phone (about 2,000 px), a row on a wide screen.
    "related-later":
      "[content-visibility:auto] [contain-intrinsic-size:auto_125rem] sm:[contain-intrinsic-size:auto_65rem] lg:[contain-intrinsic-size:auto_37rem]",
    "reviews-later":
      "[content-visibility:auto] [contain-intrinsic-size:auto_160rem] md:[contain-intrinsic-size:auto_120rem]",
    "card-body": "flex flex-1 flex-col gap-2 p-4",
    "card-city": "text-xs font-semibold uppercase tracking-wide text-slate-500",
    "card-title": "line-clamp-2 font-bold leading-snug",
    // The title's link stretched over the whole card: a tap on the photo, the rating or the price opens it (the heart
    // sits above it, z-[1]).
    "card-link": "after:absolute after:inset-0 after:content-empty group-hover:text-primary",
    "card-price": "mt-auto pt-2 text-sm text-slate-600",
    amount: "font-extrabold text-slate-900",
    "card-meta": "text-sm text-slate-600",
    "card-perk": "text-sm font-medium text-emerald-700",
    "card-badges": "pointer-events-none absolute start-3 top-3 flex max-w-[calc(100%-4.5rem)] flex-wrap gap-1.5",
    badge: "rounded-full px-2 py-0.5 text-xs font-bold shadow",
    rating: "inline-flex items-center gap-1 text-sm",
    stars: "tracking-tight text-amber-500",
    "stars-off": "text-slate-300",
    photo: "block h-auto w-full bg-slate-200 object-cover",
    "heart-base":
      "inline-flex items-center justify-center gap-1.5 transition-colors focus-visible:outline-2 focus-visible:outline-primary",
    "heart-overlay":
      "heart-base absolute end-3 top-3 z-[1] h-10 w-10 rounded-full bg-white/95 text-slate-700 shadow hover:text-rose-600",
    "heart-pill":
      "heart-base h-10 rounded-full border border-black/15 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-rose-300 hover:text-rose-700",
    // Lucide's line icons: their shapes carry no stroke attributes of their own (components/icons/CategoryIcon.tsx).
    "line-icon": "shrink-0 fill-none stroke-current [stroke-width:1.75] [stroke-linecap:round] [stroke-linejoin:round]",
    // An experience page's folding sections, itinerary steps and gallery photos.
    "fold-summary":
      "flex cursor-pointer list-none items-center justify-between gap-3 py-5 md:py-6 [&::-webkit-details-marker]:hidden",
    "fold-chevron": "h-6 w-6 shrink-0 text-primary transition-transform group-open:rotate-180",
    "step-number":
      "absolute -start-[33px] top-0.5 grid h-5 w-5 place-items-center rounded-full bg-primary text-xs text-white",
    "gallery-photo":
      "photo aspect-[16/10] transition-transform duration-300 hover:scale-[1.02] md:aspect-auto md:h-full",
    chip: "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm",
    // Its box, its label and its count style themselves from here: fifty options on a listing carry no class of their own.
    "facet-option":
      "flex cursor-pointer items-center gap-2 py-0.5 text-sm [&>input]:h-4 [&>input]:w-4 [&>input]:accent-[var(--c-primary)] [&>span]:flex-1 [&>span+span]:flex-none [&>span+span]:text-slate-500",
  },
  theme: {
    colors: {
      primary: { DEFAULT: "var(--c-primary)", dark: "var(--c-primary-dark)" },
      accent: "var(--c-accent)",
    },
    // The stack depends on the page's language: styles/base.css.
    fontFamily: { sans: "var(--font-sans)" },
  },
});
