// Issue 28: the cart's checkout draft. What the traveller typed in Guests Details is kept with the cart, cleaned on the
// way in, given back (filled in) by GET /checkout, follows the cart's items, is never readable from another cart, and
// ends with the cart: its order booked, the cart deleted, or the cart abandoned.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { addToCart, removeCartItems, priceCart } from "../../worker/services/cart.ts";
import { expireDrafts, saveDraft } from "../../worker/services/checkout-draft.ts";
import { makeDeparture } from "../fixtures/booking-factories.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { mergeCarts } from "../../worker/services/auth/after-sign-in.ts";
import { ORIGIN, get, html, islandPropsText } from "./helpers.ts";
import { cookieOf, postForm, validForm } from "./checkout-pages.fixtures.ts";

const db = env.DB;

type Made = Awaited<ReturnType<typeof makeDeparture>>;
let withPickup: Made;
let withNote: Made;
let another: Made;

beforeAll(async () => {
  withPickup = await makeDeparture(db, {
    questions: ["pickup_point", "note"],
    pickupPoints: [
      ["Marina Mall", "07:45"],
      ["Dubai Mall", "08:00"],
    ],
  });
  withNote = await makeDeparture(db, { questions: ["note"] });
  another = await makeDeparture(db, { questions: ["note"] });
});

async function cartOf(...departures: Made[]): Promise<{ cartId: string; items: number[] }> {
  let cartId: string | null = null;
  const items: number[] = [];
  for (const d of departures) {
    const added = await addToCart(db, cartId, { slotId: d.slotId, counts: { adult: 2 }, extras: [] }, new Date());
    if (!added.ok) throw new Error(added.reason);
    cartId = added.cartId;
    items.push(added.itemId);
  }
  return { cartId: cartId!, items };
}

