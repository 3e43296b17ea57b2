// The browser's wishlist: localStorage while signed out, the account's API while signed in, one change event for both.
import { signedInFromCookies } from "../../shared/account.ts";
import {
  WISHLIST_API,
  WISHLIST_BATCH_MAX,
  WISHLIST_MAX,
  WISHLIST_STORAGE_KEY,
  type WishlistIds,
} from "../../shared/wishlist.ts";

/** Fired on window after every change: the ids now saved, newest first. */
export const WISHLIST_CHANGE_EVENT = "wishlist:change";
export type WishlistChange = { ids: number[]; id?: number; saved?: boolean };

export function isSignedIn(): boolean {
  return signedInFromCookies(document.cookie);
}

/** The signed-out list, oldest first (as it was saved); anything unreadable counts as empty. */
export function localIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed)
      ? [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0))]
      : [];
  } catch {
    return [];
  }
}

function writeLocal(ids: number[]): void {
  if (ids.length) localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids.slice(-WISHLIST_MAX)));
  else localStorage.removeItem(WISHLIST_STORAGE_KEY);
}

/** The session ended while the page still carried the signed-in cookie (e.g. signed out in another tab). */
class SignedOut extends Error {}

async function call(path: string, init: RequestInit = {}): Promise<number[]> {
  const res = await fetch(WISHLIST_API + path, {
    credentials: "same-origin",
    ...init,
    headers: { accept: "application/json", ...init.headers },
  });
  if (res.status === 401) throw new SignedOut();
  if (!res.ok) throw new Error(`wishlist ${init.method ?? "GET"} ${path}: ${res.status}`);
  const answer = (await res.json()) as WishlistIds;
  if (answer.signedIn === false) throw new SignedOut();
  return answer.ids;
}

let known: Promise<number[]> | null = null;

function announce(change: WishlistChange): void {
  known = Promise.resolve(change.ids);
  window.dispatchEvent(new CustomEvent<WishlistChange>(WISHLIST_CHANGE_EVENT, { detail: change }));
}

/**
 * The saved ids, newest first. Signed in, the first call moves a locally kept list into the account (the first page
 * after signing in) and clears it; a failed move keeps the local list for the next page.
 */
export function savedIds(): Promise<number[]> {
  known ??= (async () => {
    if (!isSignedIn()) return localIds().reverse();
    const local = localIds();
    if (local.length) {
      try {
        const ids = await call("/merge", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ids: local.slice(-WISHLIST_BATCH_MAX) }),
        });
        writeLocal([]);
        return ids;
      } catch (error) {
        if (!(error instanceof SignedOut)) console.error(error);
      }
    }
    return call("/").catch((error) => (error instanceof SignedOut ? localIds().reverse() : Promise.reject(error)));
  })().catch((error) => {
    known = null;
    throw error;
  });
  return known;
}

/** Saves or removes one activity; resolves with the ids now saved, rejects when the account could not be updated. */
export async function setSaved(id: number, saved: boolean): Promise<number[]> {
  let ids: number[];
  if (isSignedIn()) {
    ids = await call(`/${id}`, { method: saved ? "PUT" : "DELETE" });
  } else {
    const rest = localIds().filter((other) => other !== id);
    writeLocal(saved ? [...rest, id] : rest);
    ids = localIds().reverse();
  }
  announce({ ids, id, saved });
  return ids;
}
