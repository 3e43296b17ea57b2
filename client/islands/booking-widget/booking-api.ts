// The booking widget's requests: a month's days, a day's departures, adding to the cart.
import type { DayAvailability } from "../../../shared/catalogue.ts";
import type { DepartureInfo } from "./booking-state.ts";
import { monthRange } from "./calendar-dates.ts";

export type CartAnswer = { ok?: boolean; message?: string; error?: string; count?: number; redirect?: string };

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(((await res.json().catch(() => ({}))) as { error?: string }).error ?? res.statusText);
  return (await res.json()) as T;
}

/** The departures of `day`, live. */
export async function fetchDepartures(activityId: number, day: string): Promise<DepartureInfo[]> {
  return (await getJson<{ departures: DepartureInfo[] }>(`/api/activities/${activityId}/departures?date=${day}`))
    .departures;
}

/** The days of the month that `month` falls in. */
export async function fetchMonth(activityId: number, month: Date): Promise<DayAvailability[]> {
  const { from, to } = monthRange(month);
  return (
    await getJson<{ days: DayAvailability[] }>(`/api/activities/${activityId}/availability?from=${from}&to=${to}`)
  ).days;
}

/** Posts the selection as JSON; the answer's body (empty when it is not JSON) and whether it was accepted. */
export async function postSelection(action: string, body: unknown): Promise<{ ok: boolean; answer: CartAnswer }> {
  const res = await fetch(action, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { ok: res.ok, answer: (await res.json().catch(() => ({}))) as CartAnswer };
}
