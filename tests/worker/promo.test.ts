// Promo code rules as a pure function (evaluatePromo), then with a cart: apply, one per cart, remove, and a code that
// stops applying after a change stays attached and says why.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { evaluatePromo, normalizePromoCode } from "../../worker/services/promo.ts";
import type { PromoCode } from "../../worker/db/promo-codes.ts";
import {
  addToCart,
  applyPromo,
  priceCart,
  removeCartItems,
  removePromo,
  updateCartItem,
} from "../../worker/services/cart.ts";
import { cartVersion, makeActivity, makePromo, makeSlot } from "../fixtures/cart-factories.ts";
import { LIMITS } from "../../worker/services/auth/rate-limit.ts";
import { serverI18n } from "../../worker/render/i18n.ts";

const code = (over: Partial<PromoCode> = {}): PromoCode => ({
  code: "TEST",
  kind: "percent",
  value: 10,
  minSubtotal: 0,
  validFrom: "2030-03-01",
  validTo: "2030-03-31",
  active: true,
  ...over,
});

describe("evaluatePromo", () => {
  it("refuses an unknown or switched-off code as unknown", () => {
    expect(evaluatePromo(null, 10000, "2030-03-10")).toEqual({ ok: false, reason: "unknown" });
    expect(evaluatePromo(code({ active: false }), 10000, "2030-03-10")).toEqual({ ok: false, reason: "unknown" });
  });

  it("counts both validity dates in (Gulf calendar days), and names the date when outside them", () => {
    expect(evaluatePromo(code(), 10000, "2030-03-01").ok).toBe(true);
    expect(evaluatePromo(code(), 10000, "2030-03-31").ok).toBe(true);
    expect(evaluatePromo(code(), 10000, "2030-02-28")).toEqual({
      ok: false,
      reason: "not_started",
      date: "2030-03-01",
    });
    expect(evaluatePromo(code(), 10000, "2030-04-01")).toEqual({ ok: false, reason: "expired", date: "2030-03-31" });
  });

  it("floors a percentage to the minor unit", () => {
    expect(evaluatePromo(code({ value: 10 }), 12345, "2030-03-10")).toEqual({ ok: true, discount: 1234 });
    expect(evaluatePromo(code({ value: 15 }), 999, "2030-03-10")).toEqual({ ok: true, discount: 149 });
    expect(evaluatePromo(code({ value: 100 }), 4321, "2030-03-10")).toEqual({ ok: true, discount: 4321 });
  });

  it("caps a fixed amount at the subtotal", () => {
    expect(evaluatePromo(code({ kind: "fixed", value: 5000 }), 30000, "2030-03-10")).toEqual({
      ok: true,
      discount: 5000,
    });
    expect(evaluatePromo(code({ kind: "fixed", value: 5000 }), 3000, "2030-03-10")).toEqual({
      ok: true,
      discount: 3000,
    });
  });

  it("needs the minimum subtotal, and says how much is missing", () => {
    const gulf50 = code({ kind: "fixed", value: 5000, minSubtotal: 30000 });
    expect(evaluatePromo(gulf50, 29999, "2030-03-10")).toEqual({
      ok: false,
      reason: "below_minimum",
      minSubtotal: 30000,
      missing: 1,
    });
    expect(evaluatePromo(gulf50, 30000, "2030-03-10")).toEqual({ ok: true, discount: 5000 });
  });

  it("has nothing to discount on an empty subtotal", () => {
    expect(evaluatePromo(code(), 0, "2030-03-10")).toEqual({ ok: false, reason: "empty_cart" });
  });

  it("reads codes trimmed and in upper case", () => {
    expect(normalizePromoCode("  welcome10 ")).toBe("WELCOME10");
  });
});

