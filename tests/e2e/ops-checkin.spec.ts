// Check-in at the pier, in Chromium, in English and Arabic: a traveller books one of the first supplier's experiences
// through the site's own steps; that supplier's staff member finds the departure on its day, opens the manifest,
// checks the traveller in by typed reference, and a second attempt says who already did and when. Then the phone's
// camera (Chromium's fake camera playing a video of the voucher's QR code, its signed text as the emailed voucher
// shows it) scans the same voucher: the answer shows the booking at once; a scan made offline is queued, survives a
// reload, and is answered once the connection is back. A QR code with a forged signature is refused, saying so.
import { mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { signInAsStaff } from "./staff.ts";
import { LOCALES, addToCart, bookableExperience, checkoutFromCart, payWith } from "./booking-steps.ts";
import { writeQrVideo } from "./qr-video.ts";
import { latestMail, linkIn } from "./outbox.ts";
import { buildCatalogue } from "../../scripts/seed/catalogue.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";

type Strings = Record<string, unknown>;
const OPS = JSON.parse(readFileSync("client/i18n/ops/departures.json", "utf8")) as { en: Strings; ar: Strings };

/** A console string of this section with its {{values}} as a pattern (digits for numbers, anything for names). */
function sentence(locale: "en" | "ar", key: string): RegExp {
  const text = String(key.split(".").reduce<unknown>((node, part) => (node as Strings)[part], OPS[locale]));
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return new RegExp(
    escaped.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_m, name: string) => (name === "time" ? "\\d\\d:\\d\\d" : ".+")),
  );
}

/** The demo data's first supplier (the seeded supplier staff act for it) and its bookable instant experiences. */
const DEMO = buildCatalogue({ today: "2026-01-01", days: 1 }).tables;
const FIRST_SUPPLIER = Math.min(...DEMO.suppliers.map((s) => Number(s.id)));
const citySlug = new Map(DEMO.cities.map((c) => [c.id, String(c.slug)]));
const FIRST_SUPPLIERS_EXPERIENCES = DEMO.activities
  .filter((a) => a.supplier_id === FIRST_SUPPLIER && a.bookable === 1 && a.supplier_refuses === 0)
  .filter((a) => a.confirmation === "instant")
  .map((a) => `/things-to-do-in-${citySlug.get(a.city_id)}/${a.slug}`);

/** Where this worker's fake camera reads its picture from (the browser is launched with it). */
const cameraVideo = (workerIndex: number) => join(tmpdir(), `ops-checkin-camera-${process.pid}-${workerIndex}.y4m`);

test.use({
  launchOptions: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none
    async ({}, use, workerInfo) => {
      const video = cameraVideo(workerInfo.workerIndex);
      writeQrVideo(video, "nothing to scan yet");
      await use({
        executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-quic",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
          // The phone's camera: a fake one playing the video above, and no permission prompt.
          "--use-fake-device-for-media-stream",
          "--use-fake-ui-for-media-stream",
          `--use-file-for-fake-video-capture=${video}`,
        ],
      });
    },
    { scope: "worker" },
  ],
});

