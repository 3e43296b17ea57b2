// The signed-in fixture's parts: a verified account written straight into the journeys' server's database (no
// sign-up page, no email), and a session from the ordinary password form, posted once with the browser's own cookies.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { hashPassword } from "../../worker/services/auth/passwords.ts";
import { PORT, STATE } from "./servers.ts";

const ORIGIN = `http://localhost:${PORT}`;

export type Account = { email: string; password: string; firstName: string; lastName: string };

/** The demo server's D1 file (wrangler dev holds it open in WAL mode; a second writer waits its turn). */
function journeysDatabase(): DatabaseSync {
  const dir = join(STATE, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${dir}`);
  const db = new DatabaseSync(join(dir, file));
  db.exec("PRAGMA busy_timeout = 10000");
  return db;
}

/**
 * A new traveller whose address is already confirmed, as if they had signed up and opened the emailed link: the
 * row sign-up writes (worker/services/auth/accounts.ts), hashed by the worker's own password code.
 */
export async function createAccount(label: string, locale: "en" | "ar" = "en"): Promise<Account> {
  const account = { email: `${label}-${locale}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`, password: `${label}-pass-2026`, firstName: "Noura", lastName: "Al Mansoori" };
  const hashed = await hashPassword(account.password);
  const at = new Date().toISOString();
  const db = journeysDatabase();
  try {
    db.prepare(
      `INSERT INTO users (id, email, email_verified_at, password_hash, password_salt, password_iterations, first_name, last_name, locale, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(`usr_${randomBytes(12).toString("hex")}`, account.email, at, hashed.hash, hashed.salt, hashed.iterations, account.firstName, account.lastName, locale, at, at);
  } finally {
    db.close();
  }
  return account;
}

/**
 * Signs the page's browser in as `account` through the password form's POST, without opening the form: the session
 * cookies land in the page's context, as after a sign-in in the browser. A random client address keeps the
 * per-address sign-in limit to this journey (account-steps.ts, ownAddress).
 */
export async function signInDirectly(page: Page, prefix: string, account: Account): Promise<void> {
  const res = await page.request.post(`${ORIGIN}${prefix}/auth/login`, {
    form: { email: account.email, password: account.password },
    headers: { origin: ORIGIN, "cf-connecting-ip": `198.19.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}` },
    maxRedirects: 0,
  });
  expect(res.status(), `signing in ${account.email}`).toBe(303);
  expect(res.headers().location, `signing in ${account.email}`).toMatch(new RegExp(`${prefix}/account$`));
}
