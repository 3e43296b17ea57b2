// Link to the same page in the other locale (works without JavaScript).
import { useTranslation } from "../../i18n/use-translation.ts";
import { localePath, otherLocale, LOCALE_INFO } from "../../../shared/locales.ts";
import { safeLocation } from "../../../shared/safe-location.ts";
import { usePageContext } from "../page-context.tsx";

export function LanguageSwitch() {
  const { locale, routePath, search } = usePageContext();
  const { t } = useTranslation();
  const target = otherLocale(locale);
  return (
    <a
      href={safeLocation(localePath(target, routePath) + search)}
      hrefLang={target}
      lang={target}
      aria-label={t("header.switchToLabel")}
      data-testid="language-switch"
      className="whitespace-nowrap rounded-md px-2 py-1 text-sm font-semibold hover:bg-black/5"
    >
      {LOCALE_INFO[target].name}
    </a>
  );
}
