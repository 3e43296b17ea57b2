// The account page's custom offer requests: reference, experience, dates, group size, budget and status.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { OfferStatus, OfferView } from "../../../shared/offer.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { Currency } from "../../../shared/constants.ts";
import { formatDate } from "../../../shared/intl.ts";
import { formatMinor } from "../../../shared/money.ts";
import { usePageContext } from "../page-context.tsx";

const STATUS_COLOURS: Record<OfferStatus, string> = {
  received: "bg-amber-100 text-amber-800",
  quoted: "bg-sky-100 text-sky-800",
  accepted: "bg-emerald-100 text-emerald-800",
  declined: "bg-red-100 text-red-800",
  closed: "bg-slate-200 text-slate-700",
};

/** "12 March 2027" or "12 March 2027 – 15 March 2027". */
export function offerDates(from: string, to: string, locale: Locale): string {
  return from === to ? formatDate(from, locale) : `${formatDate(from, locale)} – ${formatDate(to, locale)}`;
}

/** A budget in its own currency (not converted: it is what the traveller typed). */
export const offerBudget = (offer: Pick<OfferView, "budget" | "budgetCurrency">, locale: Locale) =>
  formatMinor(offer.budget, locale, offer.budgetCurrency as Currency);

export function OfferStatusLabel({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`}
      data-testid="offer-status"
      data-status={status}
    >
      {t(`offer.status.${status}`)}
    </span>
  );
}

export function OfferList({ offers }: { offers: OfferView[] }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  if (!offers.length)
    return (
      <p className="text-slate-600" data-testid="offers-empty">
        {t("offer.listEmpty")}
      </p>
    );
  return (
    <ul className="grid gap-3" data-testid="offer-list">
      {offers.map((offer) => (
        <li
          key={offer.id}
          className="rounded-2xl border border-black/10 p-4"
          data-testid="offer-row"
          data-offer={offer.id}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <a href={offer.activityHref} className="font-bold hover:underline">
                {offer.activityTitle}
              </a>
              <p className="text-sm text-slate-500">
                {t("offer.reference")} <bdi dir="ltr">{offer.id}</bdi>
              </p>
            </div>
            <OfferStatusLabel status={offer.status} />
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">{t("offer.dates")}</dt>
              <dd className="font-medium">{offerDates(offer.dateFrom, offer.dateTo, locale)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t("offer.groupSize")}</dt>
              <dd className="font-medium">{t("booking.peopleCount", { count: offer.groupSize })}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t("offer.budget")}</dt>
              <dd className="font-medium">
                <bdi>{offerBudget(offer, locale)}</bdi>
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
