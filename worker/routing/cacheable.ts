// Which requests the edge cache may serve: anonymous GETs of browse pages, keyed by the query parameters they read.
import { FACET_PARAM } from "../../shared/search-filters.ts";
import { WHEN_PARAMS } from "../../shared/when.ts";
import { REVIEW_PARAMS } from "../../shared/reviews.ts";
import { SESSION_COOKIE } from "../../shared/account.ts";
import { CART_COOKIE } from "../../shared/cart.ts";

/** Every personal answer's Cache-Control: neither the edge nor the browser keeps it (docs/decisions/016). */
export const PERSONAL = "private, no-store";

/** First path segments of personal pages and of the worker's own endpoints: never cached. */
const NEVER = new Set([
  "cart",
  "checkout",
  "pay",
  "auth",
  "account",
  "invoices",
  "vouchers",
  "bookings",
  "manage-booking",
  "reviews",
  "offers",
  "wishlist",
  "ops",
  "dev",
  "api",
  "webhooks",
  "builds",
  "img",
  "assets",
  "fonts",
  "search", // bare /search only redirects; /search/{q} is below
]);

/** Browse pages: home, listings, experiences, search results, blog, content pages and their `_payload.json`. */
export function isBrowsePath(routePath: string): boolean {
  const [first = "", second] = routePath.split("/").filter(Boolean);
  if (first === "search") return second !== undefined;
  return !NEVER.has(first);
}

/** Every query parameter a browse page reads. Others (utm_*, gclid…) do not split the cache key. */
export const READ_PARAMS = new Set<string>([
  "sort",
  "page",
  // The experience page's booking calendar, month by month without JavaScript (routes/booking-day-query.ts).
  "month",
  ...Object.values(FACET_PARAM),
  ...WHEN_PARAMS,
  ...Object.values(REVIEW_PARAMS),
]);

/** Requests carrying a sign-in session or a cart are personal: they never touch the cache (docs/decisions/016). */
export function hasPersonalCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const name = pair.split("=", 1)[0]?.trim();
    return name === SESSION_COOKIE || name === CART_COOKIE;
  });
}

/** The key's query string (read parameters only, sorted by name, repeated values in their order) and whether that is all there was. */
export function keyedQuery(params: URLSearchParams): { query: string; complete: boolean } {
  const kept = [...params].filter(([name]) => READ_PARAMS.has(name));
  const sorted = kept
    .map((pair, i) => [pair, i] as const)
    .sort(([a, i], [b, j]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : i - j));
  return {
    query: new URLSearchParams(sorted.map(([pair]) => pair)).toString(),
    complete: kept.length === [...params].length,
  };
}
