// The page's toast area (top-right, 1000 ms), also fed by `app:toast` events from non-React code.
//
// What a toast says is said once, through one polite live region that the server already renders (empty) with the
// page: the island hydrates only with the first toast, and each toast of react-hot-toast is a live region of its own
// inserted together with its message, which screen readers do not reliably announce. So the toasts' own regions are
// turned off, and each message is added to the page's region as a new line (a repeat of the same message is said
// again).
import { useEffect, useState } from "react";
import toast, { Toaster } from "react-hot-toast";
import { TOAST_DURATION_MS, TOAST_POSITION } from "../../shared/constants.ts";
import { TOAST_EVENT, type ToastEventDetail } from "../state/toast-events.ts";

/** Each toast's own region, off (a toast's options win over the Toaster's, so each toast is given them). */
const SILENT = { ariaProps: { role: "status", "aria-live": "off" } } as const;

export default function Toasts() {
  const [said, setSaid] = useState<{ n: number; message: string } | null>(null);
  useEffect(() => {
    const onToast = (event: Event) => {
      const { kind, message } = (event as CustomEvent<ToastEventDetail>).detail;
      if (kind === "error") toast.error(message, SILENT);
      else if (kind === "success") toast.success(message, SILENT);
      else toast(message, SILENT);
      setSaid((last) => ({ n: (last?.n ?? 0) + 1, message }));
    };
    window.addEventListener(TOAST_EVENT, onToast);
    document.documentElement.dataset.toasts = "ready";
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  return (
    <>
      <div className="sr-only" aria-live="polite" data-testid="toast-live">
        {said && <p key={said.n}>{said.message}</p>}
      </div>
      <Toaster position={TOAST_POSITION} toastOptions={{ duration: TOAST_DURATION_MS }} />
    </>
  );
}
