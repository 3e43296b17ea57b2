// In place of the booking widget when nothing can be booked: says so, and links to similar experiences.
import { useTranslation } from "../../i18n/use-translation.ts";

export function BookingUnavailable({ similarHref }: { similarHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-amber-300 bg-amber-50 p-5" data-testid="unavailable">
      <p className="font-bold">{t("booking.unavailable")}</p>
      <a
        href={similarHref}
        className="mt-4 inline-flex rounded-lg border border-primary px-4 py-2 font-semibold text-primary hover:bg-primary hover:text-white"
      >
        {t("booking.exploreSimilar")}
      </a>
    </div>
  );
}
