// One name per thing in each language, and Arabic dates in Arabic order: the booking reference is "مرجع الحجز"
// everywhere, the promo code has one name, and the booking calendar's screen-reader labels read as Arabic sentences.
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../client/i18n/en.json";
import ar from "../../client/i18n/ar.json";
import { activityPath } from "../../shared/paths.ts";
import { formatDate } from "../../shared/intl.ts";
import { html } from "./helpers.ts";
import { activity, type Activity } from "../factories/index.ts";

/** Every string of a locale file with its key. */
function strings(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : strings(value as object, `${prefix}${key}.`),
  );
}

describe("one name for each thing", () => {
  it("calls the booking reference مرجع الحجز, never رقم الشراء", () => {
    expect(strings(ar).filter(([, text]) => text.includes("رقم الشراء"))).toEqual([]);
    for (const key of [
      "invoice.purchaseId",
      "invoice.reference",
      "results.reference",
      "mail.reference",
      "review.reference",
    ]) {
      const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ar);
      expect(value, key).toBe("مرجع الحجز");
    }
  });

  it("calls the promo code the same in every sentence of each language", () => {
    expect(strings(en).filter(([, text]) => /coupon|discount code|voucher code/i.test(text))).toEqual([]);
    expect(strings(ar).filter(([, text]) => /كوبون|كود|قسيمة خصم|رمز ترويجي|الرمز الترويجي/.test(text))).toEqual([]);
    const promo = strings(en).filter(([key]) => key.startsWith("cart.promo.") || key.startsWith("cart.flash.promo"));
    expect(promo.length).toBeGreaterThan(4);
  });
});

describe("Arabic dates", () => {
  let instant: Activity;
  beforeAll(async () => {
    instant = await activity({ confirmation: "instant", seats: 4 });
  });

  it("label the booking calendar's days in Arabic order, with the Arabic comma", async () => {
    const { body } = await html(activityPath("ar", "default", instant.citySlug, instant.slug));
    const labels = [
      ...body.matchAll(
        /<(?:button|a)[^>]*class="[^"]*rdp-day_button[^"]*"[^>]*aria-label="([^"]+)"|<(?:button|a)[^>]*aria-label="([^"]+)"[^>]*class="[^"]*rdp-day_button/g,
      ),
    ].map((m) => m[1] ?? m[2]!);
    expect(labels.length).toBeGreaterThan(20);
    for (const label of labels) {
      expect(label, label).not.toContain(",");
      // The date as the page writes it ("الخميس، 3 ديسمبر 2026"), then what is said about the day.
      expect(label, label).toMatch(/^(اليوم، )?\S+، \d{1,2} \S+ \d{4}/);
    }
    // Each day's label names that very day: the cell's date, written as the page writes dates in Arabic.
    const cells = [
      ...body.matchAll(/<td[^>]*data-day="(\d{4}-\d{2}-\d{2})"[^>]*>\s*<(?:button|a)[^>]*aria-label="([^"]+)"/g),
    ];
    expect(cells.length).toBeGreaterThan(20);
    for (const [, iso, label] of cells) {
      expect(label, iso).toContain(
        formatDate(iso!, "ar", { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
      );
    }
  });
});
