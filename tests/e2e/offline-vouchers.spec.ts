// Offline vouchers in a real Chromium with the service worker (client/sw/sw.ts), in English and Arabic: a signed-in
// traveller books two departures, opens "Your Booking" (the worker keeps both vouchers in both languages), goes
// offline and opens each voucher whole (QR, reference, meeting point or pick-up, time, lead) in its language; back
// online, one booking is cancelled and, after the next visit to "Your Booking", its voucher is gone from the phone
// (offline it shows the offline page); sign-out deletes the personal cache. Then the app is installable: Chromium's own
// check (in a persistent profile: an incognito one is never installable) finds no error in either language.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import { PERSONAL_CACHE } from "../../shared/offline.ts";
import { LOCALES, addToCart, cancellableExperience, checkoutFromCart, copy, payWith } from "./booking-steps.ts";
import { ownAddress, signOut } from "./account-steps.ts";
import config, { CHROMIUM } from "../../playwright.config.ts";

test.use({ serviceWorkers: "allow" });

/** The paths kept in the personal cache (the index's key aside). */
async function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((r) => new URL(r.url).pathname).filter((p) => !p.startsWith("/__"));
  }, PERSONAL_CACHE);
}

const voucherPaths = (reference: string) => [`/vouchers/${reference}`, `/ar/vouchers/${reference}`];

/** Offline for the page and for the service worker's own fetches (setOffline may not reach the worker). */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route("**", (route) =>
    route.request().serviceWorker() ? route.abort("internetdisconnected") : route.continue(),
  );
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.setOffline(false);
}

