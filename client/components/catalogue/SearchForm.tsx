// The search box: a plain GET form to /search that works without JavaScript.
import { useTranslation } from "react-i18next";
import { usePageContext } from "../page-context.tsx";
import { localePath } from "../../lib/locales.ts";

export function SearchForm({ size = "normal", defaultValue = "" }: { size?: "normal" | "large"; defaultValue?: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const large = size === "large";
  return (
    <form action={localePath(locale, "/search")} method="get" role="search" className="flex w-full overflow-hidden rounded-full bg-white text-slate-900 shadow-lg">
      <label className="sr-only" htmlFor={`search-${size}`}>
        {t("search.label")}
      </label>
      <input
        id={`search-${size}`}
        name="q"
        type="search"
        required
        maxLength={200}
        defaultValue={defaultValue}
        placeholder={t("search.placeholder")}
        className={`min-w-0 flex-1 bg-transparent px-5 outline-none ${large ? "py-4 text-lg" : "py-2"}`}
      />
      <button type="submit" className={`bg-accent font-bold text-black hover:brightness-95 ${large ? "px-7" : "px-4"}`}>
        {t("search.submit")}
      </button>
    </form>
  );
}
