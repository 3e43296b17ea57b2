// The inbox in Chromium, in English and Arabic: a traveller books an on-request experience and pays; an operator
// signs in with a passkey, finds the booking in /ops with its time left, and confirms it; the traveller's confirmation
// email arrives, and their result page now says Booked Successfully. Screenshots of the inbox at 390 and 1366 px.
import { mkdirSync } from "node:fs";
import { test, expect } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import {
  LOCALES,
  addToCart,
  bookableExperience,
  checkoutFromCart,
  copy,
  demoActivities,
  payWith,
} from "./booking-steps.ts";
import { latestMail } from "./outbox.ts";
import { signInAsStaff } from "./staff.ts";

const SHOTS = process.env.INBOX_SHOTS ?? "/tmp/shots-inbox";

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test.describe(`${locale}: the inbox`, () => {
    test.describe.configure({ timeout: 120_000 });

    test("an operator confirms an on-request booking; the traveller's email and result page follow", async ({
      browser,
      page,
      request,
    }, testInfo) => {
      // The traveller books an on-request experience and pays: the booking waits for an answer.
      const path = await bookableExperience(
        request,
        demoActivities({ refuses: false, confirmation: "on_request" }),
        index * 3 + 1,
      );
      const email = `inbox-${locale}-${Date.now()}@example.com`;
      await addToCart(page, prefix, path);
      await checkoutFromCart(page, prefix, "now", email);
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/on_hold\\?order=`), { timeout: 15_000 });
      const orderId = new URL(page.url()).searchParams.get("order")!;
      const reference = (await page.getByTestId("item-reference").first().textContent())!.trim();
      expect(reference).toMatch(/^RB-/);

      // An operator, in a browser of their own, signs in with a passkey and lands in the inbox.
      const staffContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const operator = await staffContext.newPage();
      await signInAsStaff(operator, { role: "operator", locale });
      await expect(operator).toHaveURL(new RegExp(`${prefix}/ops$`));
      await expect(operator.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      const row = operator.locator(`[data-testid="inbox-row"][data-id="${reference}"]`);
      await expect(row).toHaveAttribute("data-kind", "on_request");
      await expect(row).toHaveAttribute("data-order", orderId);
      await expect(row.getByTestId("inbox-time-left")).toHaveAttribute("data-overdue", "false");
      await expect(row.getByTestId("inbox-open-booking")).toHaveAttribute("href", `${prefix}/ops/bookings/${orderId}`);
      await shoot(operator, `inbox-${locale}`, row);

      await row.getByTestId("inbox-confirm").click();
      await expect(operator).toHaveURL(new RegExp(`${prefix}/ops\\?answered=${reference}$`));
      await expect(operator.getByTestId("ops-ok")).toContainText(reference);
      await expect(operator.locator(`[data-testid="inbox-row"][data-id="${reference}"]`)).toHaveCount(0);
      await shoot(operator, `inbox-${locale}-confirmed`);
      await staffContext.close();

      // The traveller is emailed the confirmation in their language, and their result page moves on to success.
      const mail = await latestMail(request, email, "confirmation");
      expect(mail.text).toContain(reference);
      await page.goto(`${prefix}/checkout/on_hold?order=${orderId}`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=${orderId}`));
      await expect(page.getByTestId("checkout-result")).toContainText(copy(locale, "results.successTitle"));
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });
  });
}

/** The inbox at a phone's and a laptop's width: the top of the page, and `row` (when given) where it is. */
async function shoot(page: import("@playwright/test").Page, name: string, row?: import("@playwright/test").Locator) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    if (row) {
      await row.scrollIntoViewIfNeeded();
      await row.screenshot({ path: `${SHOTS}/${name}-row-${width}.png` });
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
