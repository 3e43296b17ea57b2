// The order emails in both languages: direction and language, each item's reference, date, time, travellers, meeting or
// pick-up point and cancellation policy, the amounts each kind promises, inline styles only, and a plain-text part.
import { describe, expect, it } from "vitest";
import { orderMail } from "../../worker/services/mail/order-mail.tsx";
import type { OrderMailKind } from "../../worker/db/mail-messages.ts";
import { bookingStatusesOf, type OrderItemView, type OrderView } from "../../shared/order.ts";
import { formatMinor, formatMoney } from "../../shared/money.ts";
import { formatDate } from "../../shared/intl.ts";
import type { Locale } from "../../shared/locales.ts";

const ORIGIN = "https://rihla.example";
const AED = { currency: "AED", rate: 1 } as const;
const KINDS: OrderMailKind[] = ["confirmation", "on_hold", "pay_later", "rejection", "refund", "payment_failed"];

/** An item; its booking status is worked out from the order's state when the order is made (order()). */
function item(overrides: Partial<OrderItemView> & Pick<OrderItemView, "id" | "reference">): OrderItemView {
  return {
    status: "confirmed",
    bookingStatus: "confirmed",
    timeZone: "Asia/Dubai",
    activityId: overrides.id,
    title: `Activity ${overrides.id}`,
    href: `/things-to-do-in-dubai/activity-${overrides.id}`,
    optionTitle: "Standard",
    date: "2031-05-14",
    startTime: "09:30",
    travellers: 2,
    price: 40000,
    discount: 0,
    meetingPoint: "Marina Walk, gate 3",
    pickup: null,
    cancellation: { nonRefundable: false, tiers: [{ days: 1, hours: 0, minutes: 0, penaltyPercent: 50 }] },
    ...overrides,
  };
}

function order(locale: Locale, overrides: Partial<OrderView> = {}): OrderView {
  const items = overrides.items ?? [
    item({ id: 1, reference: "BK-7Q2M-1", title: locale === "ar" ? "رحلة سفاري في الصحراء" : "Desert safari" }),
    item({
      id: 2,
      reference: "BK-7Q2M-2",
      title: locale === "ar" ? "رحلة بحرية في المرسى" : "Marina cruise",
      date: "2031-05-15",
      startTime: "18:00",
      travellers: 3,
      price: 25050,
      pickup: { name: locale === "ar" ? "فندق أتلانتس" : "Atlantis hotel", time: "17:15" },
      cancellation: { nonRefundable: true, tiers: [] },
    }),
  ];
  const total = items.reduce((sum, i) => sum + i.price - i.discount, 0);
  const made: OrderView = {
    id: "R-7Q2M",
    status: "confirmed",
    paymentMode: "now",
    locale,
    createdAt: "2031-05-01T10:00:00.000Z",
    lead: {
      firstName: locale === "ar" ? "سارة" : "Sarah",
      lastName: "Haddad",
      email: "sarah@example.com",
      country: "AE",
      phone: "+971501234567",
    },
    items,
    subtotal: total,
    discount: 0,
    total,
    captured: total,
    refunded: 0,
    returned: 0,
    holdExpiresAt: null,
    shownTotal: null,
    ...overrides,
  };
  const statuses = bookingStatusesOf(made, made.items);
  return { ...made, items: made.items.map((i, n) => ({ ...i, bookingStatus: statuses[n]! })) };
}

