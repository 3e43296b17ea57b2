// UnoCSS: utility classes scanned from client and worker components; brand colours come from CSS variables.
import { defineConfig, presetWind3 } from "unocss";

export default defineConfig({
  presets: [presetWind3()],
  content: { filesystem: ["client/**/*.{ts,tsx}", "worker/**/*.{ts,tsx}"] },
  // Repeated on every card, heart and filter of a 24-card listing: one short name each keeps its HTML small (016).
  shortcuts: {
    // "group" stays a class of its own on the card: group-hover needs it in the markup.
    card: "relative flex flex-col overflow-hidden rounded-2xl border border-black/10 bg-white shadow-sm transition-shadow hover:shadow-md",
    "card-body": "flex flex-1 flex-col gap-2 p-4",
    "card-city": "text-xs font-semibold uppercase tracking-wide text-slate-500",
    "card-title": "line-clamp-2 font-bold leading-snug",
    "card-link": "after:absolute after:inset-0 group-hover:text-primary",
    "card-price": "mt-auto pt-2 text-sm text-slate-600",
    "card-amount": "text-lg font-extrabold text-slate-900",
    "heart-base": "inline-flex items-center justify-center gap-1.5 transition-colors focus-visible:outline-2 focus-visible:outline-primary",
    "heart-overlay": "heart-base relative z-[1] h-10 w-10 rounded-full bg-white/95 text-slate-700 shadow hover:text-rose-600",
    "heart-pill": "heart-base h-10 rounded-full border border-black/15 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-rose-300 hover:text-rose-700",
    "facet-option": "flex cursor-pointer items-center gap-2 py-0.5 text-sm",
    "facet-box": "h-4 w-4 accent-[var(--c-primary)]",
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
