// A custom offer answered, in Chromium, English and Arabic: a traveller asks for one with the experience page's form,
// an operator (signed in with a passkey) answers it with a price in the traveller's currency, the traveller opens the
// emailed link, accepts it, and pays exactly that price through the usual checkout with the sandbox card. Screenshots
// of the console's pages and the traveller's offer page at 390 and 1366 px go to /tmp/shots-offers/.
import { mkdirSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { FRESH_READ, test, expect } from "./fixtures.ts";
import { Audit } from "./a11y-audit.ts";
import { signInAsStaff } from "./staff.ts";
import { latestMail, linkIn } from "./outbox.ts";
import { demoActivities, fillGuestDetails, payWith } from "./booking-steps.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { formatMinor } from "../../shared/money.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import type { ActivityOption, Departure } from "../../shared/catalogue.ts";
import en from "../../client/i18n/en.json" with { type: "json" };
import ar from "../../client/i18n/ar.json" with { type: "json" };

const STRINGS = { en, ar } as const;
const SHOTS = "/tmp/shots-offers";
const WIDTHS = [390, 1366] as const;

/** The price the operator types, and what it is in minor units: SAR in English, KWD (three decimals) in Arabic. */
const PRICE = {
  en: { currency: "SAR", typed: "1234.50", minor: 123450 },
  ar: { currency: "KWD", typed: "96.125", minor: 96125 },
} as const;

/** Text as the page shows it, its no-break and narrow spaces as plain ones. */
const plain = (s: string | null) => (s ?? "").replace(/[\s\u00a0\u202f]+/g, " ").trim();

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * An instant experience whose supplier books it (from position `skip`, so the two languages take different ones), with
 * a per-person departure for adults with seats for two, four days from today: what the traveller asks an offer for.
 */
async function experienceForOffer(
  request: APIRequestContext,
  skip: number,
): Promise<{ path: string; date: string; departure: Departure; option: ActivityOption }> {
  const day = addDays(todayInGulf(), 4);
  const paths = demoActivities({ refuses: false, confirmation: "instant" });
  for (const path of [...paths.slice(skip), ...paths.slice(0, skip)]) {
    const res = await request.get(`${path}/_payload.json?date=${day}`, FRESH_READ);
    if (res.status() !== 200) continue;
    const { booking } = (await res.json()) as {
      booking: { initialDate: string; options: ActivityOption[]; initialDepartures: Departure[] };
    };
    if (booking.initialDate !== day) continue;
    for (const departure of booking.initialDepartures) {
      const option = booking.options.find((o) => o.id === departure.optionId);
      const adults = option?.participants.some((p) => p.category === "adult");
      if (option?.pricingUnit === "per_person" && adults && departure.remaining >= 2 && option.capacityPerItem >= 2)
        return { path, date: day, departure, option };
    }
  }
  throw new Error(`no instant demo experience has a per-person departure with two seats on ${day}`);
}

for (const locale of ["en", "ar"] as const) {
  const s = STRINGS[locale];
  const prefix = locale === "ar" ? "/ar" : "";
  const price = PRICE[locale];

  test(`${locale}: an operator answers a custom offer and the traveller pays exactly that price`, async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(180_000);
    const { path, date, departure, option } = await experienceForOffer(request, locale === "en" ? 3 : 11);
    const slug = path.split("/").at(-1)!;
    const email = `offer-journey-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

    // 1. The traveller asks, with the existing form.
    await page.goto(`${prefix}/offers/new?activity=${slug}`);
    const form = page.getByTestId("offer-form");
    await form.locator('input[name="dateFrom"]').fill(date);
    await form.locator('input[name="dateTo"]').fill(addDays(date, 2));
    await form.locator('input[name="groupSize"]').fill("2");
    await form.locator('input[name="budget"]').fill(locale === "en" ? "1500" : "100");
    await form.locator('select[name="currency"]').selectOption(price.currency);
    await form
      .locator('textarea[name="message"]')
      .fill(locale === "en" ? "Two of us, an anniversary." : "نحن شخصان، بمناسبة ذكرى زواج.");
    await form.locator('input[name="firstName"]').fill(locale === "en" ? "Huda" : "هدى");
    await form.locator('input[name="lastName"]').fill(locale === "en" ? "Rashid" : "راشد");
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill("050 123 4567");
    await page.getByTestId("offer-submit").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/offers/OF-[0-9A-Z]{8}\\?key=`));
    const reference = (await page.getByTestId("offer-reference").textContent())!;

    // 2. An operator answers it from the console, in their own browser.
    const opsContext = await browser.newContext({ baseURL });
    const ops = await opsContext.newPage();
    await signInAsStaff(ops, { role: "operator", locale, next: "/ops/offers" });
    await ops.goto(`${prefix}/ops/offers`);
    const row = ops.locator(`[data-testid="ops-offer-row"][data-request="${reference}"]`);
    await expect(row).toHaveAttribute("data-waiting", "true");
    await shoot(ops, `console-list-${locale}`);
    await row.getByTestId("ops-offer-open").click();
    await expect(ops).toHaveURL(new RegExp(`${prefix}/ops/offers/${reference}$`));
    // The option whose departure has the seats, then its departures.
    const chooser = ops.getByTestId("ops-offer-chooser");
    await chooser.locator('select[name="option"]').selectOption(String(option.id));
    await chooser.getByTestId("ops-offer-choose").click();
    const answer = ops.getByTestId("ops-offer-form");
    await answer.locator('select[name="slot"]').selectOption(String(departure.slotId));
    await expect(answer.locator('input[name="counts.adult"]')).toHaveValue("2");
    await answer.locator('select[name="currency"]').selectOption(price.currency);
    await answer.locator('input[name="total"]').fill(price.typed);
    await answer
      .locator('textarea[name="message"]')
      .fill(locale === "en" ? "A table by the window, with our compliments." : "طاولة بجانب النافذة، مع تحياتنا.");
    await shoot(ops, `console-request-${locale}`);
    await answer.getByTestId("ops-offer-send").click();
    await expect(ops.getByTestId("ops-ok")).toBeVisible();
    const shownTotal = plain(formatMinor(price.minor, locale, price.currency));
    await expect(ops.getByTestId("ops-offer-total").first()).toHaveText(shownTotal);
    await expect(ops.getByTestId("ops-offer-replaces")).toBeVisible();
    await shoot(ops, `console-request-sent-${locale}`);

    // 3. The traveller's email, in their language, with the link; the link shows the offer and accepts it once.
    const mail = await latestMail(request, email, "offer_quote");
    expect(mail.subject).toContain(reference);
    expect(mail.subject).toContain(s.offer.mail.quoteSubject.split("{{")[0]!.trim());
    const link = linkIn(mail, /\/offers\/accept\//);
    expect(link.startsWith(`${prefix}/offers/accept/`)).toBe(true);
    // The offer page is audited as every other route is (accessibility.spec.ts), here where an answered offer exists.
    const audit = new Audit(page, locale, "signed out");
    await page.goto(link);
    await expect(page.getByTestId("offer-total")).toHaveText(shownTotal);
    await audit.check("custom offer, quoted (the emailed link)");
    await shoot(page, `traveller-offer-${locale}`);
    await page.getByTestId("offer-accept").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
    await expect(page.getByTestId("offer-item")).toBeVisible();
    await expect(page.getByTestId("item-price")).toHaveText(shownTotal);
    await expect(page.getByTestId("summary-total")).toHaveText(shownTotal);
    await expect(page.getByTestId("travellers-form")).toHaveCount(0);
    await shoot(page, `traveller-cart-${locale}`);

    // 4. The usual checkout and the sandbox card: exactly that price.
    await page.getByTestId("proceed").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
    await expect(page.getByTestId("summary-total")).toContainText(shownTotal);
    await fillGuestDetails(page, email);
    await page.getByTestId("pay-now").check();
    await page.getByTestId("pay-button").click();
    await payWith(page, SANDBOX_CARDS.success);
    await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success\\?order=`), { timeout: 20_000 });
    await expect(page.getByTestId("total-shown")).toContainText(shownTotal);

    // A second press of the link is refused.
    await page.goto(link);
    await expect(page.getByTestId("offer-accept")).toHaveCount(0);
    await expect(page.getByTestId("offer-state")).toContainText(s.offer.quote.state.booked.split("{{")[0]!.trim());
    await audit.check("custom offer, already booked");
    await opsContext.close();
  });
}
