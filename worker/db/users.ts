// Reads of travellers: by session token (every personal page), by email (sign-in), by id.
import type { AccountView } from "../../shared/account.ts";
import { tokenHash } from "../services/auth/tokens.ts";

export type UserRow = {
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

export const toAccountView = (row: Pick<UserRow, "id" | "email" | "first_name" | "last_name" | "locale">): AccountView => ({
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
    .first<UserRow>();
  return row ? toAccountView(row) : null;
}

export function userByEmail(db: D1Database, email: string): Promise<UserRow | null> {
  return db.prepare("SELECT * FROM users WHERE email = ?").bind(normalEmail(email)).first<UserRow>();
}

export function userById(db: D1Database, id: string): Promise<UserRow | null> {
  return db.prepare("SELECT * FROM users WHERE id = ?").bind(id).first<UserRow>();
}

/** The phone a traveller saved at checkout ("Save these details for next time"), in E.164, and its country. */
export async function savedPhone(db: D1Database, userId: string): Promise<{ phone: string; country: string } | null> {
  const row = await db.prepare("SELECT phone, phone_country FROM users WHERE id = ? AND phone IS NOT NULL").bind(userId).first<{ phone: string; phone_country: string | null }>();
  return row ? { phone: row.phone, country: row.phone_country ?? "" } : null;
}

/** The lead guest's name and phone (E.164, with its country) as the account's own. */
export function saveContactStatement(db: D1Database, userId: string, contact: { firstName: string; lastName: string; phone: string; country: string }, now: Date): D1PreparedStatement {
  return db
    .prepare("UPDATE users SET first_name = ?, last_name = ?, phone = ?, phone_country = ?, updated_at = ? WHERE id = ?")
    .bind(contact.firstName, contact.lastName, contact.phone, contact.country, now.toISOString(), userId);
}
