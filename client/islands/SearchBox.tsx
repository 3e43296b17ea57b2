// The search box: a GET form that works without JavaScript, enhanced into an accessible combobox that suggests
// cities and activities as you type (debounced), operable by keyboard; Enter opens the results page. On the home hero
// it also asks "when" (date and party), which the results page then filters by.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { localePath, type Locale } from "../../shared/locales.ts";
import { searchPath } from "../../shared/search-filters.ts";
import { activityPath, cityPath } from "../../shared/paths.ts";
import type { LayoutType } from "../../shared/site-config.ts";
import type { Suggestion } from "../../shared/catalogue.ts";
import { PinIcon, TicketIcon } from "../components/icons/island-icons.tsx";
import { WhenFields, emptyDraft } from "../components/catalogue/WhenFields.tsx";
import { parseWhen, whenQuery } from "../../shared/when.ts";

export type SearchBoxProps = {
  locale: Locale;
  layout: LayoutType;
  size: "normal" | "large";
  defaultValue: string;
  id: string;
  /** Shows the date and party fields, within these days. */
  whenBounds?: { min: string; max: string };
};

const DEBOUNCE_MS = 150;

function suggestionHref(s: Suggestion, locale: Locale, layout: LayoutType): string {
  return s.kind === "city" ? cityPath(locale, s.slug) : activityPath(locale, layout, s.citySlug, s.slug);
}

export default function SearchBox({ locale, layout, size, defaultValue, id, whenBounds }: SearchBoxProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState(defaultValue);
  const [draft, setDraft] = useState(() => emptyDraft(null));
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false); // suggest only once the visitor types, not for a prefilled query
  const asked = useRef(0); // requests sent
  const shown = useRef(0); // the request whose answer is shown
  const lastAsked = useRef(0); // when the last request was sent (ms)
  const listId = `${id}-listbox`;
  const large = size === "large";

  useEffect(() => {
    const q = query.trim();
    if (!typed) return;
    if (q.length < 2) {
      setItems([]);
      return;
    }
    const ask = async () => {
      // Throttled, not only debounced: the first keystroke after a pause asks at once, later ones once typing
      // pauses. Answers may cross: only one newer than what is shown replaces it.
      const seq = ++asked.current;
      lastAsked.current = Date.now();
      try {
        // A trailing space tells the server the last word is finished, so it is not matched as a prefix.
        const sent = query.trimStart();
        const res = await fetch(`/api/search/suggest?q=${encodeURIComponent(sent)}&locale=${locale}`);
        if (!res.ok) return;
        const data = (await res.json()) as { suggestions: Suggestion[] };
        if (seq < shown.current) return;
        shown.current = seq;
        setItems(data.suggestions);
        setActive(-1);
        setOpen(true);
      } catch {
        /* offline: keep the old list */
      }
    };
    if (Date.now() - lastAsked.current > DEBOUNCE_MS) {
      void ask();
      return;
    }
    const timer = setTimeout(() => void ask(), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, locale, typed]);

  const go = (href: string) => location.assign(href);

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && items.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === "ArrowUp" && items.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      go(suggestionHref(items[active], locale, layout));
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet in every browser the Gulf uses; role="search" is the same landmark
    <form
      action={localePath(locale, "/search")}
      method="get"
      role="search"
      className="w-full"
      onSubmit={(event) => {
        const when = whenBounds
          ? parseWhen(
              new URLSearchParams({ date: draft.from, to: draft.to, guests: String(draft.guests) }),
              whenBounds.min,
            )
          : null;
        // No text but a date: the plain form goes on to /search, which sends it to every experience on that date.
        if (!query.trim() && when) return;
        event.preventDefault();
        if (query.trim()) go(searchPath(locale, query) + whenQuery(when));
      }}
    >
      <div className="relative flex w-full rounded-full bg-white text-slate-900 shadow-lg ring-1 ring-black/10">
        <label className="sr-only" htmlFor={id}>
          {t("search.label")}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          required={!whenBounds}
          maxLength={200}
          autoComplete="off"
          role="combobox"
          aria-expanded={open && items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          value={query}
          onChange={(e) => {
            setTyped(true);
            setQuery(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => items.length && setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          placeholder={t("search.placeholder")}
          className={`min-w-0 flex-1 rounded-s-full bg-transparent px-5 outline-none ${large ? "py-4 text-lg" : "py-2 text-sm"}`}
        />
        <button
          type="submit"
          className={`rounded-e-full bg-accent font-bold text-black hover:brightness-95 ${large ? "px-7" : "px-4 text-sm"}`}
        >
          {t("search.submit")}
        </button>
        <ul
          id={listId}
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA 1.2 combobox pattern: a listbox the input controls
          role="listbox"
          aria-label={t("search.suggestions")}
          hidden={!open || items.length === 0}
          className="absolute inset-x-0 top-full z-30 mt-2 max-h-96 overflow-auto rounded-2xl bg-white py-2 text-start shadow-xl ring-1 ring-black/10"
        >
          {items.map((item, i) => (
            // biome-ignore lint/a11y/useFocusableInteractive: an option of the combobox: focus stays in the input (aria-activedescendant)
            <li
              key={`${item.kind}-${item.slug}`}
              id={`${id}-option-${i}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: as above, an option of the listbox
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                go(suggestionHref(item, locale, layout));
              }}
              onMouseEnter={() => setActive(i)}
              className={`flex cursor-pointer items-center gap-3 px-4 py-2 ${i === active ? "bg-primary/10" : ""}`}
            >
              <span className="shrink-0 text-slate-500">{item.kind === "city" ? <PinIcon /> : <TicketIcon />}</span>
              <span className="flex flex-col">
                <span className="font-medium">{item.title}</span>
                <span className="text-xs text-slate-500">
                  {item.kind === "city" ? t("search.kindCity") : item.cityName}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      {whenBounds && (
        <div className="mt-3">
          <WhenFields idPrefix={`${id}-when`} bounds={whenBounds} value={draft} onChange={setDraft} tone="light" />
        </div>
      )}
    </form>
  );
}
