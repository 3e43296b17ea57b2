// Shared client state: the cart count every island on the page sees (one jotai store per page), and where it comes
// from: the readable cart_count cookie the server keeps in step with the cart (browse pages' HTML carries no count).
import { atom } from "jotai";
import { CART_COUNT_COOKIE } from "../../shared/cart.ts";

export const cartCountAtom = atom(0);

/** The count from a `document.cookie` string; anything but a small whole number reads as 0. */
export function cartCountFromCookies(cookies: string): number {
  const value = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CART_COUNT_COOKIE}=`))
    ?.slice(CART_COUNT_COOKIE.length + 1);
  return value && /^\d{1,3}$/.test(value) ? Number(value) : 0;
}
