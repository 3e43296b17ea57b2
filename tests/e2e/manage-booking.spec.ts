// A guest manages a booking from the emailed link, in English and Arabic: book and pay with the sandbox's success card,
// ask for the manage link at /manage-booking, open it from the outbox, open the voucher (QR code), see the cancellation
// quote, cancel, see the confirmation, and find the cancellation email with the refund in the outbox.
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { LOCALES, addToCart, cancellableExperience, checkoutFromCart, copy, payWith } from "./booking-steps.ts";
import { ownAddress } from "./account-steps.ts";
import { latestMail, linkIn } from "./outbox.ts";

const plain = (text: string | null) =>
  (text ?? "")
    .replace(/[\u00a0\u2066-\u2069]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test.describe(`manage a booking as a guest (${locale})`, () => {
    test("asks for the link, opens the voucher, cancels from the emailed link and gets the refund email", async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      await ownAddress(page);
      const email = `guest-${locale}-${Date.now()}@example.com`;
      const path = await cancellableExperience(request, 30 + index * 11);
      await addToCart(page, prefix, path);
      await checkoutFromCart(page, prefix, "now", email);
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 20_000 });
      const orderId = new URL(page.url()).searchParams.get("order")!;

      // Ask for the manage link by order id and email (in other case: compared case-insensitively).
      await page.goto(`${prefix}/manage-booking`);
      await page.getByTestId("manage-reference").fill(orderId.toLowerCase());
      await page.getByTestId("manage-email").fill(email.toUpperCase());
      await page.getByTestId("manage-submit").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/manage-booking/sent$`));
      await expect(page.getByTestId("manage-sent-page")).toContainText(copy(locale, "invoice.sentText"));

      const mail = await latestMail(request, email, "manage_link");
      const manage = linkIn(mail, /^(\/ar)?\/manage-booking\/RH-/);
      expect(manage.startsWith(`${prefix}/manage-booking/${orderId}/`)).toBe(true);
      await page.goto(manage);
      await expect(page.getByTestId("invoice-order-id")).toHaveText(orderId);
      const item = page.getByTestId("invoice-item").first();
      const reference = (await item.getAttribute("data-reference"))!;

      // The voucher, signed for the guest: a QR code drawn on the server, the reference beside it.
      await item.getByTestId("voucher-link").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/vouchers/${reference}\\?key=`));
      await expect(page.getByTestId("voucher-qr").locator("svg")).toBeVisible();
      await expect(page.getByTestId("voucher-reference")).toHaveText(reference);
      await page.screenshot({ path: testInfo.outputPath(`voucher-${locale}.png`), fullPage: true });

      // The quote, then the cancellation.
      await page.goto(manage);
      await page.getByTestId("invoice-item").first().getByTestId("cancel-link").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/bookings/${reference}/cancel\\?manage=`));
      await expect(page.getByTestId("cancel-policy")).toBeVisible();
      const refund = plain(await page.getByTestId("quote-refund").textContent());
      expect(refund).toMatch(/\d/);
      await expect(page.getByTestId("quote-penalty")).toBeVisible();
      await islandsHydrated(page);
      await page.getByTestId("confirm-cancel").click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/manage-booking/${orderId}/[0-9a-f]{64}\\?cancelled=${reference}$`),
      );
      await expect(page.getByTestId("cancel-confirmation")).toContainText(reference);
      await expect(page.getByTestId("invoice-item").first()).toHaveAttribute("data-status", "cancelled");
      await expect(page.getByTestId("invoice-item").first().getByTestId("cancel-link")).toHaveCount(0);

      const receipt = await latestMail(request, email, "cancellation");
      expect(receipt.subject).toContain(reference);
      expect(plain(receipt.text)).toContain(refund);
      // The invoice and the voucher fit a phone and a laptop without sideways scrolling.
      const voucher = (await page.getByTestId("voucher-link").first().getAttribute("href"))!;
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, url] of [
          ["invoice", manage],
          ["voucher", voucher],
        ] as const) {
          await page.goto(url);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
            `${name} at ${width}px`,
          ).toBe(true);
          await page.screenshot({ path: testInfo.outputPath(`${name}-${locale}-${width}.png`), fullPage: true });
        }
      }
      await page.goto(`${manage}?cancelled=${reference}`);
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });

    test("answers the same for details that match no booking, and emails nothing", async ({ page, request }) => {
      await ownAddress(page);
      const email = `nobody-${locale}-${Date.now()}@example.com`;
      await page.goto(`${prefix}/manage-booking`);
      // A fresh unknown order id each run: each reference has its own hourly limit too.
      const unknown = `RH-${Array.from({ length: 8 }, () => "0123456789ABCDEFGHJKMNPQRSTVWXYZ"[Math.floor(Math.random() * 32)]).join("")}`;
      await page.getByTestId("manage-reference").fill(unknown);
      await page.getByTestId("manage-email").fill(email);
      await page.getByTestId("manage-submit").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/manage-booking/sent$`));
      const outbox = await (await request.get("/dev/outbox")).text();
      expect(outbox).not.toContain(email);
    });
  });
}
