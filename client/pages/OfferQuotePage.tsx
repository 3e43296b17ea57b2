// The traveller's priced offer behind its emailed link (/offers/accept/{token}): what it is (experience, departure,
// party, the agreed total), its state, the operator's message and, while it is open and its departure has the seats,
// one button that puts exactly that booking in the cart. Opening the page changes nothing.
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { usePageContext } from "../components/page-context.tsx";
import type { OfferQuotePageProps, PricedOfferStatus } from "../../shared/offer.ts";
import { offerDepartureText, offerPartyText, offerStateText, offerTotalText } from "../../shared/offer-text.ts";
import { formatMoney } from "../../shared/money.ts";
import { currencyName } from "../../shared/intl.ts";
import { tIsolated } from "../../shared/bidi.tsx";
import { ButtonLink, buttonClass } from "../components/ui/Button.tsx";

const STATE_TONE: Record<PricedOfferStatus, string> = {
  sent: "border-sky-300 bg-sky-50 text-sky-900",
  accepted: "border-emerald-300 bg-emerald-50 text-emerald-900",
  expired: "border-slate-300 bg-slate-100 text-slate-800",
  declined: "border-slate-300 bg-slate-100 text-slate-800",
};

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[11rem_1fr]">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** What stands in the way of accepting now, in words the traveller can act on; null when nothing does. */
function Obstacle({
  status,
  seats,
  refusal,
  links,
}: Pick<OfferQuotePageProps, "status" | "seats" | "refusal" | "links">) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (refusal === "cart_full") text = t("offer.quote.refused.cart_full");
  else if (status === "accepted") text = t("offer.quote.refused.used");
  else if (status === "expired") text = t("offer.quote.refused.expired");
  else if (status === "declined") text = t("offer.quote.refused.withdrawn");
  else if (seats.kind === "no_seats")
    text =
      seats.left > 0
        ? t("offer.quote.seats.few", { left: t("booking.seatsLeft", { count: seats.left }) })
        : t("offer.quote.seats.none");
  else if (seats.kind === "departed") text = t("offer.quote.seats.departed");
  else if (seats.kind === "unavailable") text = t("offer.quote.seats.unavailable");
  if (!text) return null;
  return (
    <div
      role={refusal ? "alert" : "status"}
      className="mt-5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="offer-obstacle"
      data-refusal={refusal ?? undefined}
    >
      <p className="font-semibold">{text}</p>
      {status === "accepted" && (
        <a href={links.cart} className="mt-2 inline-block font-semibold text-primary underline">
          {t("offer.quote.toCart")}
        </a>
      )}
      {status === "sent" && seats.kind !== "ok" && (
        <a href={links.contact} className="mt-2 inline-block font-semibold text-primary underline">
          {t("offer.quote.contactUs")}
        </a>
      )}
    </div>
  );
}

export function OfferQuotePage({ offer, requestId, status, seats, now, refusal, links }: OfferQuotePageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const ctx = { locale, now: new Date(now), relative: true };
  const open = status === "sent" && seats.kind === "ok" && refusal !== "cart_full";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8" data-testid="offer-quote" data-status={status}>
      <p className="text-sm text-slate-600">
        {t("offer.reference")} <bdi dir="ltr">{requestId}</bdi>
      </p>
      <h1 className="mt-1 text-2xl font-extrabold md:text-3xl">{t("offer.quote.title")}</h1>
      <p className={`mt-4 rounded-xl border p-3 text-sm font-semibold ${STATE_TONE[status]}`} data-testid="offer-state">
        {offerStateText({ ...offer, status }, t, ctx)}
      </p>
      <section className="mt-5 rounded-2xl border border-black/10 bg-white p-4 sm:p-5" aria-labelledby="offer-terms">
        <h2 id="offer-terms" className="text-lg font-bold">
          {t("offer.quote.terms")}
        </h2>
        <dl className="mt-2 divide-y divide-black/10 text-sm">
          <Row label={t("offer.activity")}>
            <a href={links.activity} className="text-primary underline">
              {offer.activityTitle}
            </a>
            <span className="block text-slate-600">{offer.optionTitle}</span>
          </Row>
          <Row label={t("offer.quote.departure")} testId="offer-departure">
            {offerDepartureText(offer, t, locale)}
          </Row>
          <Row label={t("offer.quote.party")} testId="offer-party">
            {offerPartyText(offer.counts, t, locale)}
          </Row>
          <Row label={t("offer.quote.total")}>
            <bdi className="text-lg font-extrabold" data-testid="offer-total">
              {offerTotalText(offer, locale)}
            </bdi>
            {offer.currency !== "AED" && (
              <span className="block text-xs font-normal text-slate-600" data-testid="offer-charged-in-aed">
                {tIsolated(t, "offer.quote.chargedInAed", {
                  currency: currencyName(offer.currency, locale),
                  amount: formatMoney(offer.aedTotal, locale, { currency: "AED", rate: 1 }, true),
                })}
              </span>
            )}
          </Row>
        </dl>
      </section>
      {offer.message && (
        <section className="mt-5 rounded-2xl bg-slate-50 p-4 sm:p-5" aria-labelledby="offer-message">
          <h2 id="offer-message" className="font-bold">
            {t("offer.quote.message")}
          </h2>
          <p className="mt-2 whitespace-pre-line text-sm" dir="auto" data-testid="offer-message">
            {offer.message}
          </p>
        </section>
      )}
      <Obstacle status={status} seats={seats} refusal={refusal} links={links} />
      {open && (
        <form method="post" action={links.accept} className="mt-6">
          <p className="text-sm text-slate-700">{t("offer.quote.acceptHint")}</p>
          <button
            type="submit"
            className={buttonClass("primary", "mt-3 w-full text-lg sm:w-auto")}
            data-testid="offer-accept"
          >
            {t("offer.quote.accept")}
          </button>
        </form>
      )}
      {!open && (
        <div className="mt-6">
          <ButtonLink href={links.activity} variant="third">
            {t("offer.backToActivity")}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
