// The booking widget's reducer: what the page opens with, a day's departures arriving (or arriving late), a new
// departure keeping the travellers within its seats, extras, nights, and a request's progress.
import { describe, expect, it } from "vitest";
import {
  bookingReducer,
  initialBookingState,
  unitsUntil,
  type BookingStart,
  type DepartureInfo,
} from "../../client/islands/booking-widget/booking-state.ts";
import { selectionOf, selectionPriceLines } from "../../client/islands/booking-widget/booking-selection.ts";
import { monthRange, toIso } from "../../client/islands/booking-widget/calendar-dates.ts";
import { packDays } from "../../shared/day-columns.ts";
import { testOption } from "../fixtures/options.ts";

const perPerson = testOption({ id: 1 });
const nightly = testOption({ id: 2, pricingUnit: "nightly", extras: [] });
const departure = (slotId: number, remaining: number, over: Partial<DepartureInfo> = {}): DepartureInfo => ({
  slotId,
  optionId: 1,
  startTime: "09:00",
  remaining,
  price: 20000,
  ...over,
});

function start(over: Partial<BookingStart> = {}): BookingStart {
  return {
    options: [perPerson, nightly],
    initialDays: packDays([{ date: "2026-03-10", fromPrice: 20000, remaining: 9 }]),
    initialDate: "2026-03-10",
    initialDepartures: [departure(11, 0), departure(12, 9), departure(13, 2)],
    ...over,
  };
}

describe("initialBookingState", () => {
  it("chooses the day's first departure with seats, one adult, and knows the page's days", () => {
    const state = initialBookingState(start());
    expect(state.slotId).toBe(12);
    expect(state.counts).toEqual({ adult: 1 });
    expect([...state.days.keys()]).toEqual(["2026-03-10"]);
    expect(state).toMatchObject({
      units: 1,
      extras: [],
      loading: false,
      error: null,
      pending: null,
      submitError: null,
    });
  });

  it("starts with the listing's party, within what the departure takes", () => {
    expect(initialBookingState(start({ initialGuests: 4 })).counts).toEqual({ adult: 4 });
    expect(initialBookingState(start({ initialGuests: 4, initialDepartures: [departure(13, 2)] })).counts).toEqual({
      adult: 2,
    });
    expect(initialBookingState(start({ initialGuests: 0 })).counts).toEqual({ adult: 1 });
  });

  it("starts a nightly stay with the nights up to the listing's last day, within the departure's run", () => {
    const run = (n: number) => [departure(21, 5, { optionId: 2, run: Array.from({ length: n }, () => 30000) })];
    expect(initialBookingState(start({ initialDepartures: run(5), initialTo: "2026-03-13" })).units).toBe(3);
    expect(initialBookingState(start({ initialDepartures: run(2), initialTo: "2026-03-13" })).units).toBe(2);
    expect(initialBookingState(start({ initialTo: "2026-03-13" })).units).toBe(1);
  });

  it("has no departure to choose when every one is sold out", () => {
    const state = initialBookingState(start({ initialDepartures: [departure(11, 0)] }));
    expect(state.slotId).toBeNull();
    expect(selectionOf(state)).toMatchObject({ slot: null, option: null, limit: 0 });
  });
});

describe("unitsUntil", () => {
  it("counts nights between the days, and days including both", () => {
    expect(unitsUntil("2026-03-10", "2026-03-13", "nightly")).toBe(3);
    expect(unitsUntil("2026-03-10", "2026-03-13", "daily")).toBe(4);
  });
  it("is 1 without a later last day", () => {
    expect(unitsUntil("2026-03-10", null, "nightly")).toBe(1);
    expect(unitsUntil("2026-03-10", "2026-03-10", "daily")).toBe(1);
    expect(unitsUntil(null, "2026-03-13", "nightly")).toBe(1);
  });
});

