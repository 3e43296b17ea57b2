// A traveller's priced offer behind its emailed link (issue 30 §6): opening it only shows it (mail scanners fetch
// links); accepting it, once, before its expiry, puts exactly that booking in the browser's cart at exactly its price.
import type { Locale } from "../../shared/locales.ts";
import { offerStatusAt, type OfferRefusal, type OfferSeats, type PricedOfferStatus } from "../../shared/offer.ts";
import { TOKEN_PATTERN, tokenHash } from "../crypto/tokens.ts";
import { findCart, findSelectable } from "../db/cart.ts";
import type { SupplierScope } from "../db/site-scope.ts";
import {
  acceptOfferStatements,
  expireOfferStatement,
  offerAccepted,
  offerByTokenHash,
  type OfferRequestRef,
  type PricedOfferRow,
} from "../db/priced-offers.ts";
import { checkSelection, MAX_CART_ITEMS, newCartId, seatsTakenInCart } from "./cart.ts";

export type OpenedOffer = {
  offer: PricedOfferRow;
  request: OfferRequestRef;
  /** The status now (a sent offer past its expiry is expired). */
  status: PricedOfferStatus;
  seats: OfferSeats;
};

async function seatsFor(
  db: D1Database,
  offer: PricedOfferRow,
  cartId: string | null,
  now: Date,
  supplierId: SupplierScope,
): Promise<OfferSeats> {
  const target = await findSelectable(db, offer.slotId, now, supplierId);
  const refusal = checkSelection(
    target,
    offer.counts,
    [],
    now,
    cartId ? await seatsTakenInCart(db, cartId, offer.slotId) : 0,
  );
  if (!refusal) return { kind: "ok" };
  switch (refusal.reason) {
    case "sold_out":
      return { kind: "no_seats", left: 0 };
    case "not_enough_seats":
      return { kind: "no_seats", left: refusal.limit ?? 0 };
    case "slot_missing":
    case "date_past":
      return { kind: "departed" };
    default:
      return { kind: "unavailable" };
  }
}

/** The offer behind a link's token, as its page shows it now; null for a token no offer has. Reads only. */
export async function openOffer(
  db: D1Database,
  token: string,
  locale: Locale,
  cartId: string | null,
  now: Date,
  supplierId: SupplierScope = null,
): Promise<OpenedOffer | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const found = await offerByTokenHash(db, await tokenHash(token), locale);
  if (!found) return null;
  const status = offerStatusAt(found.offer, now);
  const seats: OfferSeats =
    status === "sent" ? await seatsFor(db, found.offer, cartId, now, supplierId) : { kind: "ok" };
  return { ...found, status, seats };
}

export type AcceptOutcome =
  | { kind: "accepted"; cartId: string; count: number; offer: PricedOfferRow; request: OfferRequestRef }
  | { kind: "missing" }
  | { kind: "refused"; opened: OpenedOffer; why: OfferRefusal };

/**
 * Accepts the offer into the browser's cart (`cartId`, or a new one): one cart item bound to it, with its departure,
 * party and price, which the cart will not let change. Works once (a conditional UPDATE of the offer's status),
 * before its expiry, and only while its departure can take the party (otherwise the offer stays open and the page
 * says why).
 */
export async function acceptOffer(
  db: D1Database,
  token: string,
  cartId: string | null,
  locale: Locale,
  now: Date,
  supplierId: SupplierScope = null,
): Promise<AcceptOutcome> {
  const existing = cartId ? await findCart(db, cartId) : null;
  const opened = await openOffer(db, token, locale, existing?.id ?? null, now, supplierId);
  if (!opened) return { kind: "missing" };
  const { offer } = opened;
  const refuse = (why: OfferRefusal): AcceptOutcome => ({
    kind: "refused",
    opened,
    why,
  });
  if (opened.status === "expired") {
    await expireOfferStatement(db, offer.id, now).run();
    return refuse("expired");
  }
  if (opened.status === "accepted") return refuse("used");
  if (opened.status === "declined") return refuse("withdrawn");
  if (opened.seats.kind !== "ok") return refuse("seats");
  if (existing && existing.itemCount >= MAX_CART_ITEMS) return refuse("cart_full");

  const target = existing?.id ?? newCartId();
  const hash = await tokenHash(token);
  const results = await db.batch(
    acceptOfferStatements(db, { offerId: offer.id, tokenHash: hash, cartId: target, newCart: !existing }, now),
  );
  const { accepted, count } = offerAccepted(results, !existing);
  if (accepted) return { kind: "accepted", cartId: target, count, offer, request: opened.request };
  // Someone else's click (or the expiry) came first: say what the offer is now.
  const again = await openOffer(db, token, locale, existing?.id ?? null, now, supplierId);
  if (!again) return { kind: "missing" };
  return {
    kind: "refused",
    opened: again,
    why: again.status === "declined" ? "withdrawn" : again.status === "expired" ? "expired" : "used",
  };
}
