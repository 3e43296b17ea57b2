// The experience page's booking calendar without JavaScript (issue 34): every bookable day is a link to the page open
// on it (?date=), the month arrows link to the page open on a month (?month=); a chosen day comes with its departures,
// travellers and "Add to cart" in both languages and the canonical URL unchanged; whatever ?date= or ?month= cannot be
// opened on is said, in the page's language, above a calendar that still works, never a 500.
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { formatDate } from "../../shared/intl.ts";
import { monthOfDay } from "../../shared/booking-day.ts";
import { BOOKING_WINDOW_DAYS } from "../../shared/booking-window.ts";
import { activity, departure, type Activity } from "../factories/index.ts";
import { get, html, islandPropsText } from "./helpers.ts";

const today = todayInGulf();
const lastDay = addDays(today, BOOKING_WINDOW_DAYS);
/** The first of the month after `day`'s. */
const nextMonthStart = (day: string) => {
  const [y, m] = day.split("-").map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
};
const previousMonth = (day: string) => {
  const [y, m] = day.split("-").map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
};
/** A day of next month, whatever today is (inside the window: at most 36 days ahead). */
const later = addDays(nextMonthStart(today), 4);
const soon = addDays(today, 2);

let a: Activity;
let laterSlot: number;
const path = "/things-to-do-in-dubai/dhow-cruise";

beforeAll(async () => {
  a = await activity({ city: "dubai", slug: "dhow-cruise", title: "Dhow cruise" });
  await departure({ activity: a, date: soon, startTime: "10:00" });
  laterSlot = await departure({ activity: a, date: later, startTime: "16:30", price: 31500 });
  // A day inside the window whose only departure is sold out.
  await departure({ activity: a, date: addDays(soon, 1), startTime: "10:00", seats: 4, sold: 4 });
});

const LOCALES = [
  {
    locale: "en",
    prefix: "",
    next: "Go to the Next Month",
    chooseDay: "Choose a day in the calendar to see its times.",
    noOption: "No option is available!",
    refused: {
      unreadableDate: "We couldn't read the date in this link.",
      unreadableMonth: "We couldn't read the month in this link.",
      past: "That date has passed.",
      beyond: `Bookings are open up to ${formatDate(lastDay, "en", { day: "numeric", month: "long", year: "numeric" })}.`,
    },
    empty: (month: string) =>
      `No day in ${formatDate(`${month}-01`, "en", { month: "long", year: "numeric" })} can be booked.`,
  },
  {
    locale: "ar",
    prefix: "/ar",
    next: "اذهب إلى الشهر التالي",
    chooseDay: "اختر يومًا من التقويم لترى مواعيده.",
    noOption: "لا تتوفر خيارات في هذا اليوم.",
    refused: {
      unreadableDate: "تعذّرت قراءة التاريخ في هذا الرابط.",
      unreadableMonth: "تعذّرت قراءة الشهر في هذا الرابط.",
      past: "هذا التاريخ قد مضى.",
      beyond: `الحجز متاح حتى ${formatDate(lastDay, "ar", { day: "numeric", month: "long", year: "numeric" })}.`,
    },
    empty: (month: string) =>
      `لا يوجد يوم متاح للحجز في ${formatDate(`${month}-01`, "ar", { month: "long", year: "numeric" })}.`,
  },
] as const;

/** HTML text with React's escapes read back. */
const text = (body: string) =>
  body.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&").replaceAll("&lt;", "<");

/** The booking widget's server HTML, and the props it hydrates with. */
async function widget(query: string, prefix: string) {
  const { res, body } = await html(`${prefix}${path}${query}`);
  expect(res.status, `${prefix}${path}${query}`).toBe(200);
  const start = body.indexOf('data-testid="booking-widget"');
  expect(start, "the booking widget").toBeGreaterThan(0);
  const form = body.slice(start, body.indexOf("</form>", start));
  const props = JSON.parse(islandPropsText(body, "BookingWidget")) as {
    initialDate: string | null;
    initialMonth: string | null;
    refusal: string | null;
  };
  return { body, form: text(form), props };
}

/** The month the calendar shows (its grid's name), as the page's language says it. */
const shownMonth = (form: string) => /<table role="grid"[^>]*aria-label="([^"]+)"/.exec(form)?.[1];
const monthName = (month: string, locale: "en" | "ar") =>
  formatDate(`${month}-01`, locale, { month: "long", year: "numeric" });

