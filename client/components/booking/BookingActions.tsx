// "Add to cart" and "Book now" (each posts its intent without JavaScript), with a spinner on the one at work and the
// reason an add failed.
import { useTranslation } from "../../i18n/use-translation.ts";
import { Button } from "../ui/Button.tsx";

type BookingActionsProps = { pending: "cart" | "book" | null; error: string | null };

export function BookingActions({ pending, error }: BookingActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mt-4 grid grid-cols-2 gap-2" data-testid="booking-actions">
        <Button
          type="submit"
          name="intent"
          value="cart"
          variant="outlined"
          loading={pending === "cart"}
          disabled={pending !== null}
          className="bg-white px-3"
          data-testid="add-to-cart"
        >
          {t("booking.addToCart")}
        </Button>
        <Button
          type="submit"
          name="intent"
          value="book"
          loading={pending === "book"}
          disabled={pending !== null}
          className="px-3"
          data-testid="book-now"
        >
          {t("booking.bookNow")}
        </Button>
      </div>
      {error && (
        // Not a live region: the same message is raised as a toast, and the toasts' live region says it (once).
        <p className="mt-3 text-sm text-red-700" data-testid="add-error">
          {error}
        </p>
      )}
      {/* On the page before it speaks, so "Please wait…" is said each time (a region inserted with its text is not). */}
      <p className="sr-only" role="status">
        {pending ? t("booking.working") : ""}
      </p>
    </>
  );
}
