// Custom offers answered (issue 30 §6): only operators reach the console's offers pages and posts (suppliers,
// marketing, guests and travellers get 404), each answer or decline writes one audit entry, the traveller's email is in
// the request's language and carries the link, and the link works once, at its price, until its expiry: the cart item
// it makes cannot change, and checkout, the order and the result page show exactly that price.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { activity, departure, session, staffMember, user, type Activity, type TestStaff } from "../factories/index.ts";
import { insertOfferRequest } from "../../worker/db/offers.ts";
import { newOfferId } from "../../worker/services/offers.ts";
import { addToCart, applyPromo, priceCart, updateCartItem } from "../../worker/services/cart.ts";
import { makePromo } from "../fixtures/cart-factories.ts";
import { tokenHash } from "../../worker/crypto/tokens.ts";
import { listAudit } from "../../worker/db/audit-log.ts";
import { findOrder } from "../../worker/db/orders.ts";
import { findSandboxPayment } from "../../worker/db/sandbox-payments.ts";
import { rateFor } from "../../worker/services/currency.ts";
import { addDays, todayInGulf, toGulfWallClock } from "../../shared/dates.ts";
import { aedEquivalent, formatMinor, toMinor } from "../../shared/money.ts";
import { CART_COOKIE } from "../../shared/cart.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { ORIGIN, Jar, get, html, deliverNotifications } from "./helpers.ts";
import { beforeNextBatch } from "../fixtures/booking-factories.ts";
import { FakeMailer, FakeWhatsApp, deliveringNotifier } from "../fixtures/fakes.ts";
import { answerRequest, declineRequest } from "../../worker/services/ops/offers.ts";
import { staffActor } from "../../worker/services/ops/actor.ts";
import type { StaffView } from "../../shared/staff.ts";
import { text, validForm } from "./checkout-pages.fixtures.ts";

const db = () => env.DB;
const operatorView = (): StaffView => ({
  userId: operator.id,
  email: operator.email,
  firstName: "Noor",
  lastName: "",
  role: "operator",
  supplierId: null,
  passkeyAt: new Date().toISOString(),
  sessionStartedAt: new Date().toISOString(),
});
const HOUR = 3_600_000;

let act: Activity;
let slot: number;
let operator: TestStaff;
/**
 * The offer's total in SAR minor units: one that no AED amount converts to at today's rate (the AED charged shows as
 * a halala less), so a page that converted the AED back instead of showing the agreed total would show another figure.
 */
let TOTAL = 123450;

beforeAll(async () => {
  const fx = { currency: "SAR" as const, rate: await rateFor(env.SITE, "SAR") };
  while (toMinor(aedEquivalent(TOTAL, fx), fx) === TOTAL) TOTAL++;
  act = await activity({ seats: 20, price: 20000, title: "Dhow cruise dinner", titleAr: "عشاء على متن المركب" });
  slot = act.slotId!;
  operator = await staffMember({ role: "operator", email: `operator-${Date.now()}@rihla.example` });
});

