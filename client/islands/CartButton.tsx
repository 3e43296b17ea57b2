// Header cart link with the item count, read from the cart_count cookie in the browser and shared with the other
// islands (the booking widget updates it after adding); the server renders no count, so browse pages stay anonymous.
import { useCallback, useEffect, useRef, useState } from "react";
import { useCookieRefresh } from "../state/cookie-refresh.ts";
import { useAtom } from "jotai";
import { useTranslation } from "../i18n/use-translation.ts";
import { cartCountAtom, cartCountFromCookies } from "../state/cart.ts";

export type CartButtonProps = { href: string };

export default function CartButton({ href }: CartButtonProps) {
  const [count, setCount] = useAtom(cartCountAtom);
  const { t } = useTranslation();
  // The count as last read from the cookie or said: reading it (on load, on return to the tab) says nothing; a change
  // made on the page (an item added) is said once, in the live region below, which is on the page from the start.
  const known = useRef<number | null>(null);
  const [said, setSaid] = useState("");
  useEffect(() => {
    if (known.current === null || count === known.current) return;
    known.current = count;
    setSaid(t("header.cartCount", { count }));
  }, [count, t]);
  useCookieRefresh(
    useCallback(() => {
      const read = cartCountFromCookies(document.cookie);
      known.current = read;
      setCount(read);
    }, [setCount]),
  );
  return (
    <>
      <a
        href={href}
        className="relative inline-flex items-center rounded-full p-2 hover:bg-black/5"
        title={t("header.cart")}
        data-testid="cart-link"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5 rtl:-scale-x-100"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
          <circle cx="10" cy="20" r="1.5" />
          <circle cx="17" cy="20" r="1.5" />
        </svg>
        {/* Its name is this sentence, not an aria-label: a name must hold what the link shows (WCAG 2.5.3). */}
        <span className="sr-only">{t("header.cartCount", { count })}</span>
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute -top-1 -end-1 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold text-black"
          >
            {count}
          </span>
        )}
      </a>
      <span className="sr-only" aria-live="polite" data-testid="cart-count-live">
        {said}
      </span>
    </>
  );
}
