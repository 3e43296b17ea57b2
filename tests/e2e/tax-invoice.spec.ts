// Issue 32's tax invoice in English and Arabic, through the real pages: sign up, book and pay, then the invoice is a
// numbered UAE tax invoice (our seller, TRN, lines with net, rate and VAT, totals) that prints as one A4 page with no
// screen chrome; cancelling adds a credit note that names its invoice, on its own page. Screenshots at 390 and 1366
// px and in print media are written to look at.
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { LOCALES, addToCart, cancellableExperience, checkoutFromCart, payWith } from "./booking-steps.ts";
import { ownAddress, signUp } from "./account-steps.ts";
import { expectNoChrome, printToA4 } from "./print.ts";

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test(`${locale}: the booked order's tax invoice, printed on one page, and its credit note after cancelling`, async ({
    page,
    request,
    consoleProblems,
  }, testInfo) => {
    test.setTimeout(180_000);
    await ownAddress(page);
    const email = `tax-${locale}-${Date.now()}@example.com`;
    await signUp(page, request, prefix, email, "tax-invoice-password-2026");
    await addToCart(page, prefix, await cancellableExperience(request, 90 + index * 17, 6));
    await checkoutFromCart(page, prefix, "now", email);
    await payWith(page, SANDBOX_CARDS.success);
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 20_000 });
    const orderId = new URL(page.url()).searchParams.get("order")!;

    await page.goto(`${prefix}/invoices/${orderId}`);
    const doc = page.getByTestId("tax-document");
    await expect(doc).toBeVisible();
    await expect(page.getByTestId("tax-title")).toHaveText(locale === "ar" ? "فاتورة ضريبية" : "Tax Invoice");
    const number = (await page.getByTestId("tax-number").textContent())!.trim();
    expect(number).toMatch(/^INV-\d{6}$/);
    await expect(page.getByTestId("seller-trn")).toHaveText(/^\d{15}$/);
    await expect(page.getByTestId("tax-line")).toHaveCount(1);
    await expect(page.getByTestId("line-rate")).toHaveText("5%");
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");

    const shots = (name: string) => testInfo.outputPath(`${name}-${locale}.png`);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: shots(`tax-invoice-${width}`), fullPage: true });
      // Nothing sideways at either width: the lines table scrolls inside its own box if it must.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }

    // Printed: only the document (no header, footer, back link, print button or screen panels), on one A4 page.
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 794, height: 1123 });
    await expect(doc).toBeVisible();
    for (const part of [
      "tax-title",
      "tax-number",
      "seller-name",
      "seller-trn",
      "tax-buyer",
      "tax-lines",
      "total-gross",
    ])
      await expect(page.getByTestId(part)).toBeVisible();
    await expect(page.getByTestId("invoice-back")).toBeHidden();
    await expect(page.locator('[data-island="PrintButton"]').first()).toBeHidden();
    await expect(page.getByTestId("invoice-item").first()).toBeHidden();
    await expect(page.getByTestId("price-details")).toBeHidden();
    await expectNoChrome(page);
    expect(await printToA4(page, testInfo, `tax-invoice-print-${locale}`)).toBe(1);
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Cancel (six days ahead: inside no penalty window): a credit note for the whole line, naming the invoice.
    const reference = (await page.getByTestId("tax-line").getAttribute("data-reference"))!;
    await page.goto(`${prefix}/bookings/${reference}/cancel`);
    await islandsHydrated(page);
    await page.getByTestId("confirm-cancel").click();
    await expect(page.getByTestId("cancel-confirmation")).toContainText(reference);
    const note = page.getByTestId("credit-note");
    await expect(note).toHaveCount(1);
    // Opened by its address (a click would run a view transition that a resize below would abort).
    await page.goto((await note.getByRole("link").getAttribute("href"))!);
    await expect(page).toHaveURL(new RegExp(`${prefix}/invoices/${orderId}/credit-notes/INV-CN-\\d{6}$`));
    await expect(page.getByTestId("tax-title")).toHaveText(locale === "ar" ? "إشعار دائن ضريبي" : "Tax Credit Note");
    await expect(page.getByTestId("credit-note-for")).toContainText(number);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: shots(`credit-note-${width}`), fullPage: true });
    }
    await page.emulateMedia({ media: "print" });
    await expectNoChrome(page);
    expect(await printToA4(page, testInfo, `credit-note-print-${locale}`)).toBe(1);
    expect(consoleProblems).toEqual([]);
  });
}
