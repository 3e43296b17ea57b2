// Random tokens and their hashes (what goes in a cookie or an emailed link, and what D1 keeps of it), and base64url.

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

export function base64UrlEncode(bytes: ArrayBuffer | Uint8Array): string {
  return toBase64Url(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
}

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4);
  return Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
}

/** `bytes` random bytes as base64url (32 bytes → 43 characters, 256 bits). */
export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** What D1 stores for a token: its SHA-256, hex. A leaked table cannot be turned back into cookies or links. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Tokens we issue are 43 base64url characters; anything else is not looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
