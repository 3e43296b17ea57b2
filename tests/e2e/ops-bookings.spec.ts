// The console's bookings in Chromium, in English and Arabic: a guest books and pays on the storefront; an operator,
// signed in with a passkey, finds the booking by its reference and reads its timeline; then, once the passkey check
// is older than the console allows for money (the development server's test instrument ages it past 10 minutes),
// refunds part of it: refused with "Confirm it's you" and the typed values kept, confirmed with the passkey, refunded.
// Screenshots of both pages at 390 and 1366 px go to SHOTS_DIR (default /tmp/shots-bookings).
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { PORT, STATE } from "./servers.ts";
import { credentialOf, signInAsStaff } from "./staff.ts";
import { staffSeedPath, type StaffSeedFile } from "./staff-seed.ts";
import { addToCart, bookableExperience, checkoutFromCart, demoActivities, payWith } from "./booking-steps.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-bookings";
const BASE = `http://localhost:${PORT}`;
const LOCALES = ["en", "ar"] as const;
type Locale = (typeof LOCALES)[number];

type Dict = Record<string, unknown>;
const OPS = JSON.parse(readFileSync("client/i18n/ops/bookings.json", "utf8")) as Record<Locale, Dict>;
const SHELL = JSON.parse(readFileSync("client/i18n/ops/shell.json", "utf8")) as Record<Locale, Dict>;
/** A console string by its key, with {{values}} left out (matched by its fixed start). */
const words = (dict: Record<Locale, Dict>, locale: Locale, key: string) =>
  String(key.split(".").reduce<unknown>((node, part) => (node as Dict)[part], dict[locale]))
    .split("{{")[0]!
    .trim();

type Session = { context: BrowserContext; page: Page; orderId: string; reference: string };
const sessions = new Map<Locale, Session>();

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Gives the page a fresh virtual authenticator holding the operator's seeded passkey. Both languages' browsers hold
 * the same passkey, and the server wants each assertion's counter above the last it saw: the browser that signed in
 * first would otherwise answer the step-up with a counter below the other's sign-in. The counter is the time since
 * seeding, as tests/e2e/staff.ts sets it.
 */
