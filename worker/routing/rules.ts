// Built-in routing rules from spec §2, as a pure function of the unprefixed path and the layout.
import type { LayoutType } from "../../shared/site-config.ts";

export type RedirectDecision = { to: string; status: 301 | 302 };

/** Top-level sections the router knows (spec §2) plus the worker's own technical prefixes. */
const KNOWN_SECTIONS = new Set([
  "blog",
  "experiences",
  "auth",
  "about",
  "cart",
  "checkout",
  "terms-and-conditions",
  "privacy-policy",
  "faq",
  "things-to-do",
  "search",
  "invoices",
  "contact-us",
  // the sandbox provider's hosted payment page, and the local mail outbox
  "pay",
  "dev",
  // accounts (docs/decisions/012-accounts.md): the account page, guests' booking management, vouchers, reviews, offers
  "account",
  "manage-booking",
  "vouchers",
  "bookings",
  "reviews",
  "offers",
  // a traveller's saved activities (docs/decisions/013)
  "wishlist",
  // the operations console (docs/decisions/021-operations-console.md)
  "ops",
  // technical prefixes: never read as city + activity
  "api",
  "builds",
  "img",
  "assets",
  "fonts",
]);

export function isKnownSection(segment: string): boolean {
  return KNOWN_SECTIONS.has(segment) || segment.startsWith("things-to-do-in-");
}

/** The listing of all experiences for a layout: /experiences on supplier layouts, else /things-to-do. */
export function allExperiencesPath(layout: LayoutType): string {
  return layout === "supplier" ? "/experiences" : "/things-to-do";
}

export function builtInRedirect(path: string, layout: LayoutType): RedirectDecision | null {
  if (path.length > 1 && path.endsWith("/")) {
    return { to: path.replace(/\/+$/, "") || "/", status: 301 };
  }
  if (path.startsWith("/discover")) return { to: allExperiencesPath(layout), status: 301 };
  if (path === "/experiences" && layout !== "supplier") return { to: "/things-to-do", status: 301 };
  if (path === "/things-to-do" && layout === "supplier") return { to: "/experiences", status: 301 };

  const segments = path.split("/").filter(Boolean);
  if (segments.length === 2 && !isKnownSection(segments[0])) {
    const [city, activity] = segments;
    const to = layout === "supplier" ? `/experiences/${activity}` : `/things-to-do-in-${city}/${activity}`;
    return { to, status: 301 };
  }
  return null;
}
