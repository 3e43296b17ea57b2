// The origin absolute URLs are built from (canonical, hreflang, og:url, JSON-LD, sitemap): never the Host header alone.
/** Used when PUBLIC_ORIGIN is unset and the request names a hostname we have no site entry for. */
export const FALLBACK_PUBLIC_ORIGIN = "https://rihla.example";

const LOCAL_HOST = /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1|\[::1\])$/;
const parsed = new Map<string, string | null>();

/** PUBLIC_ORIGIN as an origin, or null when it is unset or not an http(s) URL (logged once per isolate). */
function configuredOrigin(value: string | undefined): string | null {
  if (!value) return null;
  if (!parsed.has(value)) {
    let origin: string | null = null;
    try {
      const url = new URL(value);
      if (url.protocol === "https:" || url.protocol === "http:") origin = url.origin;
    } catch {
      /* reported below */
    }
    if (!origin) console.error(`PUBLIC_ORIGIN is not an http(s) URL (${value}); ignoring it`);
    parsed.set(value, origin);
  }
  return parsed.get(value)!;
}

/**
 * The request's own origin on a local development host (localhost, *.localhost: only a developer's machine resolves
 * them); https on a hostname with its own site entry (a supplier's domain links to itself); otherwise PUBLIC_ORIGIN,
 * and FALLBACK_PUBLIC_ORIGIN when that is unset.
 */
export function publicOrigin(env: { PUBLIC_ORIGIN?: string }, url: URL, configuredSite: boolean): string {
  if (LOCAL_HOST.test(url.hostname)) return url.origin;
  if (configuredSite) return `https://${url.hostname}`;
  return configuredOrigin(env.PUBLIC_ORIGIN) ?? FALLBACK_PUBLIC_ORIGIN;
}
