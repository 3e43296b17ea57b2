// Booking updates on WhatsApp (issue 31), in Arabic and English: a guest books with "Send me booking updates on
// WhatsApp" ticked, and the confirmation arrives in the local WhatsApp outbox (/dev/whatsapp) as the phone shows it —
// the template in the booking's language, right-to-left in Arabic, with the traveller's name, the order and a link —
// through the real queue; the same booking without the box gets its email and no WhatsApp message.
import type { Page } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { LOCALES, addToCart, cancellableExperience, fillGuestDetails, payWith } from "./booking-steps.ts";
import { ownAddress } from "./account-steps.ts";
import { latestMail } from "./outbox.ts";

const TITLES = { en: "Your booking is confirmed", ar: "تم تأكيد حجزك" } as const;

async function book(page: Page, prefix: string, slug: string, email: string, whatsapp: boolean): Promise<string> {
  await addToCart(page, prefix, slug);
  await page.goto(`${prefix}/cart`);
  await page.getByTestId("proceed").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
  await islandsHydrated(page);
  await fillGuestDetails(page, email);
  await expect(page.getByTestId("whatsapp-updates")).not.toBeChecked();
  if (whatsapp) await page.getByTestId("whatsapp-updates").check();
  await page.getByTestId("pay-now").check();
  await page.getByTestId("pay-button").click();
  await payWith(page, SANDBOX_CARDS.success);
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 20_000 });
  return new URL(page.url()).searchParams.get("order")!;
}

for (const [index, { locale, prefix }] of [...LOCALES.entries()].reverse()) {
  test(`a booking with WhatsApp updates ticked is confirmed on WhatsApp (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    await ownAddress(page);
    const email = `wa-${locale}-${Date.now()}@example.com`;
    const orderId = await book(page, prefix, await cancellableExperience(request, 101 + index * 7, 10), email, true);

    // The queue's consumer delivers it a moment after the booking: the page shows each kept message as a bubble.
    const bubble = page.locator(`[data-testid="whatsapp-message"][data-order="${orderId}"]`);
    await expect(async () => {
      await page.goto("/dev/whatsapp");
      await expect(bubble).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(bubble).toHaveAttribute("data-template", "booking_confirmed");
    await expect(bubble).toHaveAttribute("data-to", "+971501234567");
    const text = bubble.getByTestId("whatsapp-text");
    await expect(text).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await expect(text).toContainText(TITLES[locale]);
    await expect(text).toContainText(orderId);
    await expect(text).toContainText(/https?:\/\/[^\s]+\/manage-booking\/RH-|\/voucher/);
    // The email went too, in the same language.
    const mail = await latestMail(request, email, "confirmation");
    expect(mail.subject).toContain(orderId);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await bubble.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`whatsapp-${locale}-${width}.png`) });
    }

    // Without the box: the email, and nothing on WhatsApp.
    const other = `wa-none-${locale}-${Date.now()}@example.com`;
    const second = await book(page, prefix, await cancellableExperience(request, 102 + index * 7, 10), other, false);
    await latestMail(request, other, "confirmation");
    await page.goto("/dev/whatsapp");
    await expect(page.locator(`[data-testid="whatsapp-message"][data-order="${second}"]`)).toHaveCount(0);
  });
}
