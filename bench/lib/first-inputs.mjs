// The first inputs `npm run bench:interaction` and the throttled journey measure: where, what the traveller does, and
// what on screen says it was answered. `path: "experience"` is the picked experience's page.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const HEART = '[data-testid="activity-card"] button[data-wishlist]';
const DAY = '.booking-calendar td:not([aria-selected="true"]) > button.rdp-day_button:not([disabled])';
/** The calendar once live: its days are react-day-picker's buttons (links before that). */
const CALENDAR_LIVE = ".booking-calendar button.rdp-day_button";
const MONTHS_AHEAD = 3;

/** Scrolls `selector` into view and lets the page settle there (the calendar hydrates as it comes near). */
const scrollTo = (selector) => async (page) => {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
};

export const FIRST_INPUTS = [
  {
    id: "heart",
    label: "listing, tap a wishlist heart",
    path: "/things-to-do",
    viewport: PHONE,
    target: 200,
    answer: { kind: "attribute", selector: HEART, attribute: "aria-pressed" },
    act: (page) => page.locator(HEART).first().tap(),
  },
  {
    id: "filter",
    label: "listing, tick a filter",
    path: "/things-to-do",
    viewport: DESKTOP,
    target: 200,
    answer: [{ kind: "busy", selector: `[data-island="SearchResults"]` }, { kind: "url" }],
    act: (page) => page.locator('[data-testid^="facet-"] input[type="checkbox"]').first().click(),
  },
  {
    id: "menu",
    label: "home, open the menu",
    path: "/",
    viewport: PHONE,
    target: 200,
    answer: { kind: "visible", selector: "#mobile-menu" },
    act: (page) => page.locator('[data-testid="menu-toggle"]').tap(),
  },
  {
    id: "currency",
    label: "home, switch currency",
    path: "/",
    viewport: DESKTOP,
    target: 200,
    answer: { kind: "url" },
    act: (page) => page.locator("select[data-currency-switch]:visible").selectOption("SAR"),
  },
  {
    id: "search",
    label: 'home, type "dub" until a suggestion shows',
    path: "/",
    viewport: PHONE,
    target: 500,
    fromLast: true,
    answer: { kind: "visible", selector: '[role="option"]' },
    act: async (page) => {
      const box = page.locator('input[role="combobox"]:visible').first();
      await box.tap();
      await box.pressSequentially("dub", { delay: 120 });
    },
  },
  {
    id: "day",
    label: "experience, tap a calendar day",
    path: "experience",
    viewport: PHONE,
    target: 200,
    // The last bookable day shown that is not chosen yet, marked so the answer can name its cell. Near a month's end
    // the month the calendar opens on may hold no other bookable day: then the next month that does is shown first.
    prepare: async (page) => {
      await scrollTo(".booking-calendar")(page);
      await page.locator(CALENDAR_LIVE).first().waitFor({ state: "attached" });
      for (let shown = 0; (await page.locator(DAY).count()) === 0; shown++) {
        if (shown === MONTHS_AHEAD) throw new Error(`no day to choose in the calendar's next ${MONTHS_AHEAD} months`);
        await page.locator(".booking-calendar .rdp-button_next").click();
        await page
          .locator(DAY)
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => undefined);
      }
      await page
        .locator(DAY)
        .last()
        .evaluate((button) => button.parentElement.setAttribute("data-bench", ""));
    },
    answer: { kind: "attribute", selector: "td[data-bench]", attribute: "aria-selected" },
    act: (page) => page.locator("td[data-bench] > button").tap(),
  },
  {
    id: "add",
    label: "experience, add to cart",
    path: "experience",
    viewport: PHONE,
    target: 200,
    prepare: scrollTo('[data-testid="add-to-cart"]'),
    answer: [
      { kind: "busy", selector: '[data-testid="add-to-cart"]' },
      { kind: "visible", selector: '[data-testid="add-error"]' },
    ],
    act: (page) => page.locator('[data-testid="add-to-cart"]').tap(),
  },
];
