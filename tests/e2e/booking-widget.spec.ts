// The booking widget in both locales: the listing's date and party carried in (?date=…&guests=3 opens on that day with
// 3 adults), each slot's end time and a "seats left" note where few remain, and a nightly option booked for 2 nights:
// the total is the two nights' own prices, the cart shows "2 nights" and the range, and checkout with the sandbox goes
// through. Experiences are picked by property from the generator and the public payloads, never by title or position.
import type { APIRequestContext, Page } from "@playwright/test";
import { FRESH_READ, test, expect } from "./fixtures.ts";
import { SANDBOX_CARDS } from "../../shared/constants.ts";
import type { ActivityOption, Departure } from "../../shared/catalogue.ts";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { buildCatalogue } from "../../scripts/seed/catalogue.ts";
import { LOCALES, checkoutFromCart, payWith, type Dict } from "./booking-steps.ts";
import { readFileSync } from "node:fs";

type WidgetDeparture = Departure & { run?: number[] };
type Payload = {
  booking: { initialDate: string | null; options: ActivityOption[]; initialDepartures: WidgetDeparture[] };
};

const DICTS = {
  en: JSON.parse(readFileSync("client/i18n/en.json", "utf8")) as Dict,
  ar: JSON.parse(readFileSync("client/i18n/ar.json", "utf8")) as Dict,
};
/** A translated string with its values filled in ({{count, number}} → the count). */
function text(locale: "en" | "ar", key: string, values: Record<string, string | number> = {}): string {
  const raw = String(key.split(".").reduce<unknown>((node, part) => (node as Dict)[part], DICTS[locale]));
  return raw.replace(/{{\s*(\w+)(, number)?\s*}}/g, (_, name: string) => String(values[name]));
}

const DEMO = buildCatalogue({ today: "2026-01-01", days: 1 }).tables;
const citySlug = new Map(DEMO.cities.map((c) => [c.id, String(c.slug)]));
/** Bookable demo experiences with an option priced `unit`. */
function withUnit(unit: string): string[] {
  const activities = new Set(DEMO.options.filter((o) => o.pricing_unit === unit).map((o) => o.activity_id));
  return DEMO.activities
    .filter((a) => a.bookable === 1 && activities.has(a.id))
    .map((a) => `/things-to-do-in-${citySlug.get(a.city_id)}/${a.slug}`);
}

async function payload(request: APIRequestContext, path: string, date: string): Promise<Payload["booking"] | null> {
  const res = await request.get(`${path}/_payload.json?date=${date}`, FRESH_READ);
  return res.status() === 200 ? ((await res.json()) as Payload).booking : null;
}

/** The first amount in a formatted price, in minor units ("AED 1,250" → 125000). */
const minorOf = (shown: string) =>
  Math.round(Number((shown.match(/\d[\d,]*(\.\d+)?/)?.[0] ?? "").replace(/,/g, "")) * 100);

/** Scrolls to the booking widget and waits for it to hydrate (other islands of the page hydrate as they come into view). */
async function widgetReady(page: Page) {
  await page.getByTestId("booking-widget").scrollIntoViewIfNeeded();
  await page.locator('[data-island="BookingWidget"][data-hydrated="true"]').waitFor({ state: "attached" });
}

/** Picks a departure's start-time button (a radio laid over its label). */
async function chooseSlot(page: Page, slotId: number) {
  await page.locator(`[data-testid="slot"]:has(input[value="${slotId}"])`).click();
}

