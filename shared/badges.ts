// The badges worked out from bookings and listing dates (worker/services/badges.ts), most important first.
export const DATA_BADGES = ["likely-to-sell-out", "bestseller", "new"] as const;
export type DataBadge = (typeof DATA_BADGES)[number];

/** A card shows at most this many. */
export const CARD_BADGE_LIMIT = 2;

export function isDataBadge(value: string): value is DataBadge {
  return (DATA_BADGES as readonly string[]).includes(value);
}
