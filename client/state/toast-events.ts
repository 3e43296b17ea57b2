// The event non-React code dispatches to show a toast through the page's Toasts island.
export type ToastEventDetail = { kind: "error" | "success" | "info"; message: string };
export const TOAST_EVENT = "app:toast";
