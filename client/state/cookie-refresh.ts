// Re-reads something the page keeps in a readable cookie whenever it may have changed while the page was away.
import { useEffect } from "react";

/** Calls `read` once mounted, then on back/forward-cache restores and when the tab becomes visible again (other tabs). */
export function useCookieRefresh(read: () => void): void {
  useEffect(() => {
    read();
    window.addEventListener("pageshow", read);
    document.addEventListener("visibilitychange", read);
    return () => {
      window.removeEventListener("pageshow", read);
      document.removeEventListener("visibilitychange", read);
    };
  }, [read]);
}
