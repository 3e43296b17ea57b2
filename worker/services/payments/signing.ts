// HMAC-SHA256 signatures (the sandbox provider's returns and webhooks, signed links, WhatsApp's status webhook),
// checked in constant time (WebCrypto verify), with each secret's key imported once per isolate.
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** Lower-case hex of bytes (a digest or a signature). */
export const toHex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Lower-case hex HMAC-SHA256 of `message`. */
export async function hmacHex(secret: string, message: string): Promise<string> {
  return toHex(await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(message)));
}

/**
 * True when `hex` is the HMAC of `message` (text, or the raw bytes of a body); the comparison is WebCrypto's, which
 * takes the same time for any wrong signature.
 */
export async function verifyHmacHex(
  secret: string,
  message: string | Uint8Array<ArrayBuffer>,
  hex: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  const signature = new Uint8Array(hex.match(/../g)!.map((pair) => parseInt(pair, 16)));
  const bytes = typeof message === "string" ? encoder.encode(message) : message;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), signature, bytes);
}

export type ReturnClaim = { payment: string; event: string; status: "authorized" | "declined"; ts: number };

/** The signed message of a return: "payment|event|status|ts". */
export const returnMessage = (claim: ReturnClaim) => `${claim.payment}|${claim.event}|${claim.status}|${claim.ts}`;

/** The query string the hosted page appends to the return URL. */
export async function signedReturnQuery(secret: string, claim: ReturnClaim): Promise<URLSearchParams> {
  const sig = await hmacHex(secret, returnMessage(claim));
  return new URLSearchParams({
    payment: claim.payment,
    event: claim.event,
    status: claim.status,
    ts: String(claim.ts),
    sig,
  });
}

/** The `Sandbox-Signature` header of a webhook body sent at `ts` (unix seconds): "t=<ts>,v1=<hex HMAC of "t.body">". */
export async function signSandboxWebhook(secret: string, body: string, ts: number): Promise<string> {
  return `t=${ts},v1=${await hmacHex(secret, `${ts}.${body}`)}`;
}

/** Splits a `Sandbox-Signature` header into its timestamp and v1 signatures, or null when it is not one. */
export function parseSignatureHeader(header: string | null): { ts: number; signatures: string[] } | null {
  if (!header) return null;
  let ts: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === "t" && /^\d{1,12}$/.test(value ?? "")) ts = Number(value);
    else if (name === "v1" && value) signatures.push(value);
  }
  return ts === null || signatures.length === 0 ? null : { ts, signatures };
}
