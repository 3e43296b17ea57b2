// The service worker (/sw.js, built by build/vite-service-worker.ts as its own import-free script). It keeps the
// app's shell for this build, the traveller's vouchers and "Your Booking" for offline use, and answers only those:
// - assets (/assets/*, /icons/*): from this build's cache, else the network (then kept: their names are hashed);
// - voucher pages and "Your Booking": the network first; an answer with Offline-Until is kept in PERSONAL_CACHE, one
//   without it deletes the copy; offline, the copy with its "saved on this phone" note (saved-mark.ts), else the
//   offline page;
// - sign-out: PERSONAL_CACHE is deleted.
// Every other request (browse pages, their payloads, the API, the console) is left to the browser: no respondWith.
import { OFFLINE_UNTIL_HEADER, PERSONAL_CACHE, type OfflineVoucherList } from "../../shared/offline.ts";
import { markSaved } from "./saved-mark.ts";
import { OFFLINE_PAGES, offlinePathFor, routeOf } from "./policy.ts";
import {
  EMPTY_INDEX,
  forget,
  isExpired,
  reconcile,
  referenceOf,
  remember,
  type OfflineIndex,
} from "./voucher-cache.ts";

/** Replaced at build time: this build's id (the entry script's hash) and the files to keep at install. */
declare const __SW_BUILD__: string;
declare const __SW_PRECACHE__: string;
const BUILD = __SW_BUILD__;
const PRECACHE = JSON.parse(__SW_PRECACHE__) as string[];

type Extendable = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvt = Extendable & { request: Request; respondWith(answer: Promise<Response>): void };
type MessageEvt = Extendable & { data: unknown };
type WindowClient = { postMessage(message: unknown): void };
type Scope = {
  location: Location;
  addEventListener(type: "install" | "activate", listener: (event: Extendable) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvt) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvt) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void>; matchAll(options?: { type?: string }): Promise<WindowClient[]> };
};
const sw = self as unknown as Scope;
const ORIGIN = sw.location.origin;
const SHELL = `shell-${BUILD}`;
const INDEX_KEY = "/__offline-index";
const SAVED_AT = "x-saved-at";
const SYNC_API = "/api/account/offline-vouchers";

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL);
      await shell.addAll(PRECACHE);
      // The offline pages hold nothing personal: fetched without cookies.
      await Promise.all(
        OFFLINE_PAGES.map(async (path) => {
          const res = await fetch(path, { credentials: "omit", cache: "no-store" });
          if (res.ok) await shell.put(path, res);
        }),
      );
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith("shell-") && name !== SHELL) await caches.delete(name);
      await sw.clients.claim();
      // Kept pages name the old build's files: renew them (and drop what is no longer listed).
      await syncVouchers().catch(() => undefined);
    })(),
  );
});

sw.addEventListener("message", (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === "sync") event.waitUntil(syncVouchers().catch(() => undefined));
});

sw.addEventListener("fetch", (event) => {
  const { request } = event;
  const route = routeOf(request, ORIGIN);
  if (route === null) return;
  if (route === "sign-out") {
    event.waitUntil(forgetPersonal());
    return;
  }
  if (route === "asset") {
    event.respondWith(asset(request));
    return;
  }
  event.respondWith(personalPage(event, route));
});

async function asset(request: Request): Promise<Response> {
  const shell = await caches.open(SHELL);
  const hit = await shell.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok && res.type === "basic") await shell.put(request, res.clone());
  return res;
}

async function personalPage(event: FetchEvt, route: "voucher" | "bookings"): Promise<Response> {
  const url = new URL(event.request.url);
  let res: Response;
  try {
    res = await fetch(event.request);
  } catch {
    return fromPhone(url.pathname);
  }
  // Opened by its emailed key, it is the link's; otherwise the session's owner's (and the account's list names it).
  if (route === "voucher")
    event.waitUntil(keepVoucher(url, res.clone(), url.searchParams.has("key") ? "link" : "account"));
  else {
    event.waitUntil(
      (async () => {
        await keepBookings(url.pathname, res.clone());
        await syncVouchers();
      })().catch(() => undefined),
    );
  }
  return res;
}

