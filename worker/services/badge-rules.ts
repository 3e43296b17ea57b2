// The rules that turn sales facts into badges (docs/decisions/013): pure functions, so every boundary is unit-tested.
import { addDays } from "../../shared/dates.ts";
import { DATA_BADGES, type DataBadge } from "../../shared/badges.ts";
import type { SalesFacts } from "../db/badges.ts";

/** "Likely to sell out" looks at departures from today through this many days ahead (today included). */
export const SELL_OUT_WINDOW_DAYS = 14;
/** …and needs at most this share of their seats left… */
export const SELL_OUT_MAX_LEFT_SHARE = 0.25;
/** …with at least this many seats actually booked (sold on those departures plus orders of the last week). */
export const SELL_OUT_MIN_DEMAND = 5;
/** Orders placed within this many days count as recent bookings. */
export const RECENT_BOOKING_DAYS = 7;
/** "Bestseller": seats sold on departures from this many days ago… */
export const BESTSELLER_PAST_DAYS = 30;
/** …to this many days ahead (bookings made now are mostly for the coming weeks). */
export const BESTSELLER_AHEAD_DAYS = 60;
/** The top share of a city's or a category's activities by those seats (rounded up: at least one per group)… */
export const BESTSELLER_TOP_SHARE = 0.1;
/** …and never fewer seats than this, so a quiet city has no bestseller. */
export const BESTSELLER_MIN_SEATS = 20;
/** "New": listed within this many days (the listing day counts as day 0). */
export const NEW_DAYS = 60;

/** What the rules know about one activity (read by worker/db/badges.ts). */

/** The date range (inclusive start, exclusive end) each window covers, from today's date in the Gulf. */
export function badgeWindows(today: string) {
  return {
    sellOut: { from: today, to: addDays(today, SELL_OUT_WINDOW_DAYS) },
    bestseller: { from: addDays(today, -BESTSELLER_PAST_DAYS), to: addDays(today, BESTSELLER_AHEAD_DAYS + 1) },
    newSince: addDays(today, -NEW_DAYS),
  };
}

export function isLikelyToSellOut(
  f: Pick<SalesFacts, "windowCapacity" | "windowSeatsLeft" | "windowSold" | "recentSeats">,
): boolean {
  if (f.windowCapacity <= 0) return false;
  if (f.windowSold + f.recentSeats < SELL_OUT_MIN_DEMAND) return false;
  return f.windowSeatsLeft <= f.windowCapacity * SELL_OUT_MAX_LEFT_SHARE;
}

export function isNew(listedOn: string | null, today: string): boolean {
  if (!listedOn) return false;
  return listedOn <= today && listedOn >= addDays(today, -NEW_DAYS);
}

/** How many of a group of `size` activities can be its bestsellers. */
export function bestsellerSlots(size: number): number {
  return size <= 0 ? 0 : Math.ceil(size * BESTSELLER_TOP_SHARE);
}

/** Ids of the bestsellers: the top sellers of each city and of each category (ties broken by the lower id). */
export function bestsellers(facts: SalesFacts[]): Set<number> {
  const winners = new Set<number>();
  const groups = new Map<string, SalesFacts[]>();
  for (const f of facts) {
    for (const key of [`city:${f.cityId}`, `category:${f.categoryId}`]) {
      const group = groups.get(key) ?? [];
      group.push(f);
      groups.set(key, group);
    }
  }
  for (const group of groups.values()) {
    const ranked = [...group].sort((a, b) => b.periodSold - a.periodSold || a.id - b.id);
    for (const f of ranked.slice(0, bestsellerSlots(group.length))) {
      if (f.periodSold >= BESTSELLER_MIN_SEATS) winners.add(f.id);
    }
  }
  return winners;
}

/** Every activity's badges, most important first. */
export function computeBadges(facts: SalesFacts[], today: string): Map<number, DataBadge[]> {
  const top = bestsellers(facts);
  const result = new Map<number, DataBadge[]>();
  for (const f of facts) {
    const on: Record<DataBadge, boolean> = {
      "likely-to-sell-out": isLikelyToSellOut(f),
      bestseller: top.has(f.id),
      new: isNew(f.listedOn, today),
    };
    result.set(
      f.id,
      DATA_BADGES.filter((badge) => on[badge]),
    );
  }
  return result;
}