async function expectWholeVoucher(page: Page, locale: "en" | "ar", reference: string, qr: string) {
  await expect(page.getByTestId("voucher-page")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
  await expect(page.locator("html")).toHaveAttribute("lang", locale === "ar" ? "ar-SA" : "en-US");
  await expect(page.getByTestId("voucher-reference")).toHaveText(reference);
  expect(await page.getByTestId("voucher-qr").innerHTML()).toBe(qr);
  await expect(page.getByTestId("voucher-time")).not.toBeEmpty();
  await expect(page.getByTestId("voucher-lead")).not.toBeEmpty();
  await expect(page.locator('[data-testid="voucher-meeting"], [data-testid="voucher-pickup"]').first()).toBeVisible();
  // The note the voucher page keeps hidden online, shown by the service worker with the time of the copy.
  const note = page.getByTestId("voucher-saved");
  await expect(note).toBeVisible();
  await expect(note).toContainText(locale === "ar" ? "محفوظ على هذا الهاتف" : "Saved on this phone");
  await expect(note.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expect(note.locator("time")).not.toBeEmpty();
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test(`${locale}: vouchers open offline after a visit to Your Booking; a cancelled one is gone; sign-out forgets`, async ({
    page,
    context,
    request,
    signedIn,
    consoleProblems,
  }, testInfo) => {
    test.setTimeout(240_000);
    await ownAddress(page);
    const account = await signedIn(locale);

    // Two departures, booked through the pages as the signed-in traveller.
    await addToCart(page, prefix, await cancellableExperience(request, 20 + index * 17, 6));
    await addToCart(page, prefix, await cancellableExperience(request, 28 + index * 17, 7));
    await checkoutFromCart(page, prefix, "now", account.email);
    await payWith(page, SANDBOX_CARDS.success);
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 20_000 });
    const orderId = new URL(page.url()).searchParams.get("order")!;

    // "Your Booking": the worker registers, takes control and keeps both vouchers in both languages.
    await page.goto(`${prefix}/invoices`);
    const rows = page.locator(`[data-testid="invoice-row"][data-order="${orderId}"]`);
    await expect(rows).toHaveCount(2);
    const references = await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-reference")!));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    // The first visit happened before the worker controlled the page: the next one syncs.
    await page.reload();
    const wanted = references.flatMap(voucherPaths);
    await expect.poll(() => keptPaths(page), { timeout: 20_000 }).toEqual(expect.arrayContaining(wanted));
    // Registering and syncing made no console error or warning (the CSP allows this origin's worker).
    expect(consoleProblems).toEqual([]);

    // Online, the voucher as the server draws it (the saved note, when the page has it, stays hidden).
    const [kept, cancelled] = references;
    await page.goto(`${prefix}/vouchers/${kept}`);
    const qr = await page.getByTestId("voucher-qr").innerHTML();
    expect(qr).toContain("<svg");
    await expect(page.getByTestId("voucher-saved")).toHaveCount(1);
    await expect(page.getByTestId("voucher-saved")).toBeHidden();

    await goOffline(context);
    await page.goto(`${prefix}/vouchers/${kept}`);
    await expectWholeVoucher(page, locale, kept, qr);
    await page.screenshot({ path: testInfo.outputPath(`offline-voucher-${locale}.png`), fullPage: true });
    const other = locale === "ar" ? "en" : "ar";
    await page.goto(`${other === "ar" ? "/ar" : ""}/vouchers/${kept}`);
    await expectWholeVoucher(page, other, kept, qr);
    await page.screenshot({ path: testInfo.outputPath(`offline-voucher-${other}.png`), fullPage: true });
    await page.goto(`${prefix}/invoices`);
    await expect(rows).toHaveCount(2);

    // Online again: cancel one; the next visit to "Your Booking" drops its voucher from the phone.
    await goOnline(context);
    await page.goto(`${prefix}/bookings/${cancelled}/cancel`);
    await islandsHydrated(page);
    await page.getByTestId("confirm-cancel").click();
    await expect(page.getByTestId("cancel-confirmation")).toContainText(cancelled);
    await page.goto(`${prefix}/invoices`);
    await expect
      .poll(() => keptPaths(page), { timeout: 20_000 })
      .not.toEqual(expect.arrayContaining([voucherPaths(cancelled)[0]]));
    const after = await keptPaths(page);
    for (const path of voucherPaths(cancelled)) expect(after).not.toContain(path);
    expect(after).toEqual(expect.arrayContaining(voucherPaths(kept)));

    await goOffline(context);
    await page.goto(`${prefix}/vouchers/${cancelled}`);
    await expect(page.getByTestId("offline-page")).toBeVisible();
    await expect(page.getByTestId("offline-page")).toContainText(copy(locale, "offline.title"));
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await page.screenshot({ path: testInfo.outputPath(`offline-page-${locale}.png`), fullPage: true });

    // Sign-out deletes everything personal the phone kept.
    await goOnline(context);
    await signOut(page, prefix);
    await expect.poll(() => page.evaluate((name) => caches.has(name), PERSONAL_CACHE)).toBe(false);
  });
}

test("the app is installable in both languages (Chromium's own check, in a persistent profile)", async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const dir = await mkdtemp(join(tmpdir(), "rihla-install-"));
  const launch = config.use?.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: launch.args,
    baseURL,
    serviceWorkers: "allow",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const [prefix, lang, start] of [
      ["", "en", "/invoices"],
      ["/ar", "ar", "/ar/invoices"],
    ] as const) {
      await page.goto(`${prefix}/`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
      const manifest = (await cdp.send("Page.getAppManifest")) as {
        url: string;
        errors: unknown[];
        data?: string;
      };
      expect(manifest.errors).toEqual([]);
      expect(new URL(manifest.url).pathname).toBe(`${prefix}/manifest.webmanifest`);
      const data = JSON.parse(manifest.data ?? "{}") as { lang: string; start_url: string };
      expect(data.lang).toBe(lang);
      expect(data.start_url).toBe(start);
      await expect
        .poll(
          async () =>
            ((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] })
              .installabilityErrors,
          { timeout: 15_000 },
        )
        .toEqual([]);
    }
  } finally {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  }
});
