// The account page's custom offer requests: reference, experience, dates, group size, budget and status.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { OfferStatus, OfferView } from "../../../shared/offer.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { Currency } from "../../../shared/constants.ts";
import { formatDate } from "../../../shared/intl.ts";
import { formatMinor } from "../../../shared/money.ts";
import { usePageContext } from "../page-context.tsx";
import { offerStatusAt } from "../../../shared/offer.ts";
import { offerDepartureText, offerPartyText, offerStateText, offerTotalText } from "../../../shared/offer-text.ts";

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

/**
 * Our answer to a request, as the traveller reads it: the latest offer's total, departure and party with its state
 * (open until when, expired, accepted or booked, withdrawn), or why the request was declined.
 */
export function OfferAnswer({ offer, now }: { offer: Pick<OfferView, "offer" | "declineMessage">; now: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const ctx = { locale, now: new Date(now), relative: true };
  if (offer.offer) {
    const quote = offer.offer;
    const status = offerStatusAt(quote, ctx.now);
    return (
      <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm" data-testid="offer-answer" data-status={status}>
        <p className="font-semibold">
          {t("offer.quote.ours")} <bdi data-testid="offer-answer-total">{offerTotalText(quote, locale)}</bdi>
        </p>
        <p className="text-slate-700">
          {offerDepartureText(quote, t, locale)} · {offerPartyText(quote.counts, t, locale)}
        </p>
        <p className="mt-1 font-medium" data-testid="offer-answer-state">
          {offerStateText(quote, t, ctx)}
        </p>
        {status === "sent" && <p className="mt-1 text-slate-600">{t("offer.quote.useTheLink")}</p>}
      </div>
    );
  }
  if (offer.declineMessage)
    return (
      <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm" data-testid="offer-answer" data-status="declined">
        <p className="font-semibold">{t("offer.quote.declinedHeading")}</p>
        <p className="mt-1 whitespace-pre-line" dir="auto">
          {offer.declineMessage}
        </p>
      </div>
    );
  return null;
}

export function OfferList({ offers, now }: { offers: OfferView[]; now: string }) {
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
          <OfferAnswer offer={offer} now={now} />
        </li>
      ))}
    </ul>
  );
}
