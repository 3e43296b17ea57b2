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
  /** The latest priced offer answering it, if any (its status as stored: read it through offerStatusAt). */
  offer: PricedOfferView | null;
  /** Why the request was declined, when it was. */
  declineMessage: string | null;
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

// ---- Priced offers (issue 30 §6): an operator's answer to a request, and its single-use link ----

export const PRICED_OFFER_STATUSES = ["sent", "accepted", "expired", "declined"] as const;
/** As stored; a sent offer past its expiry reads as "expired" everywhere (offerStatusAt). */
export type PricedOfferStatus = (typeof PRICED_OFFER_STATUSES)[number];

/** The offer's status at `now`: a sent offer whose expiry has come is expired, whether or not the row says so yet. */
export function offerStatusAt(offer: { status: PricedOfferStatus; expiresAt: string }, now: Date): PricedOfferStatus {
  return offer.status === "sent" && Date.parse(offer.expiresAt) <= now.getTime() ? "expired" : offer.status;
}

/**
 * Whether a request waits for an operator: received and unanswered, or answered with an offer that ran out unused.
 * The console's list and inbox put these first.
 */
export function requestWaiting(
  request: { status: OfferStatus },
  latest: { status: PricedOfferStatus; expiresAt: string } | null,
  now: Date,
): boolean {
  if (request.status === "received") return true;
  return request.status === "quoted" && latest !== null && offerStatusAt(latest, now) === "expired";
}

/** Requests an operator may still answer with a (new) priced offer or decline. */
export const ANSWERABLE_REQUEST_STATUSES: readonly OfferStatus[] = ["received", "quoted"];

/** The traveller's offer page: GET shows it, POST accepts it (a mail scanner's GET must never act). */
export const OFFER_LINK_PREFIX = "/offers/accept/";
export const offerLinkPath = (token: string) => `${OFFER_LINK_PREFIX}${token}`;

/** A priced offer as the traveller (their account, the request's page, the offer's page) and the console read it. */
export type PricedOfferView = {
  id: number;
  status: PricedOfferStatus;
  activityTitle: string;
  optionTitle: string;
  /** The departure, on its city's wall clock. */
  date: string;
  startTime: string;
  counts: Partial<Record<"adult" | "child" | "infant", number>>;
  travellers: number;
  /** Minor units of `currency`, the traveller's; `aedTotal` is what checkout charges. */
  total: number;
  currency: string;
  aedTotal: number;
  expiresAt: string;
  message: string;
  createdAt: string;
  acceptedAt: string | null;
  /** The order that booked it, once one was placed. */
  orderId: string | null;
};

/** Limits of the console's answer form. */
export const OFFER_ANSWER_MESSAGE_MAX = 2000;
/** An offer may stay open at most this long. */
export const OFFER_MAX_DAYS = 60;

/** The console's answer form's field names (worker/routes/ops/offers.tsx reads them). */
export const OFFER_ANSWER_FIELDS = {
  activity: "activity",
  option: "option",
  slot: "slot",
  currency: "currency",
  total: "total",
  expires: "expires",
  message: "message",
} as const;

/**
 * Whether an offer's departure can still take its party: "ok", "no_seats" (`left` seats remain, fewer than the party
 * needs, or none), "departed" (started, or gone) or "unavailable" (the activity or option stopped selling).
 */
export type OfferSeats =
  | { kind: "ok" }
  | { kind: "no_seats"; left: number }
  | { kind: "departed" }
  | { kind: "unavailable" };

/** Why accepting an offer was refused; each has a sentence in both languages (offer.quote.refused.*). */
export type OfferRefusal = "used" | "expired" | "withdrawn" | "seats" | "cart_full";

// ---- the console's views (worker/db/ops-offers.ts reads them, client/pages/ops/OffersPages.tsx shows them) ----

/** A request as the console's list shows it, with its latest offer (null before the first). */
export type ConsoleRequestRow = {
  id: string;
  status: OfferStatus;
  activityTitle: string;
  dateFrom: string;
  dateTo: string;
  groupSize: number;
  budget: number;
  budgetCurrency: string;
  name: string;
  email: string;
  locale: "en" | "ar";
  createdAt: string;
  latest: {
    status: PricedOfferStatus;
    expiresAt: string;
    total: number;
    currency: string;
    orderId: string | null;
  } | null;
};

/** A request in full, for the console's page about it. */
export type ConsoleRequest = {
  id: string;
  status: OfferStatus;
  activityId: number;
  activitySlug: string;
  activityTitle: string;
  citySlug: string;
  cityId: number;
  dateFrom: string;
  dateTo: string;
  groupSize: number;
  budget: number;
  budgetCurrency: string;
  message: string;
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  phone: string;
  locale: "en" | "ar";
  userId: string | null;
  declineMessage: string | null;
  createdAt: string;
  updatedAt: string;
};

/** An offer as the console's page lists it: the traveller's view, and who sent it. */
export type ConsoleOfferView = PricedOfferView & { sentByEmail: string | null };

export type ActivityChoice = { id: number; slug: string; title: string };
export type DepartureChoice = { id: number; date: string; startTime: string; price: number; seatsLeft: number };

/** A console form field's refusal: a message key under ops.offers.errors, with its values. */
export type OfferFieldError = { key: string; values?: Record<string, number | string> };
/** The console's answer and decline forms' refusals, by field name. */
export type OfferFormErrors = Partial<Record<string, OfferFieldError>>;

/** What the offer page shows a traveller (client/pages/OfferQuotePage.tsx), as the worker builds it. */
export type OfferQuotePageProps = {
  offer: PricedOfferView;
  requestId: string;
  /** The status now (a sent offer past its expiry is expired). */
  status: PricedOfferStatus;
  seats: OfferSeats;
  /** When the page was made (ISO): the moment its "until 18:00 tomorrow" is true at. */
  now: string;
  /** Why the last press of Accept was refused, if it was. */
  refusal: OfferRefusal | null;
  links: { accept: string; cart: string; activity: string; contact: string };
};
