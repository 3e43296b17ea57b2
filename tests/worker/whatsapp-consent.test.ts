// Issue 31, consent: booking updates on WhatsApp are asked at checkout (unticked, kept across a refused submit) and
// changed afterwards by a signed-in traveller on the account page (their own orders with something still to come)
// or by a guest through the order's signed manage-booking link. One service changes it with a conditional UPDATE;
// another account's order or a wrong signature is 404 and changes nothing; input no page sends is a 400, never a 500.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get, html, ORIGIN } from "./helpers.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { staffMember } from "../factories/index.ts";
import { makeDeparture } from "../fixtures/booking-factories.ts";
import { addToCart } from "../../worker/services/cart.ts";
import { manageBookingPath } from "../../worker/services/booking-links.ts";
import { setWhatsAppUpdates, upcomingConsents } from "../../worker/services/whatsapp-consent.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { bookedOrder } from "./invoices.fixtures.ts";
import { cookieOf, postForm, validForm } from "./checkout-pages.fixtures.ts";

const db = env.DB;
const SECRET = env.AUTH_SECRET!;

function post(path: string, fields: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  return get(path, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

const consentOf = async (orderId: string) =>
  (await db
    .prepare("SELECT whatsapp_updates FROM orders WHERE id = ?")
    .bind(orderId)
    .first<{ whatsapp_updates: number }>())!.whatsapp_updates;

const setConsent = (orderId: string, on: 0 | 1) =>
  db.prepare("UPDATE orders SET whatsapp_updates = ? WHERE id = ?").bind(on, orderId).run();

const leadEmail = async (orderId: string) =>
  (await db.prepare("SELECT lead_email FROM orders WHERE id = ?").bind(orderId).first<{ lead_email: string }>())!
    .lead_email;

/** The WhatsApp block of a page (the guest details above it show the same number). */
function block(body: string): string {
  const start = body.indexOf('id="whatsapp-updates"');
  expect(start).toBeGreaterThan(-1);
  return body.slice(start, body.indexOf("</section>", start));
}

/** The switches a page shows: order, state, and the value its button posts. */
function switches(body: string) {
  return [...body.matchAll(/data-testid="whatsapp-consent" data-order="([^"]+)" data-state="(on|off)"/g)].map((m) => ({
    order: m[1],
    state: m[2],
  }));
}

describe("checkout asks, unticked, and keeps the answer across a refused submit (no JavaScript needed)", () => {
  let slotId: number;
  beforeAll(async () => {
    slotId = (await makeDeparture(db, { questions: ["note"] })).slotId;
  });

  const box = (body: string) => body.match(/<input[^>]*name="whatsappUpdates"[^>]*>/)?.[0] ?? "";

  it("is a plain checkbox in the form, unticked at first, ticked again after a 422 only when it was ticked", async () => {
    const added = await addToCart(db, null, { slotId, counts: { adult: 2 }, extras: [] }, new Date());
    if (!added.ok) throw new Error(added.reason);
    const cookie = cookieOf(added.cartId);
    for (const locale of ["", "/ar"]) {
      const first = await html(`${locale}/checkout`, { headers: { cookie } });
      expect(box(first.body)).toContain('type="checkbox"');
      expect(box(first.body)).toContain('value="on"');
      expect(box(first.body)).not.toMatch(/checked/);
    }
    const refused = { ...(await validForm(added.cartId)), "lead.email": "not-an-email" };
    const ticked = await postForm("/checkout", { ...refused, whatsappUpdates: "on" }, cookie);
    expect(ticked.status).toBe(422);
    expect(box(await ticked.text())).toMatch(/checked/);
    // Unticked on the next try: the re-render and the draft both forget the earlier tick.
    const unticked = await postForm("/checkout", refused, cookie);
    expect(unticked.status).toBe(422);
    expect(box(await unticked.text())).not.toMatch(/checked/);
    expect(box((await html("/checkout", { headers: { cookie } })).body)).not.toMatch(/checked/);
  });
});

