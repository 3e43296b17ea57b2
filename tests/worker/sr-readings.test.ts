// What a screen reader says for a price, a start time and a total (client/components/catalogue/format.ts): one
// sentence each, in the page's language, with the amounts as the page shows them and seats counted through plural
// rules (Arabic's six forms).
import { describe, expect, it } from "vitest";
import { serverI18n } from "../../worker/render/i18n.ts";
import {
  fromPriceReading,
  priceChangedReading,
  priceOnReading,
  slotReading,
  totalReading,
} from "../../client/components/catalogue/format.ts";
import { formatMinor } from "../../shared/money.ts";

const en = serverI18n("en").t;
const ar = serverI18n("ar").t;
/** Invisible bidi marks Intl puts around Arabic amounts (a screen reader skips them) left out, no-break spaces as spaces. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u2066-\u2069]/g, "").replace(/\u00a0/g, " ");
const aed = (minor: number, locale: "en" | "ar") => formatMinor(minor, locale, "AED");

describe("prices", () => {
  it("a lowest price reads as one sentence with its unit", () => {
    expect(fromPriceReading(en, "AED 150", "per_person")).toBe("From AED 150 per person");
    expect(fromPriceReading(en, "AED 900", "nightly")).toBe("From AED 900 per night");
    expect(plain(fromPriceReading(ar, aed(15000, "ar"), "per_person"))).toBe("ابتداءً من 150.00 د.إ. للشخص");
    expect(plain(fromPriceReading(ar, aed(15000, "ar"), "per_item"))).toBe("ابتداءً من 150.00 د.إ. للمجموعة");
  });

  it("a price on a chosen day names the day", () => {
    expect(priceOnReading(en, "Dec 3", "AED 120", "per_person")).toBe("On Dec 3: AED 120 per person");
    expect(priceOnReading(ar, "3 ديسمبر", "120 د.إ.", "daily")).toBe("في 3 ديسمبر: 120 د.إ. لليوم");
  });

  it("a changed price says what it was and what it is now, with no arrow", () => {
    expect(priceChangedReading(en, "AED 200", "AED 219")).toBe("Price changed: was AED 200, now AED 219");
    expect(priceChangedReading(ar, "200 د.إ.", "219 د.إ.")).toBe("تغيّر السعر: كان 200 د.إ.، وأصبح 219 د.إ.");
  });
});

describe("totals", () => {
  it("read as a label and the amount, in the locale's digits", () => {
    expect(plain(totalReading(en, aed(123450, "en")))).toBe("Total: AED 1,234.50");
    expect(plain(totalReading(ar, aed(123450, "ar")))).toBe("الإجمالي: 1,234.50 د.إ.");
  });
});

describe("start times", () => {
  const slot = { start: "15:00", end: "21:00", nextDay: false, unit: "per_person" as const, price: "AED 219" };

  it("say the times, the price and its unit", () => {
    expect(slotReading(en, { ...slot, seatsLeft: null })).toBe("15:00 until 21:00, AED 219 per person");
    expect(slotReading(ar, { ...slot, price: "219 د.إ.", seatsLeft: null })).toBe("15:00 حتى 21:00، 219 د.إ. للشخص");
  });

  it("say when a departure ends the next day", () => {
    expect(slotReading(en, { ...slot, end: "01:00", nextDay: true, seatsLeft: null })).toBe(
      "15:00 until 01:00 the next day, AED 219 per person",
    );
  });

  it("say why one cannot be chosen", () => {
    const { price: _, ...times } = slot;
    expect(slotReading(en, { ...times, closed: "soldOut" })).toBe("15:00 until 21:00: Sold out");
    expect(slotReading(ar, { ...times, closed: "notAvailable" })).toBe("15:00 حتى 21:00: غير متاح");
  });

  it.each([
    [1, "Only 1 seat left", "بقي مقعد واحد فقط"],
    [2, "Only 2 seats left", "بقي مقعدان فقط"],
    [3, "Only 3 seats left", "بقيت 3 مقاعد فقط"],
    [5, "Only 5 seats left", "بقيت 5 مقاعد فقط"],
    [11, "Only 11 seats left", "بقي 11 مقعدًا فقط"],
  ])("with %i seats left, count them through plural rules", (seats, english, arabic) => {
    expect(slotReading(en, { ...slot, seatsLeft: seats })).toBe(`15:00 until 21:00, AED 219 per person. ${english}`);
    expect(slotReading(ar, { ...slot, price: "219 د.إ.", seatsLeft: seats })).toBe(
      `15:00 حتى 21:00، 219 د.إ. للشخص. ${arabic}`,
    );
  });
});
