// What the money path says about amounts, through the real routes and the sandbox payment page: the cart names the
// display currency in words, the success page shows the total checkout showed (labelled, in that currency) and the
// AED charged, and the payment page's Cancel leads back to checkout with the cart, the details and a neutral line.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { activity } from "../factories/index.ts";
import { priceCart } from "../../worker/services/cart.ts";
import { findOrder } from "../../worker/db/orders.ts";
import { findSandboxPayment } from "../../worker/db/sandbox-payments.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { formatMinor, formatMoney } from "../../shared/money.ts";
import { leadField } from "../../shared/checkout-fields.ts";
import { activityPath } from "../../shared/paths.ts";
import { html } from "./helpers.ts";
import { control, cookieOf, newCart, postForm, text, validForm, type Pick } from "./checkout-pages.fixtures.ts";

let instant: Pick;

beforeAll(async () => {
  const made = await activity({ confirmation: "instant", seats: 20 });
  instant = { activity: made.id, slot: made.slotId! };
});

/** The text inside the element with `testId`, as a visitor reads it. */
function testId(body: string, id: string): string {
  const match = new RegExp(`<([a-z]+)[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(body);
  if (!match) throw new Error(`no ${id}`);
  return text(match[2]!).trim();
}

/** An amount as `text` reads it (its no-break spaces are spaces). */
const plain = (amount: string) => amount.replace(/\s+/g, " ");
const paymentIdOf = (location: string | null) => /\/pay\/(sbx_[0-9a-f]{24})$/.exec(location ?? "")?.[1] ?? null;

describe("the display currency", () => {
  it("is named in words where the cart says what is charged, in both languages, with one full stop", async () => {
    const cartId = await newCart([instant]);
    const en = testId(
      (await html("/cart", { headers: { cookie: cookieOf(cartId, "currency=KWD") } })).body,
      "charged-in-aed",
    );
    expect(en).toMatch(/^Prices are shown in Kuwaiti Dinar; you will be charged AED\s?[\d,]+\.\d{2} in UAE dirhams\.$/);
    const ar = testId(
      (await html("/ar/cart", { headers: { cookie: cookieOf(cartId, "currency=KWD") } })).body,
      "charged-in-aed",
    );
    expect(ar).toContain("(دينار كويتي)");
    expect(ar).not.toContain("KWD");
    expect(ar).not.toMatch(/\.\s*\./);
  });
});

describe("the booking widget", () => {
  it("shows each departure's price with its currency's minor digits, as the breakdown does", async () => {
    const row = (await env.DB.prepare(
      "SELECT a.slug, c.slug AS city FROM activities a JOIN cities c ON c.id = a.city_id WHERE a.id = ?",
    )
      .bind(instant.activity)
      .first<{ slug: string; city: string }>())!;
    const { body } = await html(activityPath("en", "default", row.city, row.slug), {
      headers: { cookie: "currency=KWD" },
    });
    const chips = [...body.matchAll(/<label[^>]*data-testid="slot"[^>]*>([\s\S]*?)<\/label>/g)].map((m) => text(m[1]!));
    const prices = chips
      .filter((chip) => !/Sold out/.test(chip))
      .map((chip) =>
        chip
          .split("·")
          .at(-1)!
          .replace(/Only.*$/, "")
          .trim(),
      );
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^KWD\s?[\d,]+\.\d{3}$/);
  });
});

describe("paying in a cart shown in another currency", () => {
  it("shows on the success page what checkout showed, in that currency, and what the card was charged in AED", async () => {
    const cartId = await newCart([instant]);
    const cookie = cookieOf(cartId, "currency=KWD");
    const checkout = await html("/checkout", { headers: { cookie } });
    const shownAtCheckout = testId(checkout.body, "summary-total");
    const pay = await postForm("/checkout", await validForm(cartId), cookie);
    const paymentId = paymentIdOf(pay.headers.get("location"));
    expect(paymentId).not.toBeNull();
    const paid = await postForm(
      `/pay/${paymentId}`,
      { action: "pay", card: SANDBOX_CARDS.success, expiry: "12/40", cvc: "123" },
      cookie,
    );
    const back = await html(paid.headers.get("location")!, { headers: { cookie } });
    expect(back.res.status).toBe(303);
    const result = await html(back.res.headers.get("location")!, { headers: { cookie } });
    expect(result.res.status).toBe(200);
    const order = (await findOrder(env.DB, (await findSandboxPayment(env.DB, paymentId!))!.orderId))!;
    expect(order.status).toBe("confirmed");
    expect(order.displayCurrency).toBe("KWD");
    const shown = testId(result.body, "total-shown");
    expect(shown).toBe(
      `Total shown at checkout (Kuwaiti Dinar) ${plain(formatMinor(order.displayTotal!, "en", "KWD"))}`,
    );
    // The same figure the checkout summary showed.
    expect(shownAtCheckout.endsWith(plain(formatMinor(order.displayTotal!, "en", "KWD")))).toBe(true);
    expect(testId(result.body, "total-charged")).toBe(
      `Total charged ${plain(formatMoney(order.total, "en", { currency: "AED", rate: 1 }, true))}`,
    );
  });

  it("shows only the AED charged when checkout showed AED", async () => {
    const cartId = await newCart([instant]);
    const cookie = cookieOf(cartId, "currency=AED");
    const pay = await postForm("/ar/checkout", await validForm(cartId), cookie);
    const paymentId = paymentIdOf(pay.headers.get("location"));
    const paid = await postForm(
      `/ar/pay/${paymentId}`,
      { action: "pay", card: SANDBOX_CARDS.success, expiry: "12/40", cvc: "123" },
      cookie,
    );
    const back = await html(paid.headers.get("location")!, { headers: { cookie } });
    const result = await html(back.res.headers.get("location")!, { headers: { cookie } });
    expect(result.res.status).toBe(200);
    expect(result.body).not.toContain('data-testid="total-shown"');
    expect(testId(result.body, "total-charged")).toMatch(/^إجمالي المبلغ المدفوع /);
  });
});

describe("Cancel on the payment page", () => {
  it("leads back to checkout with the cart and the details kept and a neutral line; paying again continues the same payment", async () => {
    const cartId = await newCart([instant]);
    const cookie = cookieOf(cartId);
    const before = await priceCart(env.DB, cartId, "en", new Date());
    const form = await validForm(cartId);
    const first = await postForm("/ar/checkout", form, cookie);
    const paymentId = paymentIdOf(first.headers.get("location"));
    expect(paymentId).not.toBeNull();
    const orderId = (await findSandboxPayment(env.DB, paymentId!))!.orderId;

    const cancelled = await postForm(`/ar/pay/${paymentId}`, { action: "cancel" }, cookie);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`/ar/checkout?payment=cancelled&order=${orderId}`);
    const page = await html(cancelled.headers.get("location")!, { headers: { cookie } });
    expect(page.res.status).toBe(200);
    expect(testId(page.body, "payment-cancelled")).toBe(
      "غادرت صفحة الدفع، لذلك لم يُخصم أي مبلغ. سلتك وبياناتك كما تركتها، فتابع متى كنت مستعدًا.",
    );
    expect(page.body).not.toContain('data-testid="form-alert"');
    expect(page.body).not.toContain('data-testid="payment-failed"');
    expect(control(page.body, leadField("email"))).toContain('value="layla@example.ae"');
    expect((await priceCart(env.DB, cartId, "en", new Date())).items.map((i) => i.id)).toEqual(
      before.items.map((i) => i.id),
    );
    expect((await findOrder(env.DB, orderId))!.status).toBe("pending_payment");
    expect((await findSandboxPayment(env.DB, paymentId!))!.status).toBe("open");

    // Without the query, or for someone else's order, there is no such line.
    expect((await html("/ar/checkout", { headers: { cookie } })).body).not.toContain('data-testid="payment-cancelled"');
    expect(
      (
        await html(`/ar/checkout?payment=cancelled&order=${orderId}`, {
          headers: { cookie: cookieOf(await newCart([instant])) },
        })
      ).body,
    ).not.toContain('data-testid="payment-cancelled"');

    const again = await postForm("/ar/checkout", form, cookie);
    expect(paymentIdOf(again.headers.get("location"))).toBe(paymentId);
  });
});
