// Header cart link with a live item count from the page's shared store.
import { useAtomValue } from "jotai";
import { useHydrateAtoms } from "jotai/utils";
import { useTranslation } from "react-i18next";
import { cartCountAtom } from "../state/cart.ts";

export type CartButtonProps = { href: string; count: number };

export default function CartButton({ href, count }: CartButtonProps) {
  useHydrateAtoms([[cartCountAtom, count]]);
  const current = useAtomValue(cartCountAtom);
  const { t } = useTranslation();
  return (
    <a
      href={href}
      className="relative inline-flex items-center rounded-full p-2 hover:bg-black/5"
      aria-label={t("header.cartCount", { count: current })}
      title={t("header.cart")}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      {current > 0 && (
        <span data-testid="cart-count" className="absolute -top-1 -end-1 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold text-black">
          {current}
        </span>
      )}
    </a>
  );
}