for (const [index, { locale, prefix }] of LOCALES.entries()) {
  test.describe(`${locale}: booking widget`, () => {
    test.describe.configure({ timeout: 90_000 });

    test("a listing's ?date and ?guests open the calendar on that day with that party; slots show end times and few seats left", async ({
      page,
      request,
    }, testInfo) => {
      // A per-person experience whose preselected departure on a day takes 3, and (for the note) one with few seats left.
      const paths = withUnit("per_person");
      let found: { path: string; date: string } | null = null;
      let few: { path: string; date: string; slotId: number; remaining: number } | null = null;
      for (let d = 3 + index; d < 30 && (!found || !few); d++) {
        const date = addDays(todayInGulf(), d);
        for (const path of paths.slice((index * 11 + d) % paths.length).slice(0, 6)) {
          const booking = await payload(request, path, date);
          if (!booking || booking.initialDate !== date) continue;
          const perPerson = new Set(
            booking.options
              .filter(
                (o) =>
                  o.pricingUnit === "per_person" &&
                  o.capacityPerItem >= 3 &&
                  o.participants.some((p) => p.category === "adult"),
              )
              .map((o) => o.id),
          );
          const first = booking.initialDepartures.find((x) => x.remaining > 0);
          if (!found && first && perPerson.has(first.optionId) && first.remaining >= 3) found = { path, date };
          const low = booking.initialDepartures.find(
            (x) => perPerson.has(x.optionId) && x.remaining > 0 && x.remaining <= 5,
          );
          if (!few && low) few = { path, date, slotId: low.slotId, remaining: low.remaining };
        }
      }
      if (!found || !few) throw new Error("no per-person demo experience with the departures this journey needs");

      await page.goto(`${prefix}${found.path}?date=${found.date}&guests=3`);
      // The server's HTML already has the party and the end times, before any JavaScript.
      await expect(page.getByTestId("count-input-adult")).toHaveValue("3");
      await expect(page.getByTestId("slot-end").first()).toHaveText(/^\d{2}:\d{2}$/);
      await widgetReady(page);
      await expect(page.getByTestId("count-adult")).toHaveText("3");
      await expect(
        page.locator(".booking-calendar [aria-selected=true], .booking-calendar .rdp-selected").first(),
      ).toContainText(String(Number(found.date.slice(8))));

      await page.goto(`${prefix}${few.path}?date=${few.date}`);
      const slot = page.locator(`[data-testid="slot"]:has(input[value="${few.slotId}"])`);
      await expect(slot.getByTestId("seats-left")).toHaveText(
        text(locale, `booking.seatsLeft_${few.remaining === 1 ? "one" : few.remaining === 2 ? "two" : "few"}`, {
          count: few.remaining,
        }),
      );
      await expect(slot.getByTestId("slot-times")).toHaveText(/^\d{2}:\d{2}–\d{2}:\d{2}(\+\d)?$/);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });

    test("a nightly option for 2 nights: the total is both nights' prices, the cart shows the span, checkout goes through", async ({
      page,
      request,
    }, testInfo) => {
      const paths = withUnit("nightly");
      let found: { path: string; date: string; departure: WidgetDeparture } | null = null;
      for (let d = 10 + index * 9; d < 80 && !found; d++) {
        const date = addDays(todayInGulf(), d);
        for (const path of paths) {
          const booking = await payload(request, path, date);
          const nightly = new Set(booking?.options.filter((o) => o.pricingUnit === "nightly").map((o) => o.id));
          const departure =
            booking?.initialDate === date
              ? booking.initialDepartures.find((x) => nightly.has(x.optionId) && (x.run?.length ?? 0) >= 3)
              : undefined;
          if (departure) {
            found = { path, date, departure };
            break;
          }
        }
      }
      if (!found) throw new Error("no nightly demo departure starts a run of 3 nights");
      const { run = [] } = found.departure;

      await page.goto(`${prefix}${found.path}?date=${found.date}`);
      await widgetReady(page);
      await chooseSlot(page, found.departure.slotId);
      await expect(page.getByTestId("units")).toHaveText("1");
      await expect(page.getByTestId("total-price")).toHaveText(/\d/);
      expect(minorOf(await page.getByTestId("total-price").innerText())).toBe(run[0]);
      await page.getByTestId("units-more").click();
      await expect(page.getByTestId("units")).toHaveText("2");
      await expect.poll(async () => minorOf(await page.getByTestId("total-price").innerText())).toBe(run[0] + run[1]);
      await expect(page.getByTestId("stay-end")).toContainText(text(locale, "stay.checkOut", { date: "" }).trim());

      await page.getByTestId("add-to-cart").click();
      await expect(page.getByTestId("cart-count")).not.toHaveText("0");
      await page.goto(`${prefix}/cart`);
      const span = page.getByTestId("stay-span");
      await expect(span).toContainText(text(locale, "stay.nights_two", { count: 2 }));
      await expect(span).toContainText(/\d+\s*[–-]\s*\d+|\d+ \S+\s*[–-]\s*\d+/);
      await checkoutFromCart(page, prefix, "now");
      await payWith(page, SANDBOX_CARDS.success);
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/(success|on_hold)\\?order=`), { timeout: 20_000 });
      await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    });
  });
}
