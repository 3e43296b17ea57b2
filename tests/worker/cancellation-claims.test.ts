// The one rule for "is cancelling free?" (shared/cancellation.ts): the claim comes from the policy and the
// departure's start at the moment it is read, agrees with what cancelling then costs (the quote) at every moment, and
// is worded the same everywhere: relative on pages ("14:00 tomorrow"), absolute where it is kept (emails, vouchers).
import { describe, expect, it } from "vitest";
import {
  cancellationClaim,
  cancellationQuote,
  cancellationTerms,
  claimText,
  termsText,
  type CancellationPolicy,
} from "../../shared/cancellation.ts";
import { departureStart, timeZoneOfCountry } from "../../shared/dates.ts";
import { serverI18n } from "../../worker/render/i18n.ts";

const FULL_24H: CancellationPolicy = {
  nonRefundable: false,
  tiers: [{ days: 1, hours: 0, minutes: 0, penaltyPercent: 100 }],
};
const STEPPED: CancellationPolicy = {
  nonRefundable: false,
  tiers: [
    { days: 3, hours: 0, minutes: 0, penaltyPercent: 50 },
    { days: 1, hours: 0, minutes: 0, penaltyPercent: 100 },
  ],
};
const NONE: CancellationPolicy = { nonRefundable: true, tiers: [] };
const hour = 3_600_000;
const en = serverI18n("en").t;
const ar = serverI18n("ar").t;
const DUBAI = "Asia/Dubai";

/** A departure on a fixed day (any day would do: nothing here reads the clock). */
const START = departureStart("2031-03-13", "15:00", DUBAI);
const at = (hoursBefore: number) => new Date(START.getTime() - hoursBefore * hour);

describe("the claim", () => {
  it("a same-day 15:00 departure of a 24-hour policy is not free: non-refundable from now", () => {
    const claim = cancellationClaim(FULL_24H, START, at(5));
    expect(claim).toEqual({ kind: "no_refund_now" });
    expect(claimText(claim, en, { locale: "en", timeZone: DUBAI, now: at(5), relative: true })).toBe(
      "Non-refundable from now",
    );
    expect(claimText(claim, ar, { locale: "ar", timeZone: DUBAI, now: at(5), relative: true })).toBe(
      "غير قابل للاسترداد من الآن",
    );
  });

  it("names the time the free window ends, on the activity's clock, relative on a page and absolute in an email", () => {
    const now = at(30); // 09:00 the day before
    const claim = cancellationClaim(FULL_24H, START, now);
    expect(claim).toEqual({ kind: "free_until", until: at(24) });
    expect(claimText(claim, en, { locale: "en", timeZone: DUBAI, now, relative: true })).toBe(
      "Free cancellation until 15:00 today",
    );
    expect(claimText(claim, en, { locale: "en", timeZone: DUBAI, now: at(40), relative: true })).toBe(
      "Free cancellation until 15:00 tomorrow",
    );
    expect(claimText(claim, ar, { locale: "ar", timeZone: DUBAI, now: at(40), relative: true })).toBe(
      "إلغاء مجاني حتى غدًا الساعة 15:00",
    );
    expect(claimText(claim, en, { locale: "en", timeZone: DUBAI, now, relative: false })).toBe(
      "Free cancellation until 15:00 on Wed, Mar 12",
    );
    expect(claimText(claim, ar, { locale: "ar", timeZone: DUBAI, now, relative: false })).toBe(
      "إلغاء مجاني حتى الأربعاء، 12 مارس الساعة 15:00",
    );
  });

  it("says what applies now between tiers, and when it changes", () => {
    const now = at(48);
    const claim = cancellationClaim(STEPPED, START, now);
    expect(claim).toEqual({ kind: "fee_now", percent: 50, next: { at: at(24), percent: 100 } });
    expect(claimText(claim, en, { locale: "en", timeZone: DUBAI, now, relative: true })).toBe(
      "Cancelling now costs 50% of the price. Non-refundable from 15:00 tomorrow.",
    );
    expect(cancellationClaim(STEPPED, START, at(100))).toEqual({ kind: "free_until", until: at(72) });
  });

  it("a non-refundable policy, and a departure that has started", () => {
    expect(cancellationClaim(NONE, START, at(500))).toEqual({ kind: "non_refundable" });
    expect(cancellationClaim(FULL_24H, START, at(0))).toEqual({ kind: "started" });
    expect(cancellationClaim(FULL_24H, START, at(-1))).toEqual({ kind: "started" });
  });

  it("agrees with what cancelling costs at every moment, boundaries included", () => {
    for (const policy of [FULL_24H, STEPPED, NONE]) {
      for (let minutes = 100 * 60; minutes >= -60; minutes -= 15) {
        const now = new Date(START.getTime() - minutes * 60_000);
        const claim = cancellationClaim(policy, START, now);
        const quote = cancellationQuote({ policy, start: START, now, amount: 10_000 });
        const label = `${minutes} min before, ${JSON.stringify(policy.tiers)}`;
        if (!quote.ok) expect(claim.kind, label).toBe(quote.reason === "started" ? "started" : "non_refundable");
        else if (quote.penaltyPercent === 0) expect(claim.kind, label).toBe("free_until");
        else if (quote.penaltyPercent >= 100) expect(claim.kind, label).toBe("no_refund_now");
        else expect(claim, label).toMatchObject({ kind: "fee_now", percent: quote.penaltyPercent });
        if (claim.kind === "free_until") expect(now.getTime(), label).toBeLessThanOrEqual(claim.until.getTime());
      }
    }
  });
});

describe("the terms (where no departure is chosen)", () => {
  it("are the policy's promise, whatever the day", () => {
    expect(termsText(cancellationTerms(FULL_24H), en)).toBe("Free cancellation up to 24 hours before");
    expect(termsText(cancellationTerms(STEPPED), en)).toBe("Free cancellation up to 72 hours before");
    expect(termsText(cancellationTerms(STEPPED), ar)).toBe("إلغاء مجاني حتى 72 ساعة قبل الموعد");
    expect(termsText(cancellationTerms(NONE), en)).toBe("Non-refundable");
  });
});

describe("departures on their own city's clock", () => {
  it("Riyadh is three hours ahead of UTC, Dubai four", () => {
    expect(departureStart("2031-03-13", "14:00", timeZoneOfCountry("SA")).toISOString()).toBe(
      "2031-03-13T11:00:00.000Z",
    );
    expect(departureStart("2031-03-13", "14:00", timeZoneOfCountry("AE")).toISOString()).toBe(
      "2031-03-13T10:00:00.000Z",
    );
    expect(departureStart("2031-03-13", "14:00", timeZoneOfCountry("QA")).toISOString()).toBe(
      "2031-03-13T11:00:00.000Z",
    );
  });

  it("so a Riyadh departure's free window ends at its own local time", () => {
    const timeZone = timeZoneOfCountry("SA");
    const start = departureStart("2031-03-13", "14:00", timeZone);
    const now = new Date("2031-03-11T20:00:00Z");
    const claim = cancellationClaim(FULL_24H, start, now);
    expect(claimText(claim, en, { locale: "en", timeZone, now, relative: true })).toBe(
      "Free cancellation until 14:00 tomorrow",
    );
  });
});
