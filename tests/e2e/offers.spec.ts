// A custom offer request in Chromium, English and Arabic: follow "Request a custom offer" from an experience page, send
// the form (a mistake first, then right), see "Request received" with the reference, and find the acknowledgement
// (and the operations copy) in the local outbox.
import { test, expect } from "./fixtures.ts";
import { latestMail } from "./outbox.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import type { ActivityCard } from "../../shared/catalogue.ts";
import en from "../../client/i18n/en.json" with { type: "json" };
import ar from "../../client/i18n/ar.json" with { type: "json" };

const STRINGS = { en, ar } as const;

for (const locale of ["en", "ar"] as const) {
  const s = STRINGS[locale];
  const prefix = locale === "ar" ? "/ar" : "";

  test(`${locale}: request a custom offer from an experience page`, async ({ page, request, consoleProblems }) => {
    test.setTimeout(60_000);
    const listing = (await (await request.get(`${prefix}/things-to-do/_payload.json`)).json()) as {
      results: { items: ActivityCard[] };
    };
    const card = listing.results.items[locale === "en" ? 0 : 1]!;
    const href = `${prefix}/things-to-do-in-${card.city.slug}/${card.slug}`;
    const email = `offer-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

    await page.goto(href);
    const section = page.getByTestId("section-custom-offer");
    await section.getByTestId("custom-offer-link").click();
    await expect(page).toHaveURL(`${prefix}/offers/new?activity=${card.slug}`);
    await expect(page.getByRole("link", { name: card.title })).toHaveAttribute("href", href);
    const form = page.getByTestId("offer-form");
    await expect(form).toBeVisible();
    await expect(form.locator('select[name="currency"]')).toHaveValue("AED");
    const today = todayInGulf();
    await form.locator('input[name="dateFrom"]').fill(addDays(today, 20));
    // The end before the start: the form comes back with that field's message and everything typed.
    await form.locator('input[name="dateTo"]').fill(addDays(today, 19));
    await form.locator('input[name="groupSize"]').fill("12");
    await form.locator('input[name="budget"]').fill("4500");
    await form.locator('select[name="currency"]').selectOption("USD");
    await form
      .locator('textarea[name="message"]')
      .fill(
        locale === "en" ? "A family reunion: 12 of us, three children." : "لمّ شمل عائلي: 12 شخصًا بينهم ثلاثة أطفال.",
      );
    await form.locator('input[name="firstName"]').fill(locale === "en" ? "Omar" : "عمر");
    await form.locator('input[name="lastName"]').fill(locale === "en" ? "Khalifa" : "خليفة");
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="phone"]').fill("050 123 4567");
    await page.getByTestId("offer-submit").click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/offers$`));
    await expect(page.getByTestId("form-alert")).toHaveText(s.offer.fixErrors);
    await expect(page.locator('[data-field="dateTo"] [data-testid="field-error"]')).toHaveText(
      s.offer.errors.dateOrder,
    );
    await expect(page.locator('input[name="email"]')).toHaveValue(email);
    await expect(page.locator('select[name="currency"]')).toHaveValue("USD");
    await page.locator('input[name="dateTo"]').fill(addDays(today, 23));
    await page.getByTestId("offer-submit").click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/offers/OF-[0-9A-Z]{8}\\?key=[0-9a-f]{64}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.offer.receivedTitle);
    const reference = (await page.getByTestId("offer-reference").textContent())!;
    expect(reference).toMatch(/^OF-[0-9A-Z]{8}$/);
    await expect(page.getByTestId("offer-received")).toContainText(card.title);
    await page.screenshot({ path: `test-results/offers-${locale}.png`, fullPage: true });

    const ack = await latestMail(request, email, "offer_received");
    expect(ack.subject).toContain(reference);
    expect(ack.text).toContain(reference);
    const ops = await latestMail(request, "operations@rihla.example", "offer_ops");
    expect(ops.subject).toContain("New custom offer request");
    // The 422 of the deliberately incomplete form is the only thing the console may report.
    expect(consoleProblems.filter((p) => !p.includes("status of 422"))).toEqual([]);
  });
}
