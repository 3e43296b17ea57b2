// The cart's POST endpoints: plain forms (303 back with a flash) and JSON (Accept: application/json), zod-validated,
// each calling one cart service; messages in the page's language.
import type { Context, Hono } from "hono";
import { PERSONAL } from "../routing/cacheable.ts";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import type { TFunction } from "i18next";
import { localePath } from "../../shared/locales.ts";
import { formatDate } from "../../shared/intl.ts";
import { formatMoney } from "../../shared/money.ts";
import { safeLocation } from "../../shared/safe-location.ts";
import { availabilityOutcome, type CartView } from "../../shared/cart.ts";
import type { Counts } from "../../shared/booking-math.ts";
import type { ParticipantCategory } from "../../shared/catalogue.ts";
import { MAX_STAY_UNITS } from "../../shared/stay.ts";
import type { Locale } from "../../shared/locales.ts";
import {
  acceptCurrentPrices,
  addToCart,
  applyPromo,
  priceCart,
  removeCartItems,
  removePromo,
  updateCartItem,
  type PromoResult,
  type Refusal,
} from "../services/cart.ts";
import { translator } from "../render/page.tsx";
import { MalformedBodyError, readBody } from "./body.ts";
import { redirectTo } from "../routing/redirect.ts";
import { cartIdOf, setCartCookie, setCartCountCookie } from "./cart-session.ts";
import { currentAccount } from "./auth-session.ts";
import { claimCart } from "../services/auth/after-sign-in.ts";
import { clientAddress } from "../services/auth/rate-limit.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

/** A sentence to show: an i18n key and its (already formatted) values. */
export type Message = { key: string; values?: Record<string, string> };
export type Notice = { tone: "success" | "error"; message: string; back?: string };

/** Renders the cart page (cart-pages.tsx) with a notice, or with the cart as a proceed found it, at a status. */
export type RenderCart = (
  c: C,
  extra: { notice?: Notice | null; cart?: CartView },
  status?: 200 | 400,
) => Promise<Response>;

const FLASH_COOKIE = "__Host-cart_flash";
const CATEGORIES = ["adult", "child", "infant"] as const;

// ---- validation: every message is an i18n key, translated in the page's language ----
// One schema reads both a form and a JSON body, and its messages must come out in Arabic under /ar; zValidator's
// shared hook (routes/validation.ts) speaks English and takes one body type, so these routes parse for themselves.

/** A whole number from 0 to `max`, sent as a JSON number or a form's digits. */
const whole = (max: number, key: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: key }).int({ error: key }).min(0, { error: key }).max(max, { error: key }),
  );

const id = (key: string) => whole(1e12, key).refine((n) => n > 0, { error: key });
const countsSchema = z
  .object(Object.fromEntries(CATEGORIES.map((cat) => [cat, whole(99, "cart.invalid.count").optional()])))
  .default({});
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(item).max(20, { error: "cart.invalid.extras" }),
  );

/** Add to cart: the departure, travellers per category, extras; a price sent along is not part of it (zod drops it). */
export const addSchema = z.object({
  slotId: id("cart.invalid.slot"),
  counts: countsSchema,
  extras: oneOrMany(id("cart.invalid.extras")),
  /** Nights or days of a stay from the departure (nightly and daily options; the service checks every day). */
  units: z
    .preprocess(
      (v) => (typeof v === "string" && /^\d{1,2}$/.test(v.trim()) ? Number(v.trim()) : v),
      z
        .number({ error: "cart.invalid.units" })
        .int({ error: "cart.invalid.units" })
        .min(1, { error: "cart.invalid.units" })
        .max(MAX_STAY_UNITS, { error: "cart.invalid.units" }),
    )
    .default(1),
  intent: z.enum(["cart", "book"], { error: "cart.invalid.form" }).default("cart"),
  /** The experience page, for a refusal's way back (checked again when it is shown). */
  back: z.string().max(512).optional(),
});

/** New travellers for an item: absolute counts, and/or one step of a +/- button ("child:1", "adult:-1"). */
export const updateSchema = z.object({
  counts: countsSchema,
  adjust: z
    .string()
    .regex(/^(adult|child|infant):(-1|1)$/, { error: "cart.invalid.form" })
    .optional(),
});