async function rearmPasskey(page: Page): Promise<void> {
  const file = JSON.parse(readFileSync(staffSeedPath(STATE), "utf8")) as StaffSeedFile;
  const person = file.staff.operator;
  const cdp = await page.context().newCDPSession(page);
  // Disabling the domain drops the frame's virtual authenticators (the sign-in's among them).
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.disable");
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await cdp.send("WebAuthn.addCredential", {
    authenticatorId,
    credential: {
      ...credentialOf(person),
      isResidentCredential: true,
      rpId: "localhost",
      userHandle: Buffer.from(person.userId).toString("base64"),
      signCount: Date.now() - file.seededAt,
    },
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser, playwright }) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL: BASE });
  for (const [index, locale] of LOCALES.entries()) {
    const prefix = locale === "ar" ? "/ar" : "";
    const context = await browser.newContext({ baseURL: BASE, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    // A guest books an instant-confirmation experience and pays with the success card.
    const path = await bookableExperience(
      request,
      demoActivities({ refuses: false, confirmation: "instant" }),
      19 + index * 5,
    );
    await addToCart(page, prefix, path);
    await checkoutFromCart(page, prefix, "now", `ops-bookings-${locale}-${Date.now()}@example.com`);
    await payWith(page, SANDBOX_CARDS.success);
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=RH-`), { timeout: 20_000 });
    const orderId = new URL(page.url()).searchParams.get("order")!;
    const reference = (await page.getByTestId("item-reference").first().textContent())!.trim();
    // The operator signs in on the same browser with their passkey.
    await signInAsStaff(page, { role: "operator", locale, next: "/ops/bookings" });
    sessions.set(locale, { context, page, orderId, reference });
  }
  await request.dispose();
});

test.afterAll(async () => {
  for (const { context } of sessions.values()) await context.close();
});

for (const locale of LOCALES) {
  const prefix = locale === "ar" ? "/ar" : "";

  test(`${locale}: an operator finds a booking by its reference and reads its timeline`, async () => {
    const { page, orderId, reference } = sessions.get(locale)!;
    await page.goto(`${prefix}/ops/bookings`);
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await page.getByTestId("bookings-q").fill(reference.toLowerCase());
    await page.getByTestId("bookings-submit").click();
    const result = page.locator(`[data-testid="booking-result"][data-order="${orderId}"]`);
    await expect(result).toBeVisible();
    await expect(page.getByTestId("booking-result")).toHaveCount(1);
    await expect(result.getByTestId("booking-result-item")).toContainText(reference);
    await shots(page, `search-${locale}`);

    await result.click();
    await expect(page).toHaveURL(`${BASE}${prefix}/ops/bookings/${orderId}`);
    await expect(page.getByTestId("booking-item")).toHaveAttribute("data-reference", reference);
    const timeline = page.getByTestId("booking-timeline");
    const entries = () =>
      timeline
        .getByTestId("timeline-entry")
        .evaluateAll((rows) => rows.map((row) => `${row.getAttribute("data-kind")}:${row.getAttribute("data-cause")}`));
    // The confirmation email goes through the notification queue, a moment after the booking: look until it is there.
    await expect(async () => {
      if (!(await entries()).includes("notification:system")) {
        await page.reload();
        throw new Error("the confirmation email is not on the timeline yet");
      }
    }).toPass({ timeout: 15_000 });
    const kinds = await entries();
    // Placed by the traveller, paid through the provider, booked, then the confirmation email, in that order.
    const at = (entry: string) => kinds.indexOf(entry);
    expect(at("placed:traveller")).toBe(0);
    expect(at("payment:provider")).toBeGreaterThan(at("placed:traveller"));
    expect(at("item_status:supplier")).toBeGreaterThan(at("payment:provider"));
    expect(at("order_status:system")).toBeGreaterThan(at("payment:provider"));
    expect(at("notification:system")).toBeGreaterThan(at("order_status:system"));
    await expect(timeline).toContainText(words(OPS, locale, "timeline.payment.authorized"));
    // Every form open, to see them all in the screenshots.
    for (const form of ["booking-contact", "item-cancel", "item-refund"])
      await page.getByTestId(form).locator("summary").click();
    await shots(page, `booking-${locale}`);
  });
}

for (const locale of LOCALES) {
  const prefix = locale === "ar" ? "/ar" : "";

  test(`${locale}: refunds part of it after confirming with the passkey`, async () => {
    const { page, orderId, reference } = sessions.get(locale)!;
    // The passkey check of the sign-in must be older than the console allows for money: the development server's
    // test instrument moves it back past the window (it can only make a check staler).
    const aged = await page.request.post("/dev/staff/stale-passkey-check", { headers: { origin: BASE } });
    expect(aged.status()).toBe(204);

    await page.goto(`${prefix}/ops/bookings/${orderId}`);
    // "Confirm it's you" is offered before anything is tried.
    await expect(page.getByTestId("ops-step-up")).toBeVisible();
    const item = page.locator(`[data-testid="booking-item"][data-reference="${reference}"]`);
    await item.getByTestId("item-refund").locator("summary").click();
    await page.getByTestId(`refund-${reference}-amount`).fill("25.50");
    await page.getByTestId(`refund-${reference}-reason`).fill("Late pick-up");
    await page.getByTestId(`refund-${reference}-submit`).click();

    // Refused on the server, nothing changed, the form as it was typed, and the passkey prompt.
    await expect(page.getByTestId("ops-error")).toContainText(words(SHELL, locale, "stepUp.stale"));
    await expect(page.getByTestId(`refund-${reference}-amount`)).toHaveValue("25.50");
    await expect(page.getByTestId(`refund-${reference}-reason`)).toHaveValue("Late pick-up");
    await expect(item.getByTestId("item-refunds")).toHaveCount(0);
    await shots(page, `step-up-${locale}`);

    await rearmPasskey(page);
    await page.getByTestId("ops-step-up").getByTestId("passkey-sign-in-button").click();
    // Back on the booking, the check fresh: no prompt, the form still filled in.
    await expect(page.getByTestId("ops-step-up")).toHaveCount(0);
    await expect(page.getByTestId(`refund-${reference}-amount`)).toHaveValue("25.50");
    await page.getByTestId(`refund-${reference}-submit`).click();

    await expect(page.getByTestId("ops-ok")).toContainText(reference);
    await expect(item.getByTestId("item-refunds").locator('[data-state="refunded"]')).toHaveCount(1);
    await expect(
      page.getByTestId("booking-timeline").locator('[data-kind="refund"][data-cause="staff"]'),
    ).toContainText("Late pick-up");
    await shots(page, `refunded-${locale}`);
  });
}
