// Which requests the service worker answers (client/sw/sw.ts), and nothing else: a browse page, its `_payload.json`,
// the API and the console go to the network as if there were no service worker, so a browse page is never older than
// the edge cache allows. Pure, tested in tests/worker/service-worker.test.ts.

export type SwRoute = "voucher" | "bookings" | "asset" | "sign-out" | null;

/** What routeOf reads of a request (a Request has all of it). */
export type RequestFacts = { method: string; url: string; mode: string };

const VOUCHER = /^\/(?:ar\/)?vouchers\/RB-[0-9A-HJKMNP-TV-Z]{8}$/;
const BOOKINGS = /^\/(?:ar\/)?invoices$/;
const ASSET = /^\/(?:assets|icons)\/[^/]+$/;
const SIGN_OUT = /^\/(?:ar\/)?auth\/sign-out$/;

export function routeOf(request: RequestFacts, origin: string): SwRoute {
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (request.method === "POST") return SIGN_OUT.test(path) ? "sign-out" : null;
  if (request.method !== "GET") return null;
  if (ASSET.test(path)) return "asset";
  if (request.mode !== "navigate") return null;
  if (VOUCHER.test(path)) return "voucher";
  if (BOOKINGS.test(path)) return "bookings";
  return null;
}

/** The offline page in the language of `path` (precached). */
export function offlinePathFor(path: string): string {
  return path === "/ar" || path.startsWith("/ar/") ? "/ar/offline" : "/offline";
}

/** The pages the service worker keeps at install, besides the build's files. */
export const OFFLINE_PAGES = ["/offline", "/ar/offline"];