describe("setWhatsAppUpdates", () => {
  it("changes the order's choice for its owner or its manage link, and nobody else's", async () => {
    const owner = await makeUser(db);
    const stranger = await makeUser(db);
    const booked = await bookedOrder(db, { userId: owner.id });
    expect(await consentOf(booked.orderId)).toBe(0);

    expect(
      await setWhatsAppUpdates(db, { orderId: booked.orderId, on: true, by: { kind: "account", userId: stranger.id } }),
    ).toEqual({ kind: "not_found" });
    expect(await consentOf(booked.orderId)).toBe(0);

    expect(
      await setWhatsAppUpdates(db, { orderId: booked.orderId, on: true, by: { kind: "account", userId: owner.id } }),
    ).toEqual({ kind: "ok", on: true, changed: true });
    expect(await consentOf(booked.orderId)).toBe(1);
    // The same again changes nothing and says so.
    expect(
      await setWhatsAppUpdates(db, { orderId: booked.orderId, on: true, by: { kind: "account", userId: owner.id } }),
    ).toEqual({ kind: "ok", on: true, changed: false });

    expect(await setWhatsAppUpdates(db, { orderId: booked.orderId, on: false, by: { kind: "manage_link" } })).toEqual({
      kind: "ok",
      on: false,
      changed: true,
    });
    expect(await consentOf(booked.orderId)).toBe(0);
    expect(await setWhatsAppUpdates(db, { orderId: "RH-ZZZZZZZZ", on: true, by: { kind: "manage_link" } })).toEqual({
      kind: "not_found",
    });
  });

  it("each change is on the console's booking timeline as the traveller's, in both languages; a repeat adds nothing", async () => {
    const owner = await makeUser(db);
    const booked = await bookedOrder(db, { userId: owner.id });
    await setWhatsAppUpdates(db, { orderId: booked.orderId, on: true, by: { kind: "account", userId: owner.id } });
    await setWhatsAppUpdates(db, { orderId: booked.orderId, on: true, by: { kind: "account", userId: owner.id } });
    await setWhatsAppUpdates(db, { orderId: booked.orderId, on: false, by: { kind: "manage_link" } });
    const operator = await staffMember({ role: "operator" });
    const entries = (body: string) =>
      [...body.matchAll(/data-testid="timeline-entry" data-kind="whatsapp_consent" data-cause="([a-z]+)"/g)].map(
        ([, cause]) => cause,
      );
    const en = await (await get(`/ops/bookings/${booked.orderId}`, { headers: { cookie: operator.cookie } })).text();
    expect(entries(en)).toEqual(["traveller", "traveller"]);
    expect(en).toContain("Booking updates on WhatsApp turned on");
    expect(en).toContain("Booking updates on WhatsApp turned off (emails continue)");
    const ar = await (await get(`/ar/ops/bookings/${booked.orderId}`, { headers: { cookie: operator.cookie } })).text();
    expect(ar).toContain("تم إيقاف تحديثات الحجز عبر واتساب");
  });

  it("turns updates on only for an order with a number in E.164 form; turning off always works", async () => {
    const booked = await bookedOrder(db);
    await db
      .prepare("UPDATE orders SET lead_phone = '0501234567', whatsapp_updates = 1 WHERE id = ?")
      .bind(booked.orderId)
      .run();
    expect(
      await setWhatsAppUpdates(db, { orderId: booked.orderId, on: false, by: { kind: "manage_link" } }),
    ).toMatchObject({
      kind: "ok",
      changed: true,
    });
    expect(await setWhatsAppUpdates(db, { orderId: booked.orderId, on: true, by: { kind: "manage_link" } })).toEqual({
      kind: "no_phone",
    });
    expect(await consentOf(booked.orderId)).toBe(0);
  });

  it("lists an account's orders with a booked item still to come, not past or cancelled ones", async () => {
    const user = await makeUser(db);
    const coming = await bookedOrder(db, { userId: user.id, daysAhead: 3 });
    const later = await bookedOrder(db, { userId: user.id, paymentMode: "later", daysAhead: 10 });
    const past = await bookedOrder(db, { userId: user.id, daysAhead: 3 });
    await db
      .prepare("UPDATE order_items SET date = ? WHERE order_id = ?")
      .bind(addDays(todayInGulf(), -1), past.orderId)
      .run();
    const cancelled = await bookedOrder(db, { userId: user.id, daysAhead: 3 });
    await db.prepare("UPDATE order_items SET status = 'cancelled' WHERE order_id = ?").bind(cancelled.orderId).run();
    await bookedOrder(db, { daysAhead: 3 }); // a guest's, not this account's

    const listed = await upcomingConsents(db, user.id, "en", new Date());
    expect(listed.map((o) => o.orderId).sort()).toEqual([coming.orderId, later.orderId].sort());
    expect(listed[0]).toMatchObject({ on: false, phone: "+971501234567" });
    expect(listed[0]!.bookings).toHaveLength(1);
  });
});

