// The custom offer request form's schema: the trip (dates from the Gulf's today on, group size, budget in a chosen
// currency, message) with zod, and the contact details through checkout's own lead schema (names, email, country, phone).
import { z } from "zod";
import { CURRENCIES, type Currency } from "../../shared/constants.ts";
import { isCalendarDate } from "../../shared/dates.ts";
import { currencyMinorDigits } from "../../shared/intl.ts";
import { OFFER_GROUP_MAX, OFFER_MESSAGE_MAX } from "../../shared/offer.ts";
import type { Lead } from "../../shared/order.ts";
import { OFFER_DEFAULT_CURRENCY, OFFER_FIELDS, type OfferErrorKey, type OfferErrors } from "../../shared/offer.ts";
import { parseCheckoutForm } from "./checkout-form.ts";
import { submittedText } from "../../shared/text-hygiene.ts";

export type OfferInput = {
  activitySlug: string;
  dateFrom: string;
  dateTo: string;
  groupSize: number;
  /** Minor units of `currency`. */
  budget: number;
  currency: Currency;
  message: string;
  contact: Lead;
};

export type ParsedOffer = { ok: true; input: OfferInput } | { ok: false; errors: OfferErrors };

/** Budgets above this (in major units) are refused as typing mistakes. */
const BUDGET_MAX = 100_000_000;
const F = OFFER_FIELDS;

const clean = (value: unknown) => submittedText(value);

/** Arabic-Indic and Persian digits as Latin ones, the Arabic decimal sign as ".", group separators and spaces dropped. */
export function latinNumber(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/[\s,\u066c\u00a0\u202f]/g, "");
}

function fail(ctx: z.RefinementCtx, key: OfferErrorKey): never {
  ctx.addIssue({ code: "custom", message: key });
  return z.NEVER as never;
}

const date = z.unknown().transform((raw, ctx) => {
  const value = clean(raw);
  if (!value) return fail(ctx, "required");
  return isCalendarDate(value) ? value : fail(ctx, "date");
});

/** One schema per trip field, each parsed on its own so that every field says what is wrong with it at once. */
const tripFields = (today: string) => ({
  [F.activity]: z.unknown().transform((raw, ctx) => {
    const value = clean(raw);
    return /^[a-z0-9-]{1,120}$/.test(value) ? value : fail(ctx, "required");
  }),
  [F.dateFrom]: date.transform((value, ctx) => (value < today ? fail(ctx, "datePast") : value)),
  [F.dateTo]: date.transform((value, ctx) => (value < today ? fail(ctx, "datePast") : value)),
  [F.groupSize]: z.unknown().transform((raw, ctx) => {
    const value = latinNumber(clean(raw));
    if (!value) return fail(ctx, "required");
    const n = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
    return n >= 1 && n <= OFFER_GROUP_MAX ? n : fail(ctx, "groupSize");
  }),
  [F.currency]: z.unknown().transform((raw, ctx) => {
    const value = clean(raw).toUpperCase() || OFFER_DEFAULT_CURRENCY;
    return (CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : fail(ctx, "currency");
  }),
  /** Whole and fraction digits as typed; the currency decides how many fraction digits it may have. */
  [F.budget]: z.unknown().transform((raw, ctx) => {
    const value = latinNumber(clean(raw));
    if (!value) return fail(ctx, "required");
    const match = /^(\d{1,12})(?:\.(\d{1,3}))?$/.exec(value);
    if (!match || Number(match[1]) > BUDGET_MAX || !/[1-9]/.test(value)) return fail(ctx, "budget");
    return { whole: match[1]!, fraction: match[2] ?? "" };
  }),
  [F.message]: z.unknown().transform((raw, ctx) => {
    const value = submittedText(raw, { multiline: true });
    if (!value) return fail(ctx, "required");
    return value.length > OFFER_MESSAGE_MAX ? fail(ctx, "tooLong") : value;
  }),
});

/**
 * The form's fields (form post or JSON), with `today` the Gulf's date; refusals come back by field name. The contact
 * fields go through checkout's lead schema, so they are read and refused exactly as at checkout.
 */
export function parseOfferForm(raw: unknown, today: string): ParsedOffer {
  const body = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const errors: OfferErrors = {};
  const trip: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(tripFields(today))) {
    const result = (schema as z.ZodType).safeParse(body[name]);
    if (result.success) trip[name] = result.data;
    else errors[name] = (result.error.issues[0]?.message ?? "required") as OfferErrorKey;
  }
  // Across fields: the end on or after the start; the budget with no more decimals than its currency has.
  if (trip[F.dateFrom] && trip[F.dateTo] && String(trip[F.dateTo]) < String(trip[F.dateFrom]))
    errors[F.dateTo] = "dateOrder";
  let budget = 0;
  const amount = trip[F.budget] as { whole: string; fraction: string } | undefined;
  if (amount && trip[F.currency]) {
    const digits = currencyMinorDigits(String(trip[F.currency]));
    if (amount.fraction.length > digits) errors[F.budget] = "budget";
    else budget = Number(amount.whole) * 10 ** digits + Number(amount.fraction.padEnd(digits, "0") || "0");
  }
  const lead = {
    firstName: body[F.firstName],
    lastName: body[F.lastName],
    email: body[F.email],
    country: body[F.country],
    phone: body[F.phone],
  };
  const contact = parseCheckoutForm({ lead, paymentMode: "now", answers: {} }, []);
  if (!contact.ok) {
    for (const [field, key] of Object.entries(contact.errors)) {
      const name = field.replace(/^lead\./, "");
      if (name in F) errors[name] ??= key as OfferErrorKey;
    }
  }
  if (!contact.ok || Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    input: {
      activitySlug: String(trip[F.activity]),
      dateFrom: String(trip[F.dateFrom]),
      dateTo: String(trip[F.dateTo]),
      groupSize: Number(trip[F.groupSize]),
      budget,
      currency: trip[F.currency] as Currency,
      message: String(trip[F.message]),
      contact: contact.input.lead,
    },
  };
}

/** What was typed, by field name, to put back in the form (text only, bounded). */
export function offerFormValues(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.values(F).map((name) => [name, clean(body[name]).slice(0, OFFER_MESSAGE_MAX + 100)]),
  );
}