/** The kept copy of a page, marked as saved; the offline page when there is none (or it has expired). */
async function fromPhone(path: string): Promise<Response> {
  const personal = await caches.open(PERSONAL_CACHE);
  const kept = await personal.match(path);
  const index = await readIndex(personal);
  const entry = index.vouchers[referenceOf(path)];
  const expired = path.includes("/vouchers/") && (!entry || isExpired(entry, new Date()));
  if (kept && !expired) {
    const savedAt = new Date(kept.headers.get(SAVED_AT) ?? Date.now());
    const headers = new Headers(kept.headers);
    headers.delete("content-length");
    return new Response(markSaved(await kept.text(), savedAt), { status: kept.status, headers });
  }
  const offline = await (await caches.open(SHELL)).match(offlinePathFor(path));
  return offline ?? new Response("Offline", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** A copy of `res` with the time it was kept. The whole answer is kept: its CSP nonce matches its HTML's. */
async function stamped(res: Response, savedAt: string): Promise<Response> {
  const headers = new Headers(res.headers);
  headers.set(SAVED_AT, savedAt);
  return new Response(await res.blob(), { status: res.status, headers });
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every earlier one: the index is read, changed and written by one at a time. */
function serial<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** Keeps or deletes a voucher page after a network answer, by its Offline-Until header. */
function keepVoucher(url: URL, res: Response, via: "account" | "link"): Promise<void> {
  return serial(() => keepVoucherNow(url, res, via));
}

async function keepVoucherNow(url: URL, res: Response, via: "account" | "link"): Promise<void> {
  const personal = await caches.open(PERSONAL_CACHE);
  const path = url.pathname;
  const reference = referenceOf(path);
  const until = res.ok && res.type === "basic" ? res.headers.get(OFFLINE_UNTIL_HEADER) : null;
  let index = await readIndex(personal);
  if (until) {
    const savedAt = new Date().toISOString();
    await personal.put(path, await stamped(res, savedAt));
    index = remember(index, reference, { path, until, savedAt, via });
  } else {
    await personal.delete(path);
    const entry = index.vouchers[reference];
    if (entry) {
      for (const other of entry.paths) await personal.delete(other);
      index = forget(index, reference);
    }
  }
  await writeIndex(personal, index);
}

/** "Your Booking" is kept while it answers as itself (signed in); a redirect (signed out) deletes the copy. */
async function keepBookings(path: string, res: Response): Promise<void> {
  const personal = await caches.open(PERSONAL_CACHE);
  if (res.ok && res.type === "basic" && !res.redirected)
    await personal.put(path, await stamped(res, new Date().toISOString()));
  else await personal.delete(path);
}

let syncing: Promise<void> | null = null;

/** Renews the account's vouchers in both languages and drops what the list no longer names. One at a time. */
function syncVouchers(): Promise<void> {
  syncing ??= runSync().finally(() => {
    syncing = null;
  });
  return syncing;
}

async function runSync(): Promise<void> {
  const res = await fetch(SYNC_API, { cache: "no-store", credentials: "same-origin" });
  if (res.status === 401) {
    await forgetPersonal();
    return;
  }
  if (!res.ok) return;
  const list = (await res.json()) as OfflineVoucherList;
  await serial(async () => {
    const before = await readIndex(await caches.open(PERSONAL_CACHE));
    // Another person signed in on this phone: nothing of the first stays.
    if (before.account !== null && before.account !== list.account) await forgetPersonal();
    const start = before.account === list.account ? before : EMPTY_INDEX;
    const { index, deletePaths } = reconcile(start, list, new Date());
    const personal = await caches.open(PERSONAL_CACHE);
    for (const path of deletePaths) await personal.delete(path);
    await writeIndex(personal, index);
  });
  for (const voucher of list.vouchers) {
    for (const path of voucher.paths) {
      const page = await fetch(path, { credentials: "same-origin", cache: "no-store" }).catch(() => null);
      if (page) await keepVoucher(new URL(path, ORIGIN), page, "account");
    }
  }
  const references = Object.keys((await readIndex(await caches.open(PERSONAL_CACHE))).vouchers);
  for (const client of await sw.clients.matchAll({ type: "window" })) {
    client.postMessage({ type: "vouchers-synced", references });
  }
}

async function forgetPersonal(): Promise<void> {
  await caches.delete(PERSONAL_CACHE);
}

async function readIndex(personal: Cache): Promise<OfflineIndex> {
  const res = await personal.match(INDEX_KEY);
  if (!res) return EMPTY_INDEX;
  try {
    return (await res.json()) as OfflineIndex;
  } catch {
    return EMPTY_INDEX;
  }
}

async function writeIndex(personal: Cache, index: OfflineIndex): Promise<void> {
  await personal.put(
    INDEX_KEY,
    new Response(JSON.stringify(index), { headers: { "Content-Type": "application/json" } }),
  );
}
