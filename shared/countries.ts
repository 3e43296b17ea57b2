// The phone-country list forms offer (checkout, custom offers): dial codes and names in the page's language, Gulf first.
import { getCountries, getCountryCallingCode } from "libphonenumber-js/max";
import type { Locale } from "./locales.ts";
import { compareNames, countryName } from "./intl.ts";
import { GULF_COUNTRIES, type CountryChoice } from "./checkout-fields.ts";

const choices = new Map<Locale, CountryChoice[]>();

/** Every country libphonenumber-js knows, with its dial code and name in the page's language: Gulf first, then by name. */
export function countryChoices(locale: Locale): CountryChoice[] {
  let list = choices.get(locale);
  if (!list) {
    const all = getCountries().map((code) => ({
      code,
      name: countryName(code, locale),
      dial: `+${getCountryCallingCode(code)}`,
    }));
    const gulf = GULF_COUNTRIES.map((code) => all.find((c) => c.code === code)!);
    const rest = all
      .filter((c) => !(GULF_COUNTRIES as readonly string[]).includes(c.code))
      .sort((a, b) => compareNames(a.name, b.name, locale));
    list = [...gulf, ...rest];
    choices.set(locale, list);
  }
  return list;
}