const money = (amount: number, locale: Locale) => formatMoney(amount, locale, AED, true);
const longDate = (date: string, locale: Locale) =>
  formatDate(date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
/** Text as it appears in HTML (React escapes quotes and ampersands). */
const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

describe("every kind, in both languages", () => {
  it.each(KINDS.flatMap((kind) => (["en", "ar"] as const).map((locale) => [kind, locale] as const)))(
    "%s in %s: language, direction, inline styles, no missing strings",
    (kind, locale) => {
      const mail = orderMail(kind, order(locale), ORIGIN);
      expect(mail).toMatchObject({ kind, orderId: "R-7Q2M", to: "sarah@example.com", locale });
      const dir = locale === "ar" ? "rtl" : "ltr";
      expect(mail.html).toMatch(
        new RegExp(`^<!DOCTYPE html><html lang="${locale === "ar" ? "ar-SA" : "en-US"}" dir="${dir}">`),
      );
      expect(mail.html).toContain(`<body dir="${dir}"`);
      expect(mail.html).not.toMatch(/<style|<link|<script|class=/);
      expect(mail.html).toContain("R-7Q2M");
      // i18next answers a missing key with the key itself
      for (const part of [mail.subject, mail.html, mail.text])
        expect(part).not.toMatch(/\bmail\.[a-z_]+|activity\.[a-z]+|booking\.peopleCount/);
      expect(mail.text).not.toMatch(/<[a-z]/);
      expect(mail.subject.length).toBeGreaterThan(10);
    },
  );
});

describe("totals", () => {
  /** The totals block as text: "label: amount" lines. */
  const totals = (text: string) =>
    text
      .slice(text.lastIndexOf("Price:"))
      .split("\n")
      .filter((line) => /^(Subtotal|Discount|Total|Amount|Reserved)/.test(line));

  it("list each item before the discount, then take the discount once: the lines add up to what was charged", () => {
    const items = [
      item({ id: 1, reference: "BK-D1", price: 40000, discount: 4000 }),
      item({ id: 2, reference: "BK-D2", price: 20000, discount: 2000 }),
    ];
    const mail = orderMail(
      "confirmation",
      order("en", { items, subtotal: 60000, discount: 6000, total: 54000 }),
      ORIGIN,
    );
    expect(mail.text).toContain(`Price: ${money(40000, "en")}`);
    expect(mail.text).toContain(`Price: ${money(20000, "en")}`);
    expect(totals(mail.text)).toEqual([
      `Subtotal: ${money(60000, "en")}`,
      `Discount: ${money(-6000, "en")}`,
      `Total charged: ${money(54000, "en")}`,
    ]);
  });

  it("show what checkout showed in the traveller's currency, named in words, beside the AED charged", () => {
    const shown = { shownTotal: { currency: "KWD" as const, minor: 32_800 } };
    const en = orderMail("confirmation", order("en", shown), ORIGIN);
    expect(en.text).toContain(`Total shown at checkout (Kuwaiti Dinar): ${formatMinor(32_800, "en", "KWD")}`);
    expect(en.text).toContain(`Total charged: ${money(65050, "en")}`);
    const ar = orderMail("confirmation", order("ar", shown), ORIGIN);
    expect(ar.html).toContain("الإجمالي المعروض عند الدفع (دينار كويتي)");
    // Only the whole order was shown at that total: an email about part of it leaves it out.
    const part = [item({ id: 1, reference: "BK-P1" }), item({ id: 2, reference: "BK-P2", status: "failed" })];
    expect(orderMail("confirmation", order("en", { ...shown, items: part, total: 80000 }), ORIGIN).text).not.toContain(
      "Total shown at checkout",
    );
  });
});

describe("confirmation", () => {
  it("lists each item with its reference, date, time, travellers, meeting or pick-up point, policy and the total (English)", () => {
    const o = order("en");
    const mail = orderMail("confirmation", o, ORIGIN);
    expect(mail.subject).toBe("Booking confirmed: order R-7Q2M");
    expect(mail.html).toContain("Booked Successfully");
    expect(mail.html).toContain("Hello <bdi>Sarah</bdi>,");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("BK-7Q2M-1");
      expect(part).toContain("BK-7Q2M-2");
      expect(part).toContain(longDate("2031-05-14", "en"));
      expect(part).toContain(longDate("2031-05-15", "en"));
      expect(part).toContain("09:30");
      expect(part).toContain("2 people");
      expect(part).toContain("3 people");
      expect(part).toContain("Marina Walk, gate 3");
      expect(part).toContain("Atlantis hotel, at 17:15");
      expect(part).toContain("Free cancellation up to 24 hours before the start, with a full refund.");
      expect(part).toContain(escaped("Cancelling less than 24 hours before the start: 50% fee."));
      expect(part).toContain("Non-refundable: this booking cannot be cancelled for a refund.");
      expect(part).toContain(money(65050, "en"));
    }
    expect(mail.html).toMatch(
      new RegExp(`data-total="">\\s*<bdi>${money(65050, "en").replace(/[.$]/g, "\\$&")}</bdi>`),
    );
    expect(mail.html).toContain(`href="${ORIGIN}/things-to-do-in-dubai/activity-1"`);
    expect(mail.text).toContain(`Total charged: ${money(65050, "en")}`);
    // What cancelling costs as the email is sent (the claim), then the policy's terms beneath it.
    const plainText = mail.text.replace(/[\u2066-\u2069]/g, "");
    expect(plainText).toMatch(
      /\nCancellation policy: Free cancellation until 09:30 on \w{3}, May 13, 2031\n {2}- Free cancellation up to 24 hours/,
    );
    expect(plainText).toMatch(/\nCancellation policy: Non-refundable\n {2}- Non-refundable: this booking/);
    expect(mail.html).toMatch(/<bdi>Free cancellation until 09:30 on \w{3}, May 13[^<]*<\/bdi>/);
  });

  it("is right-to-left Arabic with every value isolated", () => {
    const mail = orderMail("confirmation", order("ar"), ORIGIN);
    expect(mail.subject).toBe("تم تأكيد الحجز: الطلب \u2068R-7Q2M\u2069");
    expect(mail.html).toContain("تم الحجز بنجاح");
    expect(mail.html).toContain("مرحبًا <bdi>سارة</bdi>،");
    expect(mail.html).toContain("<bdi>BK-7Q2M-1</bdi>");
    expect(mail.html).toContain(`<bdi>${longDate("2031-05-14", "ar")}</bdi>`);
    expect(mail.html).toContain("<bdi>فندق أتلانتس، الساعة 17:15</bdi>");
    expect(mail.html).toContain("شخصان"); // two people, the dual form
    expect(mail.html).toContain("3 أشخاص");
    expect(mail.html).toContain("غير قابل للاسترداد");
    expect(mail.html).toContain("إلغاء مجاني حتى 24 ساعة قبل الموعد");
    expect(mail.html).toContain(`<bdi>${money(65050, "ar")}</bdi>`);
    expect(mail.text).toContain("مرجع الحجز: \u2068BK-7Q2M-1\u2069");
    expect(mail.text).toContain(`إجمالي المبلغ المدفوع: \u2068${money(65050, "ar")}\u2069`);
    expect(mail.html).not.toMatch(/Booked|Booking reference|Total/);
  });

  it("for a partial booking, lists the items that could not be booked and the money returned", () => {
    const items = [
      item({ id: 1, reference: "BK-A", title: "Desert safari" }),
      item({ id: 2, reference: "BK-B", title: "Balloon flight", status: "failed", price: 90000 }),
    ];
    const mail = orderMail(
      "confirmation",
      order("en", {
        status: "partially_confirmed",
        items,
        total: 130000,
        subtotal: 130000,
        captured: 40000,
        returned: 90000,
      }),
      ORIGIN,
    );
    expect(mail.subject).toBe("Some activities confirmed: order R-7Q2M");
    expect(mail.html).toContain("Some Activities Confirmed");
    expect(mail.html).toContain("Couldn&#x27;t be confirmed");
    expect(mail.html).toMatch(/data-item="BK-B"[\s\S]*Not available/);
    expect(mail.text).toContain(`Total charged: ${money(40000, "en")}`);
    // the failed item's policy is not shown, the booked one's is
    expect(mail.html.match(/Free cancellation up to/g)?.length).toBe(1);
  });
});

