// The operations console's strings (issue 30), one file per section with both languages side by side; the server
// adds them to its string table under "ops.<section>". The console renders on the server only, and its one island
// (the check-in scanner) gets its strings with its props, so none of this reaches a traveller's browser.
import type { Locale } from "../../../shared/locales.ts";
import shell from "./shell.json";
import inbox from "./inbox.json";
import bookings from "./bookings.json";
import departures from "./departures.json";
import availability from "./availability.json";
import offers from "./offers.json";
import marketing from "./marketing.json";
import staff from "./staff.json";
import audit from "./audit.json";

type Both = { en: Record<string, unknown>; ar: Record<string, unknown> };
const SECTIONS: Record<string, Both> = {
  shell,
  inbox,
  bookings,
  departures,
  availability,
  offers,
  marketing,
  staff,
  audit,
};

/** Every section's strings in one locale: `{ shell: {...}, inbox: {...}, ... }`. */
export function opsStrings(locale: Locale): Record<string, unknown> {
  return Object.fromEntries(Object.entries(SECTIONS).map(([name, both]) => [name, both[locale]]));
}

/** Both locales of every section, for the test that checks each key exists in English and Arabic. */
export const OPS_SECTIONS_STRINGS: Readonly<Record<string, Both>> = SECTIONS;
