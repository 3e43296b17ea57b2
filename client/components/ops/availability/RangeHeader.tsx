// Above the chosen activity's days: its name, city and supplier, a link to its page on the site, whether the site
// takes bookings for it at all, and the range shown with links to the days before and after.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import type { AvailabilityView } from "../../../pages/ops/AvailabilityPage.tsx";
import { shortDate } from "./wording.ts";

const LINK = "font-semibold text-primary underline-offset-2 hover:underline";

export function RangeHeader({ view, range }: { view: AvailabilityView; range: { from: string; to: string } }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const { activity } = view;
  return (
    <div
      className="flex flex-wrap items-end justify-between gap-3"
      data-testid="availability-view"
      data-activity={activity.id}
      data-bookable={activity.bookable}
    >
      <div className="min-w-0">
        <h2 className="text-xl font-bold">
          <bdi>{activity.title}</bdi>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <bdi>{activity.cityName}</bdi>
          {activity.supplierName && (
            <>
              {" · "}
              <bdi>{activity.supplierName}</bdi>
            </>
          )}
          {" · "}
          <a href={activity.href} className={LINK} data-testid="availability-site-link">
            {t("ops.availability.viewOnSite")}
          </a>
        </p>
        {!activity.bookable && (
          <p className="mt-2 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {t("ops.availability.notBookable")}
          </p>
        )}
      </div>
      <nav
        className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
        aria-label={t("ops.availability.picker.label")}
      >
        {view.earlierHref && (
          <a href={view.earlierHref} className={LINK} data-testid="availability-earlier">
            <span aria-hidden="true" className="me-1 inline-block rtl:-scale-x-100">
              ‹
            </span>
            {t("ops.availability.earlier")}
          </a>
        )}
        <span className="font-semibold text-slate-800" data-testid="availability-range">
          {t("ops.availability.range", { from: shortDate(range.from, locale), to: shortDate(range.to, locale) })}
        </span>
        <a href={view.laterHref} className={LINK} data-testid="availability-later">
          {t("ops.availability.later")}
          <span aria-hidden="true" className="ms-1 inline-block rtl:-scale-x-100">
            ›
          </span>
        </a>
      </nav>
    </div>
  );
}
