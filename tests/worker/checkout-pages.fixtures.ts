// What the checkout page tests share: demo activities picked by property, carts behind a cookie, a valid form for a
// cart, requests with the cart's cookie, and the visible text of a page.
import { env } from "cloudflare:workers";
import { addToCart, priceCart } from "../../worker/services/cart.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { answerField, leadField, travellerNameField } from "../../shared/checkout-fields.ts";
import { CART_COOKIE } from "../../shared/cart.ts";
import { ORIGIN, get } from "./helpers.ts";

export type Pick = { activity: number; slot: number };

/**
 * A bookable activity matching `where` (SQL over `a`, the activity) and one of its per-person departures at least two
 * days ahead with room for `seats`; activities in `not` are skipped.
 */
export async function pickActivity(where: string, not: number[] = [], seats = 4): Promise<Pick> {
  const from = addDays(todayInGulf(), 2);
  const row = await env.DB.prepare(
    `SELECT a.id AS activity, v.id AS slot FROM activities a
     JOIN availability v ON v.activity_id = a.id JOIN options o ON o.id = v.option_id
     WHERE a.bookable = 1 AND ${where} AND a.id NOT IN (${not.map(() => "?").join(",") || "0"})
       AND v.date >= ? AND v.capacity - v.sold - v.held >= ? AND o.pricing_unit = 'per_person' AND o.capacity_per_item >= 2
       AND (o.expires_on IS NULL OR o.expires_on >= v.date)
       AND EXISTS (SELECT 1 FROM option_participants p WHERE p.option_id = o.id AND p.category = 'adult')
     ORDER BY a.id, v.date, v.start_time LIMIT 1`,
  )
    .bind(...not, from, seats)
    .first<Pick>();
  if (!row) throw new Error(`no demo activity where ${where}`);
  return row;
}

/** A new cart holding two adults on each departure. */
export async function newCart(picks: Pick[], adults = 2): Promise<string> {
  let cartId: string | null = null;
  for (const pick of picks) {
    const added = await addToCart(
      env.DB,
      cartId,
      { slotId: pick.slot, counts: { adult: adults }, extras: [] },
      new Date(),
    );
    if (!added.ok) throw new Error(`could not add slot ${pick.slot}: ${added.reason}`);
    cartId = added.cartId;
  }
  return cartId!;
}

export const cookieOf = (cartId: string, extra = "") => `${CART_COOKIE}=${cartId}${extra ? `; ${extra}` : ""}`;

/** A complete, valid checkout form for the cart as it is priced now (every question answered). */
export async function validForm(cartId: string, mode: "now" | "later" = "now"): Promise<Record<string, string>> {
  const cart = await priceCart(env.DB, cartId, "en", new Date());
  const form: Record<string, string> = {
    [leadField("firstName")]: "Layla",
    [leadField("lastName")]: "Al Mansouri",
    [leadField("email")]: "layla@example.ae",
    [leadField("country")]: "AE",
    [leadField("phone")]: "050 123 4567",
    paymentMode: mode,
  };
  for (const item of cart.items) {
    if (item.questions.includes("traveller_names"))
      for (let i = 0; i < item.travellers; i++) form[travellerNameField(item.id, i)] = `Traveller ${i + 1}`;
    if (item.questions.includes("pickup_point"))
      form[answerField(item.id, "pickupPointId")] = String(item.pickupPoints.at(-1)!.id);
    if (item.questions.includes("pickup_address"))
      form[answerField(item.id, "pickupAddress")] = "Atlantis The Palm, lobby";
    if (item.questions.includes("pickup_time")) form[answerField(item.id, "pickupTime")] = "08:15";
  }
  return form;
}

/** A form post (or JSON with `json`) from this site, with the cart's cookie. */
export function postForm(
  path: string,
  body: Record<string, string>,
  cookie: string | null,
  options: { json?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  if (options.json) headers.accept = "application/json";
  return get(path, { method: "POST", body: new URLSearchParams(body).toString(), headers });
}

/** The words a visitor reads: tags, island props and React's text separators removed, entities decoded. */
export function text(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<\/?(a|bdi|span|strong|b|em)\b[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** Count of an exact substring. */
export const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/** The opening tag of the form control named `name` (and `value`); React puts name and value last, so tests look attributes up in it. */
export function control(html: string, name: string, value?: string): string {
  const tag = [...html.matchAll(/<(input|select|textarea|form)\b[^>]*>/g)]
    .map((m) => m[0])
    .find((t) => t.includes(` name="${name}"`) && (value === undefined || t.includes(` value="${value}"`)));
  if (!tag) throw new Error(`no control named ${name}${value === undefined ? "" : ` with the value ${value}`}`);
  return tag;
}

/** The opening tag of the checkout form. */
export const checkoutForm = (html: string) => html.match(/<form [^>]*data-testid="checkout-form"[^>]*>/)?.[0] ?? "";
