// Which requests take money, hold an account or open by a signed link: these close when the configuration is wrong
// (middleware/config-gate.ts) and say "booking is briefly unavailable" when the database is (routes/errors.tsx).

/** First path segments (without the /ar prefix) of the money path and of pages opened by a signed link. */
const MONEY = new Set([
  "cart",
  "checkout",
  "pay",
  "bookings",
  "invoices",
  "vouchers",
  "manage-booking",
  "offers",
  // Providers' webhooks outside /api (WhatsApp's delivery statuses): closed like the payment webhooks; Meta retries.
  "webhooks",
]);
/** First path segments of accounts: signing in and up, the account page, writing a review. */
const ACCOUNT = new Set(["auth", "account", "reviews"]);
/** API paths of the same families: payment webhooks, passkeys, a traveller's review eligibility, offline vouchers. */
const API = /^\/api\/(payments|passkeys|account|reviews\/eligibility)(\/|$)/;

export type RouteFamily = "money" | "account" | "other";

export function routeFamily(routePath: string): RouteFamily {
  if (API.test(routePath)) return routePath.startsWith("/api/payments") ? "money" : "account";
  const first = routePath.split("/", 2)[1] ?? "";
  if (MONEY.has(first)) return "money";
  if (ACCOUNT.has(first)) return "account";
  return "other";
}
