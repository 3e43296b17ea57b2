// Resolves where a path should go: path normalisation and language prefixes, then a marketing rule from KV, then
// the built-in routing rules. Every Location comes out of safeLocation, so none can leave the site unless allow-listed.
import { localePath, splitLanguagePrefix, type Locale } from "../../shared/locales.ts";
import { isExternalLocation, normalizePath, safeLocation } from "../../shared/safe-location.ts";
import { parseStoredRule, redirectKey, type RedirectRule } from "../../shared/redirect-rules.ts";
import { builtInRedirect } from "../routing/rules.ts";
import type { LayoutType } from "../../shared/site-config.ts";
import { UntilBump } from "../db/cache-version.ts";

export type Resolution = { location: string; status: 301 | 302; external: boolean; source: "path" | "kv" | "built-in" };

const KV_KEY_LIMIT_BYTES = 512;
const utf8 = new TextEncoder();

function resolution(target: string, status: 301 | 302, source: Resolution["source"]): Resolution {
  const location = safeLocation(target);
  return { location, status, external: isExternalLocation(location), source };
}

/**
 * Redirects decided by the path's spelling alone: repeated slashes or backslashes (301 to the collapsed path), a
 * language prefix we do not offer (/en/x is the canonical English /x, 301; /fr/x falls back to English, 302), "/ar/".
 */
export function pathRedirect(pathname: string, search = ""): Resolution | null {
  const normal = normalizePath(pathname);
  const { prefix, rest } = splitLanguagePrefix(normal);
  if (prefix && prefix !== "ar") return resolution(rest + search, prefix === "en" ? 301 : 302, "path");
  if (normal === "/ar/") return resolution(`/ar${search}`, 301, "path");
  if (normal !== pathname) return resolution(normal + search, 301, "path");
  return null;
}

/** Rules looked up lately, per path: `npm run redirects` bumps the version, so a change shows on the next request. */
const rules = new UntilBump<Promise<RedirectRule | null>>(4096);

/** Looks up the marketing rule for an unprefixed path (a path too long to be a KV key cannot have one). */
export async function marketingRule(kv: KVNamespace, path: string) {
  const key = redirectKey(path);
  if (utf8.encode(key).length > KV_KEY_LIMIT_BYTES) return null;
  return rules.get(kv, key, () => kv.get(key).then(parseStoredRule));
}

/** The marketing or built-in redirect for an unprefixed, normalised path in a locale. */
export async function resolveRedirect(
  kv: KVNamespace,
  input: { path: string; locale: Locale; layout: LayoutType; search?: string },
): Promise<Resolution | null> {
  const search = input.search ?? "";
  const rule = await marketingRule(kv, input.path);
  if (rule) {
    // Stored rules were validated on the way in (redirect-rules.ts); safeLocation still has the last word.
    const internal = rule.to.startsWith("/") && !rule.to.startsWith("//");
    const target = internal ? localePath(input.locale, rule.to) : rule.to;
    const answer = resolution(internal && !target.includes("?") ? target + search : target, rule.status, "kv");
    if (internal || answer.external) return answer;
  }
  const builtIn = builtInRedirect(input.path, input.layout);
  return builtIn && resolution(localePath(input.locale, builtIn.to) + search, builtIn.status, "built-in");
}

/** Where a navigation to `pathname` (as the browser would request it, with its prefix) should go, if anywhere. */
export async function navigationRedirect(
  kv: KVNamespace,
  input: { pathname: string; search: string; layout: LayoutType },
): Promise<Resolution | null> {
  const byPath = pathRedirect(input.pathname, input.search);
  if (byPath) return byPath;
  const { prefix, rest } = splitLanguagePrefix(input.pathname);
  return resolveRedirect(kv, {
    path: rest,
    locale: prefix === "ar" ? "ar" : "en",
    layout: input.layout,
    search: input.search,
  });
}
