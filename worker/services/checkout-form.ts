// The checkout form's schema (spec §5): the lead guest, each item's reservation answers and the payment mode, from a
// form post or JSON. Every refusal is a message key (checkout.errors.*) under its field's name, so both languages get it.
import { z } from "zod";
import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/max";
import type { CartItemView } from "../../shared/cart.ts";
import type { Lead, PaymentMode } from "../../shared/order.ts";
import {
  MAX_LENGTH,
  PAYMENT_MODES,
  isClockTime,
  isEmail,
  type CheckoutErrorKey,
  type CheckoutErrors,
} from "../../shared/checkout-fields.ts";
import { hasBidiControls, submittedText } from "../../shared/text-hygiene.ts";

export type ItemAnswers = {
  travellerNames?: string[];
  pickupPointId?: number;
  pickupAddress?: string;
  pickupTime?: string;
  note?: string;
};
export type CheckoutInput = {
  lead: Lead;
  paymentMode: PaymentMode;
  /** Booking updates on WhatsApp, asked for (a ticked box). Absent or false: email only. */
  whatsappUpdates?: boolean;
  /** By cart item id: only the questions that item asks. */
  answers: Record<number, ItemAnswers>;
};

/** What the schema needs to know about each cart item: its questions, its travellers and its pickup points. */
export type CheckoutItemRules = Pick<CartItemView, "id" | "questions" | "travellers"> & {
  pickupPoints: { id: number }[];
};

type Raw = Record<string, unknown>;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

const asRecord = (value: unknown): Raw =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Raw) : {};

/** An object with exactly the shape's keys, each present (zod skips the schema of a missing key), the rest dropped. */
function filled<S extends Record<string, z.ZodType>>(shape: S, adjust: (raw: Raw) => Raw = (o) => o) {
  return z.preprocess((raw) => {
    const o = adjust(asRecord(raw));
    return Object.fromEntries(Object.keys(shape).map((key) => [key, o[key]]));
  }, z.object(shape));
}

const clean = (value: unknown) => submittedText(value);

/**
 * One text field that fails with exactly one key: required (when empty), tooLong, or its format's own key. Control
 * characters are dropped (`multiline` keeps line breaks); a `name` refuses bidirectional controls.
 */