/** Screenshots of a page at a phone's and a laptop's width, when SHOTS_DIR asks for them. */
async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The voucher as the traveller prints it (print media, an A4 page's width), when SHOTS_DIR asks for it. */
async function printShot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: join(dir, `${name}-print.png`), fullPage: true });
  await page.emulateMedia({ media: "screen" });
  await page.setViewportSize({ width: 1280, height: 720 });
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test.describe(`${locale}: check-in`, () => {
    test.describe.configure({ timeout: 180_000 });

    test("a supplier checks a traveller in by reference and by the voucher's QR, also after a loss of signal", async ({
      page,
      request,
      context,
    }, testInfo) => {
      // The traveller books through the site's own steps.
      const path = await bookableExperience(request, FIRST_SUPPLIERS_EXPERIENCES, index * 3);
      await addToCart(page, prefix, path);
      const cart = (await (await page.request.get(`${prefix}/cart/_payload.json`)).json()) as {
        cart: { items: { title: string; optionTitle: string; date: string; startTime: string; travellers: number }[] };
      };
      const booked = cart.cart.items[0]!;
      await checkoutFromCart(page, prefix, "now", `check-in-${locale}@example.com`);
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=`), { timeout: 20_000 });
      const reference = (await page.getByTestId("item-reference").first().textContent())!.trim();
      expect(reference).toMatch(/^RB-/);
      await context.clearCookies();

      // The emailed voucher: its QR code holds the reference and its check-in signature, nothing personal.
      const email = `check-in-${locale}@example.com`;
      const mail = await latestMail(request, email, "confirmation", 20_000);
      await page.goto(linkIn(mail, new RegExp(`/vouchers/${reference}$`)));
      const qr = page.getByTestId("voucher-qr");
      const qrText = (await qr.getAttribute("data-qr-text"))!;
      expect(qrText).toMatch(new RegExp(`^${reference}\\.[0-9A-HJKMNP-TV-Z]{13}$`));
      await expect(page.getByTestId("voucher-saved")).toBeHidden();
      const ics = await page.request.get((await page.getByTestId("calendar-ics").getAttribute("href"))!);
      expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(await ics.text()).toContain(`UID:${reference}@`);
      await shots(page, `voucher-${locale}`);
      await printShot(page, `voucher-${locale}`);

      // The supplier's staff member finds the departure on its day and opens its manifest.
      const staff = await signInAsStaff(page, {
        role: "supplier",
        locale,
        next: `/ops/departures?date=${booked.date}`,
      });
      expect(staff.supplierId).toBe(FIRST_SUPPLIER);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByTestId("ops-day")).toHaveAttribute("data-date", booked.date);
      const departure = page
        .getByTestId("ops-departure")
        .filter({ hasText: booked.title })
        .filter({ hasText: booked.optionTitle })
        .filter({ hasText: booked.startTime });
      await expect(departure).toHaveCount(1);
      await shots(page, `departures-${locale}`);
      await departure.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/ops/departures/\\d+$`));
      const entry = page.locator(`[data-testid="ops-manifest-item"][data-reference="${reference}"]`);
      await expect(entry).toHaveAttribute("data-checked-in", "false");
      await expect(entry).toContainText("Layla Haddad");

      // By typed reference: checked in, then "already checked in at … by …".
      await page.getByTestId("ops-check-in-input").fill(reference.toLowerCase());
      await page.getByTestId("ops-check-in-submit").click();
      const notice = page.getByTestId("ops-check-in-notice");
      await expect(notice).toHaveAttribute("data-tone", "ok");
      await expect(notice).toHaveText(sentence(locale, "checkIn.checkedIn"));
      await expect(notice).toContainText("Layla Haddad");
      await expect(entry).toHaveAttribute("data-checked-in", "true");
      await expect(entry.getByTestId("ops-manifest-item-status")).toContainText("Salim Supplier");
      await page.getByTestId("ops-check-in-input").fill(reference);
      await page.getByTestId("ops-check-in-submit").click();
      await expect(notice).toHaveAttribute("data-tone", "warn");
      await expect(notice).toHaveText(sentence(locale, "checkIn.already"));
      await expect(notice).toContainText("Salim Supplier");
      await expect(page.getByTestId("ops-check-in-input")).toHaveValue(reference);
      await shots(page, `manifest-${locale}`);

      // By the camera: the voucher's QR code is read (ZXing's WebAssembly from this site: Chromium on Linux has no
      // BarcodeDetector) and answered at once with the booking.
      writeQrVideo(cameraVideo(testInfo.workerIndex), qrText);
      await islandsHydrated(page);
      const toggle = page.getByTestId("ops-scanner-toggle");
      await toggle.click();
      const scans = page.getByTestId("ops-scan");
      await expect(scans.first()).toHaveAttribute("data-kind", "already", { timeout: 30_000 });
      await expect(scans.first()).toContainText(sentence(locale, "checkIn.already"));
      await expect(scans.first().getByTestId("ops-scan-booking")).toContainText(reference);
      await expect(scans.first().getByTestId("ops-scan-booking")).toContainText(booked.optionTitle);
      await expect(scans).toHaveCount(1); // the voucher stays in view: still one scan
      await shots(page, `manifest-scanned-${locale}`);
      await toggle.click();

      // A loss of signal: the next scan is queued, kept through a reload, and answered once the connection is back.
      await page.waitForTimeout(3500); // the same voucher again, after a pause: a new scan
      await context.setOffline(true);
      await expect(page.getByTestId("ops-scanner-offline")).toBeVisible();
      await toggle.click();
      await expect(scans).toHaveCount(2, { timeout: 30_000 });
      await expect(scans.first()).toHaveAttribute("data-state", "queued");
      await toggle.click();
      // Back online, but the answer still cannot get through: it stays queued, and a reload keeps it.
      const scanUrl = /\/ops\/departures\/\d+\/scans$/;
      await page.route(scanUrl, (route) => route.abort("internetdisconnected"));
      await context.setOffline(false);
      await page.reload();
      await islandsHydrated(page);
      await expect(scans).toHaveCount(2);
      await expect(scans.first()).toHaveAttribute("data-state", "queued");
      await page.unroute(scanUrl);
      await expect(scans.first()).toHaveAttribute("data-kind", "already", { timeout: 20_000 });
      await expect(scans.first()).toContainText(sentence(locale, "checkIn.already"));

      // A QR code with this reference but a forged signature: refused, saying the code is not a genuine voucher.
      const signature = qrText.slice(-13);
      const forged = `${reference}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
      writeQrVideo(cameraVideo(testInfo.workerIndex), forged);
      await toggle.click();
      await expect(scans).toHaveCount(3, { timeout: 30_000 });
      await expect(scans.first()).toHaveAttribute("data-kind", "bad_signature", { timeout: 20_000 });
      await expect(scans.first()).toContainText(sentence(locale, "checkIn.badSignature"));
      await shots(page, `manifest-forged-${locale}`);
      await toggle.click();
    });
  });
}
