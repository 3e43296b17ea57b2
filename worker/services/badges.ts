// Works out every activity's data badges (docs/decisions/013) and stores them with the search filter bits that match.
import { FACETS } from "../../shared/search-filters.ts";
import { DATA_BADGES, isDataBadge } from "../../shared/badges.ts";
import { todayInGulf } from "../../shared/dates.ts";
import { badgeStates, lastBadgeRun, recordBadgeRun, setActivityBadges, setSearchMask } from "../db/badges.ts";
import { jsonList } from "../db/rows.ts";
import { encodeMask, type FacetValues } from "../../shared/search-facets.ts";
import { RECENT_BOOKING_DAYS, badgeWindows, computeBadges } from "./badge-rules.ts";

/** The scheduled handler (every minute) refreshes badges at most this often. */
export const BADGE_REFRESH_MINUTES = 15;
/** D1 batches stay well under its statement limits. */
const BATCH_SIZE = 200;

function labelMask(labels: readonly string[]): [number, number] {
  const values = Object.fromEntries(FACETS.map((facet) => [facet, [] as string[]])) as FacetValues;
  values.label = [...labels];
  return encodeMask(values);
}

const [DATA_LO, DATA_HI] = labelMask(DATA_BADGES);

/** Search's filter bits with the data badges' label bits replaced by `badges`. */
export function withBadgeBits(lo: number, hi: number, badges: readonly string[]): [number, number] {
  const [onLo, onHi] = labelMask(badges);
  return [((lo & ~DATA_LO) | onLo) >>> 0, ((hi & ~DATA_HI) | onHi) >>> 0];
}

export type BadgeReport = { activities: number; changed: number };

/** Recomputes every activity's badges; writes only rows whose badges (or stale template labels, or bits) differ. */
export async function recomputeBadges(db: D1Database, now: Date = new Date()): Promise<BadgeReport> {
  const today = todayInGulf(now);
  const windows = badgeWindows(today);
  const states = await badgeStates(db, {
    sellOutFrom: windows.sellOut.from,
    sellOutTo: windows.sellOut.to,
    periodFrom: windows.bestseller.from,
    periodTo: windows.bestseller.to,
    recentSince: new Date(now.getTime() - RECENT_BOOKING_DAYS * 86_400_000).toISOString(),
  });
  const computed = computeBadges(states, today);
  const writes: D1PreparedStatement[] = [];
  for (const state of states) {
    const badges = computed.get(state.id) ?? [];
    const badgesJson = JSON.stringify(badges);
    // The catalogue's own labels keep only its features; the data badges live in `badges`.
    const oldLabels = jsonList(state.labels);
    const labels = oldLabels.filter((label) => !isDataBadge(label));
    if (badgesJson !== state.badges || labels.length !== oldLabels.length) {
      writes.push(setActivityBadges(db, state.id, badgesJson, JSON.stringify(labels)));
    }
    if (state.maskLo !== null && state.maskHi !== null) {
      const [lo, hi] = withBadgeBits(state.maskLo, state.maskHi, badges);
      if (lo !== state.maskLo || hi !== state.maskHi) writes.push(setSearchMask(db, state.id, lo, hi));
    }
  }
  writes.push(recordBadgeRun(db, now));
  for (let i = 0; i < writes.length; i += BATCH_SIZE) await db.batch(writes.slice(i, i + BATCH_SIZE));
  return { activities: states.length, changed: writes.length - 1 };
}

/** For the scheduled handler: recompute when the last run is BADGE_REFRESH_MINUTES old (or there was none); null when not due. */
export async function refreshBadgesIfDue(db: D1Database, now: Date): Promise<BadgeReport | null> {
  const last = await lastBadgeRun(db);
  if (last && now.getTime() - Date.parse(last) < BADGE_REFRESH_MINUTES * 60_000) return null;
  return recomputeBadges(db, now);
}