function putDraft(cookie: string | null, body: unknown, origin = ORIGIN): Promise<Response> {
  const headers: Record<string, string> = { origin, "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  return get("/checkout/draft", { method: "PUT", body: JSON.stringify(body), headers });
}

/** The values Guests Details opens with, as its island receives them. */
async function formValues(cookie: string, locale: "en" | "ar" = "en"): Promise<Record<string, string>> {
  const { res, body } = await html(`${locale === "ar" ? "/ar" : ""}/checkout`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (
    (
      JSON.parse(islandPropsText(body, "CheckoutForm")) as {
        form?: { values: Record<string, string> };
        values?: Record<string, string>;
      }
    ).values ?? {}
  );
}

const draftRows = async (cartId: string, items: number[]) => ({
  lead: (await db
    .prepare("SELECT count(*) AS n FROM checkout_drafts WHERE cart_id = ?")
    .bind(cartId)
    .first<{ n: number }>())!.n,
  answers: items.length
    ? (await db
        .prepare(
          `SELECT count(*) AS n FROM checkout_draft_answers WHERE item_id IN (${items.map(() => "?").join(",")})`,
        )
        .bind(...items)
        .first<{ n: number }>())!.n
    : 0,
});

describe("the draft is validated on the way in", () => {
  it("keeps only this cart's form fields, cleaned and within the form's limits", async () => {
    const {
      cartId,
      items: [pickupItem, noteItem],
    } = await cartOf(withPickup, withNote);
    const res = await putDraft(cookieOf(cartId), {
      fields: {
        "lead.firstName": "  Lay\u0000la\u0007 ",
        "lead.lastName": "H".repeat(500),
        "lead.email": "layla@",
        "lead.country": "ae",
        "lead.phone": "50 123",
        paymentMode: "later",
        saveDetails: "on",
        // Not fields of the form, or not valid choices: dropped.
        "lead.password": "secret",
        total: "1",
        "answers.__proto__.note": "x",
        [`answers.${pickupItem}.pickupPointId`]: String(withPickup.activity.pickupPointIds[1]),
        [`answers.${pickupItem}.note`]: "Line one\r\nLine two\u0000",
        [`answers.${noteItem}.pickupPointId`]: String(withPickup.activity.pickupPointIds[0]),
        [`answers.${noteItem}.note`]: "Vegetarian",
        [`answers.${noteItem}.note.extra`]: "x",
        "answers.99999999.note": "someone else's item",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await formValues(cookieOf(cartId))).toEqual({
      "lead.firstName": "Layla",
      "lead.lastName": "H".repeat(60),
      "lead.email": "layla@",
      "lead.country": "AE",
      "lead.phone": "50 123",
      paymentMode: "later",
      saveDetails: "on",
      [`answers.${pickupItem}.pickupPointId`]: String(withPickup.activity.pickupPointIds[1]),
      [`answers.${pickupItem}.note`]: "Line one\nLine two",
      [`answers.${noteItem}.note`]: "Vegetarian",
    });
  });

  it("a pick-up point of another activity, a payment mode or country that does not exist, are dropped", async () => {
    const {
      cartId,
      items: [pickupItem],
    } = await cartOf(withPickup);
    await putDraft(cookieOf(cartId), {
      fields: {
        [`answers.${pickupItem}.pickupPointId`]: String(Math.max(...withPickup.activity.pickupPointIds) + 1000),
        paymentMode: "tomorrow",
        "lead.country": "XX",
        "lead.firstName": "Layla",
      },
    });
    expect(await formValues(cookieOf(cartId))).toEqual({ "lead.firstName": "Layla" });
  });

  it("refuses a body that is not a draft with a 400 a person can read, and changes nothing", async () => {
    const { cartId } = await cartOf(withNote);
    await putDraft(cookieOf(cartId), { fields: { "lead.firstName": "Layla" } });
    for (const body of [
      { fields: "Layla" },
      { fields: { "lead.firstName": 7 } },
      [],
      { fields: Object.fromEntries(Array.from({ length: 401 }, (_, i) => [`f${i}`, "x"])) },
    ]) {
      const res = await putDraft(cookieOf(cartId), body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/\w+ \w+/);
    }
    expect((await formValues(cookieOf(cartId)))["lead.firstName"]).toBe("Layla");
  });

  it("needs a cart and a request from this site", async () => {
    expect((await putDraft(null, { fields: {} })).status).toBe(404);
    const { cartId } = await cartOf(withNote);
    expect(
      (await putDraft(cookieOf(cartId), { fields: { "lead.firstName": "Eve" } }, "https://evil.example")).status,
    ).toBe(403);
    expect((await formValues(cookieOf(cartId)))["lead.firstName"]).toBeUndefined();
  });
});

describe("the draft follows the cart's items", () => {
  it("an item removed takes its answers with it; an item added starts with none", async () => {
    const {
      cartId,
      items: [pickupItem, noteItem],
    } = await cartOf(withPickup, withNote);
    await putDraft(cookieOf(cartId), {
      fields: {
        "lead.firstName": "Layla",
        [`answers.${pickupItem}.note`]: "Pickup note",
        [`answers.${noteItem}.note`]: "Kept note",
      },
    });
    await removeCartItems(db, cartId, [pickupItem], new Date());
    expect((await draftRows(cartId, [pickupItem])).answers).toBe(0);
    const added = await addToCart(db, cartId, { slotId: another.slotId, counts: { adult: 1 }, extras: [] }, new Date());
    if (!added.ok) throw new Error(added.reason);
    const values = await formValues(cookieOf(cartId));
    expect(values).toEqual({ "lead.firstName": "Layla", [`answers.${noteItem}.note`]: "Kept note" });
    expect(Object.keys(values).some((key) => key.startsWith(`answers.${added.itemId}.`))).toBe(false);
  });
});

describe("the draft is the cart's alone", () => {
  it("another cart neither reads it nor writes into it", async () => {
    const mine = await cartOf(withNote);
    const theirs = await cartOf(another);
    await putDraft(cookieOf(mine.cartId), {
      fields: { "lead.firstName": "Layla", [`answers.${mine.items[0]}.note`]: "Mine" },
    });
    const seen = await formValues(cookieOf(theirs.cartId));
    expect(JSON.stringify(seen)).not.toContain("Layla");
    expect(JSON.stringify(seen)).not.toContain("Mine");
    // Naming my item from their cart writes nothing anywhere.
    await putDraft(cookieOf(theirs.cartId), { fields: { [`answers.${mine.items[0]}.note`]: "Overwritten" } });
    expect((await formValues(cookieOf(mine.cartId)))[`answers.${mine.items[0]}.note`]).toBe("Mine");
    expect(JSON.stringify(await formValues(cookieOf(theirs.cartId)))).not.toContain("Overwritten");
  });

  it("the checkout page that shows it is never cached", async () => {
    const { cartId } = await cartOf(withNote);
    await putDraft(cookieOf(cartId), { fields: { "lead.firstName": "Layla" } });
    const res = await get("/checkout", { headers: { cookie: cookieOf(cartId) } });
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(
      (await get("/checkout/_payload.json", { headers: { cookie: cookieOf(cartId) } })).headers.get("cache-control"),
    ).toBe("private, no-store");
  });
});

describe("the draft ends with the cart", () => {
  it("when its order is booked", async () => {
    const { cartId, items } = await cartOf(withNote);
    const form = await validForm(cartId, "later");
    const refused = await postForm(
      "/checkout",
      { ...form, "lead.email": "not-an-email", [`answers.${items[0]}.note`]: "Typed before the error" },
      cookieOf(cartId),
    );
    expect(refused.status).toBe(422);
    // A refused plain-form submission is kept as the draft too.
    expect((await formValues(cookieOf(cartId)))[`answers.${items[0]}.note`]).toBe("Typed before the error");
    expect(await draftRows(cartId, items)).toEqual({ lead: 1, answers: 1 });
    const booked = await postForm("/checkout", form, cookieOf(cartId));
    expect(booked.status).toBe(303);
    expect(booked.headers.get("location")).toMatch(/^\/checkout\/success\?order=/);
    expect(await draftRows(cartId, items)).toEqual({ lead: 0, answers: 0 });
  });

  it("when the cart is deleted", async () => {
    const { cartId, items } = await cartOf(withNote);
    await putDraft(cookieOf(cartId), { fields: { "lead.firstName": "Layla", [`answers.${items[0]}.note`]: "Note" } });
    expect(await draftRows(cartId, items)).toEqual({ lead: 1, answers: 1 });
    await db.prepare("DELETE FROM carts WHERE id = ?").bind(cartId).run();
    expect(await draftRows(cartId, items)).toEqual({ lead: 0, answers: 0 });
  });

  it("when the cart is abandoned: a draft untouched for 30 days is deleted, a fresh one kept", async () => {
    const now = new Date();
    const old = await cartOf(withNote);
    const fresh = await cartOf(withNote);
    const cart = async (id: string) => (await priceCart(db, id, "en", now)).items;
    await saveDraft(
      db,
      old.cartId,
      { "lead.firstName": "Old", [`answers.${old.items[0]}.note`]: "Old" },
      await cart(old.cartId),
      new Date(now.getTime() - 31 * 86_400_000),
    );
    await saveDraft(
      db,
      fresh.cartId,
      { "lead.firstName": "Fresh", [`answers.${fresh.items[0]}.note`]: "Fresh" },
      await cart(fresh.cartId),
      new Date(now.getTime() - 29 * 86_400_000),
    );
    await expireDrafts(db, now);
    expect(await draftRows(old.cartId, old.items)).toEqual({ lead: 0, answers: 0 });
    expect(await draftRows(fresh.cartId, fresh.items)).toEqual({ lead: 1, answers: 1 });
  });
});

describe("booking updates on WhatsApp", () => {
  it("are asked for with a box left unticked, kept in the draft, and recorded on the order only when ticked", async () => {
    const { cartId } = await cartOf(withNote);
    const { body } = await html("/ar/checkout", { headers: { cookie: cookieOf(cartId) } });
    const box = body.match(/<input[^>]*name="whatsappUpdates"[^>]*>/)?.[0] ?? "";
    expect(box).toContain('type="checkbox"');
    expect(box).not.toContain("checked");
    expect(body).toContain("أرسلوا لي مستجدات الحجز عبر واتساب");
    await putDraft(cookieOf(cartId), { fields: { whatsappUpdates: "on" } });
    expect((await formValues(cookieOf(cartId))).whatsappUpdates).toBe("on");
    const consent = async (form: Record<string, string>) => {
      const cart = (await cartOf(withNote)).cartId;
      const res = await postForm("/checkout", { ...(await validForm(cart, "later")), ...form }, cookieOf(cart));
      expect(res.status).toBe(303);
      const order = /order=([^&]+)/.exec(res.headers.get("location") ?? "")![1];
      return (await db
        .prepare("SELECT whatsapp_updates FROM orders WHERE id = ?")
        .bind(order)
        .first<{ whatsapp_updates: number }>())!.whatsapp_updates;
    };
    expect(await consent({ whatsappUpdates: "on" })).toBe(1);
    expect(await consent({})).toBe(0);
  });
});

describe("signed-in travellers", () => {
  it("start with their name and email; what was typed is never overwritten, only empty fields are filled", async () => {
    const user = await makeUser(db, { firstName: "Reem", lastName: "Al Suwaidi" });
    const { cookie: session } = await signedIn(db, user.id);
    const { cartId } = await cartOf(withNote);
    expect(await formValues(`${session}; ${cookieOf(cartId)}`)).toMatchObject({
      "lead.firstName": "Reem",
      "lead.lastName": "Al Suwaidi",
      "lead.email": user.email,
    });
    // Typed as a guest, then signed in halfway.
    await putDraft(cookieOf(cartId), { fields: { "lead.firstName": "Layla", "lead.phone": "50 123 4567" } });
    expect(await formValues(`${session}; ${cookieOf(cartId)}`)).toMatchObject({
      "lead.firstName": "Layla",
      "lead.lastName": "Al Suwaidi",
      "lead.email": user.email,
      "lead.phone": "50 123 4567",
    });
  });

  it("Save these details for next time (unticked by default) saves the name and phone to the account", async () => {
    const user = await makeUser(db, { firstName: "Reem", lastName: "Al Suwaidi" });
    const { cookie: session } = await signedIn(db, user.id);
    const first = await cartOf(withNote);
    const { body } = await html("/checkout", { headers: { cookie: `${session}; ${cookieOf(first.cartId)}` } });
    expect(body).toMatch(/<input[^>]*name="saveDetails"[^>]*>/);
    expect(body.match(/<input[^>]*name="saveDetails"[^>]*>/)![0]).not.toContain("checked");
    // Not asked: nothing is saved.
    const form = await validForm(first.cartId, "later");
    expect(
      (
        await postForm(
          "/checkout",
          { ...form, "lead.firstName": "Layla", "lead.phone": "050 765 4321" },
          `${session}; ${cookieOf(first.cartId)}`,
        )
      ).status,
    ).toBe(303);
    expect(await db.prepare("SELECT first_name, phone FROM users WHERE id = ?").bind(user.id).first()).toEqual({
      first_name: "Reem",
      phone: null,
    });
    // Asked: the next checkout starts with them.
    const second = await cartOf(withNote);
    const asked = await validForm(second.cartId, "later");
    const res = await postForm(
      "/checkout",
      {
        ...asked,
        "lead.firstName": "Layla",
        "lead.lastName": "Haddad",
        "lead.country": "SA",
        "lead.phone": "050 123 4567",
        saveDetails: "on",
      },
      `${session}; ${cookieOf(second.cartId)}`,
    );
    expect(res.status).toBe(303);
    expect(
      await db
        .prepare("SELECT first_name, last_name, phone, phone_country FROM users WHERE id = ?")
        .bind(user.id)
        .first(),
    ).toEqual({
      first_name: "Layla",
      last_name: "Haddad",
      phone: "+966501234567",
      phone_country: "SA",
    });
    const third = await cartOf(withNote);
    expect(await formValues(`${session}; ${cookieOf(third.cartId)}`)).toMatchObject({
      "lead.firstName": "Layla",
      "lead.lastName": "Haddad",
      "lead.country": "SA",
      "lead.phone": "050 123 4567",
    });
  });

  it("signing in halfway moves the draft into the account's cart, with each item's answers", async () => {
    const user = await makeUser(db);
    const saved = await cartOf(another);
    await db.prepare("UPDATE carts SET user_id = ? WHERE id = ?").bind(user.id, saved.cartId).run();
    const guest = await cartOf(withNote);
    await putDraft(cookieOf(guest.cartId), {
      fields: { "lead.firstName": "Typed", [`answers.${guest.items[0]}.note`]: "Typed note" },
    });
    expect(await mergeCarts(db, user.id, guest.cartId, new Date())).toBe(saved.cartId);
    expect(await formValues(cookieOf(saved.cartId))).toEqual({
      "lead.firstName": "Typed",
      [`answers.${guest.items[0]}.note`]: "Typed note",
    });
    expect(await draftRows(guest.cartId, [])).toEqual({ lead: 0, answers: 0 });
  });

  it("a guest sees no such choice", async () => {
    const { cartId } = await cartOf(withNote);
    const { body } = await html("/checkout", { headers: { cookie: cookieOf(cartId) } });
    expect(body).not.toContain('name="saveDetails"');
  });
});