describe("the other kinds", () => {
  it("on hold: awaiting confirmation, the amount reserved and not charged", () => {
    const items = [
      item({ id: 1, reference: "BK-H1", status: "pending_supplier" }),
      item({ id: 2, reference: "BK-H2" }),
    ];
    for (const locale of ["en", "ar"] as const) {
      const mail = orderMail(
        "on_hold",
        order(locale, { status: "on_hold", items, total: 80000, subtotal: 80000, captured: 0 }),
        ORIGIN,
      );
      const [heading, reserved, awaiting] =
        locale === "en"
          ? [
              "Booking received and awaiting confirmation",
              `We&#x27;ve reserved <bdi>${money(80000, "en")}</bdi> on your card. It will be charged only after your booking is confirmed`,
              "Awaiting confirmation",
            ]
          : [
              "تم استلام الحجز وهو بانتظار التأكيد",
              `حجزنا مبلغ <bdi>${money(80000, "ar")}</bdi> على بطاقتك، ولن يُخصم إلا بعد تأكيد حجزك`,
              "بانتظار التأكيد",
            ];
      expect(mail.html).toContain(heading);
      expect(mail.html).toContain(reserved);
      expect(mail.html).toContain(awaiting);
      expect(mail.html).toContain("BK-H1");
    }
  });

  it("pay later: the team will contact the traveller to arrange payment, and the amount to pay", () => {
    const mail = orderMail(
      "pay_later",
      order("en", { status: "awaiting_payment", paymentMode: "later", captured: 0 }),
      ORIGIN,
    );
    expect(mail.subject).toBe("Booking received, pay later: order R-7Q2M");
    // Titled as the result page is, and the phone written as on the page (readablePhone).
    expect(mail.html).toMatch(/<h1[^>]*>Your booking is reserved<\/h1>/);
    expect(mail.html).toContain("Nothing has been charged. Our team will contact you to arrange payment.");
    expect(mail.html).toContain(
      "We&#x27;ll contact you at <bdi>sarah@example.com</bdi> or <bdi>\u2066+971\u00a050\u00a0123\u00a04567\u2069</bdi>.",
    );
    expect(mail.html).toContain("<bdi>Booked, pay later</bdi>");
    expect(mail.html).not.toMatch(/Status<\/td><td[^>]*><bdi>Confirmed/);
    expect(mail.text).toContain(`Amount to pay: ${money(65050, "en")}`);
    const ar = orderMail(
      "pay_later",
      order("ar", { status: "awaiting_payment", paymentMode: "later", captured: 0 }),
      ORIGIN,
    );
    expect(ar.html).toContain("سيتواصل معك فريقنا لترتيب الدفع");
    // a phone number (no letters) in an Arabic sentence would otherwise show its + at the wrong end: bdi alone is not enough
    expect(ar.html).toContain(
      "سنتواصل معك عبر <bdi>sarah@example.com</bdi> أو <bdi>\u2066+971\u00a050\u00a0123\u00a04567\u2069</bdi>.",
    );
    expect(ar.text).toContain(
      "سنتواصل معك عبر \u2068sarah@example.com\u2069 أو \u2068\u2066+971\u00a050\u00a0123\u00a04567\u2069\u2069.",
    );
  });

  it("rejection: which item, and the amount released (nothing was charged) or refunded (it was)", () => {
    const items = [
      item({ id: 1, reference: "BK-R1", title: "Dhow dinner", status: "rejected", price: 30000 }),
      item({ id: 2, reference: "BK-R2", title: "Desert safari" }),
    ];
    const released = orderMail(
      "rejection",
      order("en", { status: "partially_confirmed", items, total: 70000, captured: 0, returned: 30000 }),
      ORIGIN,
    );
    expect(released.html).toMatch(/data-item="BK-R1"[\s\S]*Declined by the organiser/);
    expect(released.html).toContain(
      `We&#x27;ve released the <bdi>${money(30000, "en")}</bdi> reserved on your card for them.`,
    );
    const refunded = orderMail(
      "rejection",
      order("ar", { status: "partially_confirmed", items, total: 70000, captured: 70000, returned: 30000 }),
      ORIGIN,
    );
    expect(refunded.html).toContain(
      `سيُعاد مبلغ <bdi>${money(30000, "ar")}</bdi> المخصوم من بطاقتك مقابلها خلال 24 ساعة.`,
    );
    expect(refunded.html).toContain("رفضه المنظّم");
  });

  it("refund: the amount refunded to the card", () => {
    const mail = orderMail("refund", order("en", { refunded: 25050 }), ORIGIN);
    expect(mail.subject).toBe("Your refund for order R-7Q2M");
    expect(mail.html).toContain(`We&#x27;ve refunded <bdi>${money(25050, "en")}</bdi> to the card you paid with.`);
    expect(mail.text).toContain(`We've refunded ${money(25050, "en")} to the card you paid with.`);
  });

  it("payment failed: the spec's message and Try Again back to the cart, in the order's language", () => {
    const en = orderMail("payment_failed", order("en", { status: "payment_failed", captured: 0 }), ORIGIN);
    expect(en.html).toContain(
      "We&#x27;re sorry, but your payment didn&#x27;t go through. Please check your information and try once more.",
    );
    expect(en.html).toMatch(new RegExp(`<a href="${ORIGIN}/cart"[^>]*>Try Again</a>`));
    expect(en.text).toContain(`Try Again: ${ORIGIN}/cart`);
    const ar = orderMail("payment_failed", order("ar", { status: "payment_failed", captured: 0 }), ORIGIN);
    expect(ar.html).toMatch(new RegExp(`<a href="${ORIGIN}/ar/cart"[^>]*>حاول مرة أخرى</a>`));
  });
});
