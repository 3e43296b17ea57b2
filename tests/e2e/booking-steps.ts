// What the booking journeys share: demo activities picked by property, the translated copy, and the steps of adding
// to the cart, checking out and paying on the sandbox page.
import { readFileSync } from "node:fs";
import type { Page, APIRequestContext } from "@playwright/test";
import { FRESH_READ, expect, islandsHydrated } from "./fixtures.ts";
import { buildCatalogue } from "../../scripts/seed/catalogue.ts";
import type { ActivityOption, Departure } from "../../shared/catalogue.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";

export type Dict = Record<string, unknown>;
const DICTS = { en: readJson("client/i18n/en.json"), ar: readJson("client/i18n/ar.json") };
function readJson(path: string): Dict {
  return JSON.parse(readFileSync(path, "utf8")) as Dict;
}

/** A translated string by its key, as the dictionary has it. */
function entry(locale: "en" | "ar", key: string): string {
  return String(key.split(".").reduce<unknown>((node, part) => (node as Dict)[part], DICTS[locale]));
}

/** A translated string by its key, with {{values}} left out (the journeys match the fixed part). */
export function copy(locale: "en" | "ar", key: string): string {
  return entry(locale, key).split("{{")[0].trim();
}

/** A translated string by its key with its {{values}} filled in. */
export function copyWith(locale: "en" | "ar", key: string, values: Record<string, string>): string {
  return entry(locale, key).replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_m, name: string) => values[name] ?? "");
}

export const LOCALES = [
  { locale: "en", prefix: "" },
  { locale: "ar", prefix: "/ar" },
] as const;

/**
 * Demo activities chosen by property from the generator (the demo content is the same whatever day it is built):
 * bookable, instant or on request, and whether the supplier refuses.
 */
const DEMO = buildCatalogue({ today: "2026-01-01", days: 1 }).tables;
const citySlug = new Map(DEMO.cities.map((c) => [c.id, String(c.slug)]));
export function demoActivities(filter: { refuses: boolean; confirmation: "instant" | "on_request" }): string[] {
  return DEMO.activities
    .filter(
      (a) =>
        a.bookable === 1 && a.supplier_refuses === (filter.refuses ? 1 : 0) && a.confirmation === filter.confirmation,
    )
    .map((a) => `/things-to-do-in-${citySlug.get(a.city_id)}/${a.slug}`);
}

type Detail = { booking: { options: ActivityOption[]; initialDepartures: Departure[] } };

const refundablePolicies = new Set(DEMO.cancellation_policies.filter((p) => p.non_refundable === 0).map((p) => p.id));
/** Instant-confirmation experiences whose policy refunds something: what a cancellation journey books. */
const CANCELLABLE = DEMO.activities
  .filter(
    (a) =>
      a.bookable === 1 &&
      a.supplier_refuses === 0 &&
      a.confirmation === "instant" &&
      refundablePolicies.has(a.cancellation_policy_id),
  )
  .map((a) => `/things-to-do-in-${citySlug.get(a.city_id)}/${a.slug}`);

/**
 * A refundable experience (from position `skip` of the list) whose calendar, opened `daysAhead` days from today (far
 * enough that no departure has started and a free-cancellation window is still open), preselects a per-person
 * departure with seats for two; its path carries `?date=`.
 */
export async function cancellableExperience(request: APIRequestContext, skip: number, daysAhead = 5): Promise<string> {
  const day = addDays(todayInGulf(), daysAhead);
  for (const path of [...CANCELLABLE.slice(skip), ...CANCELLABLE.slice(0, skip)]) {
    const res = await request.get(`${path}/_payload.json?date=${day}`, FRESH_READ);
    if (res.status() !== 200) continue;
    const { booking } = (await res.json()) as {
      booking: { initialDate: string; options: ActivityOption[]; initialDepartures: Departure[] };
    };
    const first = booking.initialDepartures.find((d) => d.remaining > 0);
    const option = booking.options.find((o) => o.id === first?.optionId);
    if (booking.initialDate === day && first && option?.pricingUnit === "per_person" && first.remaining >= 2)
      return `${path}?date=${day}`;
  }
  throw new Error(`no refundable demo experience has a per-person departure on ${day}`);
}

/**
 * The first of `paths` (from position `skip`, so journeys running side by side take different experiences) whose
 * calendar opens on a per-person departure with seats for two: the widget's preselected choice.
 */
export async function bookableExperience(request: APIRequestContext, paths: string[], skip: number): Promise<string> {
  for (const path of [...paths.slice(skip), ...paths.slice(0, skip)]) {
    const res = await request.get(`${path}/_payload.json`, FRESH_READ);
    if (res.status() !== 200) continue;
    const { booking } = (await res.json()) as Detail;
    const first = booking.initialDepartures.find((d) => d.remaining > 0);
    const option = booking.options.find((o) => o.id === first?.optionId);
    if (first && option?.pricingUnit === "per_person" && first.remaining >= 2) return path;
  }
  throw new Error("no demo experience opens on a per-person departure with seats");
}