describe.each(LOCALES)("the booking calendar without JavaScript ($locale)", (l) => {
  const page = `${l.prefix}${path}`;

  it("makes every bookable day a named link to the page open on it, and the next month a link", async () => {
    const { form } = await widget("", l.prefix);
    const link = new RegExp(
      `<a href="${page}\\?date=${soon}#booking" class="[^"]*rdp-day_button[^"]*" aria-label="([^"]+)"`,
    );
    const label = link.exec(form)?.[1];
    expect(label, "the first bookable day is a link").toBeTruthy();
    // Its name says the day, its price and that it is the one chosen, in the page's language.
    expect(label).toContain(
      formatDate(soon, l.locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    );
    expect(label).toContain(l.locale === "en" ? "selected" : "محدد");
    // The sold-out day and days with no departure are not links.
    expect(form).not.toContain(`?date=${addDays(soon, 1)}#booking`);
    expect(form).toContain(
      `<a href="${page}?month=${monthOfDay(nextMonthStart(today))}#booking" class="rdp-button_next" aria-label="${l.next}"`,
    );
    expect(form).not.toContain('type="button" class="rdp-button_next"');
  });

  it("opens on a day of next month with ?date=: that day chosen, its departures, travellers and Add to cart", async () => {
    const { body, form, props } = await widget(`?date=${later}`, l.prefix);
    expect(props.initialDate).toBe(later);
    expect(shownMonth(form)).toBe(monthName(monthOfDay(later), l.locale));
    expect(form).toMatch(new RegExp(`data-day="${later}" data-selected="true"`));
    expect(form).toMatch(new RegExp(`<input type="radio"[^>]*name="slotId" checked="" value="${laterSlot}"`));
    expect(form).toContain('name="counts.adult"');
    expect(form).toContain('data-testid="add-to-cart"');
    expect(form).not.toContain('data-testid="day-refused"');
    // Still shareable, and canonical to the plain experience page.
    expect(body).toContain(`<link rel="canonical" href="https://example.com${page}"/>`);
    // The month before links back.
    expect(form).toContain(`?month=${monthOfDay(today)}#booking" class="rdp-button_previous"`);
  });

  it("opens on a month with ?month=: its days to choose from, no day chosen yet", async () => {
    const month = monthOfDay(later);
    const { body, form, props } = await widget(`?month=${month}`, l.prefix);
    expect(props).toMatchObject({ initialDate: null, initialMonth: month, refusal: null });
    expect(shownMonth(form)).toBe(monthName(month, l.locale));
    expect(form).toContain(`<a href="${page}?date=${later}#booking"`);
    expect(form).toContain(l.chooseDay);
    expect(form).not.toContain('data-selected="true"');
    expect(form).not.toContain('data-testid="add-to-cart"');
    expect(body).toContain(`<link rel="canonical" href="https://example.com${page}"/>`);
  });

  it("says so when a month it can open on has no bookable day", async () => {
    const month = monthOfDay(lastDay);
    const { form } = await widget(`?month=${month}`, l.prefix);
    expect(shownMonth(form)).toBe(monthName(month, l.locale));
    expect(form).toContain(l.empty(month));
    expect(form).toContain(`?month=${previousMonth(lastDay)}#booking" class="rdp-button_previous"`);
  });

  it.each([
    ["a past day", `?date=${addDays(today, -1)}`, "past"],
    ["a day past the booking window", `?date=${addDays(lastDay, 1)}`, "beyond"],
    ["a day that does not exist", "?date=2027-02-30", "unreadableDate"],
    ["a word", "?date=tomorrow", "unreadableDate"],
    ["a past month", `?month=${previousMonth(today)}`, "past"],
    ["a month past the booking window", `?month=${monthOfDay(nextMonthStart(lastDay))}`, "beyond"],
    ["a thirteenth month", "?month=2027-13", "unreadableMonth"],
    ["a date for a month", `?month=${later}`, "unreadableMonth"],
  ] as const)(
    "refuses %s with a reason, and the calendar opens on the first bookable day",
    async (_what, query, reason) => {
      const { form, props } = await widget(query, l.prefix);
      expect(props).toMatchObject({ initialDate: soon, refusal: reason });
      expect(form).toContain('data-testid="day-refused"');
      expect(form).toContain(l.refused[reason]);
      expect(form).toContain(`<a href="${page}?date=${later}`.replace(later, soon));
      expect(form).toContain('data-testid="add-to-cart"');
    },
  );

  it("opens on a day with no seats, saying none is available, with its neighbours still links", async () => {
    for (const day of [addDays(soon, 1), addDays(soon, 3)]) {
      const { form, props } = await widget(`?date=${day}`, l.prefix);
      expect(props).toMatchObject({ initialDate: day, refusal: null });
      expect(form).toContain('data-testid="no-option"');
      expect(form).toContain(l.noOption);
      // The calendar still goes somewhere: its other days (in the same month) or its months.
      expect(form).toMatch(new RegExp(`<a href="${page}\\?(date|month)=`));
      if (monthOfDay(day) === monthOfDay(soon)) expect(form).toContain(`<a href="${page}?date=${soon}#booking"`);
      expect(form).not.toContain('data-testid="add-to-cart"');
    }
  });
});

describe("the month's page and the edge cache", () => {
  it("keys a stored experience page by ?month=, so the plain page is never served for a month", async () => {
    const plain = await get(path);
    await plain.text();
    // The plain page is stored after its answer: once it is served from the store, ask for a month.
    for (let i = 0; i < 50; i++) {
      const again = await get(path);
      await again.text();
      if (again.headers.get("x-edge-cache") === "HIT") break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const month = monthOfDay(later);
    const res = await get(`${path}?month=${month}`);
    expect(res.headers.get("x-edge-cache")).not.toBe("HIT");
    expect(shownMonth(text(await res.text()))).toBe(monthName(month, "en"));
  });
});
