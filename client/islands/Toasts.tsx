// The page's toast area (top-right, 1000 ms), also fed by `app:toast` events from non-React code.
import { useEffect } from "react";
import toast, { Toaster } from "react-hot-toast";
import { TOAST_DURATION_MS, TOAST_POSITION } from "../../shared/constants.ts";
import { TOAST_EVENT, type ToastEventDetail } from "../state/toast-events.ts";

export default function Toasts() {
  useEffect(() => {
    const onToast = (event: Event) => {
      const { kind, message } = (event as CustomEvent<ToastEventDetail>).detail;
      if (kind === "error") toast.error(message);
      else if (kind === "success") toast.success(message);
      else toast(message);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    document.documentElement.dataset.toasts = "ready";
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);
  return <Toaster position={TOAST_POSITION} toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
