// A cancellation policy in words, shared by the experience page and the booking emails.
import type { TFunction } from "i18next";
import type { ActivityDetail, CancellationTier } from "./catalogue.ts";

const hoursOf = (tier: CancellationTier) => tier.days * 24 + tier.hours + Math.round(tier.minutes / 60);

/** The cancellation policy in words: a full-refund line, then the fee in each window before the start. */
export function cancellationLines(policy: ActivityDetail["cancellation"], t: TFunction): string[] {
  if (policy.nonRefundable) return [t("activity.nonRefundable")];
  const tiers = [...policy.tiers].sort((a, b) => hoursOf(b) - hoursOf(a));
  return [
    t("activity.fullRefundUntil", { count: hoursOf(tiers[0]) }),
    ...tiers.map((tier) => t("activity.feeWithin", { count: hoursOf(tier), percent: tier.penaltyPercent })),
  ];
}

/** A tier's window before the start, in milliseconds. */
const windowMs = (tier: CancellationTier) => ((tier.days * 24 + tier.hours) * 60 + tier.minutes) * 60_000;

export type CancellationQuote =
  | { ok: true; penaltyPercent: number; penalty: number; refund: number; amount: number }
  | { ok: false; reason: "non_refundable" | "started" };

/**
 * What cancelling now would cost (docs/decisions/012). The penalty percent is the highest among the tiers whose window
 * is strictly longer than the time left (exactly at a boundary the tier does not apply yet), 0 when none does. The
 * penalty is rounded up to the fil, so the refund never exceeds what the policy allows; refund = amount − penalty.
 * Non-refundable policies and departures that have started (no time left) refuse.
 */
export function cancellationQuote(input: {
  policy: ActivityDetail["cancellation"];
  start: Date;
  now: Date;
  /** What was paid (or is due) for the item, AED minor units. */
  amount: number;
}): CancellationQuote {
  const { policy, start, now, amount } = input;
  if (policy.nonRefundable) return { ok: false, reason: "non_refundable" };
  const left = start.getTime() - now.getTime();
  if (!(left > 0)) return { ok: false, reason: "started" };
  const penaltyPercent = policy.tiers.filter((tier) => windowMs(tier) > left).reduce((max, tier) => Math.max(max, tier.penaltyPercent), 0);
  const paid = Math.max(0, Math.trunc(amount));
  const penalty = Math.min(paid, Math.floor((paid * penaltyPercent + 99) / 100));
  return { ok: true, penaltyPercent, penalty, refund: paid - penalty, amount: paid };
}
