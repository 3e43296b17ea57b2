// What the voucher pages, the offline-vouchers API and the service worker agree on (docs/decisions/023-travel-documents.md).
import { addDays, departureStart } from "./dates.ts";
import type { Stay } from "./stay.ts";

/** Response header on a voucher page that may be kept on the phone, with the ISO instant it expires. */
export const OFFLINE_UNTIL_HEADER = "Offline-Until";
/** The attribute value the voucher page renders on its hidden "saved on this phone" note; the SW replaces it. */
export const SAVED_MARK = "__OFFLINE__";
/** The service worker's cache of personal pages (vouchers, "Your Booking"); deleted at sign-out. */
export const PERSONAL_CACHE = "personal-v1";
/** Vouchers the service worker keeps at most. */
export const OFFLINE_VOUCHER_LIMIT = 20;

/** GET /api/account/offline-vouchers: the signed-in account's upcoming, confirmed vouchers. */
export type OfflineVoucherList = {
  /** A stable, non-reversible tag of the account (so a second account on one phone replaces the first's copies). */
  account: string;
  vouchers: { reference: string; paths: string[]; until: string }[];
};

/**
 * Until when a voucher may be kept offline: the end of the day after the activity (for a stay, after its last day),
 * at midnight in the activity's time zone.
 */
export function offlineUntil(date: string, stay: Stay | null | undefined, timeZone: string): Date {
  const lastDay = stay ? stay.endDate : date;
  return departureStart(addDays(lastDay, 2), "00:00", timeZone);
}
