// GET/POST /checkout (Guests Details) and the payment return, against the demo data: the page's fields and links in
// both languages, no-store, the cart re-check, the no-JavaScript round trip with every error and typed value kept, the
// island's JSON answers, and a return that cannot be verified.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { seedDatabase } from "../../scripts/seed/index.ts";
import { applyPromo, priceCart } from "../../worker/services/cart.ts";
import { html, get } from "./helpers.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import {
  checkoutForm,
  control,
  cookieOf,
  count,
  newCart,
  pickActivity,
  postForm,
  text,
  validForm,
  type Pick,
} from "./checkout-pages.fixtures.ts";

let names: Pick; // asks each traveller's name
let point: Pick; // asks a pickup point
let address: Pick; // asks a pickup address and time (on request)

beforeAll(async () => {
  await seedDatabase(env.DB);
  names = await pickActivity(
    `a.confirmation = 'instant' AND a.supplier_refuses = 0 AND a.questions LIKE '%traveller_names%'`,
  );
  point = await pickActivity(
    `a.confirmation = 'instant' AND a.supplier_refuses = 0 AND a.questions LIKE '%pickup_point%'`,
    [names.activity],
  );
  address = await pickActivity(`a.questions LIKE '%pickup_address%' AND a.questions LIKE '%pickup_time%'`, [
    names.activity,
    point.activity,
  ]);
});

const orders = async () => (await env.DB.prepare("SELECT count(*) AS n FROM orders").first<{ n: number }>())!.n;

