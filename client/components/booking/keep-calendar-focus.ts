// Keeps the keyboard's place when the calendar's links become buttons: focusing a day link wakes the island, and the
// takeover replaces that link with react-day-picker's button, which would drop focus to the page.
import { useLayoutEffect, useRef } from "react";

/** Where focus is inside the calendar, as a selector that finds the same place once it is buttons (null: elsewhere). */
function focusedPlace(): string | null {
  const active = typeof document === "undefined" ? null : document.activeElement;
  if (!active?.closest(".booking-calendar")) return null;
  const day = active.closest("[data-day]")?.getAttribute("data-day");
  if (day) return `.booking-calendar [data-day="${day}"] button`;
  for (const arrow of ["rdp-button_next", "rdp-button_previous"])
    if (active.classList.contains(arrow)) return `.booking-calendar .${arrow}`;
  return null;
}

/** Call in the calendar's render with whether it is still links; focus moves to the same day or arrow once it is not. */
export function useKeepFocusOnTakeover(linked: boolean): void {
  const wasLinked = useRef(linked);
  const place = useRef<string | null>(null);
  // Read while rendering the takeover: the link is still in the page and still has focus.
  if (wasLinked.current && !linked) place.current = focusedPlace();
  wasLinked.current = linked;
  useLayoutEffect(() => {
    if (!place.current) return;
    const target = document.querySelector<HTMLElement>(place.current);
    place.current = null;
    if (target && (document.activeElement === null || document.activeElement === document.body)) target.focus();
  });
}
