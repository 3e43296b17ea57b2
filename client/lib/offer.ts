// Custom offer requests (spec §1, "negotiation"): what the form asks and what the account page lists.

export const OFFER_STATUSES = ["received", "quoted", "accepted", "declined", "closed"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Group sizes the form accepts; larger groups are asked to write to operations. */
export const OFFER_GROUP_MAX = 500;
export const OFFER_MESSAGE_MAX = 2000;

export type OfferView = {
  id: string;
  status: OfferStatus;
  activityTitle: string;
  activityHref: string;
  dateFrom: string;
  dateTo: string;
  groupSize: number;
  /** In minor units of `budgetCurrency`. */
  budget: number;
  budgetCurrency: string;
  createdAt: string;
};
