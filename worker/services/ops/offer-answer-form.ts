// The console's answer and decline forms, read with zod: ids, the party per traveller type, a total typed in the
// traveller's currency (its own minor digits), an expiry on the Gulf's clock and a message. Every field says what is
// wrong with it at once; the rules about the departure itself are the service's (ops/offers.ts).
import { z } from "zod";
import type { Counts } from "../../../shared/booking-math.ts";
import { isCurrency, type Currency } from "../../../shared/constants.ts";
import { fromGulfWallClock } from "../../../shared/dates.ts";
import { currencyMinorDigits } from "../../../shared/intl.ts";
import {
  OFFER_ANSWER_FIELDS as F,
  OFFER_ANSWER_MESSAGE_MAX,
  type OfferFieldError,
  type OfferFormErrors,
} from "../../../shared/offer.ts";
import { submittedText } from "../../../shared/text-hygiene.ts";
import { latinNumber } from "../offer-form.ts";

const CATEGORIES = ["adult", "child", "infant"] as const;

export type AnswerFormInput = {
  activityId: number;
  optionId: number;
  slotId: number;
  counts: Counts;
  currency: Currency;
  /** Minor units of `currency`. */
  total: number;
  expiresAt: Date;
  message: string;
};

export type ParsedAnswer = { ok: true; input: AnswerFormInput } | { ok: false; errors: OfferFormErrors };

function fail(ctx: z.RefinementCtx, key: string): never {
  ctx.addIssue({ code: "custom", message: key });
  return z.NEVER as never;
}

const id = (key: string) =>
  z.unknown().transform((raw, ctx) => {
    const value = latinNumber(submittedText(raw));
    return /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : fail(ctx, key);
  });

const count = z.unknown().transform((raw, ctx) => {
  const value = latinNumber(submittedText(raw)) || "0";
  return /^\d{1,3}$/.test(value) ? Number(value) : fail(ctx, "partyCount");
});

const message = (required: boolean) =>
  z.unknown().transform((raw, ctx) => {
    const value = submittedText(raw, { multiline: true });
    if (!value && required) return fail(ctx, "messageRequired");
    return value.length > OFFER_ANSWER_MESSAGE_MAX ? fail(ctx, "messageTooLong") : value;
  });

/** Each field's schema; `currencies` are the ones this request may be answered in. */
const fields = (currencies: readonly string[]) => ({
  [F.activity]: id("slot"),
  [F.option]: id("slot"),
  [F.slot]: id("slot"),
  [F.currency]: z.unknown().transform((raw, ctx) => {
    const value = submittedText(raw).toUpperCase();
    return isCurrency(value) && currencies.includes(value) ? value : fail(ctx, "currency");
  }),
  [F.total]: z.unknown().transform((raw, ctx) => {
    const match = /^(\d{1,9})(?:\.(\d{1,3}))?$/.exec(latinNumber(submittedText(raw)));
    return match ? { whole: match[1]!, fraction: match[2] ?? "" } : fail(ctx, "total");
  }),
  [F.expires]: z.unknown().transform((raw, ctx) => fromGulfWallClock(submittedText(raw)) ?? fail(ctx, "expires")),
  [F.message]: message(true),
});

/** Which field a refusal of this schema belongs to on the page (the three ids all concern the departure). */
const shownAs = (name: string) => (name === F.activity || name === F.option ? F.slot : name);

export function parseAnswerForm(body: Record<string, unknown>, currencies: readonly string[]): ParsedAnswer {
  const errors: OfferFormErrors = {};
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(fields(currencies))) {
    const result = (schema as z.ZodType).safeParse(body[name]);
    if (result.success) out[name] = result.data;
    else errors[shownAs(name)] ??= { key: result.error.issues[0]?.message ?? "required" };
  }
  const counts: Counts = {};
  for (const category of CATEGORIES) {
    const result = count.safeParse(body[`counts.${category}`]);
    if (!result.success) errors.party ??= { key: "partyCount" };
    else if (result.data > 0) counts[category] = result.data;
  }
  let total = 0;
  const typed = out[F.total] as { whole: string; fraction: string } | undefined;
  if (typed && out[F.currency]) {
    const digits = currencyMinorDigits(String(out[F.currency]));
    if (typed.fraction.length > digits)
      errors[F.total] = { key: "totalDigits", values: { digits } } satisfies OfferFieldError;
    else total = Number(typed.whole) * 10 ** digits + Number(typed.fraction.padEnd(digits, "0") || "0");
    if (!errors[F.total] && total <= 0) errors[F.total] = { key: "total" };
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    input: {
      activityId: out[F.activity] as number,
      optionId: out[F.option] as number,
      slotId: out[F.slot] as number,
      counts,
      currency: out[F.currency] as Currency,
      total,
      expiresAt: out[F.expires] as Date,
      message: out[F.message] as string,
    },
  };
}

/** The decline form: its message (to the traveller) is required. */
export function parseDeclineForm(
  body: Record<string, unknown>,
): { ok: true; message: string } | { ok: false; errors: OfferFormErrors } {
  const result = message(true).safeParse(body.reason);
  return result.success
    ? { ok: true, message: result.data }
    : { ok: false, errors: { reason: { key: result.error.issues[0]?.message ?? "messageRequired" } } };
}

/** What was typed, by field name, to put back in the form (text only, bounded). */
export function answerFormValues(body: Record<string, unknown>): Record<string, string> {
  const names = [...Object.values(F), ...CATEGORIES.map((c) => `counts.${c}`), "reason"];
  return Object.fromEntries(
    names.map((name) => [
      name,
      submittedText(body[name], { multiline: true }).slice(0, OFFER_ANSWER_MESSAGE_MAX + 100),
    ]),
  );
}
