// The booking widget's state as a pure reducer: the calendar's days, the chosen day, departure, travellers, nights
// and extras, and where a request stands. No DOM and no fetching here (use-booking.ts does those), so it is tested
// as plain functions.
import type { ActivityOption, DayAvailability, Departure, ParticipantCategory } from "../../../shared/catalogue.ts";
import { maxTravellers, type Counts } from "../../../shared/booking-math.ts";
import { unpackDays, type PackedDays } from "../../../shared/day-columns.ts";
import { daysBetween } from "../../../shared/dates.ts";
import { isStayUnit, type StayRun } from "../../../shared/stay.ts";
import { selectionOf } from "./booking-selection.ts";

export type DepartureInfo = Departure & StayRun;
export type Intent = "cart" | "book";

export type BookingState = {
  /** The activity's options (fixed for the page). */
  options: ActivityOption[];
  days: Map<string, DayAvailability>;
  date: string | null;
  departures: DepartureInfo[];
  slotId: number | null;
  counts: Counts;
  units: number;
  extras: number[];
  /** The chosen day's departures are on their way. */
  loading: boolean;
  error: string | null;
  pending: Intent | null;
  submitError: string | null;
};

export type BookingAction =
  | { type: "monthLoaded"; days: DayAvailability[] }
  | { type: "dayChosen"; date: string }
  | { type: "departuresLoaded"; day: string; departures: DepartureInfo[]; keepSlot: boolean }
  | { type: "dayLoadEnded" }
  | { type: "loadFailed"; message: string }
  | { type: "slotChosen"; slotId: number }
  | { type: "countSet"; category: ParticipantCategory; value: number }
  | { type: "unitsSet"; units: number }
  | { type: "extraToggled"; id: number; on: boolean }
  | { type: "submitStarted"; intent: Intent }
  | { type: "submitFailed"; message: string }
  | { type: "submitEnded" };

/** What the page opens with (the widget's props). */
export type BookingStart = {
  options: ActivityOption[];
  initialDays: PackedDays;
  initialDate: string | null;
  initialDepartures: DepartureInfo[];
  initialGuests?: number | null;
  initialTo?: string | null;
};

/** Nights (nightly) or days (daily) from `date` up to the listing's `to`; 1 when there is none. */
export function unitsUntil(date: string | null, to: string | null | undefined, unit: string): number {
  if (!date || !to || to <= date) return 1;
  const days = daysBetween(date, to);
  return Math.max(1, unit === "nightly" ? days : days + 1);
}

const firstOpen = (departures: DepartureInfo[]) => departures.find((d) => d.remaining > 0)?.slotId ?? null;

export function initialBookingState(start: BookingStart): BookingState {
  const slotId = firstOpen(start.initialDepartures);
  const first = start.initialDepartures.find((d) => d.slotId === slotId);
  const option = start.options.find((o) => o.id === first?.optionId);
  // The listing's party size, within what the first departure shown allows.
  const most = first && option ? maxTravellers(option, first.remaining) : 1;
  const unit = option?.pricingUnit ?? "per_person";
  return {
    options: start.options,
    days: new Map(unpackDays(start.initialDays).map((d) => [d.date, d])),
    date: start.initialDate,
    departures: start.initialDepartures,
    slotId,
    counts: { adult: Math.max(1, Math.min(start.initialGuests ?? 1, most)) },
    units: isStayUnit(unit)
      ? Math.min(unitsUntil(start.initialDate, start.initialTo, unit), first?.run?.length ?? 1)
      : 1,
    extras: [],
    loading: false,
    error: null,
    pending: null,
    submitError: null,
  };
}

/** A new departure keeps the travellers within what it allows (the previous one may have taken more). */
function withinLimit(state: BookingState): BookingState {
  const { option, people, limit } = selectionOf(state);
  return option && people > limit
    ? { ...state, counts: { adult: Math.max(1, Math.min(limit, state.counts.adult ?? 1)) } }
    : state;
}

function withSlot(state: BookingState, next: BookingState): BookingState {
  return next.slotId === state.slotId ? next : withinLimit(next);
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case "monthLoaded":
      return { ...state, days: new Map([...state.days, ...action.days.map((d) => [d.date, d] as const)]) };
    case "dayChosen":
      return { ...state, date: action.date, loading: true, error: null };
    case "departuresLoaded": {
      // An answer for a day the traveller has already left is dropped.
      if (action.day !== state.date) return state;
      const keep = action.keepSlot && action.departures.some((d) => d.slotId === state.slotId && d.remaining > 0);
      return withSlot(state, {
        ...state,
        departures: action.departures,
        slotId: keep ? state.slotId : firstOpen(action.departures),
      });
    }
    case "dayLoadEnded":
      return { ...state, loading: false };
    case "loadFailed":
      return { ...state, error: action.message };
    case "slotChosen":
      return withSlot(state, { ...state, slotId: action.slotId });
    case "countSet":
      return { ...state, counts: { ...state.counts, [action.category]: action.value } };
    case "unitsSet":
      return { ...state, units: action.units };
    case "extraToggled":
      return {
        ...state,
        extras: action.on ? [...state.extras, action.id] : state.extras.filter((x) => x !== action.id),
      };
    case "submitStarted":
      return { ...state, pending: action.intent, submitError: null };
    case "submitFailed":
      return { ...state, pending: null, submitError: action.message };
    case "submitEnded":
      return { ...state, pending: null };
  }
}
