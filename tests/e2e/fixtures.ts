// Playwright fixtures: every page records console errors and hydration warnings so a test can assert none; a
// journey that needs a traveller with an account asks for `signedIn` instead of signing up through the pages.
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import type { ActivityCard, ActivityOption, DayAvailability, Departure } from "../../shared/catalogue.ts";
import type { Fx } from "../../shared/money.ts";
import { createAccount, signInDirectly, type Account } from "./accounts.ts";

type Fixtures = {
  consoleProblems: string[];
  /**
   * Signs a browser in as a new, verified traveller of the journey's own (the test's page unless another is given),
   * through the forms' requests and the outbox, with no page opened (accounts.ts); answers the account, whose
   * password signs in again.
   */
  signedIn: (locale: "en" | "ar", page?: Page) => Promise<Account>;
};

/** What Playwright logs when a page registers a service worker under `serviceWorkers: "block"`. */
const SW_BLOCKED = "Service Worker registration blocked by Playwright";
/**
 * What Chromium logs when it skips a cross-document view transition: the test resized the window for a screenshot
 * ("Viewport size changed"), or the next page showed before the transition was ready ("Page already revealed", a fast
 * keyboard journey). The page simply appears without the animation; nothing is wrong with it.
 */
const TRANSITION_SKIPPED = "Transition was aborted because of invalid state.";

export const test = base.extend<Fixtures>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      // Journeys run with service workers blocked (playwright.config.ts): the page's registration is refused, and
      // Playwright says so in the console. That is the test setup speaking, not the page.
      if (message.text() === SW_BLOCKED || message.text().startsWith(TRANSITION_SKIPPED)) return;
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await use(problems);
  },
  signedIn: async ({ page, request }, use) => {
    await use(async (locale, target = page) => {
      const account = await createAccount(request, "journey", locale);
      await signInDirectly(target, locale, account);
      return account;
    });
  },
});

export { expect };

/**
 * Waits until every island that should be live by now is: those hydrating on load or idle, and "visible" ones inside
 * the viewport. Islands that wait for an interaction (and the toasts, which wait for the first toast) are not waited
 * for: a test's first click on one is held and replayed once it has hydrated (client/loader/islands.ts).
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const box = (el: Element): Element => {
      let node = el;
      while (getComputedStyle(node).display === "contents" && node.firstElementChild) node = node.firstElementChild;
      return node;
    };
    const inView = (el: Element) => {
      const r = box(el).getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.width > 0;
    };
    const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
    const due = islands.filter(
      (el) =>
        el.dataset.island !== "Toasts" &&
        (el.dataset.hydrate === "load" ||
          el.dataset.hydrate === "idle" ||
          (el.dataset.hydrate === "visible" && inView(el))),
    );
    return document.readyState !== "loading" && due.every((el) => el.dataset.hydrated === "true");
  });
}

/** The first interaction with an island that waits for one (a keyboard traveller tabbing into it): it hydrates. */
export async function focusIntoIsland(page: Page, island: string): Promise<void> {
  const root = page.locator(`[data-island="${island}"]`).first();
  await root.locator("a, button, input, select, summary").first().focus();
  await expect(root).toHaveAttribute("data-hydrated", "true");
}

/** What a booking journey needs: an experience, one of its per-person options and a departure of it with seats. */
export type PerPersonDeparture = {
  href: string;
  /** The experience's title in the listing's locale. */
  title: string;
  activityId: number;
  option: ActivityOption;
  date: string;
  departure: Departure;
  /** The date the detail page's calendar opens on. */
  opensOn: string;
  fx: Fx;
};

type ListingPayload = { results: { items: ActivityCard[] } };
type DetailPayload = {
  activity: { title: string };
  booking: {
    activityId: number;
    options: ActivityOption[];
    fx: Fx;
    initialDate: string | null;
    firstAvailable: string | null;
  };
};

/**
 * Seats change with every journey's checkout and a cached page or payload can be a minute old (docs/decisions/016),
 * so a journey picks its departure from what a traveller with a cart gets: rendered afresh, never from the cache.
 */
export const FRESH_READ = { headers: { cookie: "__Host-cart=e2e-fresh-read" } };

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url, FRESH_READ);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

const monthBounds = (date: string, monthsLater: number) => {
  const first = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + monthsLater, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
};

/**
 * Finds, through the site's public data (listing and detail payloads, availability API), an experience on the
 * first page of `cityPath` with a per-person option and a departure of that option with seats for a full item.
 * Days in the month after the one the calendar opens on come first, so a journey also turns the month.
 */
export async function findPerPersonDeparture(
  request: APIRequestContext,
  cityPath: string,
): Promise<PerPersonDeparture> {
  const listing = await getJson<ListingPayload>(request, `${cityPath}/_payload.json`);
  for (const card of listing.results.items) {
    const href = `${cityPath}/${card.slug}`;
    const { activity, booking } = await getJson<DetailPayload>(request, `${href}/_payload.json`);
    const opensOn = booking.initialDate ?? booking.firstAvailable;
    const perPerson = booking.options.filter(
      (o) =>
        o.pricingUnit === "per_person" && o.capacityPerItem >= 2 && o.participants.some((p) => p.category === "adult"),
    );
    if (!opensOn || !perPerson.length) continue;
    for (const monthsLater of [1, 0]) {
      const { from, to } = monthBounds(opensOn, monthsLater);
      const { days } = await getJson<{ days: DayAvailability[] }>(
        request,
        `/api/activities/${booking.activityId}/availability?from=${from}&to=${to}`,
      );
      // The day the calendar opens on is already selected; the journey picks another.
      for (const day of days.filter((d) => d.date !== opensOn)) {
        const { departures } = await getJson<{ departures: Departure[] }>(
          request,
          `/api/activities/${booking.activityId}/departures?date=${day.date}`,
        );
        for (const option of perPerson) {
          const departure = departures.find((d) => d.optionId === option.id && d.remaining >= option.capacityPerItem);
          if (departure)
            return {
              href,
              title: activity.title,
              activityId: booking.activityId,
              option,
              date: day.date,
              departure,
              opensOn,
              fx: booking.fx,
            };
        }
      }
    }
  }
  throw new Error(`No experience on ${cityPath} has a per-person option with a departure that has seats`);
}
