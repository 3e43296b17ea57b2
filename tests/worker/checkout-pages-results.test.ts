// The booking result pages, with orders made by the checkout services (fake provider and supplier): each outcome's
// copy in both languages, only for the visitor whose cart owns the order, no-store, the page following the order's
// status, the retry of failed items, and an order still waiting for payment.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { priceCart } from "../../worker/services/cart.ts";
import { returnFromPayment } from "../../worker/services/checkout/payment-result.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { makeCart, makeDeparture, startInput, type BookableActivity } from "../fixtures/booking-factories.ts";
import { fakeDeps, type FakeDeps } from "../fixtures/fakes.ts";
import { html, get } from "./helpers.ts";
import { control, cookieOf, postForm, text } from "./checkout-pages.fixtures.ts";
import type { CheckoutInput } from "../../worker/services/checkout-form.ts";

const db = env.DB;
let deps: FakeDeps;

type Made = { orderId: string; cartId: string; paymentId?: string };
/** A tier of its own (the cart factory already gives each policy a one-day tier). */
const TIERS = [{ days: 3, penaltyPercent: 50 }];
type Spec = { confirmation?: "instant" | "on_request"; refuses?: boolean; pickup?: boolean };

/** A departure per spec (two adults each, AED 200 a seat), in one cart, checked out with `mode`. */
async function checkout(
  specs: Spec[],
  mode: "now" | "later" = "now",
  lead: Partial<CheckoutInput["lead"]> = {},
): Promise<Made & { activities: BookableActivity[] }> {
  const made = await Promise.all(
    specs.map((s) =>
      makeDeparture(db, {
        confirmation: s.confirmation,
        refuses: s.refuses,
        questions: s.pickup ? ["pickup_point", "note"] : ["note"],
        pickupPoints: s.pickup ? [["Marina Mall (main entrance)", "07:45"]] : [],
        tiers: TIERS,
      }),
    ),
  );
  // The fake supplier answers as the built-in one would: on request is pending, a refusing supplier says no.
  for (const [i, s] of specs.entries()) {
    deps.connector.answer(
      made[i].activity.activityId,
      s.refuses ? "refused" : s.confirmation === "on_request" ? "pending" : "confirmed",
    );
  }
  const cartId = await makeCart(
    db,
    made.map((m) => ({ slotId: m.slotId, counts: { adult: 2 } })),
  );
  const cart = await priceCart(db, cartId, "en", new Date());
  const answers: CheckoutInput["answers"] = {};
  cart.items.forEach((item, i) => {
    if (specs[i].pickup) answers[item.id] = { pickupPointId: made[i].activity.pickupPointIds[0] };
  });
  const base = startInput(cartId, new Date(), { paymentMode: mode, answers });
  const started = await startCheckout(deps, { ...base, form: { ...base.form, lead: { ...base.form.lead, ...lead } } });
  const activities = made.map((m) => m.activity);
  if (started.kind === "payment") {
    const payment = [...deps.provider.payments.values()].find((p) => p.input.orderId === started.orderId)!;
    return { orderId: started.orderId, cartId, paymentId: payment.id, activities };
  }
  if (started.kind === "result") return { orderId: started.orderId, cartId, activities };
  throw new Error(`checkout did not start: ${started.kind}`);
}

/** Checks out paying now and comes back from the payment page with `status`. */
async function paid(specs: Spec[], status: "authorized" | "declined" = "authorized", underReview = false) {
  const order = await checkout(specs);
  const made = await returnFromPayment(
    deps,
    deps.provider.returnFor(order.paymentId!, status, { underReview }),
    new Date(),
  );
  return { ...order, page: made.page };
}

const page = (path: string, cartId: string | null) =>
  html(path, cartId ? { headers: { cookie: cookieOf(cartId) } } : {});

beforeAll(() => {
  deps = fakeDeps(db);
});

