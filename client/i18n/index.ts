// Creates an i18next instance for one locale; the server keeps one per locale, the browser one per page.
import i18next, { type i18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Locale } from "../lib/locales.ts";

export function createI18n(locale: Locale, translation: Record<string, unknown>): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = { [locale]: { translation } };
  instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  } as Parameters<i18n["init"]>[0]);
  return instance;
}
