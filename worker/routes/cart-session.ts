// The cart's cookies: the HttpOnly `__Host-cart` id, and the readable `cart_count` the header island shows.
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { CART_COOKIE, CART_COUNT_COOKIE } from "../../shared/cart.ts";
import { CART_ID_PATTERN } from "../services/cart.ts";
import type { AppEnv } from "../env.ts";

/** A cart lives 30 days after its last change. */
export const CART_MAX_AGE = 30 * 24 * 60 * 60;

/** The visitor's cart id, or null; anything that is not an id we could have issued is no cart at all. */
export function cartIdOf(c: Context<AppEnv>): string | null {
  const value = getCookie(c, CART_COOKIE);
  return value && CART_ID_PATTERN.test(value) ? value : null;
}

/** (Re)issues the cart cookie: HttpOnly, Secure, SameSite=Lax, Path=/, no Domain (the __Host- prefix demands it). */
export function setCartCookie(c: Context<AppEnv>, cartId: string): void {
  setCookie(c, CART_COOKIE, cartId, { path: "/", httpOnly: true, secure: true, sameSite: "Lax", maxAge: CART_MAX_AGE });
}

/** The item count for the header: readable by scripts on purpose (it is the only thing they need), nothing else. */
export function setCartCountCookie(c: Context<AppEnv>, count: number): void {
  setCookie(c, CART_COUNT_COOKIE, String(Math.max(0, Math.trunc(count))), {
    path: "/",
    secure: true,
    sameSite: "Lax",
    maxAge: CART_MAX_AGE,
  });
}

/** Keeps the readable count in step with the cart when they differ (an emptied, expired or forged cart reads 0). */
export function syncCartCountCookie(c: Context<AppEnv>, count: number): void {
  if (getCookie(c, CART_COUNT_COOKIE) !== String(count)) setCartCountCookie(c, count);
}
