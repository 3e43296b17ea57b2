// The wishlist heart: plain server markup; client/wishlist-hearts.ts sets its pressed state and handles its clicks.
import { useTranslation } from "../../i18n/use-translation.ts";

export const WISHLIST_ATTR = "data-wishlist";

const HEART_SYMBOL = "i-heart";

/** The heart's shape, once per document (the layout has it): every heart on a page of cards refers to it. */
export function HeartSymbol() {
  return (
    <svg className="hidden" aria-hidden="true">
      <symbol id={HEART_SYMBOL} viewBox="0 0 24 24">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </symbol>
    </svg>
  );
}

export function HeartIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" className={className} fill="none">
      <use href={`#${HEART_SYMBOL}`} />
    </svg>
  );
}

/**
 * `variant="overlay"` sits on a card's image; `"pill"` is the detail page's labelled button. Pages are anonymous and
 * cached, so every heart starts unpressed and the browser fills it in.
 */
export function HeartButton({ id, title, variant }: { id: number; title: string; variant: "overlay" | "pill" }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={variant === "overlay" ? "heart-overlay" : "heart-pill"}
      {...{ [WISHLIST_ATTR]: String(id) }}
      data-title={title}
      aria-pressed="false"
      aria-label={t("wishlist.save", { title })}
      data-testid="wishlist-heart"
    >
      <HeartIcon />
      {variant === "pill" && (
        <span>
          <span className="wishlist-heart-off">{t("wishlist.saveShort")}</span>
          <span className="wishlist-heart-on">{t("wishlist.savedShort")}</span>
        </span>
      )}
    </button>
  );
}