export const promoSchema = z.object({
  code: z
    .string({ error: "cart.invalid.code" })
    .trim()
    .min(1, { error: "cart.invalid.code" })
    .max(32, { error: "cart.invalid.codeFormat" })
    .regex(/^[A-Za-z0-9]+$/, { error: "cart.invalid.codeFormat" }),
});

export const proceedSchema = z.object({ reviewed: whole(1e12, "cart.invalid.form").optional() });
const itemParam = z.object({ id: id("cart.invalid.item") });

type Issue = { field: string; message: string };
class BadInput extends Error {
  constructor(readonly issues: { field: string; key: string }[]) {
    super("bad input");
  }
}

/** The request's body as an object, from JSON or a form (dotted names nest: counts.adult); an unreadable one is bad input. */
async function readCartBody(c: C): Promise<unknown> {
  try {
    return await readBody(c, { all: true, dot: true });
  } catch (error) {
    if (error instanceof MalformedBodyError) throw new BadInput([{ field: "", key: "cart.invalid.form" }]);
    throw error;
  }
}

async function parse<T extends z.ZodType>(c: C, schema: T, input?: unknown): Promise<z.infer<T>> {
  const result = schema.safeParse(input === undefined ? await readCartBody(c) : input);
  if (result.success) return result.data;
  throw new BadInput(
    result.error.issues.map((i) => ({
      field: i.path.map(String).join("."),
      key: i.message.startsWith("cart.") ? i.message : "cart.invalid.form",
    })),
  );
}

// ---- messages ----

export const say = (t: TFunction, m: Message): string => String(t(m.key, m.values ?? {}));

export function refusalMessage(t: TFunction, r: Refusal, locale: Locale = "en"): Message {
  const key = `cart.refused.${r.reason}`;
  if (r.reason === "stay_day_full")
    return {
      key: `stay.refused.${r.unit === "daily" ? "dayFull" : "nightFull"}`,
      values: { date: formatDate(r.date ?? "", locale, { day: "numeric", month: "short" }) },
    };
  if (r.reason === "stay_not_offered") return { key: "stay.refused.notOffered" };
  if (r.reason === "over_capacity")
    return { key, values: { limit: String(t("booking.maxPerItem", { count: r.limit ?? 0 })) } };
  if (r.reason === "not_enough_seats")
    return { key, values: { left: String(t("booking.seatsLeft", { count: r.limit ?? 0 })) } };
  if (r.reason === "category_not_allowed")
    return { key, values: { category: String(t(`booking.category.${r.category as ParticipantCategory}`)) } };
  return { key };
}

export function promoMessage(c: C, r: Extract<PromoResult, { ok: false }>): Message {
  const key = `cart.promo.refused.${r.reason}`;
  const locale = c.get("locale");
  if (r.reason === "below_minimum")
    return { key, values: { amount: formatMoney(r.missing ?? r.minSubtotal ?? 0, locale, c.get("fx")) } };
  if (r.reason === "one_per_cart") return { key, values: { code: r.code ?? "" } };
  return { key };
}

// ---- flash: the outcome of a form post, shown once by the next GET /cart ----

type Flash = { e: boolean; k: string; v?: Record<string, string>; b?: string };

export function setFlash(c: C, error: boolean, m: Message, back?: string): void {
  const flash: Flash = { e: error, k: m.key, ...(m.values ? { v: m.values } : {}), ...(back ? { b: back } : {}) };
  const bytes = new TextEncoder().encode(JSON.stringify(flash));
  const value = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  setCookie(c, FLASH_COOKIE, value, { path: "/", httpOnly: true, secure: true, sameSite: "Lax", maxAge: 60 });
}

/** Reads and clears the flash. Only our own message keys are shown, whatever a cookie says. */
export function takeFlash(c: C): Notice | null {
  const raw = getCookie(c, FLASH_COOKIE);
  if (!raw) return null;
  deleteCookie(c, FLASH_COOKIE, { path: "/", secure: true });
  try {
    const binary = atob(raw.replace(/-/g, "+").replace(/_/g, "/"));
    const flash = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)))) as Flash;
    const t = translator(c);
    const values = Object.fromEntries(Object.entries(flash.v ?? {}).map(([k, v]) => [k, String(v).slice(0, 200)]));
    if (!/^cart\.(flash|refused|promo\.refused)\.[a-z_A-Z]+$/.test(flash.k) || !t(flash.k, { defaultValue: "" }))
      return null;
    const back = flash.b ? safeLocation(flash.b, "") : "";
    return {
      tone: flash.e ? "error" : "success",
      message: say(t, { key: flash.k, values }),
      ...(back.startsWith("/") ? { back } : {}),
    };
  } catch {
    return null;
  }
}

