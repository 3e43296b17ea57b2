// Which vouchers a phone may keep offline for an account: its confirmed items whose offline time (shared/offline.ts)
// has not passed, at most OFFLINE_VOUCHER_LIMIT, each with its English and Arabic path.
import { addDays, timeZoneOfCountry, todayInGulf } from "../../shared/dates.ts";
import { localePath, LOCALES } from "../../shared/locales.ts";
import { OFFLINE_VOUCHER_LIMIT, offlineUntil, type OfflineVoucherList } from "../../shared/offline.ts";
import { MAX_STAY_UNITS, stayOf } from "../../shared/stay.ts";
import { confirmedItemsOf } from "../db/offline-vouchers.ts";

/** A stable tag of the account that does not reveal its id: the first 16 hex digits of SHA-256(userId). */
export async function accountTag(userId: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(userId)));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function offlineVoucherList(db: D1Database, userId: string, now: Date): Promise<OfflineVoucherList> {
  // A stay that began up to MAX_STAY_UNITS days ago may still be running; a day of margin for time zones.
  const from = addDays(todayInGulf(now), -(MAX_STAY_UNITS + 2));
  const rows = await confirmedItemsOf(db, userId, from, OFFLINE_VOUCHER_LIMIT * 4);
  const vouchers = rows
    .map((r) => ({
      reference: r.reference,
      paths: LOCALES.map((l) => localePath(l, `/vouchers/${r.reference}`)),
      until: offlineUntil(r.date, stayOf(r.date, r.units, r.pricingUnit), timeZoneOfCountry(r.countryCode)),
    }))
    .filter((v) => v.until.getTime() > now.getTime())
    .slice(0, OFFLINE_VOUCHER_LIMIT)
    .map((v) => ({ ...v, until: v.until.toISOString() }));
  return { account: await accountTag(userId), vouchers };
}
