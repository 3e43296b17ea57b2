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

/** The form's field names, shared by the form and the server's schema (worker/services/offer-form.ts). */
export const OFFER_FIELDS = {
  activity: "activity",
  dateFrom: "dateFrom",
  dateTo: "dateTo",
  groupSize: "groupSize",
  budget: "budget",
  currency: "currency",
  message: "message",
  firstName: "firstName",
  lastName: "lastName",
  email: "email",
  country: "country",
  phone: "phone",
} as const;
export type OfferField = keyof typeof OFFER_FIELDS;

/** Why a field was refused. The contact fields' reasons are checkout's (checkout.errors.*), the rest offer.errors.*. */
export type OfferErrorKey =
  | "required"
  | "email"
  | "phone"
  | "country"
  | "tooLong"
  | "bidi"
  | "date"
  | "datePast"
  | "dateOrder"
  | "groupSize"
  | "budget"
  | "currency"
  | "rateLimited";
export type OfferErrors = Partial<Record<string, OfferErrorKey>>;
export const OFFER_CHECKOUT_ERROR_KEYS = new Set<OfferErrorKey>([
  "required",
  "email",
  "phone",
  "country",
  "tooLong",
  "bidi",
]);

/** The currency the budget is in unless the page starts it at the visitor's, or the traveller picks another. */
export const OFFER_DEFAULT_CURRENCY = "AED";