// ---- responses ----

const wantsJson = (c: C) => (c.req.header("accept") ?? "").includes("application/json");

/** The site's supplier on a supplier's own site (which sells only its activities), null on the marketplace. */
const supplierOf = (c: C) => c.get("site").supplierId;

function cartSummary(view: CartView) {
  return {
    id: view.id,
    version: view.version,
    subtotal: view.subtotal,
    discount: view.discount,
    total: view.total,
    promo: view.promo,
    promoProblem: view.promoProblem,
    items: view.items.map((i) => ({
      id: i.id,
      title: i.title,
      travellers: i.travellers,
      maxTravellers: i.maxTravellers,
      price: i.price,
      quotedPrice: i.quotedPrice,
      unavailable: i.unavailable,
      priceChanged: i.priceChanged,
    })),
  };
}

function privateRedirect(c: C, path: string): Response {
  const res = redirectTo(c, localePath(c.get("locale"), path), 303);
  res.headers.set("Cache-Control", PERSONAL);
  return res;
}

/** Success: JSON with the cart's summary and count, or 303 to the cart with a flash. */
async function done(c: C, cartId: string | null, m: Message, count?: number): Promise<Response> {
  if (count !== undefined) setCartCountCookie(c, count);
  if (wantsJson(c)) {
    const view = await priceCart(c.env.DB, cartId, c.get("locale"), new Date(), supplierOf(c));
    return c.json({ ok: true, message: say(translator(c), m), count: view.items.length, cart: cartSummary(view) });
  }
  setFlash(c, false, m);
  return privateRedirect(c, "/cart");
}

/** A refusal: JSON 422 with the reason, or 303 to the cart with the message (and the page the traveller came from). */
function refused(c: C, m: Message, field: string, reason: string, back?: string): Response {
  const message = say(translator(c), m);
  if (wantsJson(c)) return c.json({ error: message, reason, issues: [{ field, message }] }, 422);
  setFlash(c, true, m, back);
  return privateRedirect(c, "/cart");
}

// ---- the proceed check (spec §4) ----

/**
 * Re-checks every item. All fine → checkout. Changes → the cart page with the outcome and the items flagged, and the
 * new prices accepted, so pressing Checkout again goes on. A traveller who proceeds from a page that already showed
 * this version's unavailable items (`reviewed`) goes on with the bookable ones: those items leave the cart.
 */
async function proceed(c: C, render: RenderCart, cartId: string | null, reviewed?: number): Promise<Response> {
  const db = c.env.DB;
  const locale = c.get("locale");
  const now = new Date();
  const supplierId = supplierOf(c);
  let view = await priceCart(db, cartId, locale, now, supplierId);
  if (view.items.length === 0) {
    if (wantsJson(c)) return c.json({ ok: false, outcome: "empty", redirect: localePath(locale, "/cart") });
    return privateRedirect(c, "/cart");
  }
  let outcome = availabilityOutcome(view.items);
  const pricesSteady = view.items.every((i) => i.unavailable || !i.priceChanged);
  if ((outcome === "some_unavailable" || outcome === "both") && pricesSteady && reviewed === view.version) {
    const count = await removeCartItems(
      db,
      cartId,
      view.items.filter((i) => i.unavailable).map((i) => i.id),
      now,
    );
    setCartCountCookie(c, count);
    view = await priceCart(db, cartId, locale, now, supplierId);
    outcome = availabilityOutcome(view.items);
  }
  if (outcome === "ok") {
    const redirect = localePath(locale, "/checkout");
    if (wantsJson(c)) return c.json({ ok: true, outcome, redirect });
    return privateRedirect(c, "/checkout");
  }
  // The page about to be shown is what the traveller reviews: its version is the one after the prices are accepted.
  if ((await acceptCurrentPrices(db, cartId, now, supplierId)) > 0) view = { ...view, version: view.version + 1 };
  const t = translator(c);
  if (wantsJson(c)) {
    const message = [
      t(`cart.outcome.${outcome === "both" ? "some_unavailable" : outcome}`),
      outcome === "both" ? t("cart.outcome.prices_changed") : "",
    ]
      .filter(Boolean)
      .join(" ");
    return c.json({ ok: false, outcome, message, redirect: localePath(locale, "/cart"), cart: cartSummary(view) });
  }
  return render(c, { cart: view });
}

