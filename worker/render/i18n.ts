// One i18next instance per locale for server rendering, created once per isolate.
import type { i18n } from "i18next";
import { createI18n } from "../../client/i18n/index.ts";
import type { Locale } from "../../shared/locales.ts";
import en from "../../client/i18n/en.json";
import ar from "../../client/i18n/ar.json";
import { opsStrings } from "../../client/i18n/ops/index.ts";

// The operations console's strings join the table under "ops" (client/i18n/ops/): only the server renders them.
const instances: Record<Locale, i18n> = {
  en: createI18n("en", { ...en, ops: opsStrings("en") }),
  ar: createI18n("ar", { ...ar, ops: opsStrings("ar") }),
};

export function serverI18n(locale: Locale): i18n {
  return instances[locale];
}
