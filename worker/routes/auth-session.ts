// The session's cookies and the signed-in traveller of a request: read only by personal pages and account APIs,
// never by browse pages (they stay anonymous and cacheable; the header's island reads the `signed_in` cookie).
import type { Context } from "hono";
import { PERSONAL } from "../routing/cacheable.ts";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { AUTH_PATHS, SESSION_COOKIE, SESSION_DAYS, SIGNED_IN_COOKIE, type AccountView } from "../../shared/account.ts";
import { localePath } from "../../shared/locales.ts";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { accountBySessionToken, savedPhone } from "../db/users.ts";
import { TOKEN_PATTERN } from "../crypto/tokens.ts";
import { redirectTo } from "../routing/redirect.ts";
import { CART_COOKIE } from "../../shared/cart.ts";
import { startSession, revokeSession, type SignInMethod } from "../services/auth/sessions.ts";
import { DEVICE_COOKIE, DEVICE_DAYS, knownDevice, rememberDevice } from "../services/auth/devices.ts";
import { claimGuestRecords, mergeCarts } from "../services/auth/after-sign-in.ts";
import { cartCount } from "../services/cart.ts";
import { cartIdOf, setCartCookie, setCartCountCookie } from "./cart-session.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

const MAX_AGE = SESSION_DAYS * 24 * 60 * 60;
const accounts = new WeakMap<Request, Promise<AccountView | null>>();

/** This browser as a device that has signed in before, or null (services/auth/devices.ts). */
export function deviceOf(c: C): Promise<{ hash: string; userId: string } | null> {
  return knownDevice(c.env.DB, getCookie(c, DEVICE_COOKIE));
}

/** The session cookie's token, or null; anything that is not a token we could have issued is no session. */
export function sessionTokenOf(c: C): string | null {
  const value = getCookie(c, SESSION_COOKIE);
  return value && TOKEN_PATTERN.test(value) ? value : null;
}

/** Issues the session cookie (HttpOnly, Secure, SameSite=Lax, Path=/, no Domain) and the readable signed-in flag. */
export function setSessionCookies(c: C, token: string): void {
  setCookie(c, SESSION_COOKIE, token, { path: "/", httpOnly: true, secure: true, sameSite: "Lax", maxAge: MAX_AGE });
  setCookie(c, SIGNED_IN_COOKIE, "1", { path: "/", secure: true, sameSite: "Lax", maxAge: MAX_AGE });
}

export function clearSessionCookies(c: C): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: "/", secure: true });
}

/** The signed-in traveller (looked up once per request), or null. A stale cookie is cleared on the way out. */
export function currentAccount(c: C): Promise<AccountView | null> {
  const known = accounts.get(c.req.raw);
  if (known) return known;
  const token = sessionTokenOf(c);
  const lookup = token
    ? accountBySessionToken(c.env.DB, token, new Date()).then((account) => {
        // A session that ended elsewhere (signed out, password changed): its account's cart leaves this browser too.
        if (!account) {
          clearSessionCookies(c);
          deleteCookie(c, CART_COOKIE, { path: "/", secure: true });
          setCartCountCookie(c, 0);
        }
        return account;
      })
    : Promise.resolve(null).then(() => {
        if (getCookie(c, SIGNED_IN_COOKIE)) deleteCookie(c, SIGNED_IN_COOKIE, { path: "/", secure: true });
        return null;
      });
  accounts.set(c.req.raw, lookup);
  return lookup.then((account) => {
    c.set("role", account ? "traveller" : "anonymous");
    return account;
  });
}

/** A signed-in traveller's name and email as a form's starting values, under that form's field names; none signed out. */
export async function accountContactValues(
  c: C,
  field: (name: "firstName" | "lastName" | "email" | "country" | "phone") => string,
): Promise<Record<string, string>> {
  const account = await currentAccount(c);
  if (!account) return {};
  const values = {
    [field("firstName")]: account.firstName,
    [field("lastName")]: account.lastName,
    [field("email")]: account.email,
  };
  // A phone saved at checkout ("Save these details for next time"), as its country writes it at home.
  const saved = await savedPhone(c.env.DB, account.id);
  const national = saved ? parsePhoneNumberFromString(saved.phone)?.formatNational() : undefined;
  return saved && national ? { ...values, [field("country")]: saved.country, [field("phone")]: national } : values;
}

/** Where a signed-out visitor goes to sign in and come back: the login page with this page as a same-site `next`. */
export function signInPath(c: C, next?: string): string {
  const url = new URL(c.req.url);
  const back = next ?? url.pathname + url.search;
  return `${localePath(c.get("locale"), AUTH_PATHS.signIn)}?next=${encodeURIComponent(back)}`;
}

/** The signed-in traveller, or a 303 to the login page that brings them back here. */
export async function requireAccount(c: C): Promise<AccountView | Response> {
  const account = await currentAccount(c);
  if (account) return account;
  c.header("Cache-Control", PERSONAL);
  return redirectTo(c, signInPath(c), 303);
}

/**
 * Signs a verified traveller in on this response: a new session replaces the browser's old one (rotation), guest
 * orders with their email are claimed, the anonymous cart is merged into theirs, and the cookies follow.
 */
export async function finishSignIn(
  c: C,
  userId: string,
  email: string,
  method: SignInMethod = "password",
): Promise<void> {
  const now = new Date();
  const { session, statements } = await startSession(
    c.env.DB,
    userId,
    now,
    sessionTokenOf(c),
    c.req.header("user-agent") ?? null,
    method,
  );
  const device = await rememberDevice(c.env.DB, getCookie(c, DEVICE_COOKIE), userId, now);
  await c.env.DB.batch([...statements, device.statement, ...claimGuestRecords(c.env.DB, userId, email)]);
  setSessionCookies(c, session.token);
  setCookie(c, DEVICE_COOKIE, device.token, {
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
  });
  accounts.delete(c.req.raw);
  const cartId = await mergeCarts(c.env.DB, userId, cartIdOf(c), now);
  if (cartId) {
    setCartCookie(c, cartId);
    setCartCountCookie(c, await cartCount(c.env.DB, cartId));
  }
}

/** Ends the session and takes the account's cart off this browser (the next person on it starts empty). */
export async function finishSignOut(c: C): Promise<void> {
  const token = sessionTokenOf(c);
  if (token) await revokeSession(c.env.DB, token);
  clearSessionCookies(c);
  deleteCookie(c, CART_COOKIE, { path: "/", secure: true });
  setCartCountCookie(c, 0);
  accounts.delete(c.req.raw);
}