describe("the account page", () => {
  it("shows each upcoming order's switch with its readable number, and turns updates on and off for the owner", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const booked = await bookedOrder(db, { userId: user.id });

    const page = await html("/account", { headers: { cookie } });
    expect(page.res.status).toBe(200);
    expect(switches(page.body)).toEqual([{ order: booked.orderId, state: "off" }]);
    expect(page.body).toContain("Booking updates on WhatsApp to");
    expect(block(page.body)).toMatch(/<bdi dir="ltr"[^>]*>\+971\u00a050\u00a0123\u00a04567<\/bdi>/);
    expect(page.body).toContain('action="/account/whatsapp"');

    const on = await post("/account/whatsapp", { order: booked.orderId, updates: "on" }, cookie);
    expect(on.status).toBe(303);
    const location = on.headers.get("location")!;
    expect(location).toBe(`/account?whatsapp=on&order=${booked.orderId}#whatsapp-updates`);
    expect(await consentOf(booked.orderId)).toBe(1);
    const after = await html(location.split("#")[0]!, { headers: { cookie } });
    expect(switches(after.body)).toEqual([{ order: booked.orderId, state: "on" }]);
    expect(after.body).toContain('data-testid="whatsapp-notice" data-kind="on"');

    const off = await post("/account/whatsapp", { order: booked.orderId, updates: "off" }, cookie);
    expect(off.status).toBe(303);
    expect(await consentOf(booked.orderId)).toBe(0);
    const offPage = await html(off.headers.get("location")!.split("#")[0]!, { headers: { cookie } });
    expect(offPage.body).toContain("You&#x27;ll still get emails.");
    // A notice the order's state does not bear out is not shown.
    const stale = await html(`/account?whatsapp=on&order=${booked.orderId}`, { headers: { cookie } });
    expect(stale.body).not.toContain('data-testid="whatsapp-notice"');
  });

  it("answers 404 for another traveller's order and changes nothing", async () => {
    const owner = await makeUser(db);
    const other = await makeUser(db);
    const booked = await bookedOrder(db, { userId: owner.id });
    const guest = await bookedOrder(db);
    const { cookie } = await signedIn(db, other.id);
    for (const orderId of [booked.orderId, guest.orderId, "RH-ZZZZZZZZ"]) {
      const res = await post("/account/whatsapp", { order: orderId, updates: "on" }, cookie);
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(await consentOf(booked.orderId)).toBe(0);
    expect(await consentOf(guest.orderId)).toBe(0);
    expect(switches((await html("/account", { headers: { cookie } })).body)).toEqual([]);
  });

  it("sends someone signed out to sign in, and answers input no page sends with 400 and a message", async () => {
    const user = await makeUser(db);
    const booked = await bookedOrder(db, { userId: user.id });
    const signedOut = await post("/account/whatsapp", { order: booked.orderId, updates: "on" });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toMatch(/^\/auth\/login\?next=/);

    const { cookie } = await signedIn(db, user.id);
    for (const fields of [
      {},
      { order: booked.orderId },
      { order: booked.orderId, updates: "yes" },
      { order: "RH-1", updates: "on" },
      { order: `${booked.orderId}' OR 1=1 --`, updates: "on" },
    ] as Record<string, string>[]) {
      const res = await post("/account/whatsapp", fields, cookie);
      expect(res.status).toBe(400);
      const body = await res.text();
      expect(body).toContain('data-testid="whatsapp-notice" data-kind="invalid"');
      expect(body).toContain("That change couldn&#x27;t be made. Please try again.");
    }
    const multipart = new FormData();
    multipart.append("order", new File(["x"], "x.txt"));
    multipart.append("updates", "on");
    const file = await get("/account/whatsapp", {
      method: "POST",
      headers: { origin: ORIGIN, cookie },
      body: multipart,
    });
    expect(file.status).toBe(400);
    expect(await consentOf(booked.orderId)).toBe(0);

    // Another site's form is refused by the Origin check before anything changes.
    const forged = await get("/account/whatsapp", {
      method: "POST",
      headers: { origin: "https://evil.example", cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ order: booked.orderId, updates: "on" }).toString(),
    });
    expect(forged.status).toBe(403);
    expect(await consentOf(booked.orderId)).toBe(0);
  });

  it("is in Arabic under /ar, with the number left to right and the form posting to the Arabic path", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const booked = await bookedOrder(db, { userId: user.id, locale: "ar" });
    await setConsent(booked.orderId, 1);
    const { res, body } = await html("/ar/account", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(body).toContain("مستجدات الحجز عبر واتساب");
    expect(body).toContain("مستجدات الحجز عبر واتساب إلى الرقم");
    expect(body).toContain("مفعّلة");
    expect(body).toContain("إيقاف");
    expect(body).toContain("وستبقى رسائل البريد الإلكتروني تصلك");
    expect(block(body)).toMatch(/<bdi dir="ltr"[^>]*>\+971\u00a050\u00a0123\u00a04567<\/bdi>/);
    expect(body).toContain('action="/ar/account/whatsapp"');
    const off = await post("/ar/account/whatsapp", { order: booked.orderId, updates: "off" }, cookie);
    expect(off.headers.get("location")).toBe(`/ar/account?whatsapp=off&order=${booked.orderId}#whatsapp-updates`);
    const page = await html(off.headers.get("location")!.split("#")[0]!, { headers: { cookie } });
    expect(page.body).toContain("تم إيقاف مستجدات واتساب للطلب");
    const bad = await post("/ar/account/whatsapp", { order: booked.orderId, updates: "x" }, cookie);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("تعذّر إجراء هذا التغيير");
  });
});

