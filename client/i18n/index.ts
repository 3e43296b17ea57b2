// Creates an i18next instance for one locale: the server keeps one per locale (worker/render/i18n.ts). The browser
// has no i18next: its islands read the same tables through client/i18n/translate.ts, which answers as these options do.
import i18next, { type i18n, type Resource } from "i18next";
import type { Locale } from "../../shared/locales.ts";
import { formatNumber, formatPercent } from "../../shared/intl.ts";

export function createI18n(locale: Locale, translation: Record<string, unknown>): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = { [locale]: { translation } };
  instance.init({
    lng: locale,
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  } as Parameters<i18n["init"]>[0]);
  // "{{percent, percent}}" and "{{n, number}}" go through lib/intl.ts (Latin digits and sign), not i18next's own
  // Intl formatters, which would take the bare language ("ar") and its Arabic-Indic digits.
  instance.services.formatter?.add("percent", (value) => formatPercent(Number(value), locale));
  instance.services.formatter?.add("number", (value, _lng, options: Intl.NumberFormatOptions) =>
    formatNumber(Number(value), locale, {
      minimumFractionDigits: options.minimumFractionDigits,
      maximumFractionDigits: options.maximumFractionDigits,
    }),
  );
  return instance;
}
