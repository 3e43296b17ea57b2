// The origin absolute URLs are built from (canonical, hreflang, og:url, JSON-LD, sitemap): never the Host header alone.
/** Used when PUBLIC_ORIGIN is unset and the request names a hostname we have no site entry for. */
export const FALLBACK_PUBLIC_ORIGIN = "https://rihla.example";

const LOCAL_HOST = /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1|\[::1\])$/;

/**
 * PUBLIC_ORIGIN when set; otherwise the request's own origin on a local development host (localhost, *.localhost),
 * https on a hostname with a configured site entry, and FALLBACK_PUBLIC_ORIGIN for any other Host.
 */
export function publicOrigin(env: { PUBLIC_ORIGIN?: string }, url: URL, configuredSite: boolean): string {
  if (env.PUBLIC_ORIGIN) return new URL(env.PUBLIC_ORIGIN).origin;
  if (LOCAL_HOST.test(url.hostname)) return url.origin;
  if (configuredSite) return `https://${url.hostname}`;
  return FALLBACK_PUBLIC_ORIGIN;
}
