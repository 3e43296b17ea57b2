// Account factories: a traveller (verified, with a cheaply hashed password) and a live session for one, written as the
// auth services write them.
import { makeUser, signedIn, type TestUser } from "../fixtures/account-factories.ts";
import { testDb } from "./db.ts";

export type UserSpec = Parameters<typeof makeUser>[1] & { db?: D1Database };

export function user(spec: UserSpec = {}): Promise<TestUser> {
  const { db, ...rest } = spec;
  return makeUser(db ?? testDb(), rest);
}

/** A live session for the user: its token and the Cookie header a signed-in request sends. */
export function session(
  of: Pick<TestUser, "id">,
  db: D1Database = testDb(),
): Promise<{ token: string; cookie: string }> {
  return signedIn(db, of.id);
}