describe("GET /checkout", () => {
  it("sends a visitor with no cart, or an empty one, back to the cart in their language", async () => {
    for (const [path, to] of [
      ["/checkout", "/cart"],
      ["/ar/checkout", "/ar/cart"],
    ]) {
      const res = await get(path);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(to);
      expect(res.headers.get("cache-control")).toMatch(/no-store/);
    }
  });

  it("shows Guests Details: the lead guest, each item's questions, pay now or later, the summary and the pay button", async () => {
    const cartId = await newCart([names, point, address]);
    const cart = await priceCart(env.DB, cartId, "en", new Date());
    const { res, body } = await html("/checkout", { headers: { cookie: cookieOf(cartId) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const words = text(body);
    expect(words).toContain("Guests Details");
    expect(body).toMatch(/<a href="\/cart"[^>]*data-testid="return-to-cart"/);
    expect(words).toContain("Return to Cart");
    for (const field of ["lead.firstName", "lead.lastName", "lead.email", "lead.phone"])
      expect(control(body, field)).toMatch(/^<input .*required=""/);
    expect(control(body, "lead.email")).toContain('type="email"');
    expect(control(body, "lead.phone")).toContain('inputMode="tel"');
    expect(control(body, "lead.country")).toMatch(/^<select /);
    // Country codes: the UAE chosen, the Gulf first, each with its dial code.
    const codes = [...body.matchAll(/<option value="([A-Z]{2})"/g)].map((m) => m[1]);
    expect(codes.slice(0, 6)).toEqual(["AE", "SA", "QA", "OM", "BH", "KW"]);
    expect(codes.length).toBeGreaterThan(200);
    expect(body).toMatch(/<option value="AE" selected="">United Arab Emirates \(\u200e\+971\u200e\)<\/option>/);
    // Reservation questions, per item.
    const [n, p, a] = [names, point, address].map((pick) => cart.items.find((i) => i.activityId === pick.activity)!);
    expect(count(body, `name="answers.${n.id}.travellerNames.`)).toBe(n.travellers);
    expect(control(body, `answers.${p.id}.pickupPointId`)).toMatch(/^<select .*required=""/);
    for (const pickup of p.pickupPoints) expect(words).toContain(`${pickup.name}, pick-up at ${pickup.time}`);
    expect(control(body, `answers.${a.id}.pickupAddress`)).toMatch(/^<input .*required=""/);
    expect(control(body, `answers.${a.id}.pickupTime`)).toMatch(/^<input .*type="time".*required=""/);
    expect(count(body, 'name="answers.')).toBeGreaterThan(n.travellers + 3);
    expect(control(body, `answers.${n.id}.note`)).toMatch(/^<textarea /);
    expect(control(body, `answers.${n.id}.note`)).not.toContain("required");
    // Pay now (chosen) or later; the summary; the button and what clicking it means.
    expect(control(body, "paymentMode", "now")).toMatch(/type="radio".*checked=""/);
    expect(control(body, "paymentMode", "later")).not.toContain("checked");
    expect(words).toContain("Book Now, Pay Later");
    expect(words).toContain("Order Summary");
    for (const item of cart.items) expect(words).toContain(item.title);
    expect(body).toMatch(/<button type="submit"[^>]*data-testid="pay-button"[^>]*>Confirm and pay<\/button>/);
    expect(words).toContain("By clicking Confirm and pay, you agree to our Terms and Conditions and Privacy Policy.");
    expect(body).toMatch(/<a href="\/terms-and-conditions"[^>]*>Terms and Conditions<\/a>/);
    expect(body).toMatch(/<a href="\/privacy-policy"[^>]*>Privacy Policy<\/a>/);
    expect(checkoutForm(body)).toMatch(/action="\/checkout" method="post"/);
    expect(body).not.toContain('name="robots"');
  });

  it("in Arabic: the same page in Arabic, with its links under /ar", async () => {
    const cartId = await newCart([point]);
    const { res, body } = await html("/ar/checkout", { headers: { cookie: cookieOf(cartId) } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const words = text(body);
    for (const copy of [
      "بيانات الضيوف",
      "العودة إلى سلة التسوق",
      "الضيف الرئيسي",
      "رمز الدولة",
      "رقم الهاتف",
      "نقطة الاصطحاب",
      "احجز الآن وادفع لاحقًا",
      "ملخص الطلب",
      "تأكيد ودفع",
    ]) {
      expect(words).toContain(copy);
    }
    expect(words).toContain("بالنقر على «تأكيد ودفع» فإنك توافق على الشروط والأحكام وسياسة الخصوصية.");
    expect(body).toMatch(/<a href="\/ar\/terms-and-conditions"[^>]*>الشروط والأحكام<\/a>/);
    expect(body).toMatch(/<a href="\/ar\/privacy-policy"[^>]*>سياسة الخصوصية<\/a>/);
    expect(body).toMatch(/<a href="\/ar\/cart"[^>]*data-testid="return-to-cart"/);
    expect(checkoutForm(body)).toMatch(/action="\/ar\/checkout" method="post"/);
    expect(body).toMatch(/<option value="AE" selected="">الإمارات العربية المتحدة \(\u200e\+971\u200e\)<\/option>/);
    expect(words).not.toContain("Guests Details");
  });

  it("says the charge is in AED when prices show in another currency, and shows the promo discount", async () => {
    const cartId = await newCart([names, point]);
    const promo = await applyPromo(env.DB, cartId, "WELCOME10", new Date());
    expect(promo.ok).toBe(true);
    const cart = await priceCart(env.DB, cartId, "en", new Date());
    const usd = text((await html("/checkout", { headers: { cookie: cookieOf(cartId, "currency=USD") } })).body);
    const aedTotal = (cart.total / 100).toFixed(2);
    expect(usd).toMatch(
      new RegExp(`Charged in AED: AED\\s?${Number(aedTotal).toLocaleString("en-US", { minimumFractionDigits: 2 })}`),
    );
    expect(usd).toContain("Discount (WELCOME10)");
    expect(usd).toMatch(/Total\s?\$\d/);
    const aed = text((await html("/checkout", { headers: { cookie: cookieOf(cartId, "currency=AED") } })).body);
    expect(aed).not.toContain("Charged in AED");
  });

  it("re-checks the cart: a sold-out item or a changed price sends the traveller back to the cart", async () => {
    const soldOut = await pickActivity(`a.supplier_refuses = 0`, [names.activity, point.activity, address.activity]);
    const cartId = await newCart([soldOut, names]);
    expect((await get("/checkout", { headers: { cookie: cookieOf(cartId) } })).status).toBe(200);
    await env.DB.prepare("UPDATE availability SET sold = capacity - held WHERE id = ?").bind(soldOut.slot).run();
    let res = await get("/ar/checkout", { headers: { cookie: cookieOf(cartId) } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ar/cart");
    await env.DB.prepare("UPDATE availability SET sold = 0 WHERE id = ?").bind(soldOut.slot).run();
    await env.DB.prepare("UPDATE availability SET price = price + 1000 WHERE id = ?").bind(soldOut.slot).run();
    res = await get("/checkout", { headers: { cookie: cookieOf(cartId) } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/cart");
    // A POST is checked the same way, before anything is written.
    res = await postForm("/checkout", await validForm(cartId), cookieOf(cartId));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/cart");
  });
});

describe("POST /checkout without JavaScript", () => {
  it("shows the page again (422) with every field's message in English and what was typed", async () => {
    const cartId = await newCart([names, point]);
    const cart = await priceCart(env.DB, cartId, "en", new Date());
    const n = cart.items.find((i) => i.activityId === names.activity)!;
    const before = await orders();
    const form = {
      "lead.firstName": "Layla",
      "lead.email": "layla@example",
      "lead.country": "AE",
      "lead.phone": "12",
      paymentMode: "later",
      [`answers.${n.id}.note`]: "<b>window seat</b>",
    };
    const res = await postForm("/checkout", form, cookieOf(cartId));
    expect(res.status).toBe(422);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.text();
    const words = text(body);
    expect(words).toContain("Some details are missing or need correcting.");
    expect(words).toContain("This format is not correct.");
    expect(words).toContain("Please enter a valid phone number for the chosen country code.");
    // last name, every traveller's name and the pickup point are required: said beside each field, and again in the
    // error summary at the top, where each is a link to its field
    const required = 1 + n.travellers + 1;
    expect(count(words, "This field is required")).toBe(2 * required);
    const summary = body.slice(body.indexOf('data-testid="error-summary-list"'));
    expect(summary).toContain('href="#f-lead-lastName"');
    expect(control(body, "lead.lastName")).toMatch(/aria-invalid="true" aria-describedby="f-lead-lastName-error"/);
    expect(body).toMatch(/<p id="f-lead-lastName-error"[^>]*>This field is required<\/p>/);
    expect(control(body, "lead.firstName")).not.toContain("aria-invalid");
    // typed values come back, escaped
    expect(control(body, "lead.firstName")).toContain('value="Layla"');
    expect(control(body, "lead.email")).toContain('value="layla@example"');
    expect(control(body, "lead.phone")).toContain('value="12"');
    expect(body).toContain("&lt;b&gt;window seat&lt;/b&gt;</textarea>");
    expect(control(body, "paymentMode", "later")).toContain('checked=""');
    expect(words).toContain("Confirm booking");
    expect(await orders()).toBe(before);
  });

  it("and in Arabic", async () => {
    const cartId = await newCart([point]);
    const res = await postForm(
      "/ar/checkout",
      { "lead.email": "not-an-email", "lead.country": "SA", "lead.phone": "+971 50 123 4567" },
      cookieOf(cartId),
    );
    expect(res.status).toBe(422);
    const words = text(await res.text());
    expect(words).toContain("هذا الحقل مطلوب");
    expect(words).toContain("هذه الصيغة غير صحيحة.");
    expect(words).toContain("يرجى إدخال رقم هاتف صحيح لرمز الدولة المختار.");
    expect(words).toContain("بعض البيانات ناقصة أو تحتاج إلى تصحيح.");
    expect(words).not.toContain("This field is required");
  });

  it("a valid form holds the seats and goes to the payment page; a second post finds the same order", async () => {
    const cartId = await newCart([names]);
    const form = await validForm(cartId);
    const before = await orders();
    const first = await postForm("/checkout", form, cookieOf(cartId));
    expect(first.status).toBe(303);
    const to = first.headers.get("location")!;
    expect(to).toMatch(/^\/pay\/[^/?]+/);
    const again = await postForm("/checkout", form, cookieOf(cartId));
    expect(again.headers.get("location")).toBe(to);
    expect(await orders()).toBe(before + 1);
    const held = await env.DB.prepare("SELECT held FROM availability WHERE id = ?")
      .bind(names.slot)
      .first<{ held: number }>();
    expect(held!.held).toBeGreaterThanOrEqual(2);
  });

  it("pay later books at once and goes to its result page in the page's language", async () => {
    const cartId = await newCart([point]);
    const res = await postForm("/ar/checkout", await validForm(cartId, "later"), cookieOf(cartId));
    expect(res.status).toBe(303);
    const to = res.headers.get("location")!;
    expect(to).toMatch(/^\/ar\/checkout\/success\?order=RH-/);
    const page = await html(to, { headers: { cookie: cookieOf(cartId) } });
    expect(page.res.status).toBe(200);
    expect(text(page.body)).toContain("تم تسجيل حجزك");
  });

  it("without a cart, a post goes back to the cart", async () => {
    const res = await postForm("/checkout", { "lead.firstName": "x" }, null);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/cart");
  });
});

describe("POST /checkout from the island (Accept: application/json)", () => {
  it("answers errors by field, translated in the page's language", async () => {
    const cartId = await newCart([point]);
    const item = (await priceCart(env.DB, cartId, "en", new Date())).items[0];
    const en = await postForm("/checkout", { "lead.email": "x@", paymentMode: "now" }, cookieOf(cartId), {
      json: true,
    });
    expect(en.status).toBe(422);
    expect(en.headers.get("cache-control")).toBe("private, no-store");
    const { errors } = (await en.json()) as { errors: Record<string, string> };
    expect(errors).toEqual({
      "lead.firstName": "This field is required",
      "lead.lastName": "This field is required",
      "lead.email": "This format is not correct.",
      "lead.country": "This field is required",
      "lead.phone": "This field is required",
      [`answers.${item.id}.pickupPointId`]: "This field is required",
    });
    const ar = await postForm("/ar/checkout", { "lead.email": "x@" }, cookieOf(cartId), { json: true });
    const arErrors = ((await ar.json()) as { errors: Record<string, string> }).errors;
    expect(arErrors["lead.email"]).toBe("هذه الصيغة غير صحيحة.");
    expect(arErrors.paymentMode).toBe("هذا الحقل مطلوب");
  });

  it("the check step changes nothing; the real step answers where to go", async () => {
    const cartId = await newCart([point]);
    const form = await validForm(cartId);
    const before = await orders();
    const check = await postForm("/checkout?check=1", form, cookieOf(cartId), { json: true });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ ok: true });
    expect(await orders()).toBe(before);
    const done = await postForm("/checkout", form, cookieOf(cartId), { json: true });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { redirect: string }).redirect).toMatch(/^\/pay\//);
    expect(await orders()).toBe(before + 1);
  });

  it("a changed cart answers with the way back to it", async () => {
    const cartId = await newCart([point]);
    await env.DB.prepare("UPDATE availability SET price = price + 500 WHERE id = ?").bind(point.slot).run();
    const res = await postForm("/ar/checkout", await validForm(cartId), cookieOf(cartId), { json: true });
    expect(await res.json()).toEqual({ redirect: "/ar/cart" });
    await env.DB.prepare("UPDATE availability SET price = price - 500 WHERE id = ?").bind(point.slot).run();
  });
});

describe("a signed-in traveller", () => {
  it("finds the lead guest filled in from the account, and the order placed is the account's", async () => {
    const user = await makeUser(env.DB, { firstName: "Noura", lastName: "Al Suwaidi" });
    const session = await signedIn(env.DB, user.id);
    const cartId = await newCart([names]);
    const cookie = `${cookieOf(cartId)}; ${session.cookie}`;
    const { body } = await html("/checkout", { headers: { cookie } });
    expect(control(body, "lead.firstName")).toContain('value="Noura"');
    expect(control(body, "lead.lastName")).toContain('value="Al Suwaidi"');
    expect(control(body, "lead.email")).toContain(`value="${user.email}"`);
    // A guest sees an empty form.
    expect(
      control((await html("/checkout", { headers: { cookie: cookieOf(cartId) } })).body, "lead.firstName"),
    ).not.toContain('value="Noura"');

    const res = await postForm("/checkout", await validForm(cartId), cookie);
    expect(res.status).toBe(303);
    const order = await env.DB.prepare("SELECT user_id, lead_email FROM orders WHERE cart_id = ?")
      .bind(cartId)
      .first<{ user_id: string; lead_email: string }>();
    // The lead guest may be someone else (another email); the booking is still in the account that made it.
    expect(order).toEqual({ user_id: user.id, lead_email: "layla@example.ae" });
  });

  it("never files a guest's order under the account that once owned the browser's cart", async () => {
    const user = await makeUser(env.DB);
    const cartId = await newCart([point]);
    await env.DB.prepare("UPDATE carts SET user_id = ? WHERE id = ?").bind(user.id, cartId).run();
    // No session (it ended elsewhere): whoever books on this browser is a guest.
    expect((await postForm("/checkout", await validForm(cartId), cookieOf(cartId))).status).toBe(303);
    const order = await env.DB.prepare("SELECT user_id FROM orders WHERE cart_id = ?")
      .bind(cartId)
      .first<{ user_id: string | null }>();
    expect(order).toEqual({ user_id: null });
  });
});

describe("GET /checkout/return", () => {
  it.each([
    ["/checkout/return", "We couldn't confirm your payment"],
    [
      "/checkout/return?payment=sp_x&event=e1&status=authorized&ts=1700000000&sig=00",
      "We couldn't confirm your payment",
    ],
    ["/ar/checkout/return?payment=sp_x&event=e1&status=declined&ts=1700000000&sig=ab", "تعذّر التحقق من عملية الدفع"],
  ])("%s is refused with a page saying so (400), never a 500", async (path, heading) => {
    const { res, body } = await html(path);
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(text(body)).toContain(heading);
    expect(body).toContain('data-testid="payment-check-failed"');
  });
});
