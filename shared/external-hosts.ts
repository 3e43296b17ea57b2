// The allow-list of external hosts that links and redirects may lead to; anything else is refused.
export const EXTERNAL_HOST_ALLOW_LIST = [
  "wa.me",
  "api.whatsapp.com",
  "www.instagram.com",
  "www.facebook.com",
  "x.com",
  "www.tiktok.com",
  "www.youtube.com",
  "www.google.com",
  "maps.google.com",
  "www.openstreetmap.org",
  "checkout.stripe.com",
] as const;

/** True when `target` is an absolute http(s) URL on an allow-listed host (https only). */
export function isAllowedExternal(target: string): boolean {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  return (EXTERNAL_HOST_ALLOW_LIST as readonly string[]).includes(url.hostname);
}

export function isAbsoluteUrl(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");
}