// ---- routes ----

export function registerCartActions(pages: Hono<AppEnv>, render: RenderCart): void {
  const guard = (handler: (c: C) => Promise<Response>) => async (c: C) => {
    c.header("Cache-Control", PERSONAL);
    try {
      return await handler(c);
    } catch (error) {
      if (!(error instanceof BadInput)) throw error;
      const t = translator(c);
      const issues: Issue[] = error.issues.map((i) => ({ field: i.field, message: String(t(i.key)) }));
      const unique = [...new Set(issues.map((i) => i.message))];
      if (wantsJson(c)) return c.json({ error: unique.join(" "), issues }, 400);
      return render(c, { notice: { tone: "error", message: unique.join(" ") } }, 400);
    }
  };

  pages.post(
    "/cart/items",
    guard(async (c) => {
      const input = await parse(c, addSchema);
      const counts: Counts = Object.fromEntries(Object.entries(input.counts).filter(([, n]) => n !== undefined));
      const result = await addToCart(
        c.env.DB,
        cartIdOf(c),
        { slotId: input.slotId, counts, extras: input.extras, units: input.units },
        new Date(),
        supplierOf(c),
      );
      const t = translator(c);
      if (!result.ok)
        return refused(c, refusalMessage(t, result, c.get("locale")), "selection", result.reason, input.back);
      setCartCookie(c, result.cartId);
      setCartCountCookie(c, result.count);
      // A cart started while signed in is the account's from the start, so it follows the traveller to other devices.
      const account = await currentAccount(c);
      if (account) await claimCart(c.env.DB, result.cartId, account.id);
      if (input.intent === "book") return proceed(c, render, result.cartId);
      return done(c, result.cartId, { key: "cart.flash.added" }, result.count);
    }),
  );

  pages.post(
    "/cart/items/:id",
    guard(async (c) => {
      const { id: itemId } = await parse(c, itemParam, c.req.param());
      const input = await parse(c, updateSchema);
      const cartId = cartIdOf(c);
      const counts: Counts = Object.fromEntries(Object.entries(input.counts).filter(([, n]) => n !== undefined));
      if (input.adjust) {
        const [category, step] = input.adjust.split(":") as [ParticipantCategory, string];
        counts[category] = Math.max(0, (counts[category] ?? 0) + Number(step));
      }
      const result = await updateCartItem(c.env.DB, cartId, itemId, counts, new Date(), supplierOf(c));
      if (!result.ok)
        return refused(c, refusalMessage(translator(c), result, c.get("locale")), "counts", result.reason);
      return done(c, cartId, { key: "cart.flash.updated" }, result.count);
    }),
  );

  pages.post(
    "/cart/items/:id/delete",
    guard(async (c) => {
      const { id: itemId } = await parse(c, itemParam, c.req.param());
      const cartId = cartIdOf(c);
      const count = await removeCartItems(c.env.DB, cartId, [itemId], new Date());
      return done(c, cartId, { key: "cart.flash.removed" }, count);
    }),
  );

  pages.post(
    "/cart/promo",
    guard(async (c) => {
      const { code } = await parse(c, promoSchema);
      const result = await applyPromo(
        c.env.DB,
        cartIdOf(c),
        code,
        new Date(),
        supplierOf(c),
        clientAddress(c.req.raw.headers),
      );
      if (!result.ok) return refused(c, promoMessage(c, result), "code", result.reason);
      return done(c, cartIdOf(c), { key: "cart.flash.promoApplied", values: { code: result.code } });
    }),
  );

  pages.post(
    "/cart/promo/delete",
    guard(async (c) => {
      await removePromo(c.env.DB, cartIdOf(c), new Date());
      return done(c, cartIdOf(c), { key: "cart.flash.promoRemoved" });
    }),
  );

  pages.post(
    "/cart/proceed",
    guard(async (c) => {
      const { reviewed } = await parse(c, proceedSchema);
      return proceed(c, render, cartIdOf(c), reviewed);
    }),
  );
}
