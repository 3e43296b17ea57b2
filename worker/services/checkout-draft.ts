// A cart's checkout draft (issue 28): what the traveller typed in Guests Details, kept with the cart from the moment it
// is entered so that no detour makes them type it twice. Cleaned on the way in (only this cart's fields, in the
// form's own shape and limits); never read for a price: the order is still made from the cart and the checked form.
import { z } from "zod";
import { isSupportedCountry } from "libphonenumber-js/max";
import {
  LEAD_FIELDS,
  MAX_LENGTH,
  PAYMENT_MODES,
  PAYMENT_MODE_FIELD,
  SAVE_DETAILS_FIELD,
  WHATSAPP_FIELD,
  isClockTime,
  leadField,
} from "../../shared/checkout-fields.ts";
import { submittedText } from "../../shared/text-hygiene.ts";
import { expireDraftsStatements, replaceDraftStatements, type DraftFields } from "../db/checkout-drafts.ts";
import type { CheckoutItemRules } from "./checkout-form.ts";

export type { DraftFields } from "../db/checkout-drafts.ts";

/** An abandoned cart's draft is deleted this long after it was last touched (the cart cookie's own lifetime). */
export const DRAFT_TTL_DAYS = 30;

/** What the island sends: the form's fields by name. Bounded, so a draft cannot be used to store anything large. */
export const draftBodySchema = z.object({
  fields: z
    .record(z.string().max(80), z.string().max(2000))
    .refine((fields) => Object.keys(fields).length <= 400, { message: "Too many fields in one draft." }),
});

const LEAD_KEYS = new Map(LEAD_FIELDS.map((name) => [leadField(name), name]));

/** One lead or choice field as the draft may keep it, or null to drop it. */
function leadValue(key: string, raw: string): string | null {
  if (key === PAYMENT_MODE_FIELD) return (PAYMENT_MODES as readonly string[]).includes(raw) ? raw : null;
  if (key === SAVE_DETAILS_FIELD || key === WHATSAPP_FIELD) return raw === "on" ? "on" : null;
  const name = LEAD_KEYS.get(key);
  if (!name) return null;
  const value = submittedText(raw);
  if (name === "country") return isSupportedCountry(value.toUpperCase()) ? value.toUpperCase() : null;
  return value.slice(0, MAX_LENGTH[name]) || null;
}

/** One answer of `item` as the draft may keep it (only a question the item asks), or null to drop it. */
function answerValue(item: CheckoutItemRules, rest: string[], raw: string): string | null {
  const asks = new Set(item.questions);
  const [name, index] = rest;
  if (name === "travellerNames" && rest.length === 2 && asks.has("traveller_names")) {
    const i = Number(index);
    return Number.isInteger(i) && i >= 0 && i < Math.max(1, item.travellers)
      ? submittedText(raw).slice(0, MAX_LENGTH.travellerName) || null
      : null;
  }
  if (rest.length !== 1) return null;
  const value = submittedText(raw, { multiline: name === "note" });
  if (!value) return null;
  switch (name) {
    case "pickupPointId":
      return asks.has("pickup_point") && item.pickupPoints.some((p) => String(p.id) === value) ? value : null;
    case "pickupAddress":
      return asks.has("pickup_address") ? value.slice(0, MAX_LENGTH.pickupAddress) : null;
    case "pickupTime":
      return asks.has("pickup_time") && isClockTime(value) ? value : null;
    case "note":
      return asks.has("note") ? value.slice(0, MAX_LENGTH.note) : null;
    default:
      return null;
  }
}

/**
 * The draft's two parts from what was sent: the lead fields and choices, and each item's answers. Only fields the form
 * has, for items of this cart, asked by them, within the form's limits; control characters go; anything else is dropped.
 */
export function cleanDraft(
  fields: Record<string, unknown>,
  items: CheckoutItemRules[],
): { lead: DraftFields; answers: Map<number, DraftFields> } {
  const byId = new Map(items.map((item) => [String(item.id), item]));
  const lead: DraftFields = {};
  const answers = new Map<number, DraftFields>();
  for (const [key, raw] of Object.entries(fields)) {
    if (typeof raw !== "string") continue;
    const parts = key.split(".");
    if (parts[0] === "answers") {
      const item = byId.get(parts[1] ?? "");
      const value = item ? answerValue(item, parts.slice(2), raw) : null;
      if (item && value !== null) answers.set(item.id, { ...answers.get(item.id), [key]: value });
      continue;
    }
    const value = leadValue(key, raw);
    if (value !== null) lead[key] = value;
  }
  return { lead, answers };
}

/** Keeps what was sent as the cart's draft, replacing the last one (the form sends every field each time). */
export async function saveDraft(
  db: D1Database,
  cartId: string,
  fields: Record<string, unknown>,
  items: CheckoutItemRules[],
  now: Date,
): Promise<void> {
  const { lead, answers } = cleanDraft(fields, items);
  await db.batch(replaceDraftStatements(db, cartId, lead, answers, now));
}

/** Deletes drafts left untouched for DRAFT_TTL_DAYS (the scheduled handler). */
export async function expireDrafts(db: D1Database, now: Date): Promise<void> {
  await db.batch(expireDraftsStatements(db, new Date(now.getTime() - DRAFT_TTL_DAYS * 86_400_000)));
}

/**
 * The values Guests Details opens with: what was typed (the draft) first; then, only for fields still empty, an
 * order waiting for its payment, then the signed-in account. Nothing typed is ever overwritten.
 */
export function fillEmpty(...sources: DraftFields[]): DraftFields {
  const values: DraftFields = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) if (!values[key]?.trim() && value) values[key] = value;
  }
  return values;
}
