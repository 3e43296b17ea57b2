// What a priced offer says, in one place for every page, email and the console: its state at a moment (open until
// when, expired, accepted or booked, withdrawn), its party, its price and its departure, each in the page's language.
import type { TFunction } from "i18next";
import type { Locale } from "./locales.ts";
import type { Currency } from "./constants.ts";
import { momentText } from "./cancellation.ts";
import { GULF_TIME_ZONE } from "./dates.ts";
import { dateFormatter, formatDate, formatList } from "./intl.ts";
import { formatMinor } from "./money.ts";
import { offerStatusAt, type PricedOfferStatus, type PricedOfferView } from "./offer.ts";

const CATEGORY_ORDER = ["adult", "child", "infant"] as const;

/** "2 adults and 1 child": the party by traveller type, in the page's language. */
export function offerPartyText(counts: PricedOfferView["counts"], t: TFunction, locale: Locale): string {
  const parts = CATEGORY_ORDER.filter((cat) => (counts[cat] ?? 0) > 0).map((cat) =>
    String(t(`booking.travellers.${cat}`, { count: counts[cat] })),
  );
  return formatList(parts, locale);
}

/** The offer's total in its own currency, with that currency's minor digits: "SAR 1,250.00", "KWD 96.500". */
export const offerTotalText = (offer: Pick<PricedOfferView, "total" | "currency">, locale: Locale) =>
  formatMinor(offer.total, locale, offer.currency as Currency);

/** "Thursday, 3 December 2026 at 09:30": the departure on its city's clock. */
export function offerDepartureText(offer: Pick<PricedOfferView, "date" | "startTime">, t: TFunction, locale: Locale) {
  return String(
    t("offer.quote.departureAt", {
      date: formatDate(offer.date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
      time: offer.startTime,
    }),
  );
}

/** Where the sentence is read: `relative` for pages ("18:00 tomorrow"), absolute dates in emails. */
export type OfferTextContext = { locale: Locale; now: Date; relative: boolean };

/** The moment an offer stops, on the Gulf's clock (offers are sent and expire in Gulf time). */
export const offerExpiryMoment = (expiresAt: string, t: TFunction, ctx: OfferTextContext) =>
  momentText(new Date(expiresAt), t, { ...ctx, timeZone: GULF_TIME_ZONE });

/**
 * The offer's state as one sentence: "Open until 18:00 tomorrow (Gulf time)", "Expired at …", "Accepted: it is in
 * your cart", "Booked: order RH-…", "Withdrawn". Every page, email and the console say it with this function.
 */
export function offerStateText(
  offer: Pick<PricedOfferView, "status" | "expiresAt" | "orderId">,
  t: TFunction,
  ctx: OfferTextContext,
): string {
  const status: PricedOfferStatus = offerStatusAt(offer, ctx.now);
  const when = offerExpiryMoment(offer.expiresAt, t, ctx);
  switch (status) {
    case "sent":
      return String(t("offer.quote.state.sent", { when }));
    case "expired":
      return String(t("offer.quote.state.expired", { when }));
    case "accepted":
      return offer.orderId
        ? String(t("offer.quote.state.booked", { order: offer.orderId }))
        : String(t("offer.quote.state.accepted"));
    case "declined":
      return String(t("offer.quote.state.declined"));
  }
}

/** "3 Dec 2026, 14:05": a moment (ISO) on the Gulf's clock, for the console's received and sent times. */
export function gulfMomentText(iso: string, locale: Locale): string {
  return dateFormatter(locale, {
    timeZone: GULF_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}