describe("promo codes on a cart", () => {
  const db = env.DB;
  const now = new Date();
  const today = todayInGulf(now);

  async function cartWith(adults: number, price = 10000) {
    const activity = await makeActivity(db, { capacityPerItem: 10 });
    const slot = await makeSlot(db, activity, { price });
    const result = await addToCart(db, null, { slotId: slot, counts: { adult: adults }, extras: [] }, now);
    if (!result.ok) throw new Error(result.reason);
    return result;
  }

  it("applies a percentage code as a discount line and bumps the version; the same code again changes nothing", async () => {
    await makePromo(db, { code: "TENOFF", kind: "percent", value: 10 });
    const { cartId } = await cartWith(3, 10333);
    expect(await applyPromo(db, cartId, " tenoff", now)).toEqual({ ok: true, code: "TENOFF", discount: 3099 });
    expect(await cartVersion(db, cartId)).toBe(2);
    expect(await priceCart(db, cartId, "en", now)).toMatchObject({
      subtotal: 30999,
      discount: 3099,
      total: 27900,
      promo: { code: "TENOFF", kind: "percent", value: 10, discount: 3099 },
      promoProblem: null,
    });
    expect((await applyPromo(db, cartId, "TENOFF", now)).ok).toBe(true);
    expect(await cartVersion(db, cartId)).toBe(2);
  });

  it("takes one code per cart: another is refused until the first is removed", async () => {
    await makePromo(db, { code: "FIRSTONE" });
    await makePromo(db, { code: "SECONDONE", kind: "fixed", value: 1000 });
    const { cartId } = await cartWith(1);
    expect((await applyPromo(db, cartId, "FIRSTONE", now)).ok).toBe(true);
    expect(await applyPromo(db, cartId, "SECONDONE", now)).toEqual({
      ok: false,
      reason: "one_per_cart",
      code: "FIRSTONE",
    });
    expect(await removePromo(db, cartId, now)).toBe(true);
    expect(await removePromo(db, cartId, now)).toBe(false);
    expect(await applyPromo(db, cartId, "SECONDONE", now)).toEqual({ ok: true, code: "SECONDONE", discount: 1000 });
  });

  it("refuses unknown, switched-off, expired and not-yet-valid codes alike, leaving the cart as it was", async () => {
    await makePromo(db, { code: "OFFNOW", active: false });
    await makePromo(db, { code: "OLDONE", validFrom: addDays(today, -30), validTo: addDays(today, -1) });
    await makePromo(db, { code: "LATERON", validFrom: addDays(today, 1), validTo: addDays(today, 30) });
    await makePromo(db, { code: "LASTDAY", validFrom: addDays(today, -30), validTo: today });
    await makePromo(db, { code: "FIRSTDAY", validFrom: today, validTo: addDays(today, 30) });
    const { cartId } = await cartWith(1);
    expect(await applyPromo(db, cartId, "NOSUCHCODE", now)).toMatchObject({ ok: false, reason: "unknown" });
    expect(await applyPromo(db, cartId, "OFFNOW", now)).toMatchObject({ ok: false, reason: "unknown" });
    // Which codes were, or will be, valid is not a guesser's to learn: one answer, with no date in it.
    expect(await applyPromo(db, cartId, "OLDONE", now)).toEqual({ ok: false, reason: "unknown", code: "OLDONE" });
    expect(await applyPromo(db, cartId, "LATERON", now)).toEqual({ ok: false, reason: "unknown", code: "LATERON" });
    expect(await cartVersion(db, cartId)).toBe(1);
    expect((await priceCart(db, cartId, "en", now)).promo).toBeNull();
    expect((await applyPromo(db, cartId, "LASTDAY", now)).ok).toBe(true);
    await removePromo(db, cartId, now);
    expect((await applyPromo(db, cartId, "FIRSTDAY", now)).ok).toBe(true);
  });

  it("refuses a code on an empty cart or no cart", async () => {
    await makePromo(db, { code: "NOBASKET" });
    expect(await applyPromo(db, null, "NOBASKET", now)).toEqual({ ok: false, reason: "empty_cart" });
    const { cartId, itemId } = await cartWith(1);
    await removeCartItems(db, cartId, [itemId], now);
    expect(await applyPromo(db, cartId, "NOBASKET", now)).toEqual({ ok: false, reason: "empty_cart" });
  });

  it("needs the minimum, and a code that drops below it after a change stays attached as not applied", async () => {
    await makePromo(db, { code: "BIGSPEND", kind: "fixed", value: 5000, minSubtotal: 30000 });
    const small = await cartWith(2, 10000);
    expect(await applyPromo(db, small.cartId, "BIGSPEND", now)).toMatchObject({
      ok: false,
      reason: "below_minimum",
      minSubtotal: 30000,
      missing: 10000,
    });
    const { cartId, itemId } = await cartWith(3, 10000);
    expect(await applyPromo(db, cartId, "BIGSPEND", now)).toEqual({ ok: true, code: "BIGSPEND", discount: 5000 });
    expect(await updateCartItem(db, cartId, itemId, { adult: 2 }, now)).toMatchObject({ ok: true });
    const view = await priceCart(db, cartId, "en", now);
    expect(view).toMatchObject({
      subtotal: 20000,
      discount: 0,
      total: 20000,
      promo: null,
      promoProblem: { code: "BIGSPEND", reason: "below_minimum", minSubtotal: 30000 },
    });
    expect(await updateCartItem(db, cartId, itemId, { adult: 4 }, now)).toMatchObject({ ok: true });
    expect(await priceCart(db, cartId, "en", now)).toMatchObject({
      discount: 5000,
      total: 35000,
      promo: { code: "BIGSPEND" },
      promoProblem: null,
    });
  });

  it("discounts only the bookable items' subtotal", async () => {
    await makePromo(db, { code: "HALFOFF", kind: "percent", value: 50 });
    const activity = await makeActivity(db);
    const gone = await makeSlot(db, activity, { price: 40000 });
    const kept = await makeSlot(db, activity, { price: 10000 });
    const first = await addToCart(db, null, { slotId: gone, counts: { adult: 1 }, extras: [] }, now);
    if (!first.ok) throw new Error(first.reason);
    await addToCart(db, first.cartId, { slotId: kept, counts: { adult: 1 }, extras: [] }, now);
    await applyPromo(db, first.cartId, "HALFOFF", now);
    await db.prepare("UPDATE availability SET sold = capacity WHERE id = ?").bind(gone).run();
    expect(await priceCart(db, first.cartId, "en", now)).toMatchObject({
      subtotal: 10000,
      discount: 5000,
      total: 5000,
    });
  });

  it("limits tries per cart and per address, whatever the codes, and says so in both languages", async () => {
    await makePromo(db, { code: "REALONE", kind: "percent", value: 10 });
    const { cartId } = await cartWith(1);
    for (let i = 0; i < LIMITS.promoPerCart.max; i++) {
      expect(await applyPromo(db, cartId, `GUESS${i}`, now, null, "198.51.100.7")).toMatchObject({
        ok: false,
        reason: "unknown",
      });
    }
    // Over the limit even a real code is refused, so the answer says nothing about it.
    expect(await applyPromo(db, cartId, "REALONE", now, null, "198.51.100.7")).toEqual({
      ok: false,
      reason: "limited",
    });
    expect((await priceCart(db, cartId, "en", now)).promo).toBeNull();
    // The next window lets the traveller in again.
    const later = new Date(now.getTime() + LIMITS.promoPerCart.windowMinutes * 60_000);
    expect(await applyPromo(db, cartId, "REALONE", later, null, "198.51.100.7")).toMatchObject({
      ok: true,
      code: "REALONE",
    });

    // A fresh cart per guess does not get round it: the address has its own limit.
    const address = "203.0.113.9";
    for (let i = 0; i < LIMITS.promoPerAddress.max; i++) {
      const fresh = await cartWith(1);
      expect((await applyPromo(db, fresh.cartId, `TRY${i}`, now, null, address)).ok).toBe(false);
    }
    const fresh = await cartWith(1);
    expect(await applyPromo(db, fresh.cartId, "REALONE", now, null, address)).toEqual({ ok: false, reason: "limited" });
    expect(serverI18n("en").t("cart.promo.refused.limited")).toBe(
      "Too many promo codes have been tried. Please wait a few minutes and try again.",
    );
    expect(serverI18n("ar").t("cart.promo.refused.limited")).toBe(
      "جُرِّبت رموز خصم كثيرة. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
    );
  });
});
