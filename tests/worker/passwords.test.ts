// Password hashing parameters (decision 9, docs/decisions/012): PBKDF2-SHA256, a 16-byte salt per user, exactly
// 100,000 iterations (the deployed Workers maximum, which local workerd does not enforce), checked independently.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { PBKDF2_ITERATIONS } from "../../shared/account.ts";
import { decoyHash, hashPassword, verifyPassword } from "../../worker/services/auth/passwords.ts";
import { base64UrlDecode, base64UrlEncode } from "../../worker/crypto/tokens.ts";
import { get, ORIGIN } from "./helpers.ts";

const WORKERS_MAX = 100_000;

/** PBKDF2-HMAC-SHA256 computed here, not by the code under test. */
async function pbkdf2Sha256(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  return base64UrlEncode(
    await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256),
  );
}

describe("password hashing", () => {
  it("uses the Workers maximum: 100,000 iterations, no more", () => {
    expect(PBKDF2_ITERATIONS).toBe(WORKERS_MAX);
  });

  it("refuses to hash or verify with more iterations than the Workers maximum", async () => {
    await expect(hashPassword("any password", WORKERS_MAX + 1)).rejects.toThrow(/exceed/);
    const fine = await hashPassword("any password", 1_000);
    await expect(verifyPassword("any password", { ...fine, iterations: WORKERS_MAX + 1 })).rejects.toThrow(/exceed/);
  });

  it("is PBKDF2-SHA256 over a fresh 16-byte salt at 100,000 iterations by default", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a.iterations).toBe(WORKERS_MAX);
    expect(base64UrlDecode(a.salt).byteLength).toBe(16);
    expect(base64UrlDecode(a.hash).byteLength).toBe(32);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(await pbkdf2Sha256("correct horse battery", base64UrlDecode(a.salt), WORKERS_MAX)).toBe(a.hash);
  });

  it("verifies the right password only", async () => {
    const stored = await hashPassword("كلمة سر طويلة", 1_000);
    expect(await verifyPassword("كلمة سر طويلة", stored)).toBe(true);
    expect(await verifyPassword("كلمة سر طويلة ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("the decoy checked for unknown addresses costs the same work as a real account", async () => {
    expect((await decoyHash()).iterations).toBe(WORKERS_MAX);
  });

  it("a real sign-up stores exactly 100,000 iterations, a 16-byte salt and the PBKDF2-SHA256 of the password", async () => {
    const email = `pbkdf2-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await get("/auth/sign-up", {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        firstName: "Omar",
        lastName: "Khalid",
        email,
        password: "sand-dunes-at-dawn",
        confirmPassword: "sand-dunes-at-dawn",
      }),
    });
    expect(res.status).toBe(303);
    const row = await env.DB.prepare(
      "SELECT password_hash, password_salt, password_iterations FROM users WHERE email = ?",
    )
      .bind(email)
      .first<{ password_hash: string; password_salt: string; password_iterations: number }>();
    expect(row?.password_iterations).toBe(WORKERS_MAX);
    expect(base64UrlDecode(row!.password_salt).byteLength).toBe(16);
    expect(await pbkdf2Sha256("sand-dunes-at-dawn", base64UrlDecode(row!.password_salt), WORKERS_MAX)).toBe(
      row!.password_hash,
    );
  });
});
