// Above an experience's reviews: an invitation to review it when the signed-in traveller may, else a static "Write a
// review" link for everyone (the page never reads the session; the review page signs in and checks the booking).
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ReviewEligibility } from "../../../shared/reviews.ts";
import { buttonClass } from "../ui/Button.tsx";

export function ReviewInvite({ eligibility, writeHref }: { eligibility: ReviewEligibility | null; writeHref: string }) {
  const { t } = useTranslation();
  if (eligibility?.eligible) {
    return (
      <div
        className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-primary bg-primary/5 p-4"
        data-testid="review-invite"
      >
        <div>
          <p className="text-lg font-bold">{t("reviewList.eligibleTitle")}</p>
          <p className="mt-1 text-sm text-slate-700">{t("reviewList.eligibleText", { count: eligibility.items })}</p>
        </div>
        <a href={writeHref} rel="nofollow" className={buttonClass("primary")} data-testid="write-review">
          {t("reviewList.eligibleAction")}
        </a>
      </div>
    );
  }
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 p-4">
      <p className="text-sm text-slate-700">{t("review.invite")}</p>
      <a href={writeHref} rel="nofollow" className={buttonClass("outlined")} data-testid="write-review">
        {t("review.write")}
      </a>
    </div>
  );
}
