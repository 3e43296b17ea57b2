// The offers sent for a request, newest first: each one's state now, its departure, party and agreed total (with the
// AED checkout charges), its message, and who sent it when.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import type { ConsoleOfferView } from "../../../../shared/offer.ts";
import { offerStatusAt } from "../../../../shared/offer.ts";
import {
  gulfMomentText,
  offerDepartureText,
  offerPartyText,
  offerStateText,
  offerTotalText,
} from "../../../../shared/offer-text.ts";
import { formatMoney } from "../../../../shared/money.ts";
import { tIsolated } from "../../../../shared/bidi.tsx";

export function OfferHistory({ offers, now }: { offers: ConsoleOfferView[]; now: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const ctx = { locale, now: new Date(now), relative: true };
  return (
    <section
      className="rounded-2xl border border-black/10 bg-white p-4 sm:p-5"
      aria-labelledby="ops-offers-sent"
      data-testid="ops-offer-history"
    >
      <h2 id="ops-offers-sent" className="text-lg font-bold">
        {t("ops.offers.history.heading")}
      </h2>
      {offers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("ops.offers.history.none")}</p>
      ) : (
        <ol className="mt-3 grid gap-3">
          {[...offers].reverse().map((offer) => (
            <li
              key={offer.id}
              className="rounded-xl border border-black/10 p-3 text-sm"
              data-testid="ops-offer-sent"
              data-status={offerStatusAt(offer, ctx.now)}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <bdi className="text-base font-extrabold" data-testid="ops-offer-total">
                  {offerTotalText(offer, locale)}
                </bdi>
                <span className="text-slate-600">
                  {tIsolated(t, "ops.offers.history.charged", {
                    amount: formatMoney(offer.aedTotal, locale, { currency: "AED", rate: 1 }, true),
                  })}
                </span>
              </div>
              <p className="mt-1 font-semibold" data-testid="ops-offer-state">
                {offerStateText(offer, t, ctx)}
              </p>
              <p className="mt-1">
                {offer.activityTitle} · {offer.optionTitle}
              </p>
              <p className="text-slate-700">
                {offerDepartureText(offer, t, locale)} · {offerPartyText(offer.counts, t, locale)}
              </p>
              {offer.message && (
                <p className="mt-2 whitespace-pre-line rounded-lg bg-slate-50 p-2" dir="auto">
                  {offer.message}
                </p>
              )}
              <p className="mt-2 text-xs text-slate-500">
                {tIsolated(t, "ops.offers.history.sentBy", {
                  who: offer.sentByEmail ?? "—",
                  when: gulfMomentText(offer.createdAt, locale),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
