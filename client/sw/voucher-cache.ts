// The service worker's index of the vouchers it keeps (client/sw/sw.ts), and the rules for what stays: a voucher
// stays while the account's list names it and its time has not passed; a voucher kept from an emailed link stays
// until its time; another account's sync replaces everything. Pure, tested in tests/worker/service-worker.test.ts.
import type { OfflineVoucherList } from "../../shared/offline.ts";

export type KeptVoucher = {
  /** Its pages as kept (both languages for an account's voucher; the visited one for a link's). */
  paths: string[];
  /** ISO instant after which it is deleted (the Offline-Until header). */
  until: string;
  /** ISO instant of the copy. */
  savedAt: string;
  /** Listed by the account's sync, or kept from a visit (an emailed link). */
  via: "account" | "link";
};

export type OfflineIndex = { account: string | null; vouchers: Record<string, KeptVoucher> };

export const EMPTY_INDEX: OfflineIndex = { account: null, vouchers: {} };

/**
 * What stays after a sync that returned `list` at `now`, and the pages to delete: every voucher of another account,
 * every account voucher the list no longer names (cancelled, past, or beyond the limit), every expired one.
 */
export function reconcile(
  index: OfflineIndex,
  list: OfflineVoucherList,
  now: Date,
): { index: OfflineIndex; dropped: string[]; deletePaths: string[] } {
  const listed = new Set(list.vouchers.map((v) => v.reference));
  const sameAccount = index.account === null || index.account === list.account;
  const kept: Record<string, KeptVoucher> = {};
  const dropped: string[] = [];
  for (const [reference, entry] of Object.entries(index.vouchers)) {
    const stays = sameAccount && !isExpired(entry, now) && (entry.via === "link" || listed.has(reference));
    if (stays) kept[reference] = entry;
    else dropped.push(reference);
  }
  const deletePaths = dropped.flatMap((reference) => index.vouchers[reference].paths);
  return { index: { account: list.account, vouchers: kept }, dropped, deletePaths };
}

export function isExpired(entry: Pick<KeptVoucher, "until">, now: Date): boolean {
  const until = Date.parse(entry.until);
  return !(until > now.getTime());
}

/** The index with `reference` kept (or its copy renewed) at `path`. */
export function remember(
  index: OfflineIndex,
  reference: string,
  entry: { path: string; until: string; savedAt: string; via: KeptVoucher["via"] },
): OfflineIndex {
  const before = index.vouchers[reference];
  const paths = before ? [...new Set([...before.paths, entry.path])] : [entry.path];
  const via = before?.via === "account" ? "account" : entry.via;
  return {
    ...index,
    vouchers: { ...index.vouchers, [reference]: { paths, until: entry.until, savedAt: entry.savedAt, via } },
  };
}

/** The index without `reference`. */
export function forget(index: OfflineIndex, reference: string): OfflineIndex {
  const { [reference]: _gone, ...vouchers } = index.vouchers;
  return { ...index, vouchers };
}

/** The reference of a voucher path ("/ar/vouchers/RB-…" → "RB-…"). */
export function referenceOf(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
