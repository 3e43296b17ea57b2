// What an activity's cancellation policy means, decided once for every page, email, voucher and invoice: what the
// policy promises (its terms), what cancelling a departure would cost at a given moment (the claim, the quote), and
// the same words for each wherever they are shown.
import type { TFunction } from "i18next";
import type { CancellationPolicy, CancellationTerms, CancellationTier } from "./catalogue.ts";
import type { Locale } from "./locales.ts";
import { calendarDateIn, dateFormatter, formatClock } from "./intl.ts";
import { addDays } from "./dates.ts";

export type { CancellationPolicy, CancellationTerms } from "./catalogue.ts";

const hoursOf = (tier: CancellationTier) => tier.days * 24 + tier.hours + Math.round(tier.minutes / 60);
/** A tier's window before the start, in milliseconds. */
const windowMs = (tier: CancellationTier) => ((tier.days * 24 + tier.hours) * 60 + tier.minutes) * 60_000;

/**
 * The fee, in percent, of cancelling with `left` ms to go: the highest among the tiers whose window is strictly
 * longer than the time left (exactly at a boundary the tier does not apply yet), 0 when none does.
 */
function penaltyPercentAt(policy: CancellationPolicy, left: number): number {
  return policy.tiers
    .filter((tier) => windowMs(tier) > left)
    .reduce((max, tier) => Math.max(max, tier.penaltyPercent), 0);
}

/** How long before the start cancelling stops being free (0: free until the start). */
function freeWindowMs(policy: CancellationPolicy): number {
  return policy.tiers.filter((tier) => tier.penaltyPercent > 0).reduce((max, tier) => Math.max(max, windowMs(tier)), 0);
}

/** What the policy promises, whatever the day: shown where no departure is chosen yet (cards, key facts). */
export function cancellationTerms(policy: CancellationPolicy): CancellationTerms {
  if (policy.nonRefundable) return { kind: "non_refundable" };
  return { kind: "free_before", hours: Math.round(freeWindowMs(policy) / 3_600_000) };
}

/** What cancelling a departure costs at a moment, and until when that holds. */
export type CancellationClaim =
  | { kind: "non_refundable" }
  /** The departure has started: it can no longer be cancelled. */
  | { kind: "started" }
  /** Free now, until `until` (inclusive). */
  | { kind: "free_until"; until: Date }
  /** A fee of `percent` (under 100) applies now; it becomes `next.percent` at `next.at`. */
  | { kind: "fee_now"; percent: number; next: { at: Date; percent: number } | null }
  /** Nothing would be refunded from now on. */
  | { kind: "no_refund_now" };

/** The one rule for every place that says whether cancelling is free: the policy, the departure's start and now. */
export function cancellationClaim(policy: CancellationPolicy, start: Date, now: Date): CancellationClaim {
  if (policy.nonRefundable) return { kind: "non_refundable" };
  const left = start.getTime() - now.getTime();
  if (!(left > 0)) return { kind: "started" };
  const percent = penaltyPercentAt(policy, left);
  if (percent === 0) return { kind: "free_until", until: new Date(start.getTime() - freeWindowMs(policy)) };
  if (percent >= 100) return { kind: "no_refund_now" };
  // The next boundary ahead: the longest window still shorter than the time left, with a higher fee.
  const next = policy.tiers
    .filter((tier) => windowMs(tier) <= left && tier.penaltyPercent > percent)
    .sort((a, b) => windowMs(b) - windowMs(a))[0];
  return {
    kind: "fee_now",
    percent,
    next: next ? { at: new Date(start.getTime() - windowMs(next)), percent: next.penaltyPercent } : null,
  };
}

export type CancellationQuote =
  | { ok: true; penaltyPercent: number; penalty: number; refund: number; amount: number }
  | { ok: false; reason: "non_refundable" | "started" };

/**
 * What cancelling now would cost (docs/decisions/012), by the same rule as the claim. The penalty is rounded up to the
 * fil, so the refund never exceeds what the policy allows; refund = amount − penalty. Non-refundable policies and
 * departures that have started refuse.
 */
export function cancellationQuote(input: {
  policy: CancellationPolicy;
  start: Date;
  now: Date;
  /** What was paid (or is due) for the item, AED minor units. */
  amount: number;
}): CancellationQuote {
  const { policy, start, now, amount } = input;
  if (policy.nonRefundable) return { ok: false, reason: "non_refundable" };
  const left = start.getTime() - now.getTime();
  if (!(left > 0)) return { ok: false, reason: "started" };
  const penaltyPercent = penaltyPercentAt(policy, left);
  const paid = Math.max(0, Math.trunc(amount));
  const penalty = Math.min(paid, Math.floor((paid * penaltyPercent + 99) / 100));
  return { ok: true, penaltyPercent, penalty, refund: paid - penalty, amount: paid };
}

// ---- words ----

/** The cancellation policy in words: a full-refund line, then the fee in each window before the start. */
export function cancellationLines(policy: CancellationPolicy, t: TFunction): string[] {
  if (policy.nonRefundable) return [t("activity.nonRefundable")];
  const tiers = [...policy.tiers].sort((a, b) => hoursOf(b) - hoursOf(a));
  return [
    t("activity.fullRefundUntil", { count: hoursOf(tiers[0]) }),
    ...tiers.map((tier) => t("activity.feeWithin", { count: hoursOf(tier), percent: tier.penaltyPercent })),
  ];
}

/** The terms as one short line: "Free cancellation up to 24 hours before", "Non-refundable". */
export function termsText(terms: CancellationTerms, t: TFunction): string {
  if (terms.kind === "non_refundable") return t("cancellation.nonRefundable");
  return t("cancellation.freeBefore", { count: terms.hours });
}

/** Where a claim is read: `relative` on pages read now ("14:00 tomorrow"); absolute dates in emails, vouchers, invoices. */
export type ClaimContext = { locale: Locale; timeZone: string; now: Date; relative: boolean };

/** "14:00 tomorrow", "14:00 today", "14:00 on Thu, 3 Dec" (Arabic in its own order), on the activity's clock. */
export function momentText(at: Date, t: TFunction, { locale, timeZone, now, relative }: ClaimContext): string {
  const time = formatClock(at, locale, timeZone);
  const day = calendarDateIn(timeZone, at);
  const today = calendarDateIn(timeZone, now);
  if (relative && day === today) return t("cancellation.when.today", { time });
  if (relative && day === addDays(today, 1)) return t("cancellation.when.tomorrow", { time });
  const date = dateFormatter(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: "numeric" }),
  }).format(new Date(`${day}T00:00:00Z`));
  return t("cancellation.when.date", { time, date });
}

/** The claim in words, the same on every page, email, voucher and invoice. */
export function claimText(claim: CancellationClaim, t: TFunction, context: ClaimContext): string {
  switch (claim.kind) {
    case "non_refundable":
      return t("cancellation.nonRefundable");
    case "started":
      return t("cancellation.started");
    case "free_until":
      return t("cancellation.freeUntil", { when: momentText(claim.until, t, context) });
    case "no_refund_now":
      return t("cancellation.noRefundNow");
    case "fee_now": {
      const now = t("cancellation.feeNow", { percent: claim.percent });
      if (!claim.next) return now;
      const when = momentText(claim.next.at, t, context);
      const later =
        claim.next.percent >= 100
          ? t("cancellation.noRefundFrom", { when })
          : t("cancellation.feeFrom", { percent: claim.next.percent, when });
      return `${now} ${later}`;
    }
  }
}

/** True when the claim is good news (shown in green, with a tick). */
export const isFreeClaim = (claim: CancellationClaim) => claim.kind === "free_until";
