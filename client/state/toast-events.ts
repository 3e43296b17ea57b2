// The event non-React code dispatches to show a toast through the page's Toasts island, and the one function that does.
export type ToastEventDetail = { kind: "error" | "success" | "info"; message: string };
export const TOAST_EVENT = "app:toast";

/** Shows a toast from code outside React (the page's Toasts island listens). */
export function toast(detail: ToastEventDetail): void {
  window.dispatchEvent(new CustomEvent<ToastEventDetail>(TOAST_EVENT, { detail }));
}
