// The checkout form's field names, limits and error keys, shared by the page, its island and the server's schema,
// plus the paths the checkout's result pages live at.
import type { TFunction } from "i18next";
import type { ReservationQuestion } from "./cart.ts";
import type { ResultPage } from "./order.ts";
import { localePath, type Locale } from "./locales.ts";

export const LEAD_FIELDS = ["firstName", "lastName", "email", "country", "phone"] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export const PAYMENT_MODE_FIELD = "paymentMode";
export const PAYMENT_MODES = ["now", "later"] as const;
/** "Send me booking updates on WhatsApp" (a checkbox, unticked by default: "on" when ticked). */
export const WHATSAPP_FIELD = "whatsappUpdates";
/** A signed-in traveller's "Save these details for next time" (a checkbox: "on" when ticked). */
export const SAVE_DETAILS_FIELD = "saveDetails";

export const leadField = (name: LeadField) => `lead.${name}`;
export type AnswerField = "pickupPointId" | "pickupAddress" | "pickupTime" | "note";
export const answerField = (itemId: number, name: AnswerField) => `answers.${itemId}.${name}`;
export const travellerNameField = (itemId: number, index: number) => `answers.${itemId}.travellerNames.${index}`;

/** Longest accepted value per field (by the field name's last word; traveller names end in their index). */
export const MAX_LENGTH = {
  firstName: 60,
  lastName: 60,
  email: 254,
  phone: 24,
  travellerName: 80,
  pickupAddress: 200,
  pickupTime: 5,
  note: 500,
} as const;

export function maxLengthOf(field: string): number {
  const parts = field.split(".");
  if (parts.at(-2) === "travellerNames") return MAX_LENGTH.travellerName;
  return MAX_LENGTH[parts.at(-1) as keyof typeof MAX_LENGTH] ?? 200;
}

/** Why a field was refused; each has a message in both languages (checkout.errors.<key>). */
export const CHECKOUT_ERRORS = [
  "required",
  "email",
  "phone",
  "country",
  "pickupPoint",
  "time",
  "tooLong",
  "paymentMode",
  "bidi",
] as const;
export type CheckoutErrorKey = (typeof CHECKOUT_ERRORS)[number];
/** Field name → why it was refused. */
export type CheckoutErrors = Record<string, CheckoutErrorKey>;

/** The error keys as sentences in the page's language. */
export const translateErrors = (errors: CheckoutErrors, t: TFunction): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(`checkout.errors.${key}`)]));

/** Something@domain.tld with no spaces: what "This format is not correct." checks, on both sides. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isEmail = (value: string) => EMAIL.test(value);
/** A wall-clock time, 00:00 to 23:59 (what <input type="time"> sends). */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** The phone country the select starts on, and the Gulf countries listed before all others. */
export const DEFAULT_COUNTRY = "AE";
export const GULF_COUNTRIES = ["AE", "SA", "QA", "OM", "BH", "KW"] as const;
export type CountryChoice = { code: string; name: string; dial: string };

/** The questions an item asks, and how many travellers name themselves: enough to know which fields are required. */
export type ItemQuestions = { id: number; questions: ReservationQuestion[]; travellers: number };

/** Every field the traveller must fill in for these items (the note is optional). */
export function requiredFields(items: ItemQuestions[]): string[] {
  const fields = [...LEAD_FIELDS.map(leadField), PAYMENT_MODE_FIELD];
  for (const item of items) {
    if (item.questions.includes("traveller_names"))
      for (let i = 0; i < item.travellers; i++) fields.push(travellerNameField(item.id, i));
    if (item.questions.includes("pickup_point")) fields.push(answerField(item.id, "pickupPointId"));
    if (item.questions.includes("pickup_address")) fields.push(answerField(item.id, "pickupAddress"));
    if (item.questions.includes("pickup_time")) fields.push(answerField(item.id, "pickupTime"));
  }
  return fields;
}

/**
 * The checks the browser makes before sending (the server makes them again, and more): required fields, the email's
 * format and the longest lengths. Values are the form's own, by field name.
 */
export function quickCheck(values: Record<string, string>, items: ItemQuestions[]): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of requiredFields(items)) if (!(values[field] ?? "").trim()) errors[field] = "required";
  for (const [field, value] of Object.entries(values))
    if (!errors[field] && value.trim().length > maxLengthOf(field)) errors[field] = "tooLong";
  const email = leadField("email");
  if (!errors[email] && !isEmail(values[email].trim())) errors[email] = "email";
  return errors;
}

/** Where each result lands: the spec's three result paths, and a page to resume an order still waiting for payment. */
const RESULT_PATHS: Record<ResultPage, string> = {
  success: "/checkout/success",
  partial: "/checkout/success",
  pay_later: "/checkout/success",
  error: "/checkout/error",
  payment_failed: "/checkout/error",
  on_hold: "/checkout/on_hold",
  pending: "/checkout/pending",
};

export const resultPathOf = (page: ResultPage) => RESULT_PATHS[page];

/** Where the checkout island keeps what is typed as the cart's draft (PUT, JSON): beside the form's own action. */
export const draftPath = (action: string) => `${action}/draft`;

/** Where the payment page's Cancel leads: checkout again, the form filled from the order, with a neutral line. */
export const PAYMENT_CANCELLED = "cancelled";
export function paymentCancelledPath(orderId: string, locale: Locale): string {
  return `${localePath(locale, "/checkout")}?payment=${PAYMENT_CANCELLED}&order=${encodeURIComponent(orderId)}`;
}

/** "/ar/checkout/success?order=R-…": the result page of an order in a locale. */
export function resultPath(page: ResultPage, orderId: string, locale: Locale): string {
  return `${localePath(locale, RESULT_PATHS[page])}?order=${encodeURIComponent(orderId)}`;
}