export async function addToCart(page: Page, prefix: string, path: string): Promise<void> {
  // Once live, the widget reads the open day's seats again (the page may be a cached copy) and may choose another
  // start time: the click waits for that answer, so it does not land on a widget re-rendering under it.
  const refreshed = page
    .waitForResponse((r) => /\/api\/activities\/\d+\/departures\?/.test(r.url()), { timeout: 30_000 })
    .catch(() => null);
  await page.goto(`${prefix}${path}`);
  // The booking widget hydrates as it comes into view.
  await page.getByTestId("add-to-cart").scrollIntoViewIfNeeded();
  await islandsHydrated(page);
  await refreshed;
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-count")).not.toHaveText("0");
}

export async function checkoutFromCart(
  page: Page,
  prefix: string,
  mode: "now" | "later",
  email = "layla@example.com",
): Promise<void> {
  await page.goto(`${prefix}/cart`);
  await page.getByTestId("proceed").click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/checkout$`));
  await islandsHydrated(page);
  await fillGuestDetails(page, email);
  await page.getByTestId(`pay-${mode}`).check();
  await page.getByTestId("pay-button").click();
}

/** Guests Details as a traveller from the UAE fills them in, and whatever each activity asks. */
export async function fillGuestDetails(page: Page, email: string): Promise<void> {
  await page.locator('[name="lead.firstName"]').fill("Layla");
  await page.locator('[name="lead.lastName"]').fill("Haddad");
  await page.locator('[name="lead.email"]').fill(email);
  await page.locator('[name="lead.country"]').selectOption("AE");
  await page.locator('[name="lead.phone"]').fill("50 123 4567");
  await answerQuestions(page);
}

/** Whatever each activity asks: every traveller's name, the first pickup point, a pickup address and time. */
export async function answerQuestions(page: Page): Promise<void> {
  const names = page.locator('input[name*=".travellerNames."]');
  for (let i = 0; i < (await names.count()); i++) await names.nth(i).fill(`Guest ${i + 1}`);
  const points = page.locator('select[name$=".pickupPointId"]');
  for (let i = 0; i < (await points.count()); i++) {
    const value = await points.nth(i).locator("option:not([value=''])").first().getAttribute("value");
    await points.nth(i).selectOption(value!);
  }
  const addresses = page.locator('[name$=".pickupAddress"]');
  for (let i = 0; i < (await addresses.count()); i++) await addresses.nth(i).fill("Hotel lobby, Sheikh Zayed Road");
  const times = page.locator('input[name$=".pickupTime"]');
  for (let i = 0; i < (await times.count()); i++) await times.nth(i).fill("09:00");
}

export async function payWith(page: Page, card: string): Promise<void> {
  // The processing screen may take up to 20 seconds (spec §9) before the payment page.
  await expect(page).toHaveURL(/\/pay\//, { timeout: 25_000 });
  await page.locator('[name="card"]').fill(card);
  await page.locator('[name="expiry"]').fill("12/34");
  await page.locator('[name="cvc"]').fill("123");
  await page.getByTestId("pay-submit").click();
}

/**
 * A departure an instant experience's calendar opens on, of a per-person option for adults, whose seats left are few
 * enough for one cart item to take them all (the demo's in-demand activities are mostly booked): another traveller
 * can sell it out from under a cart.
 */
export async function nearlySoldOut(
  request: APIRequestContext,
  paths: string[],
  skip: number,
): Promise<{ path: string; slotId: number; remaining: number }> {
  for (const path of [...paths.slice(skip), ...paths.slice(0, skip)]) {
    const res = await request.get(`${path}/_payload.json`, FRESH_READ);
    if (res.status() !== 200) continue;
    const { booking } = (await res.json()) as {
      booking: { options: ActivityOption[]; initialDepartures: Departure[] };
    };
    for (const departure of booking.initialDepartures) {
      const option = booking.options.find((o) => o.id === departure.optionId);
      const adults = option?.pricingUnit === "per_person" && option.participants.some((p) => p.category === "adult");
      if (adults && departure.remaining >= 2 && departure.remaining <= option.capacityPerItem)
        return { path, slotId: departure.slotId, remaining: departure.remaining };
    }
  }
  throw new Error("no demo experience opens on a per-person departure with few seats left");
}

/** Adds a departure to the page's cart as the experience page's plain form would. */
export async function addDeparture(page: Page, prefix: string, slotId: number, adults: number): Promise<void> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(`${prefix}/cart/items`, {
    form: { slotId: String(slotId), "counts.adult": String(adults), intent: "cart" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(res.status(), `adding departure ${slotId} for ${adults}`).toBeLessThan(400);
}
