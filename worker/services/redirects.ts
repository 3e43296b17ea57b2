// Resolves where a path should go: a marketing rule from KV first, then the built-in routing rules.
import { localePath, type Locale } from "../../client/lib/locales.ts";
import { isAbsoluteUrl, isAllowedExternal } from "../../client/lib/external-hosts.ts";
import { parseStoredRule, redirectKey } from "../../client/lib/redirect-rules.ts";
import { builtInRedirect } from "../routing/rules.ts";
import type { LayoutType } from "./site-config.ts";

export type Resolution = { location: string; status: 301 | 302; external: boolean; source: "kv" | "built-in" };

const KV_KEY_LIMIT_BYTES = 512;
const utf8 = new TextEncoder();

/** Looks up the marketing rule for an unprefixed path (a path too long to be a KV key cannot have one). */
export async function marketingRule(kv: KVNamespace, path: string) {
  const key = redirectKey(path);
  if (utf8.encode(key).length > KV_KEY_LIMIT_BYTES) return null;
  return parseStoredRule(await kv.get(key));
}

export async function resolveRedirect(
  kv: KVNamespace,
  input: { path: string; locale: Locale; layout: LayoutType; search?: string },
): Promise<Resolution | null> {
  const search = input.search ?? "";
  const rule = await marketingRule(kv, input.path);
  if (rule) {
    if (isAbsoluteUrl(rule.to)) {
      if (!isAllowedExternal(rule.to)) {
        console.warn(`redirect rule for ${input.path} points to a host that is not allow-listed; ignored`);
      } else {
        return { location: rule.to, status: rule.status, external: true, source: "kv" };
      }
    } else {
      const target = localePath(input.locale, rule.to);
      return { location: target.includes("?") ? target : target + search, status: rule.status, external: false, source: "kv" };
    }
  }
  const builtIn = builtInRedirect(input.path, input.layout);
  if (builtIn) {
    return { location: localePath(input.locale, builtIn.to) + search, status: builtIn.status, external: false, source: "built-in" };
  }
  return null;
}