function text(
  max: number,
  options: {
    required?: boolean;
    multiline?: boolean;
    name?: boolean;
    format?: (value: string) => CheckoutErrorKey | null;
  } = {},
) {
  const { required = true, multiline = false, name = false, format } = options;
  return z.unknown().transform((raw, ctx) => {
    const value = submittedText(raw, { multiline });
    const problem: CheckoutErrorKey | null = !value
      ? required
        ? "required"
        : null
      : value.length > max
        ? "tooLong"
        : name && hasBidiControls(value)
          ? "bidi"
          : (format?.(value) ?? null);
    if (problem) {
      ctx.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return value;
  });
}

const country = text(8, { format: (v) => (isSupportedCountry(v.toUpperCase()) ? null : "country") }).transform((v) =>
  v.toUpperCase(),
);

/** The phone number, read for the chosen country's code (or its own +code when it has one), normalised to E.164. */
const phone = z.object({ number: z.unknown(), country: z.unknown() }).transform((raw, ctx) => {
  const value = clean(raw.number);
  const code = clean(raw.country).toUpperCase();
  const fail = (key: CheckoutErrorKey) => {
    ctx.addIssue({ code: "custom", message: key });
    return z.NEVER;
  };
  if (!value) return fail("required");
  if (value.length > MAX_LENGTH.phone) return fail("tooLong");
  // Without a known country the country field already says what is wrong; the number is checked once it is chosen.
  if (!isSupportedCountry(code)) return value;
  const parsed = parsePhoneNumberFromString(value, code as CountryCode);
  if (!parsed?.isValid() || parsed.countryCallingCode !== getCountryCallingCode(code as CountryCode))
    return fail("phone");
  return parsed.number as string;
});

const lead = filled(
  {
    firstName: text(MAX_LENGTH.firstName, { name: true }),
    lastName: text(MAX_LENGTH.lastName, { name: true }),
    email: text(MAX_LENGTH.email, { format: (v) => (isEmail(v) ? null : "email") }),
    country,
    phone,
  },
  // The number is read with the chosen country, so its schema sees both.
  (o) => ({ ...o, phone: { number: o.phone, country: o.country } }),
);

/** Traveller names arrive as a list (JSON) or by index (form fields "…travellerNames.0"); exactly `count` are read. */
function nameList(count: number) {
  return z.preprocess(
    (raw) => {
      const list = Array.isArray(raw) ? raw : indexedEntries(asRecord(raw));
      return Array.from({ length: count }, (_, i) => list[i]);
    },
    z.tuple(
      Array.from({ length: count }, () => text(MAX_LENGTH.travellerName, { name: true })) as [ReturnType<typeof text>],
    ),
  );
}

function itemAnswers(item: CheckoutItemRules) {
  const asks = new Set(item.questions);
  const points = new Set(item.pickupPoints.map((p) => String(p.id)));
  const shape: Record<string, z.ZodType> = {};
  if (asks.has("traveller_names")) shape.travellerNames = nameList(Math.max(1, item.travellers));
  if (asks.has("pickup_point"))
    shape.pickupPointId = text(20, { format: (v) => (points.has(v) ? null : "pickupPoint") }).transform(Number);
  if (asks.has("pickup_address")) shape.pickupAddress = text(MAX_LENGTH.pickupAddress);
  if (asks.has("pickup_time"))
    shape.pickupTime = text(MAX_LENGTH.pickupTime, { format: (v) => (isClockTime(v) ? null : "time") });
  if (asks.has("note")) shape.note = text(MAX_LENGTH.note, { required: false, multiline: true });
  // Answers to questions the item does not ask are dropped.
  return filled(shape);
}

/** Drops optional answers left empty, so the parsed value holds only what was asked and given. */
const compact = (answers: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(answers).map(([id, a]) => [id, Object.fromEntries(Object.entries(a).filter(([, v]) => v !== ""))]),
  );

/** The checkout form for these cart items (their questions decide which answers are required). */
/** A form's indexed fields ({"0": a, "2": c}) as the array they spell ([a, , c]). */
function indexedEntries(record: Record<string, unknown>): unknown[] {
  const list: unknown[] = [];
  for (const [key, value] of Object.entries(record)) if (/^\d{1,3}$/.test(key)) list[Number(key)] = value;
  return list;
}

export function checkoutFormSchema(items: CheckoutItemRules[]) {
  return filled({
    lead,
    paymentMode: text(10, { format: (v) => ((PAYMENT_MODES as readonly string[]).includes(v) ? null : "paymentMode") }),
    whatsappUpdates: z.unknown().transform((v) => v === true || ["on", "true"].includes(submittedText(v))),
    answers: filled(Object.fromEntries(items.map((item) => [String(item.id), itemAnswers(item)]))).transform(compact),
  }) as unknown as z.ZodType<CheckoutInput>;
}

export type ParsedCheckout = { ok: true; input: CheckoutInput } | { ok: false; errors: CheckoutErrors };

/** Parses a form (already nested, see formFields) or JSON body; refusals come back by field name ("lead.email"). */
export function parseCheckoutForm(raw: unknown, items: CheckoutItemRules[]): ParsedCheckout {
  const result = checkoutFormSchema(items).safeParse(raw);
  if (result.success) return { ok: true, input: result.data };
  const errors: CheckoutErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".");
    errors[field] ??= (issue.message as CheckoutErrorKey) ?? "required";
  }
  return { ok: false, errors };
}

/**
 * A form-encoded body ({"lead.firstName": "…", "answers.12.travellerNames.0": "…"}) as the nested shape JSON uses.
 * Keys that could reach an object's prototype are dropped.
 */
export function nestFormFields(body: Record<string, unknown>): Raw {
  const root: Raw = {};
  for (const [key, value] of Object.entries(body)) {
    const parts = key.split(".");
    if (parts.length > 5 || parts.some((p) => !p || FORBIDDEN_KEYS.has(p))) continue;
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = node[part] = next && typeof next === "object" && !Array.isArray(next) ? (next as Raw) : {};
    }
    node[parts.at(-1)!] = value;
  }
  return root;
}

/** The submitted values by field name, as text, to put back in the form when it is shown again with its errors. */
export function formValues(body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (/^(lead|answers|paymentMode|saveDetails|whatsappUpdates)\b/.test(key) && key.length < 80)
      values[key] = (Array.isArray(value) ? clean(value.at(-1)) : typeof value === "string" ? value : "").slice(
        0,
        1000,
      );
  }
  return values;
}

/** A JSON body ({lead: {firstName: "…"}, answers: {12: {…}}}) as the form's field names and values, to keep as a draft. */
export function flattenFields(raw: unknown, prefix = "", depth = 0): Record<string, string> {
  const values: Record<string, string> = {};
  if (!raw || typeof raw !== "object" || depth > 4) return values;
  for (const [key, value] of Object.entries(raw as Raw)) {
    if (FORBIDDEN_KEYS.has(key)) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string" || typeof value === "number") values[name] = String(value);
    else if (value && typeof value === "object") Object.assign(values, flattenFields(value, name, depth + 1));
  }
  return formValues(values);
}

/** "+971501234567" as people write it, "+971 50 123 4567", with no-break spaces so a line never splits it. */
export function readablePhone(e164: string): string {
  return (parsePhoneNumberFromString(e164)?.formatInternational() ?? e164).replaceAll(" ", "\u00a0");
}

export { countryChoices } from "../../shared/countries.ts";

/** The lead guest's fields alone, read as checkout reads them (the console's contact change uses it). */
export const leadSchema = lead as unknown as z.ZodType<Lead>;
