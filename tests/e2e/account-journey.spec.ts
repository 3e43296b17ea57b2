// The whole signed-in journey in English and Arabic: sign up (verified through the emailed link) → book and pay with
// the sandbox's success card → "Your Booking" lists it → the invoice with every field → the voucher with its QR code
// → cancel under the policy → the refund email → sign out, and the invoices ask to log in again.
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { LOCALES, addToCart, cancellableExperience, checkoutFromCart, copy, payWith } from "./booking-steps.ts";
import { ownAddress, signOut, signUp } from "./account-steps.ts";
import { latestMail } from "./outbox.ts";

/** Text as a reader sees it: no-break spaces and bidi isolates become plain spaces. */
const plain = (text: string | null) =>
  (text ?? "")
    .replace(/[\u00a0\u2066-\u2069]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test(`${locale}: sign up, book, find the invoice and voucher, cancel and get the refund email, sign out`, async ({
    page,
    request,
    consoleProblems,
  }, testInfo) => {
    test.setTimeout(180_000);
    await ownAddress(page);
    const email = `journey-${locale}-${Date.now()}@example.com`;
    await signUp(page, request, prefix, email, "journey-password-2026");

    // Book a refundable experience six days ahead (inside no policy's penalty window) as the signed-in traveller.
    await addToCart(page, prefix, await cancellableExperience(request, 60 + index * 13, 6));
    await checkoutFromCart(page, prefix, "now", email);
    await payWith(page, SANDBOX_CARDS.success);
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 20_000 });
    const orderId = new URL(page.url()).searchParams.get("order")!;

    // "Your Booking": the booked item, with its order and purchase ids.
    await page.goto(`${prefix}/invoices`);
    const row = page.locator(`[data-testid="invoice-row"][data-order="${orderId}"]`);
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute("data-status", "confirmed");
    const reference = (await row.getAttribute("data-reference"))!;
    await row.getByTestId("invoice-link").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/invoices/${orderId}`));

    // The invoice: spec §3's fields.
    await expect(page.getByTestId("invoice-order-id")).toHaveText(orderId);
    // Booked on our own site, it is a numbered tax invoice (issue 32), from our seller's series.
    await expect(page.getByTestId("tax-title")).toHaveText(locale === "ar" ? "فاتورة ضريبية" : "Tax Invoice");
    await expect(page.getByTestId("tax-number")).toHaveText(/^INV-\d{6}$/);
    await expect(page.getByTestId("tax-issue-date")).not.toBeEmpty();
    await expect(page.getByTestId("tax-line")).toHaveCount(1);
    await expect(page.getByTestId("guest-email")).toHaveText(email);
    await expect(page.getByTestId("guest-phone")).toContainText("+971");
    await expect(page.getByTestId("show-on-map").first()).toHaveAttribute("href", /^https:\/\//);
    await page.screenshot({ path: testInfo.outputPath(`invoice-${locale}.png`), fullPage: true });

    // The voucher: a QR code of the booking reference, drawn on the server.
    const item = page.locator(`[data-testid="invoice-item"][data-reference="${reference}"]`);
    await item.getByTestId("voucher-link").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/vouchers/${reference}`));
    await expect(page.getByTestId("voucher-qr").locator("svg")).toBeVisible();
    await expect(page.getByTestId("voucher-reference")).toHaveText(reference);

    // Cancel: the quote first, then the cancellation, the seats back and the refund.
    await page.goto(`${prefix}/invoices/${orderId}`);
    await item.getByTestId("cancel-link").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/bookings/${reference}/cancel`));
    const refund = plain(await page.getByTestId("quote-refund").textContent());
    expect(refund).toMatch(/\d/);
    await islandsHydrated(page);
    await page.getByTestId("confirm-cancel").click();
    await expect(page.getByTestId("cancel-confirmation")).toContainText(reference);
    await expect(item).toHaveAttribute("data-status", "cancelled");
    const receipt = await latestMail(request, email, "cancellation");
    expect(plain(receipt.text)).toContain(refund);
    expect(receipt.text).toContain(copy(locale, "invoice.refund"));

    // "Your Booking" shows it cancelled; after signing out it asks to log in.
    await page.goto(`${prefix}/invoices`);
    await expect(page.locator(`[data-testid="invoice-row"][data-order="${orderId}"]`)).toHaveAttribute(
      "data-status",
      "cancelled",
    );
    await signOut(page, prefix);
    await page.goto(`${prefix}/invoices`);
    await expect(page.getByTestId("invoices-signed-out")).toContainText(copy(locale, "invoice.signInPrompt"));
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    expect(consoleProblems).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
  });
}
