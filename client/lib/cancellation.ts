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
