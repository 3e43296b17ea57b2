// Travel documents on paper (issue 32): in English and Arabic, a guest's voucher and tax invoice, opened from the
// confirmation email's manage link (the signed-in invoice and credit note print in tax-invoice.spec.ts), print with print media emulated on one A4 page each, with no navigation chrome and in
// the page's own direction. The PDFs and A4 pictures are kept in the test's output to look at.
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { LOCALES, addToCart, cancellableExperience, checkoutFromCart, payWith } from "./booking-steps.ts";
import { ownAddress } from "./account-steps.ts";
import { latestMail, linkIn } from "./outbox.ts";
import { expectNoChrome, printToA4 } from "./print.ts";

async function bookAsGuest(page: Page, prefix: string, slug: string, email: string): Promise<void> {
  await addToCart(page, prefix, slug);
  await checkoutFromCart(page, prefix, "now", email);
  await payWith(page, SANDBOX_CARDS.success);
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 20_000 });
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test(`the voucher and the tax invoice each print on one A4 page without the site's chrome (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await ownAddress(page);
    const email = `print-${locale}-${Date.now()}@example.com`;
    await bookAsGuest(page, prefix, await cancellableExperience(request, 131 + index * 5, 9), email);
    const mail = await latestMail(request, email, "confirmation");

    const dir = locale === "ar" ? "rtl" : "ltr";
    await page.goto(linkIn(mail, /^(\/ar)?\/manage-booking\/RH-/));
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    const voucher = (await page.getByTestId("voucher-link").first().getAttribute("href"))!;
    await page.emulateMedia({ media: "print" });
    await expectNoChrome(page);
    await expect(page.getByTestId("tax-document")).toBeVisible();
    await expect(page.getByTestId("tax-number")).toHaveText(/^INV-\d{6}$/);
    expect(await printToA4(page, testInfo, `invoice-${locale}`)).toBe(1);

    await page.emulateMedia({ media: "screen" });
    await page.goto(voucher);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await page.emulateMedia({ media: "print" });
    await expectNoChrome(page);
    await expect(page.getByTestId("voucher-qr").locator("svg")).toBeVisible();
    await expect(page.getByTestId("voucher-reference")).toBeVisible();
    await expect(page.getByTestId("voucher-qr")).toHaveAttribute("data-qr-text", /^RB-[0-9A-Z]{8}\.[0-9A-Z]{13}$/);
    for (const link of ["calendar-ics", "calendar-google", "print-button"])
      await expect(page.getByTestId(link)).toBeHidden();
    expect(await printToA4(page, testInfo, `voucher-${locale}`)).toBe(1);
  });
}
