// The passkey islands' calls to /api/passkeys: JSON in, JSON out, and a refusal's message (already in the page's
// language) or the browser's reason for a ceremony that did not finish.
import type { Locale } from "../../shared/locales.ts";

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: string };

/** POSTs `body` (with the locale, so refusals come back in the page's language); `networkError` when nothing answers. */
export async function postJson<T>(
  url: string,
  body: Record<string, unknown>,
  locale: Locale,
  networkError: string,
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ ...body, locale }),
    });
  } catch {
    return { ok: false, error: networkError };
  }
  const data = (await res.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!res.ok || !data) return { ok: false, error: data?.error ?? networkError };
  return { ok: true, data };
}

/** True when the person closed or timed out the browser's passkey dialog (WebAuthn reports both as NotAllowedError). */
export function wasCancelled(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  const code = (error as { code?: string } | null)?.code;
  return name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED";
}
