// When the database is down for real (its file locked), in both languages: a page seen moments ago is still served,
// a page that must be rendered says it is briefly unavailable with Retry-After, booking says nothing was booked or
// charged, and everything works again once the database is back.
import { test, expect } from "./fixtures.ts";
import { FAULTS_ORIGIN, lockDatabase } from "./faults.ts";

test.describe.configure({ mode: "serial" });

/** A page each run renders for the first time while the database is down (an isolate remembers catalogue reads). */
const FRESH = { en: "/things-to-do", ar: "/ar/search/abu-dhabi" } as const;

const WORDS = {
  en: {
    page: "This page is briefly unavailable",
    booking: "Booking is briefly unavailable",
    nothing: "Nothing was booked and nothing was charged.",
    retry: "Try again",
  },
  ar: {
    page: "هذه الصفحة غير متاحة لبرهة",
    booking: "الحجز غير متاح لبرهة",
    nothing: "لم يتم أي حجز ولم يُخصم أي مبلغ.",
    retry: "حاول مرة أخرى",
  },
} as const;

for (const locale of ["en", "ar"] as const) {
  test(`${locale}: while the database is down, pages and booking say so plainly, and recover`, async ({
    page,
  }, testInfo) => {
    const prefix = locale === "ar" ? "/ar" : "";
    const words = WORDS[locale];
    const seen = await page.goto(`${FAULTS_ORIGIN}${prefix}/faq`);
    expect(seen!.status()).toBe(200);

    const release = lockDatabase();
    try {
      // Seen a moment ago: served from the stored copy, without the database.
      const again = await page.goto(`${FAULTS_ORIGIN}${prefix}/faq`);
      expect(again!.status()).toBe(200);
      expect(again!.headers()["x-edge-cache"]).toMatch(/HIT|STALE/);

      const res = await page.goto(`${FAULTS_ORIGIN}${FRESH[locale]}`);
      expect(res!.status()).toBe(503);
      expect(res!.headers()["retry-after"]).toBe("30");
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.page);
      await expect(page.getByRole("link", { name: words.retry })).toHaveAttribute("href", FRESH[locale]);
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 844 });
        await page.screenshot({ path: testInfo.outputPath(`database-down-${locale}-${width}.png`), fullPage: true });
      }

      const add = await page.request.post(`${FAULTS_ORIGIN}${prefix}/cart/items`, {
        form: { slotId: "1", "counts.adult": "2" },
        headers: { origin: FAULTS_ORIGIN },
        maxRedirects: 0,
      });
      expect(add.status()).toBe(503);
      const booking = await add.text();
      expect(booking).toContain(words.booking);
      expect(booking).toContain(words.nothing);
    } finally {
      release();
    }
    const back = await page.goto(`${FAULTS_ORIGIN}${FRESH[locale]}`);
    expect(back!.status()).toBe(200);
  });
}