describe("the manage-booking link", () => {
  it("shows the order's switch and turns updates on and off for that order only", async () => {
    const booked = await bookedOrder(db);
    const other = await bookedOrder(db);
    const link = await manageBookingPath(SECRET, booked.orderId, await leadEmail(booked.orderId));

    const page = await html(link);
    expect(page.res.status).toBe(200);
    expect(switches(page.body)).toEqual([{ order: booked.orderId, state: "off" }]);
    expect(page.body).toContain(`action="${link}/whatsapp"`);
    expect(block(page.body)).toMatch(/<bdi dir="ltr"[^>]*>\+971\u00a050\u00a0123\u00a04567<\/bdi>/);

    // An order named in the body is ignored: the link names its order.
    const on = await post(`${link}/whatsapp`, { updates: "on", order: other.orderId });
    expect(on.status).toBe(303);
    expect(on.headers.get("location")).toBe(`${link}?whatsapp=on#whatsapp-updates`);
    expect(await consentOf(booked.orderId)).toBe(1);
    expect(await consentOf(other.orderId)).toBe(0);
    const shown = await html(`${link}?whatsapp=on`);
    expect(switches(shown.body)).toEqual([{ order: booked.orderId, state: "on" }]);
    expect(shown.body).toContain('data-testid="whatsapp-notice" data-kind="on"');

    const off = await post(`${link}/whatsapp`, { updates: "off" });
    expect(off.status).toBe(303);
    expect(await consentOf(booked.orderId)).toBe(0);
  });

  it("answers 404 to a wrong or borrowed signature and changes nothing", async () => {
    const booked = await bookedOrder(db);
    const other = await bookedOrder(db);
    const link = await manageBookingPath(SECRET, booked.orderId, await leadEmail(booked.orderId));
    const signature = link.split("/").at(-1)!;
    for (const path of [
      `/manage-booking/${other.orderId}/${signature}/whatsapp`,
      `/manage-booking/${booked.orderId}/${"0".repeat(64)}/whatsapp`,
      `/manage-booking/${booked.orderId}/nope/whatsapp`,
      `/manage-booking/RH-ZZZZZZZZ/${signature}/whatsapp`,
    ]) {
      const res = await post(path, { updates: "on" });
      expect(res.status).toBe(404);
    }
    expect(await consentOf(booked.orderId)).toBe(0);
    expect(await consentOf(other.orderId)).toBe(0);
  });

  it("answers input no page sends with 400 and a message, in the page's language", async () => {
    const booked = await bookedOrder(db);
    const link = await manageBookingPath(SECRET, booked.orderId, await leadEmail(booked.orderId));
    for (const fields of [{}, { updates: "true" }, { updates: "ON " }] as Record<string, string>[]) {
      const res = await post(`${link}/whatsapp`, fields);
      expect(res.status).toBe(400);
      const body = await res.text();
      expect(body).toContain('data-kind="invalid"');
      expect(body).toContain('data-testid="invoice-page"');
    }
    const ar = await post(`/ar${link}/whatsapp`, { updates: "maybe" });
    expect(ar.status).toBe(400);
    expect(await ar.text()).toContain("تعذّر إجراء هذا التغيير");
    expect(await consentOf(booked.orderId)).toBe(0);
  });

  it("is in Arabic under /ar, with the number isolated left to right", async () => {
    const booked = await bookedOrder(db, { locale: "ar" });
    await setConsent(booked.orderId, 1);
    const link = await manageBookingPath(SECRET, booked.orderId, await leadEmail(booked.orderId));
    const { res, body } = await html(`/ar${link}`);
    expect(res.status).toBe(200);
    expect(body).toContain("مستجدات الحجز عبر واتساب إلى الرقم");
    expect(body).toContain("عند الإيقاف لن تصلك رسالة واتساب التالية");
    expect(block(body)).toMatch(/<bdi dir="ltr"[^>]*>\+971\u00a050\u00a0123\u00a04567<\/bdi>/);
    expect(body).toContain(`action="/ar${link}/whatsapp"`);
    const off = await post(`/ar${link}/whatsapp`, { updates: "off" });
    expect(off.headers.get("location")).toBe(`/ar${link}?whatsapp=off#whatsapp-updates`);
    expect((await html(`/ar${link}?whatsapp=off`)).body).toContain("تم إيقاف مستجدات واتساب للطلب");
  });
});