describe("bookingReducer: days and departures", () => {
  it("adds a month's days to those known", () => {
    const state = bookingReducer(initialBookingState(start()), {
      type: "monthLoaded",
      days: [{ date: "2026-04-01", fromPrice: 1, remaining: 1 }],
    });
    expect([...state.days.keys()]).toEqual(["2026-03-10", "2026-04-01"]);
  });

  it("choosing a day loads it, clearing an earlier error; the load ending stops the spinner", () => {
    let state = bookingReducer(initialBookingState(start()), { type: "loadFailed", message: "no" });
    state = bookingReducer(state, { type: "dayChosen", date: "2026-03-11" });
    expect(state).toMatchObject({ date: "2026-03-11", loading: true, error: null });
    expect(bookingReducer(state, { type: "dayLoadEnded" }).loading).toBe(false);
  });

  it("takes a chosen day's departures and their first with seats", () => {
    let state = bookingReducer(initialBookingState(start()), { type: "dayChosen", date: "2026-03-11" });
    state = bookingReducer(state, {
      type: "departuresLoaded",
      day: "2026-03-11",
      departures: [departure(31, 0), departure(32, 4)],
      keepSlot: false,
    });
    expect(state.departures.map((d) => d.slotId)).toEqual([31, 32]);
    expect(state.slotId).toBe(32);
  });

  it("drops an answer for a day the traveller has already left", () => {
    let state = bookingReducer(initialBookingState(start()), { type: "dayChosen", date: "2026-03-12" });
    const before = state;
    state = bookingReducer(state, {
      type: "departuresLoaded",
      day: "2026-03-11",
      departures: [departure(31, 5)],
      keepSlot: false,
    });
    expect(state).toBe(before);
  });

  it("a refresh keeps the chosen departure while it has seats, else takes the first with seats", () => {
    const state = bookingReducer(initialBookingState(start()), { type: "slotChosen", slotId: 13 });
    const fresh = [departure(12, 9), departure(13, 1)];
    expect(
      bookingReducer(state, { type: "departuresLoaded", day: "2026-03-10", departures: fresh, keepSlot: true }).slotId,
    ).toBe(13);
    expect(
      bookingReducer(state, { type: "departuresLoaded", day: "2026-03-10", departures: fresh, keepSlot: false }).slotId,
    ).toBe(12);
    const soldOut = [departure(12, 9), departure(13, 0)];
    expect(
      bookingReducer(state, { type: "departuresLoaded", day: "2026-03-10", departures: soldOut, keepSlot: true })
        .slotId,
    ).toBe(12);
  });
});

describe("bookingReducer: the selection", () => {
  it("a departure with fewer seats brings the travellers down to them, as adults", () => {
    let state = initialBookingState(start());
    state = bookingReducer(state, { type: "countSet", category: "adult", value: 3 });
    state = bookingReducer(state, { type: "countSet", category: "child", value: 1 });
    state = bookingReducer(state, { type: "slotChosen", slotId: 13 });
    expect(state.counts).toEqual({ adult: 2 });
  });

  it("keeps the travellers when the new departure takes them all", () => {
    let state = bookingReducer(initialBookingState(start()), { type: "countSet", category: "child", value: 1 });
    state = bookingReducer(state, { type: "slotChosen", slotId: 13 });
    expect(state.counts).toEqual({ adult: 1, child: 1 });
  });

  it("toggles extras and prices them with the travellers", () => {
    let state = bookingReducer(initialBookingState(start()), { type: "countSet", category: "adult", value: 2 });
    state = bookingReducer(state, { type: "extraToggled", id: 7, on: true });
    state = bookingReducer(state, { type: "extraToggled", id: 8, on: true });
    state = bookingReducer(state, { type: "extraToggled", id: 8, on: false });
    expect(state.extras).toEqual([7]);
    expect(selectionPriceLines(state).reduce((sum, line) => sum + line.aed, 0)).toBe(2 * 20000 + 2 * 15000);
  });

  it("prices a stay's nights at their own prices, no more nights than the run has", () => {
    const run = departure(21, 5, { optionId: 2, run: [30000, 35000, 40000] });
    let state = initialBookingState(start({ initialDepartures: [run] }));
    state = bookingReducer(state, { type: "unitsSet", units: 2 });
    expect(selectionPriceLines(state).reduce((sum, line) => sum + line.aed, 0)).toBe(30000 + 35000);
    state = bookingReducer(state, { type: "unitsSet", units: 9 });
    expect(selectionOf(state)).toMatchObject({ stayUnit: "nightly", maxUnits: 3, nights: 3 });
  });
});

describe("bookingReducer: a request", () => {
  it("is pending with its intent, then ends with or without an error", () => {
    let state = bookingReducer(initialBookingState(start()), { type: "submitStarted", intent: "book" });
    expect(state).toMatchObject({ pending: "book", submitError: null });
    state = bookingReducer(state, { type: "submitFailed", message: "Sold out" });
    expect(state).toMatchObject({ pending: null, submitError: "Sold out" });
    state = bookingReducer(bookingReducer(state, { type: "submitStarted", intent: "cart" }), { type: "submitEnded" });
    expect(state).toMatchObject({ pending: null, submitError: null });
  });
});

describe("calendar dates", () => {
  it("a month runs from its first to its last day", () => {
    expect(monthRange(new Date(2028, 1, 17))).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(toIso(new Date(2026, 11, 5))).toBe("2026-12-05");
  });
});
