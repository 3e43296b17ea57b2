// Travellers (users): reads by session token (every personal page), by email (sign-in) and by id, each row reshaped
// once into a User; and the statements that write an account (sign-up, verification, password, name, saved contact).
import type { AccountView } from "../../shared/account.ts";
import { tokenHash } from "../crypto/tokens.ts";

type UserRow = {
  id: string;
  email: string;
  email_verified_at: string | null;
  password_hash: string;
  password_salt: string;
  password_iterations: number;
  first_name: string;
  last_name: string;
  locale: "en" | "ar";
  created_at: string;
  updated_at: string;
};

/** A password as stored: PBKDF2 hash, salt and iterations (services/auth/passwords.ts makes and checks them). */
export type StoredPassword = { hash: string; salt: string; iterations: number };

/** A traveller's account as the auth services use it. */
export type User = {
  id: string;
  email: string;
  emailVerifiedAt: string | null;
  password: StoredPassword;
  firstName: string;
  lastName: string;
  locale: "en" | "ar";
};

export const reshapeUser = (row: UserRow): User => ({
  id: row.id,
  email: row.email,
  emailVerifiedAt: row.email_verified_at,
  password: { hash: row.password_hash, salt: row.password_salt, iterations: row.password_iterations },
  firstName: row.first_name,
  lastName: row.last_name,
  locale: row.locale,
});

type AccountRow = Pick<UserRow, "id" | "email" | "first_name" | "last_name" | "locale">;

const reshapeAccount = (row: AccountRow): AccountView => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  locale: row.locale,
});

/** Emails are compared trimmed and in lower case everywhere (sign-up, sign-in, claiming guest orders). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The traveller a live session token belongs to; null for an unknown, expired or unverified one. */
export async function accountBySessionToken(db: D1Database, token: string, now: Date): Promise<AccountView | null> {
  const row = await db
    .prepare(
      `SELECT u.id, u.email, u.first_name, u.last_name, u.locale FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id_hash = ? AND s.expires_at > ? AND u.email_verified_at IS NOT NULL`,
    )
    .bind(await tokenHash(token), now.toISOString())
    .first<AccountRow>();
  return row ? reshapeAccount(row) : null;
}

export async function userByEmail(db: D1Database, email: string): Promise<User | null> {
  const row = await db.prepare("SELECT * FROM users WHERE email = ?").bind(normalEmail(email)).first<UserRow>();
  return row ? reshapeUser(row) : null;
}

export async function userById(db: D1Database, id: string): Promise<User | null> {
  const row = await db.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<UserRow>();
  return row ? reshapeUser(row) : null;
}

/** The phone a traveller saved at checkout ("Save these details for next time"), in E.164, and its country. */
export async function savedPhone(db: D1Database, userId: string): Promise<{ phone: string; country: string } | null> {
  const row = await db
    .prepare("SELECT phone, phone_country FROM users WHERE id = ? AND phone IS NOT NULL")
    .bind(userId)
    .first<{ phone: string; phone_country: string | null }>();
  return row ? { phone: row.phone, country: row.phone_country ?? "" } : null;
}

/** What sign-up writes of a traveller: names, locale and password. */
export type NewAccount = { firstName: string; lastName: string; locale: "en" | "ar"; password: StoredPassword };

/** A new, unverified account. */
export function insertUserStatement(
  db: D1Database,
  id: string,
  email: string,
  account: NewAccount,
  now: Date,
): D1PreparedStatement {
  const at = now.toISOString();
  const { password } = account;
  return db
    .prepare(
      `INSERT INTO users (id, email, email_verified_at, password_hash, password_salt, password_iterations, first_name, last_name, locale, created_at, updated_at)
       VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      id,
      email,
      password.hash,
      password.salt,
      password.iterations,
      account.firstName,
      account.lastName,
      account.locale,
      at,
      at,
    );
}

/** A sign-up again on an address whose account is still unverified: the new password, names and locale replace the old. */
export function renewUnverifiedStatement(
  db: D1Database,
  userId: string,
  account: NewAccount,
  now: Date,
): D1PreparedStatement {
  const { password } = account;
  return db
    .prepare(
      `UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ?, first_name = ?, last_name = ?, locale = ?, updated_at = ?
       WHERE id = ? AND email_verified_at IS NULL`,
    )
    .bind(
      password.hash,
      password.salt,
      password.iterations,
      account.firstName,
      account.lastName,
      account.locale,
      now.toISOString(),
      userId,
    );
}

/** Marks verified the account whose verification token (by hash) was used at `now`, in the same batch. */
export function verifyByTokenStatement(db: D1Database, hash: string, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?1), updated_at = ?1
       WHERE id = (SELECT user_id FROM auth_tokens WHERE token_hash = ?2 AND kind = 'verify_email' AND used_at = ?1)`,
    )
    .bind(now.toISOString(), hash);
}

/**
 * The new password through a reset link, only if its token (by hash) was used at `now` earlier in the same batch; the
 * address counts as verified, since the link proves it.
 */
export function resetPasswordByTokenStatement(
  db: D1Database,
  userId: string,
  hash: string,
  password: StoredPassword,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE users SET password_hash = ?1, password_salt = ?2, password_iterations = ?3, email_verified_at = COALESCE(email_verified_at, ?4), updated_at = ?4
       WHERE id = ?5 AND EXISTS (SELECT 1 FROM auth_tokens WHERE token_hash = ?6 AND used_at = ?4)`,
    )
    .bind(password.hash, password.salt, password.iterations, now.toISOString(), userId, hash);
}

export function setPasswordStatement(
  db: D1Database,
  userId: string,
  password: StoredPassword,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ?, updated_at = ? WHERE id = ?",
    )
    .bind(password.hash, password.salt, password.iterations, now.toISOString(), userId);
}

export function setNameStatement(
  db: D1Database,
  userId: string,
  name: { firstName: string; lastName: string },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare("UPDATE users SET first_name = ?, last_name = ?, updated_at = ? WHERE id = ?")
    .bind(name.firstName, name.lastName, now.toISOString(), userId);
}

/** The lead guest's name and phone (E.164, with its country) as the account's own. */
export function saveContactStatement(
  db: D1Database,
  userId: string,
  contact: { firstName: string; lastName: string; phone: string; country: string },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      "UPDATE users SET first_name = ?, last_name = ?, phone = ?, phone_country = ?, updated_at = ? WHERE id = ?",
    )
    .bind(contact.firstName, contact.lastName, contact.phone, contact.country, now.toISOString(), userId);
}