describe("who may see a result page", () => {
  it("only the visitor whose cart owns the order; everyone else gets a 404, never a hint", async () => {
    const order = await paid([{}]);
    const other = await makeCart(db, [
      { slotId: (await makeDeparture(db, { tiers: TIERS })).slotId, counts: { adult: 1 } },
    ]);
    const own = await page(`/checkout/success?order=${order.orderId}`, order.cartId);
    expect(own.res.status).toBe(200);
    for (const [path, cookie] of [
      [`/checkout/success?order=${order.orderId}`, other],
      [`/checkout/success?order=${order.orderId}`, null],
      [`/ar/checkout/success?order=${order.orderId}`, "f".repeat(64)],
      ["/checkout/success?order=RH-NOPE0000", order.cartId],
      ["/checkout/success?order=%3Cscript%3E", order.cartId],
      ["/checkout/success", order.cartId],
      [`/checkout/success/_payload.json?order=${order.orderId}`, other],
    ] as const) {
      const res = await get(path, cookie ? { headers: { cookie: cookieOf(cookie) } } : {});
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      const body = await res.text();
      if (!path.includes("_payload")) expect(body).toContain('data-testid="not-found"');
      expect(body).not.toContain('data-testid="checkout-result"');
      expect(body).not.toContain("sara@example.com");
    }
  });

  it("the owner's page is private, and its payload too", async () => {
    const order = await paid([{}]);
    const res = await get(`/checkout/success/_payload.json?order=${order.orderId}`, {
      headers: { cookie: cookieOf(order.cartId) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const data = (await res.json()) as { variant: string; order: { id: string; cartId?: string } };
    expect(data.variant).toBe("success");
    expect(data.order.id).toBe(order.orderId);
    expect(data.order.cartId).toBeUndefined();
  });
});

describe("Booked Successfully", () => {
  it("lists each item with its reference, date, time, travellers and pickup, and where the email went", async () => {
    const order = await paid([{ pickup: true }, {}]);
    expect(order.page).toBe("success");
    const { res, body } = await page(`/checkout/success?order=${order.orderId}`, order.cartId);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const words = text(body);
    expect(words).toContain("Booked Successfully");
    expect(words).toContain("Thank you, Sara! Your booking is confirmed.");
    expect(words).toContain("We've sent a confirmation email to sara@example.com.");
    expect(words).toContain(`Order Id: ${order.orderId}`);
    const refs = await db
      .prepare("SELECT reference, date, start_time FROM order_items WHERE order_id = ? ORDER BY position")
      .bind(order.orderId)
      .all<Record<string, string>>();
    expect(refs.results).toHaveLength(2);
    for (const r of refs.results) {
      expect(words).toContain(`Booking reference: ${r.reference}`);
      expect(words).toContain(`Time: ${r.start_time}`);
    }
    expect(words).toMatch(/Date: \w+day, \w+ \d{1,2}, \d{4}/);
    expect(words).toContain("Travellers: 2 people");
    expect(words).toContain("Pick-up: Marina Mall (main entrance), at 07:45");
    expect(words).toContain("Meeting point: Address");
    expect(words).toMatch(/Total charged AED\s?800\.00/);
    // Each booking says what cancelling it costs now, by the one rule (shared/cancellation.ts).
    expect(body.match(/data-testid="cancellation-claim"/g)).toHaveLength(2);
    expect(words).toMatch(
      /Cancellation policy: (✓ Free cancellation until|Cancelling now costs|Non-refundable from now)/,
    );
  });

  it("in Arabic", async () => {
    const order = await paid([{ pickup: true }]);
    const words = text((await page(`/ar/checkout/success?order=${order.orderId}`, order.cartId)).body);
    expect(words).toContain("تم الحجز بنجاح");
    expect(words).toContain("شكرًا لك يا Sara! تم تأكيد حجزك.");
    expect(words).toContain("أرسلنا رسالة تأكيد إلى بريدك الإلكتروني sara@example.com.");
    expect(words).toContain("مرجع الحجز:");
    expect(words).toContain("المسافرون: شخصان");
    expect(words).toContain("الاصطحاب: Marina Mall (main entrance) (ar)، الساعة 07:45");
    expect(words).not.toContain("Booked Successfully");
  });
});

describe("Some Activities Confirmed", () => {
  it("lists confirmed and failed items, the refunded amount, and offers to retry the failed ones", async () => {
    const order = await paid([{}, { refuses: true }]);
    expect(order.page).toBe("partial");
    const { body } = await page(`/checkout/success?order=${order.orderId}`, order.cartId);
    const words = text(body);
    expect(words).toContain("Some Activities Confirmed");
    expect(words).toMatch(
      /Confirmed .*Desert safari \d+.* Confirmed .*Couldn't be confirmed .*Desert safari \d+.* Not available/,
    );
    // Only the booking that stands says what cancelling it costs.
    expect(body.match(/data-testid="cancellation-claim"/g)).toHaveLength(1);
    expect(words).toContain(
      "You won't pay for the activities we couldn't confirm: AED 400.00 will be refunded to your card within 24 hours.",
    );
    expect(body).toMatch(/<form[^>]*action="\/checkout\/retry"/);
    expect(control(body, "order")).toContain(`value="${order.orderId}"`);
    expect(body).toMatch(/<button type="submit"[^>]*data-testid="retry"[^>]*>Retry<\/button>/);
    const ar = text((await page(`/ar/checkout/success?order=${order.orderId}`, order.cartId)).body);
    expect(ar).toContain("تم تأكيد بعض الأنشطة");
    expect(ar).toContain("تعذّر تأكيدها");
    expect(ar).toMatch(/سيُعاد مبلغ .*400\.00.* إلى بطاقتك خلال 24 ساعة/);
    expect(ar).toContain("إعادة المحاولة");
  });

  it("Retry puts the failed items back in the owner's cart and goes to the cart; nobody else may retry", async () => {
    const order = await paid([{}, { refuses: true }]);
    const before = (await priceCart(db, order.cartId, "en", new Date())).items.length;
    const stranger = await makeCart(db, [
      { slotId: (await makeDeparture(db, { tiers: TIERS })).slotId, counts: { adult: 1 } },
    ]);
    expect((await postForm("/checkout/retry", { order: order.orderId }, cookieOf(stranger))).status).toBe(404);
    expect((await postForm("/checkout/retry", { order: "<x>" }, cookieOf(order.cartId))).status).toBe(404);
    expect((await priceCart(db, order.cartId, "en", new Date())).items.length).toBe(before);
    const res = await postForm("/ar/checkout/retry", { order: order.orderId }, cookieOf(order.cartId));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ar/cart");
    const after = await priceCart(db, order.cartId, "en", new Date());
    expect(after.items.length).toBe(before + 1);
    expect(after.items.some((i) => i.activityId === order.activities[1].activityId)).toBe(true);
    expect(res.headers.get("set-cookie")).toContain(`cart_count=${after.items.length}`);
  });
});

describe("Book Now, Pay Later", () => {
  it("says the team will contact the traveller to arrange payment", async () => {
    const order = await checkout([{}], "later", { phone: "+971501234567" });
    const { res, body } = await page(`/checkout/success?order=${order.orderId}`, order.cartId);
    expect(res.status).toBe(200);
    const words = text(body);
    // Titled as what happened, not as the button that was pressed; nothing charged, and the amount due.
    expect(words).toContain("Your booking is reserved Order Id");
    expect(words).not.toContain("Book Now, Pay Later");
    expect(words).toContain("Nothing has been charged. Our team will contact you to arrange payment.");
    expect(words).toMatch(/Amount to pay AED\s?400\.00/);
    expect(body).toMatch(/data-testid="item-status" data-status="booked_pay_later">Booked, pay later</);
    expect(body).not.toContain('data-status="confirmed"');
    expect(words).toContain("We'll contact you at sara@example.com or +971 50 123 4567.");
    const ar = text((await page(`/ar/checkout/success?order=${order.orderId}`, order.cartId)).body);
    expect(ar).toContain("تم تسجيل حجزك");
    expect(ar).toContain("لم يُخصم أي مبلغ، وسيتواصل معك فريقنا لترتيب الدفع.");
    expect(ar).toContain("محجوز، الدفع لاحقًا");
  });
});

describe("Booking received and awaiting confirmation", () => {
  it("an on-request item: the amount is authorised, charged only once confirmed, released if declined; updates by email, and by WhatsApp only when asked for", async () => {
    const order = await paid([{ confirmation: "on_request" }]);
    expect(order.page).toBe("on_hold");
    const { res, body } = await page(`/checkout/on_hold?order=${order.orderId}`, order.cartId);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const words = text(body);
    expect(words).toContain("Booking received and awaiting confirmation");
    expect(words).toContain(
      "We've reserved AED 400.00 on your card. It will be charged only after your booking is confirmed, and released if it is declined.",
    );
    // Not asked for at checkout: no WhatsApp promised.
    expect(words).toContain("We'll keep you updated by email.");
    expect(words).not.toContain("WhatsApp and email");
    // The badge says what the title says: awaiting confirmation, never "confirmed".
    expect(body).toMatch(/data-testid="item-status" data-status="awaiting_confirmation">Awaiting confirmation</);
    expect(body).not.toContain('data-status="confirmed"');
    const ar = text((await page(`/ar/checkout/on_hold?order=${order.orderId}`, order.cartId)).body);
    expect(ar).toContain("تم استلام الحجز وهو بانتظار التأكيد");
    expect(ar).toContain("سنوافيك بالمستجدات عبر البريد الإلكتروني.");
    expect(ar).toContain("بانتظار التأكيد");
    await env.DB.prepare("UPDATE orders SET whatsapp_updates = 1 WHERE id = ?").bind(order.orderId).run();
    expect(text((await page(`/checkout/on_hold?order=${order.orderId}`, order.cartId)).body)).toContain(
      "We'll keep you updated by WhatsApp and email.",
    );
    expect(text((await page(`/ar/checkout/on_hold?order=${order.orderId}`, order.cartId)).body)).toContain(
      "سنوافيك بالمستجدات عبر واتساب والبريد الإلكتروني.",
    );
  });

  it("the page follows the order: asked at another result path, it sends the traveller to its own", async () => {
    const order = await paid([{ confirmation: "on_request" }]);
    for (const [path, to] of [
      [`/checkout/success?order=${order.orderId}`, `/checkout/on_hold?order=${order.orderId}`],
      [`/ar/checkout/error?order=${order.orderId}`, `/ar/checkout/on_hold?order=${order.orderId}`],
    ]) {
      const res = await get(path, { headers: { cookie: cookieOf(order.cartId) } });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(to);
    }
  });
});

describe("Oops! Something went wrong", () => {
  it("a paid booking no supplier confirmed: Booking Unsuccessful, the money back within 24 hours", async () => {
    const order = await paid([{ refuses: true }]);
    expect(order.page).toBe("error");
    const { res, body } = await page(`/checkout/error?order=${order.orderId}`, order.cartId);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const words = text(body);
    // One heading, then what happened.
    expect(words).toContain("Booking Unsuccessful Order Id");
    expect(words).toContain("Oops! Something went wrong: we had a problem with your booking request.");
    expect(body.match(/<h[1-3]\b/g)?.filter((h) => h === "<h1").length).toBe(1);
    expect(words).toContain("The AED 400.00 reserved or taken from your card will be refunded within 24 hours.");
    expect(words).not.toContain("your payment didn't go through");
    const ar = text((await page(`/ar/checkout/error?order=${order.orderId}`, order.cartId)).body);
    expect(ar).toContain("عذرًا! حدث خطأ ما: واجهتنا مشكلة في طلب حجزك.");
    expect(ar).toContain("تعذّر إتمام الحجز");
    expect(ar).toMatch(/سيُعاد مبلغ .*400\.00.* المحجوز أو المخصوم من بطاقتك خلال 24 ساعة\./);
  });

  it("pay later that no supplier confirmed promises no refund: nothing was paid", async () => {
    const order = await checkout([{ refuses: true }], "later");
    const { res, body } = await page(`/checkout/error?order=${order.orderId}`, order.cartId);
    expect(res.status).toBe(200);
    const words = text(body);
    expect(words).toContain("Booking Unsuccessful");
    expect(words).not.toContain("refunded");
    expect(body).not.toContain('data-testid="refund-note"');
  });

  it("a declined payment: the spec's message and Try Again, and no refund promised (nothing was taken)", async () => {
    const order = await paid([{}], "declined");
    expect(order.page).toBe("payment_failed");
    const { body } = await page(`/checkout/error?order=${order.orderId}`, order.cartId);
    const words = text(body);
    expect(words).toContain("Your payment didn't go through Order Id");
    expect(words).toContain(
      "We're sorry, but your payment didn't go through. Please check your information and try once more.",
    );
    expect(body).toMatch(/<a [^>]*href="\/checkout"[^>]*data-testid="try-again"[^>]*>Try Again<\/a>/);
    expect(words).not.toContain("refunded");
    const ar = await page(`/ar/checkout/error?order=${order.orderId}`, order.cartId);
    expect(text(ar.body)).toContain("نأسف، لم تتم عملية الدفع. يرجى التحقق من بياناتك والمحاولة مرة أخرى.");
    expect(ar.body).toMatch(/<a [^>]*href="\/ar\/checkout"[^>]*data-testid="try-again"[^>]*>حاول مرة أخرى<\/a>/);
  });
});

describe("an order still waiting for payment", () => {
  it("offers to continue to payment (the form filled in again) or to return to the cart", async () => {
    const order = await checkout([{}], "now", { firstName: "Noura", email: "noura@example.com" });
    const { res, body } = await page(`/checkout/pending?order=${order.orderId}`, order.cartId);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const words = text(body);
    expect(words).toContain("Your booking is waiting for payment");
    expect(body).toMatch(new RegExp(`<a [^>]*href="/checkout\\?order=${order.orderId}"[^>]*>Continue to payment</a>`));
    expect(body).toMatch(/<a [^>]*href="\/cart"[^>]*>Return to Cart<\/a>/);
    const ar = text((await page(`/ar/checkout/pending?order=${order.orderId}`, order.cartId)).body);
    expect(ar).toContain("حجزك بانتظار الدفع");
    expect(ar).toContain("المتابعة إلى الدفع");
    // Continue: the checkout form again, with the lead guest's details already filled in.
    const form = await page(`/checkout?order=${order.orderId}`, order.cartId);
    expect(form.res.status).toBe(200);
    expect(control(form.body, "lead.firstName")).toContain('value="Noura"');
    expect(control(form.body, "lead.email")).toContain('value="noura@example.com"');
    // Nobody else's order fills the form.
    const stranger = await makeCart(db, [
      { slotId: (await makeDeparture(db, { tiers: TIERS })).slotId, counts: { adult: 1 } },
    ]);
    const theirs = await page(`/checkout?order=${order.orderId}`, stranger);
    expect(control(theirs.body, "lead.firstName")).toContain('value=""');
  });

  it("an order being booked right now (paid, suppliers still answering) says so, not that payment is missing", async () => {
    const order = await checkout([{}]);
    // What a return racing its webhook sees: the payment applied, the booking not yet settled.
    await db.prepare("UPDATE orders SET status = 'processing' WHERE id = ?").bind(order.orderId).run();
    const success = await get(`/checkout/success?order=${order.orderId}`, {
      headers: { cookie: cookieOf(order.cartId) },
    });
    expect(success.headers.get("location")).toBe(`/checkout/pending?order=${order.orderId}`);
    const pending = await page(`/checkout/pending?order=${order.orderId}`, order.cartId);
    const words = text(pending.body);
    expect(words).toContain("We're finalising your booking");
    expect(words).not.toContain("You left the payment page");
    expect(pending.body).toMatch(
      new RegExp(`<a [^>]*href="/checkout/pending\\?order=${order.orderId}"[^>]*data-testid="refresh"`),
    );
    expect(pending.body).not.toContain('data-testid="continue-to-payment"');
    expect(text((await page(`/ar/checkout/pending?order=${order.orderId}`, order.cartId)).body)).toContain(
      "نعمل على إتمام حجزك",
    );
  });
});
