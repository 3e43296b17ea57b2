// The one way to build a redirect Location or a server-built link: a same-site path or an allow-listed https URL.
import { isAllowedExternal } from "./external-hosts.ts";

const BASE = "https://same-site.invalid";
// Browsers drop tabs and newlines inside URLs and read "\" as "/", so "/\t/x" and "/\x" would both name host x.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const STRIPPED = /[\u0000-\u001F\u007F]/g;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Collapses what a browser would read as an authority: backslashes become slashes and runs of slashes one, so a
 * path can never start with "//". Applied to every request path before any rule, and to every Location.
 */
export function normalizePath(path: string): string {
  const clean = path
    .replace(STRIPPED, "")
    .replace(/\\/g, "/")
    .replace(/\/{2,}/g, "/");
  return clean.startsWith("/") ? clean : `/${clean}`;
}

/**
 * `target` as a same-site path (with its query and fragment; "//host/x" is read as the path "/host/x") or, when it is
 * an absolute https URL on the allow-list, that URL. Anything else (another host, `javascript:`, credentials, a
 * relative path) becomes `fallback`.
 */
export function safeLocation(target: string, fallback = "/"): string {
  const clean = target.replace(STRIPPED, "");
  if (HAS_SCHEME.test(clean)) return isAllowedExternal(clean) ? new URL(clean).href : fallback;
  if (!clean.startsWith("/") && !clean.startsWith("\\")) return fallback;
  const { path, query, hash } = splitTarget(clean);
  const url = new URL(normalizePath(path) + query + hash, BASE);
  if (url.origin !== BASE) return fallback;
  return url.pathname + url.search + url.hash;
}

/** True when `location` (an output of safeLocation) leaves the site. */
export function isExternalLocation(location: string): boolean {
  return !location.startsWith("/");
}

/**
 * A path as a browser would request it: percent-encoded (Arabic, spaces), fragment dropped. The URL setters keep "//"
 * and turn a backslash into "/" without reading either as a host. Used wherever a typed path must find the same KV
 * rule as a real navigation (the redirect lookup API, rule sources).
 */
export function asRequested(raw: string): { pathname: string; search: string } {
  const { path, query } = splitTarget(raw);
  const url = new URL(BASE);
  url.pathname = path;
  url.search = query;
  return { pathname: url.pathname, search: url.search };
}

/** "/a?b#c" → { path: "/a", query: "?b", hash: "#c" } (a "?" after the "#" belongs to the fragment). */
function splitTarget(target: string): { path: string; query: string; hash: string } {
  const hashAt = target.indexOf("#");
  const hash = hashAt < 0 ? "" : target.slice(hashAt);
  const beforeHash = hashAt < 0 ? target : target.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  return queryAt < 0
    ? { path: beforeHash, query: "", hash }
    : { path: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt), hash };
}

/** A `next` the traveller is sent on to after signing in: a same-site path only, never another host (allow-listed or not). */
export function sameSitePath(target: string | null | undefined, fallback = "/"): string {
  if (!target) return fallback;
  const location = safeLocation(target, fallback);
  return isExternalLocation(location) ? fallback : location;
}