/** A stored request (as the storefront's form stores it), in `locale`, with a budget in SAR. */
async function request(locale: "en" | "ar" = "en", email = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`) {
  const id = newOfferId();
  await insertOfferRequest(
    db(),
    {
      id,
      activityId: act.id,
      userId: null,
      dateFrom: addDays(todayInGulf(), 6),
      dateTo: addDays(todayInGulf(), 8),
      groupSize: 3,
      budget: 150000,
      currency: "SAR",
      message: "Three of us, one vegetarian.",
      contact: { firstName: "Maryam", lastName: "Saleh", email, country: "SA", phone: "+966501234567" },
      locale,
    },
    new Date(),
  ).run();
  return { id, email };
}

function post(path: string, fields: Record<string, string>, cookie: string | null = null): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  return get(path, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

/** A valid answer: two adults on the factory departure, SAR TOTAL, open for a day. */
const answerFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  activity: String(act.id),
  option: String(act.optionId),
  slot: String(slot),
  "counts.adult": "2",
  "counts.child": "0",
  currency: "SAR",
  total: (TOTAL / 100).toFixed(2),
  expires: toGulfWallClock(new Date(Date.now() + 24 * HOUR)),
  message: "Private table on the upper deck, soft drinks included.",
  ...overrides,
});

const offerRows = (requestId: string) =>
  db().prepare("SELECT * FROM offers WHERE request_id = ? ORDER BY id").bind(requestId).all<Record<string, unknown>>();
const requestRow = (id: string) =>
  db().prepare("SELECT * FROM offer_requests WHERE id = ?").bind(id).first<Record<string, unknown>>();
const mailsTo = async (to: string, kind: string) =>
  (await deliverNotifications()) ??
  (
    await db()
      .prepare("SELECT * FROM mail_outbox WHERE to_address = ? AND kind = ? ORDER BY id")
      .bind(to, kind)
      .all<Record<string, string>>()
  ).results;
const auditOf = (requestId: string) => listAudit(db(), { target: `offer_request:${requestId}` });

/** Sends an offer through the console and returns the token from the traveller's email. */
async function sendOffer(requestId: string, to: string, overrides: Record<string, string> = {}): Promise<string> {
  const res = await post(`/ops/offers/${requestId}/answer`, answerFields(overrides), operator.cookie);
  expect(res.status, await res.clone().text()).toBe(303);
  const mail = (await mailsTo(to, "offer_quote")).at(-1)!;
  return /\/offers\/accept\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
}

describe("who may use the console's offers", () => {
  it("answers 404 to suppliers, marketing, guests and travellers on every page and post, and changes nothing", async () => {
    const { id } = await request();
    const supplier = await staffMember({
      role: "supplier",
      supplierId: (await db()
        .prepare(
          "INSERT INTO suppliers (name_en, name_ar, phone, email) VALUES ('S', 'س', '+971500000000', 's@example.com') RETURNING id",
        )
        .first<{ id: number }>())!.id,
    });
    const marketing = await staffMember({ role: "marketing" });
    const traveller = await session(await user());
    const visitors: [string, string | null][] = [
      ["supplier", supplier.cookie],
      ["marketing", marketing.cookie],
      ["guest", null],
      ["traveller", traveller.cookie],
    ];
    for (const [who, cookie] of visitors) {
      for (const prefix of ["", "/ar"]) {
        for (const path of [
          `${prefix}/ops/offers`,
          `${prefix}/ops/offers/${id}`,
          `${prefix}/ops/offers/${id}/_payload.json`,
        ]) {
          const res = await get(path, cookie ? { headers: { cookie } } : {});
          expect(res.status, `${who} GET ${path}`).toBe(404);
        }
        const answered = await post(`${prefix}/ops/offers/${id}/answer`, answerFields(), cookie);
        expect(answered.status, `${who} answer`).toBe(404);
        const declined = await post(`${prefix}/ops/offers/${id}/decline`, { reason: "No boats" }, cookie);
        expect(declined.status, `${who} decline`).toBe(404);
      }
    }
    // An operator's post from another site is refused by the Origin check like every form.
    const forged = await get(`/ops/offers/${id}/answer`, {
      method: "POST",
      headers: {
        origin: "https://evil.example",
        cookie: operator.cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(answerFields()).toString(),
    });
    expect(forged.status).toBe(403);
    expect((await offerRows(id)).results).toEqual([]);
    expect((await requestRow(id))!.status).toBe("received");
    expect(await auditOf(id)).toEqual([]);
  });

  it("shows operators the requests, waiting ones first, in both languages", async () => {
    const waiting = await request();
    const answered = await request();
    await sendOffer(answered.id, answered.email);
    const newest = await request();
    for (const prefix of ["", "/ar"]) {
      const { res, body } = await html(`${prefix}/ops/offers`, { headers: { cookie: operator.cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toMatch(/no-store/);
      expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
      const order = [...body.matchAll(/data-request="(OF-[0-9A-Z]{8})" data-waiting="(true|false)"/g)].map((m) => [
        m[1],
        m[2],
      ]);
      const at = (id: string) => order.findIndex(([r]) => r === id);
      // Waiting, newest first; then the answered one.
      expect(at(newest.id)).toBeLessThan(at(waiting.id));
      expect(at(waiting.id)).toBeLessThan(at(answered.id));
      expect(order[at(answered.id)]![1]).toBe("false");
      expect(order.findIndex(([, w]) => w === "false")).toBeGreaterThan(order.findLastIndex(([, w]) => w === "true"));
    }
  });
});

describe("answering a request", () => {
  it("stores the offer with its terms and price, writes one audit entry, and emails the link in the request's language", async () => {
    const { id, email } = await request("ar");
    const token = await sendOffer(id, email);
    const [offer] = (await offerRows(id)).results;
    const rate = await rateFor(env.SITE, "SAR");
    expect(offer).toMatchObject({
      status: "sent",
      slot_id: slot,
      option_id: act.optionId,
      currency: "SAR",
      total: TOTAL,
      aed_total: aedEquivalent(TOTAL, { currency: "SAR", rate }),
      token_hash: await tokenHash(token),
      sent_by: operator.id,
    });
    expect(JSON.parse(String(offer!.counts))).toEqual({ adult: 2 });
    expect((await requestRow(id))!.status).toBe("quoted");
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "offer.send", actor: operator.id, role: "operator" });
    const [mail] = await mailsTo(email, "offer_quote");
    expect(mail!.locale).toBe("ar");
    expect(mail!.subject).toContain("عرضك الخاص");
    expect(mail!.text).toContain(`/ar/offers/accept/${token}`);
    expect(mail!.text).toContain(formatMinor(TOTAL, "ar", "SAR"));
    // The table keeps only the token's hash.
    expect(JSON.stringify(offer)).not.toContain(token);
  });

  it("refuses what cannot be booked or kept, with each field's message, and writes nothing", async () => {
    const { id } = await request();
    const tiny = await departure({ activity: act, seats: 1, daysAhead: 9 });
    const cases: [Record<string, string>, string][] = [
      [{ expires: toGulfWallClock(new Date(Date.now() - HOUR)) }, "Choose a moment in the future."],
      [{ expires: toGulfWallClock(new Date(Date.now() + 20 * 24 * HOUR)) }, "before the departure starts"],
      [{ slot: String(tiny) }, "Not enough seats on this departure: 1 left."],
      [{ total: "12.345" }, "at most"],
      [{ total: "0" }, "greater than zero"],
      [{ currency: "KWD" }, "traveller's currency or the site's"],
      [{ message: "" }, "Write a message to the traveller."],
      [{ "counts.adult": "0" }, "Add at least one traveller."],
    ];
    for (const [change, says] of cases) {
      const res = await post(`/ops/offers/${id}/answer`, answerFields(change), operator.cookie);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(text(await res.text())).toContain(says);
    }
    expect((await offerRows(id)).results).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });

  it("declines with a message: one audit entry, the traveller emailed in their language, and no answer after it", async () => {
    const { id, email } = await request("ar");
    const res = await post(
      `/ar/ops/offers/${id}/decline`,
      { reason: "لا توجد قوارب متاحة في هذه التواريخ." },
      operator.cookie,
    );
    expect(res.status).toBe(303);
    expect((await requestRow(id))!).toMatchObject({
      status: "declined",
      decline_message: "لا توجد قوارب متاحة في هذه التواريخ.",
    });
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(["offer.decline"]);
    const [mail] = await mailsTo(email, "offer_declined");
    expect(mail!.locale).toBe("ar");
    expect(mail!.text).toContain("لا توجد قوارب متاحة");
    // A declined request takes no offer: 409, nothing stored, no second audit entry.
    const late = await post(`/ops/offers/${id}/answer`, answerFields(), operator.cookie);
    expect(late.status).toBe(409);
    expect((await offerRows(id)).results).toEqual([]);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("writes nothing, audit entry included, when the request was declined between the page and the batch", async () => {
    const { id } = await request();
    const now = new Date();
    const declineFirst = beforeNextBatch(db(), () =>
      db().prepare("UPDATE offer_requests SET status = 'declined' WHERE id = ?").bind(id).run(),
    );
    const mailer = new FakeMailer();
    const outcome = await answerRequest(
      {
        db: declineFirst,
        notifier: deliveringNotifier(declineFirst, { email: mailer, whatsapp: new FakeWhatsApp() }, ORIGIN),
        origin: ORIGIN,
        secret: "s".repeat(32),
      },
      staffActor(operatorView(), "req-1"),
      id,
      {
        activityId: act.id,
        optionId: act.optionId,
        slotId: slot,
        counts: { adult: 2 },
        currency: "SAR",
        total: TOTAL,
        rate: 1.0211,
        expiresAt: new Date(now.getTime() + 24 * HOUR),
        message: "Too late",
      },
      now,
    );
    expect(outcome).toEqual({ kind: "closed" });
    expect((await offerRows(id)).results).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it("declines nothing, audit entry included, when the traveller accepted between the page and the batch", async () => {
    const { id } = await request();
    const acceptedFirst = beforeNextBatch(db(), () =>
      db().prepare("UPDATE offer_requests SET status = 'accepted' WHERE id = ?").bind(id).run(),
    );
    const mailer = new FakeMailer();
    const outcome = await declineRequest(
      {
        db: acceptedFirst,
        notifier: deliveringNotifier(acceptedFirst, { email: mailer, whatsapp: new FakeWhatsApp() }, ORIGIN),
        origin: ORIGIN,
        secret: "s".repeat(32),
      },
      staffActor(operatorView(), "req-2"),
      id,
      "No boats that week.",
      new Date(),
    );
    expect(outcome).toEqual({ kind: "closed" });
    expect((await requestRow(id))!).toMatchObject({ status: "accepted", decline_message: null });
    expect(await auditOf(id)).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it("a newer offer withdraws the open one, and its link stops working", async () => {
    const { id, email } = await request();
    const first = await sendOffer(id, email);
    await sendOffer(id, email, { total: "999" });
    expect((await offerRows(id)).results.map((o) => o.status)).toEqual(["declined", "sent"]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["offer.send", "offer.send"]);
    const res = await post(`/offers/accept/${first}`, {});
    expect(res.status).toBe(410);
    expect(text(await res.text())).toContain("This offer was withdrawn");
  });
});

/** The text of the element with `testId`. */
function testId(body: string, id: string): string {
  const match = new RegExp(`<([a-z]+)[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(body);
  if (!match) throw new Error(`no ${id}`);
  return text(match[2]!).trim();
}
const plain = (s: string) => s.replace(/\s+/g, " ");

describe("the offer's link", () => {
  it("shows the offer on GET and changes nothing (mail scanners fetch links)", async () => {
    const { id, email } = await request();
    const token = await sendOffer(id, email);
    for (let i = 0; i < 2; i++) {
      const { res, body } = await html(`/offers/accept/${token}`);
      expect(res.status).toBe(200);
      expect(testId(body, "offer-total")).toBe(plain(formatMinor(TOTAL, "en", "SAR")));
      expect(body).toContain('data-testid="offer-accept"');
    }
    expect((await offerRows(id)).results[0]!.status).toBe("sent");
    expect((await get("/offers/accept/not-a-token")).status).toBe(404);
    expect((await get(`/offers/accept/${"A".repeat(43)}`)).status).toBe(404);
  });

  it("works once, at its price: the cart item is bound to it, cannot change, and checkout and the order charge exactly it", async () => {
    const { id, email } = await request();
    const token = await sendOffer(id, email);
    const [offer] = (await offerRows(id)).results;
    const jar = new Jar();
    const accepted = jar.take(await post(`/offers/accept/${token}`, {}));
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toMatch(/\/cart$/);
    expect(jar.cookies.get("currency")).toBe("SAR");
    const cartId = jar.cookies.get(CART_COOKIE)!;
    const items = await db()
      .prepare("SELECT * FROM cart_items WHERE cart_id = ?")
      .bind(cartId)
      .all<Record<string, unknown>>();
    expect(items.results).toHaveLength(1);
    expect(items.results[0]).toMatchObject({ offer_id: offer!.id, slot_id: slot, quoted_price: offer!.aed_total });
    expect((await offerRows(id)).results[0]).toMatchObject({ status: "accepted", cart_id: cartId });
    expect((await requestRow(id))!.status).toBe("accepted");

    // The departure's price changes: the offer's does not.
    await db().prepare("UPDATE availability SET price = price * 3 WHERE id = ?").bind(slot).run();
    const cart = await html("/cart", { headers: { cookie: jar.header } });
    expect(testId(cart.body, "item-price")).toBe(plain(formatMinor(TOTAL, "en", "SAR")));
    expect(testId(cart.body, "summary-total")).toBe(plain(formatMinor(TOTAL, "en", "SAR")));
    expect(cart.body).toContain('data-testid="offer-item"');
    expect(cart.body).not.toContain('data-testid="travellers-form"');

    // The cart refuses changes to it, by form and by the service.
    const itemId = Number(items.results[0]!.id);
    const changed = await post(`/cart/items/${itemId}`, { "counts.adult": "3" }, jar.header);
    expect(changed.status).toBe(303);
    const refused = await get(`/cart/items/${itemId}`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie: jar.header, accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ counts: { adult: 5 } }),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { reason: string }).reason).toBe("offer_locked");
    expect((await updateCartItem(db(), cartId, itemId, { adult: 1 }, new Date())).ok).toBe(false);
    const still = await db().prepare("SELECT counts, quoted_price FROM cart_items WHERE id = ?").bind(itemId).first();
    expect(still).toEqual({ counts: JSON.stringify({ adult: 2 }), quoted_price: offer!.aed_total });

    // A second use, from this browser or another, is refused and adds nothing.
    for (const cookie of [jar.header, null]) {
      const again = await post(`/offers/accept/${token}`, {}, cookie);
      expect(again.status).toBe(409);
      expect(text(await again.text())).toContain("This offer has already been accepted");
    }
    expect(
      (await db().prepare("SELECT count(*) AS n FROM cart_items WHERE offer_id = ?").bind(offer!.id).first())!.n,
    ).toBe(1);

    // Checkout shows the offer's total, the order and its item keep its AED, the result page shows both.
    const checkout = await html("/checkout", { headers: { cookie: jar.header } });
    expect(testId(checkout.body, "summary-total").endsWith(plain(formatMinor(TOTAL, "en", "SAR")))).toBe(true);
    const pay = await post("/checkout", await validForm(cartId), jar.header);
    const paymentId = /\/pay\/(sbx_[0-9a-f]{24})$/.exec(pay.headers.get("location") ?? "")![1]!;
    const paid = await post(
      `/pay/${paymentId}`,
      { action: "pay", card: SANDBOX_CARDS.success, expiry: "12/40", cvc: "123" },
      jar.header,
    );
    const back = await html(paid.headers.get("location")!, { headers: { cookie: jar.header } });
    const result = await html(back.res.headers.get("location")!, { headers: { cookie: jar.header } });
    expect(result.res.status).toBe(200);
    const orderId = (await findSandboxPayment(db(), paymentId))!.orderId;
    const order = (await findOrder(db(), orderId))!;
    expect(order).toMatchObject({
      status: "confirmed",
      total: offer!.aed_total,
      displayCurrency: "SAR",
      displayTotal: TOTAL,
    });
    const item = await db()
      .prepare("SELECT price, discount, offer_id FROM order_items WHERE order_id = ?")
      .bind(orderId)
      .first();
    expect(item).toEqual({ price: offer!.aed_total, discount: 0, offer_id: offer!.id });
    expect(testId(result.body, "total-shown")).toContain(plain(formatMinor(TOTAL, "en", "SAR")));
    expect((await findSandboxPayment(db(), paymentId))!.amount).toBe(offer!.aed_total);

    // The console and the request's page say it was booked in that order.
    const console = await html(`/ops/offers/${id}`, { headers: { cookie: operator.cookie } });
    expect(testId(console.body, "ops-offer-state")).toBe(`Accepted and booked: order ${orderId}`);
  });

  it("stops at its expiry: refused in the traveller's language, marked expired, nothing in a cart", async () => {
    const { id, email } = await request("ar");
    const token = await sendOffer(id, email);
    await db()
      .prepare("UPDATE offers SET expires_at = ? WHERE request_id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), id)
      .run();
    const shown = await html(`/ar/offers/accept/${token}`);
    expect(shown.res.status).toBe(200);
    expect(shown.body).not.toContain('data-testid="offer-accept"');
    expect(text(shown.body)).toContain("انتهت صلاحية هذا العرض");
    const res = await post(`/ar/offers/accept/${token}`, {});
    expect(res.status).toBe(410);
    expect(text(await res.text())).toContain("انتهت صلاحية هذا العرض");
    expect((await offerRows(id)).results[0]!.status).toBe("expired");
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${CART_COOKIE}=`))).toBe(false);
    expect(
      (await db()
        .prepare(
          "SELECT count(*) AS n FROM cart_items WHERE offer_id IS NOT NULL AND offer_id = (SELECT id FROM offers WHERE request_id = ?)",
        )
        .bind(id)
        .first())!.n,
    ).toBe(0);
  });

  it("says truthfully when its departure has no seats left, and stays open", async () => {
    const { id, email } = await request();
    const own = await departure({ activity: act, seats: 4, daysAhead: 7 });
    const token = await sendOffer(id, email, { slot: String(own) });
    await db().prepare("UPDATE availability SET sold = capacity - 1 WHERE id = ?").bind(own).run();
    const shown = await html(`/offers/accept/${token}`);
    expect(text(shown.body)).toContain(
      "There aren't enough seats left on this offer's departure for your party (Only 1 seat left)",
    );
    expect(shown.body).not.toContain('data-testid="offer-accept"');
    const res = await post(`/offers/accept/${token}`, {});
    expect(res.status).toBe(409);
    expect((await offerRows(id)).results[0]!.status).toBe("sent");
    await db().prepare("UPDATE availability SET sold = capacity WHERE id = ?").bind(own).run();
    expect(text((await html(`/offers/accept/${token}`)).body)).toContain("has no seats left");
  });

  it("is accepted once when two browsers press Accept at the same moment", async () => {
    const { id, email } = await request();
    const token = await sendOffer(id, email);
    const answers = await Promise.all([1, 2, 3].map(() => post(`/offers/accept/${token}`, {})));
    expect(answers.map((r) => r.status).sort()).toEqual([303, 409, 409]);
    const offerId = (await offerRows(id)).results[0]!.id;
    expect(
      (await db().prepare("SELECT count(*) AS n FROM cart_items WHERE offer_id = ?").bind(offerId).first())!.n,
    ).toBe(1);
  });
});

describe("promo codes", () => {
  it("leave an offer's agreed price alone: only list-price items count and take the discount", async () => {
    const { id, email } = await request();
    const token = await sendOffer(id, email);
    const jar = new Jar();
    jar.take(await post(`/offers/accept/${token}`, {}));
    const cartId = jar.cookies.get(CART_COOKIE)!;
    const code = `OFFERS${Date.now() % 100000}`;
    await makePromo(db(), { code, kind: "percent", value: 10 });
    expect(await applyPromo(db(), cartId, code, new Date())).toMatchObject({ ok: false, reason: "offer_price" });
    const other = await addToCart(db(), cartId, { slotId: slot, counts: { adult: 1 }, extras: [] }, new Date());
    expect(other.ok).toBe(true);
    expect(await applyPromo(db(), cartId, code, new Date())).toMatchObject({ ok: true });
    const cart = await priceCart(db(), cartId, "en", new Date());
    const offerItem = cart.items.find((i) => i.offer)!;
    const listItem = cart.items.find((i) => !i.offer)!;
    expect(cart.discount).toBe(Math.floor(listItem.price / 10));
    expect(cart.total).toBe(offerItem.price + listItem.price - cart.discount);
  });
});

describe("the traveller's account", () => {
  it("shows the request's status and its offer's state", async () => {
    const traveller = await user();
    const { id, email } = await request("en", traveller.email);
    await db().prepare("UPDATE offer_requests SET user_id = ? WHERE id = ?").bind(traveller.id, id).run();
    await sendOffer(id, email);
    const { cookie } = await session(traveller);
    const { body } = await html("/account", { headers: { cookie } });
    const row = body.slice(body.indexOf(`data-offer="${id}"`));
    expect(row).toContain('data-status="quoted"');
    expect(testId(row, "offer-answer-total")).toBe(plain(formatMinor(TOTAL, "en", "SAR")));
    expect(testId(row, "offer-answer-state")).toMatch(/^Open until .+ \(Gulf time\)$/);
  });
});
