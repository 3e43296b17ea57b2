// Serves anonymous browse pages from this isolate's memory or the Workers Cache API, with stale-while-revalidate and
// this request's CSP nonce; while the database is down, any stored copy of a browse page is served (stale-if-error).
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../env.ts";
import { cacheVersion } from "../db/cache-version.ts";
import { BUILD_ID } from "../render/assets.ts";
import { hasPersonalCookie, isBrowsePath, keyedQuery } from "../routing/cacheable.ts";
import { readBriefRowsAfresh } from "../db/batch.ts";
import { isDatabaseUnavailable } from "../services/database-errors.ts";
import {
  RecentPages,
  fromCacheResponse,
  servable,
  storedFromRender,
  toCacheResponse,
  type ServedPage,
  type StoredPage,
} from "./stored-page.ts";

export const EDGE_CACHE_HEADER = "X-Edge-Cache";
/** A page is served as is for FRESH_SECONDS; after that it is served once more and refreshed behind the response. */
export const FRESH_SECONDS = 60;
/** Past this age a stored page is not served while the page can be rendered. */
export const MAX_STALE_SECONDS = 24 * 60 * 60;
/** How long the Cache API keeps a copy: past MAX_STALE_SECONDS it is served only when rendering fails (D1 down). */
export const STALE_IF_ERROR_SECONDS = 7 * 24 * 60 * 60;
/** What this isolate keeps of the pages it serves, in front of the Cache API (an isolate has 128 MB). */
const RECENT_BYTES = 16 * 1024 * 1024;
const STORABLE_TYPES = /^(text\/html|application\/json|application\/xml)/;

/** Requests made by a background refresh: they skip the lookup and store what they render. */
const refreshes = new WeakSet<Request>();
const recent = new RecentPages(RECENT_BYTES);

type Status = "HIT" | "STALE" | "MISS" | "BYPASS";

function mark(res: Response, status: Status): Response {
  res.headers.set(EDGE_CACHE_HEADER, status);
  return res;
}

/** A stored page for this request, with the headers earlier middleware set for it (its X-Request-Id) and its status. */
function serve(c: Context<AppEnv>, page: ServedPage, status: Status): Response {
  const headers = new Headers(page.headers);
  headers.set(EDGE_CACHE_HEADER, status);
  return c.newResponse(page.body, { status: page.status as ContentfulStatusCode, headers });
}

async function keyFor(c: Context<AppEnv>): Promise<{ key: string; complete: boolean }> {
  const url = new URL(c.req.url);
  const { query, complete } = keyedQuery(url.searchParams);
  const version = await cacheVersion(c.env.SITE);
  // Locale is in the path (/ar); the currency comes from the cookie or the site's default (middleware/site.ts). The
  // build is in the key: a page cached before a deploy names the old build's hashed files, which are gone after it.
  const key = `https://edge-cache.invalid/${BUILD_ID}/${encodeURIComponent(version)}/${encodeURIComponent(url.hostname)}/${c.get("currency")}${url.pathname}?${query}`;
  return { key, complete };
}

function storable(res: Response): boolean {
  const control = res.headers.get("Cache-Control") ?? "";
  return (
    res.status === 200 &&
    STORABLE_TYPES.test(res.headers.get("Content-Type") ?? "") &&
    !res.headers.has("Set-Cookie") &&
    !/private|no-store/i.test(control)
  );
}

/** The stored page for `key` no older than `maxAgeSeconds`: this isolate's copy, else the location's (then kept here too). */
async function lookup(
  cache: Cache,
  key: string,
  now: number,
  maxAgeSeconds = MAX_STALE_SECONDS,
): Promise<StoredPage | null> {
  const fresh = (page: StoredPage) => now - page.storedAt < maxAgeSeconds * 1000;
  const mine = recent.get(key);
  if (mine && fresh(mine)) return mine;
  const match = await cache.match(key);
  if (!match) return null;
  const page = await fromCacheResponse(match);
  if (!fresh(page)) return null;
  recent.set(key, page);
  return page;
}

/** Reads the rendered page once it has streamed to the visitor, and keeps it here and in the location's cache. */
async function store(
  cache: Cache,
  key: string,
  res: Response,
  body: ReadableStream,
  nonce: string | undefined,
): Promise<void> {
  const storedAt = Date.now();
  const page = storedFromRender(res, new Uint8Array(await new Response(body).arrayBuffer()), storedAt, nonce ?? null);
  recent.set(key, page);
  await cache.put(key, toCacheResponse(page, STALE_IF_ERROR_SECONDS));
}

/**
 * The render failed because the database is down: any stored copy of this page (up to STALE_IF_ERROR_SECONDS old,
 * whoever asks: browse pages hold nothing personal) is better than an error page. It replaces the error page outright
 * (Hono would carry the error's Retry-After and no-store onto it). False when there is no copy.
 */
async function servedStaleIfError(c: Context<AppEnv>, cache: Cache): Promise<boolean> {
  if (c.req.method !== "GET" || !c.error || !isDatabaseUnavailable(c.error) || !isBrowsePath(c.get("routePath")))
    return false;
  const page = await lookup(cache, (await keyFor(c)).key, Date.now(), STALE_IF_ERROR_SECONDS);
  const ready = page && servable(page, c.get("secureHeadersNonce"));
  if (!ready) return false;
  c.res = undefined;
  c.res = serve(c, ready, "STALE");
  return true;
}

/** `render` runs the whole app for a request (index.ts passes `app.fetch`): the background refresh goes through it. */
export function edgeCache(
  render: (request: Request, c: Context<AppEnv>) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // workers-types' CacheStorage has `default`; the DOM lib in tsconfig hides it.
    const cache = (caches as unknown as { default: Cache }).default;
    const personal = hasPersonalCookie(c.req.header("cookie"));
    if (c.req.method !== "GET" || personal || !isBrowsePath(c.get("routePath"))) {
      await next();
      if (!(await servedStaleIfError(c, cache))) mark(c.res, "BYPASS");
      return;
    }
    const { key, complete } = await keyFor(c);
    const refreshing = refreshes.has(c.req.raw);
    if (!refreshing) {
      const now = Date.now();
      const page = await lookup(cache, key, now);
      const ready = page && servable(page, c.get("secureHeadersNonce"));
      if (page && ready) {
        const stale = !(now - page.storedAt < FRESH_SECONDS * 1000);
        if (stale && !page.refreshing) {
          page.refreshing = true;
          const again = new Request(c.req.url, { headers: c.req.raw.headers });
          refreshes.add(again);
          c.executionCtx.waitUntil(
            Promise.resolve(render(again, c))
              .then((r) => r.body?.cancel())
              .finally(() => (page.refreshing = false)),
          );
        }
        return serve(c, ready, stale ? "STALE" : "HIT");
      }
    }
    // What is rendered now may be stored and served as fresh for FRESH_SECONDS: its seats are read now, too.
    readBriefRowsAfresh(c.env.DB);
    await next();
    if (await servedStaleIfError(c, cache)) return;
    // A URL with parameters the page does not read is answered, but only a URL that is exactly its key is stored,
    // so what is stored never carries a visitor's own extra parameters (the language link repeats the query).
    if (complete && storable(c.res) && c.res.body) {
      const [forVisitor, forCache] = c.res.body.tee();
      c.executionCtx.waitUntil(store(cache, key, c.res, forCache, c.get("secureHeadersNonce")));
      c.res = new Response(forVisitor, c.res);
    }
    mark(c.res, "MISS");
  };
}
