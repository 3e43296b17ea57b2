// Serves anonymous browse pages from the Workers Cache API, with stale-while-revalidate and this request's CSP nonce.
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";
import { cacheVersion } from "../services/cache-version.ts";
import { hasPersonalCookie, isBrowsePath, keyedQuery } from "../routing/cacheable.ts";

export const EDGE_CACHE_HEADER = "X-Edge-Cache";
/** When the stored copy was made (ms since the epoch): the Cache API has no stale-while-revalidate of its own. */
const STORED_AT = "X-Edge-Stored-At";
/** The CSP nonce the stored copy was rendered with, replaced by each request's own on the way out. */
const STORED_NONCE = "X-Edge-Nonce";
/** The browser-facing Cache-Control of the page, kept aside while the stored copy carries the cache's own. */
const PAGE_CACHE_CONTROL = "X-Edge-Page-Cache-Control";
/** A page is served as is for FRESH_SECONDS; after that it is served once more and refreshed behind the response. */
export const FRESH_SECONDS = 60;
/** Past this age a stored page is not served at all (the Cache API drops it). */
export const MAX_STALE_SECONDS = 24 * 60 * 60;
const STORABLE_TYPES = /^(text\/html|application\/json|application\/xml)/;

/** Requests made by a background refresh: they skip the lookup and store what they render. */
const refreshes = new WeakSet<Request>();

type Status = "HIT" | "STALE" | "MISS" | "BYPASS";

function mark(res: Response, status: Status): Response {
  res.headers.set(EDGE_CACHE_HEADER, status);
  return res;
}

async function keyFor(c: Context<AppEnv>): Promise<{ key: Request; complete: boolean }> {
  const url = new URL(c.req.url);
  const { query, complete } = keyedQuery(url.searchParams);
  const version = await cacheVersion(c.env.SITE);
  // Locale is in the path (/ar); the currency comes from the cookie or the site's default (middleware/site.ts).
  const key = `https://edge-cache.invalid/${encodeURIComponent(version)}/${encodeURIComponent(url.hostname)}/${c.get("currency")}${url.pathname}?${query}`;
  return { key: new Request(key), complete };
}

function storable(res: Response): boolean {
  const control = res.headers.get("Cache-Control") ?? "";
  return res.status === 200 && STORABLE_TYPES.test(res.headers.get("Content-Type") ?? "") && !res.headers.has("Set-Cookie") && !/private|no-store/i.test(control);
}

/** The copy kept in the cache: the page's own headers minus per-request ones, with the cache's lifetime. */
function toStore(res: Response, now: number, nonce: string | undefined): Response {
  const headers = new Headers(res.headers);
  for (const name of ["Content-Security-Policy", "Set-Cookie", "X-Request-Id", EDGE_CACHE_HEADER]) headers.delete(name);
  const pageControl = res.headers.get("Cache-Control");
  if (pageControl) headers.set(PAGE_CACHE_CONTROL, pageControl);
  headers.set("Cache-Control", `public, max-age=${MAX_STALE_SECONDS}`);
  headers.set(STORED_AT, String(now));
  if (nonce) headers.set(STORED_NONCE, nonce);
  return new Response(res.body, { status: res.status, headers });
}

/** Overwrites every `nonce="<from>"` in the bytes with `to` (same length: both are 16 random bytes in base64). */
function replaceNonce(bytes: Uint8Array, from: string, to: string): void {
  const encoder = new TextEncoder();
  const needle = encoder.encode(`nonce="${from}"`);
  const replacement = encoder.encode(to);
  const offset = 'nonce="'.length;
  const first = needle[0];
  outer: for (let i = bytes.indexOf(first); i !== -1 && i <= bytes.length - needle.length; i = bytes.indexOf(first, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    bytes.set(replacement, i + offset);
  }
}

/**
 * A stored copy made ready for this request: its page headers back, and the render's nonce replaced by this
 * request's wherever it appears (only in nonce attributes: it was random and unknown when the page was rendered).
 * Patched in the bytes: HTMLRewriter did the same at about half the throughput. Null for an HTML copy that does not
 * say which nonce it carries (it cannot be served with a valid CSP).
 */
async function fromStore(stored: Response, nonce: string | undefined): Promise<Response | null> {
  const headers = new Headers(stored.headers);
  headers.delete("Cache-Control");
  const pageControl = headers.get(PAGE_CACHE_CONTROL);
  if (pageControl) headers.set("Cache-Control", pageControl);
  const renderedWith = headers.get(STORED_NONCE);
  for (const name of [PAGE_CACHE_CONTROL, STORED_AT, STORED_NONCE, "Age", "CF-Cache-Status", "Expires", "Last-Modified", "ETag"]) headers.delete(name);
  if (!(headers.get("Content-Type") ?? "").startsWith("text/html")) return new Response(stored.body, { status: stored.status, headers });
  if (!nonce || !renderedWith || renderedWith.length !== nonce.length) return null;
  const buffer = await stored.arrayBuffer();
  replaceNonce(new Uint8Array(buffer), renderedWith, nonce);
  return new Response(buffer, { status: stored.status, headers });
}

/** `render` runs the whole app for a request (index.ts passes `app.fetch`): the background refresh goes through it. */
export function edgeCache(render: (request: Request, c: Context<AppEnv>) => Response | Promise<Response>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const personal = hasPersonalCookie(c.req.header("cookie"));
    if (c.req.method !== "GET" || personal || !isBrowsePath(c.get("routePath"))) {
      await next();
      mark(c.res, "BYPASS");
      return;
    }
    // workers-types' CacheStorage has `default`; the DOM lib in tsconfig hides it.
    const cache = (caches as unknown as { default: Cache }).default;
    const { key, complete } = await keyFor(c);
    const refreshing = refreshes.has(c.req.raw);
    if (!refreshing) {
      const match = await cache.match(key);
      const ready = match ? await fromStore(match, c.get("secureHeadersNonce")) : null;
      if (match && ready) {
        const age = (Date.now() - Number(match.headers.get(STORED_AT) ?? 0)) / 1000;
        const stale = !(age < FRESH_SECONDS);
        if (stale) {
          const again = new Request(c.req.url, { headers: c.req.raw.headers });
          refreshes.add(again);
          c.executionCtx.waitUntil(Promise.resolve(render(again, c)).then((r) => r.body?.cancel()));
        }
        const served = mark(ready, stale ? "STALE" : "HIT");
        // newResponse keeps the headers earlier middleware set for this request (its X-Request-Id).
        return c.newResponse(served.body, served);
      }
    }
    await next();
    // A URL with parameters the page does not read is answered, but only a URL that is exactly its key is stored,
    // so what is stored never carries a visitor's own extra parameters (the language link repeats the query).
    if (complete && storable(c.res)) {
      const [forVisitor, forCache] = c.res.body ? c.res.body.tee() : [null, null];
      const now = Date.now();
      const copy = new Response(forCache, c.res);
      c.executionCtx.waitUntil(cache.put(key, toStore(copy, now, c.get("secureHeadersNonce"))));
      c.res = new Response(forVisitor, c.res);
    }
    mark(c.res, "MISS");
  };
}
