// The booking widget's state (booking-state.ts) wired to the browser: live departures and months, the clock that
// cancellation terms are read against, and adding to the cart or booking at once.
import { useEffect, useReducer, useState, type FormEvent } from "react";
import { useSetAtom } from "jotai";
import { useTranslation } from "../../i18n/use-translation.ts";
import { cartCountAtom } from "../../state/cart.ts";
import { bookingReducer, initialBookingState, type BookingStart, type Intent } from "./booking-state.ts";
import { selectionOf } from "./booking-selection.ts";
import { fetchDepartures, fetchMonth, postSelection } from "./booking-api.ts";
import { toast } from "../../state/toast-events.ts";

/** Now (ISO), known only in the browser (a stored page could be hours old), and kept current while the page stays open. */
function useNow(): string | null {
  const [now, setNow] = useState<string | null>(null);
  useEffect(() => {
    setNow(new Date().toISOString());
    const timer = setInterval(() => setNow(new Date().toISOString()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function useBooking(start: BookingStart & { activityId: number }, action: string) {
  const { t } = useTranslation();
  const { activityId } = start;
  const [state, dispatch] = useReducer(bookingReducer, start, initialBookingState);
  const setCartCount = useSetAtom(cartCountAtom);
  const now = useNow();
  const selection = selectionOf(state);

  /** The departures of `day`, live; `keepSlot` keeps the traveller's choice while it still has room. */
  async function loadDepartures(day: string, keepSlot: boolean) {
    dispatch({ type: "departuresLoaded", day, departures: await fetchDepartures(activityId, day), keepSlot });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh the open day once when the island goes live, not on every choice
  useEffect(() => {
    // The server's departures may come from a cached page, up to a minute old (docs/decisions/016): once live, the
    // open day's seats are read again.
    if (state.date)
      loadDepartures(state.date, true).catch((e) => console.warn("availability could not be refreshed", e));
  }, [activityId]);

  async function loadMonth(month: Date) {
    try {
      dispatch({ type: "monthLoaded", days: await fetchMonth(activityId, month) });
    } catch (e) {
      console.warn("availability could not be loaded", e);
      dispatch({ type: "loadFailed", message: t("booking.loadFailed") });
    }
  }

  async function choose(day: string) {
    dispatch({ type: "dayChosen", date: day });
    try {
      await loadDepartures(day, false);
    } catch (e) {
      console.warn("availability could not be loaded", e);
      dispatch({ type: "loadFailed", message: t("booking.loadFailed") });
    } finally {
      dispatch({ type: "dayLoadEnded" });
    }
  }

  function failed(message: string) {
    dispatch({ type: "submitFailed", message });
    toast({ kind: "error", message });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { slot, nights } = selection;
    if (state.pending || !slot) return;
    const intent: Intent =
      ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value === "book" ? "book" : "cart";
    dispatch({ type: "submitStarted", intent });
    try {
      const { ok, answer } = await postSelection(action, {
        slotId: slot.slotId,
        counts: state.counts,
        extras: state.extras,
        intent,
        units: nights,
      });
      if (!ok) return failed(answer.error ?? t("booking.addFailed"));
      if (typeof answer.count === "number") setCartCount(answer.count);
      // Keeps the spinner: the next page is on its way.
      if (intent === "book" && answer.redirect) return window.location.assign(answer.redirect);
      toast({ kind: "success", message: answer.message ?? t("cart.flash.added") });
      dispatch({ type: "submitEnded" });
    } catch (e) {
      console.warn("add to cart failed", e);
      failed(t("booking.addFailed"));
    }
  }

  return { state, selection, dispatch, now, loadMonth, choose, submit };
}
