// Custom offer pages (personal): the request form on its own (/offers/new?activity=, and the form again with its
// errors after a POST), "Request received" with the request's summary (/offers/{id}), and the operator's priced offer
// behind its single-use link (OfferQuotePage.tsx, re-exported here: the routes take every offer page from this module).
import type { ReactNode } from "react";
export { OfferQuotePage } from "./OfferQuotePage.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import type { OfferView } from "../../shared/offer.ts";
import { formatDate } from "../../shared/intl.ts";
import { usePageContext } from "../components/page-context.tsx";
import { ButtonLink } from "../components/ui/Button.tsx";
import { tIsolated } from "../../shared/bidi.tsx";
import { OfferForm, offerErrorText } from "../components/catalogue/OfferForm.tsx";
import type { OfferErrors } from "../../shared/offer.ts";
import { OfferAnswer, OfferStatusLabel, offerBudget, offerDates } from "../components/account/OfferList.tsx";

export type OfferNewPageProps = {
  activity: { slug: string; title: string; href: string };
  action: string;
  today: string;
  values: Record<string, string>;
  errors: OfferErrors;
};

export function OfferNewPage({ activity, action, today, values, errors }: OfferNewPageProps) {
  const { t } = useTranslation();
  const problems = Object.keys(errors).length;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8" data-testid="offer-page">
      <a href={activity.href} className="text-sm font-semibold text-primary hover:underline">
        {activity.title}
      </a>
      <h1 className="mt-2 text-2xl font-extrabold md:text-3xl">{t("offer.heading")}</h1>
      {problems > 0 && (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800"
          data-testid="form-alert"
        >
          {errors.rateLimited ? offerErrorText(t, "rateLimited") : t("offer.fixErrors")}
        </div>
      )}
      <div className="mt-6">
        <OfferForm activitySlug={activity.slug} action={action} values={values} errors={errors} today={today} />
      </div>
    </div>
  );
}

export type OfferReceivedPageProps = {
  offer: OfferView & { message: string; firstName: string; lastName: string; email: string; phone: string };
  accountHref: string;
  /** When the page was made (ISO): what the answer's "open until …" is true at. */
  now: string;
};

export function OfferReceivedPage({ offer, accountHref, now }: OfferReceivedPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const row = (label: string, value: ReactNode) => (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-8" data-testid="offer-received">
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-emerald-100 text-3xl text-emerald-700"
        >
          ✓
        </span>
        <h1 className="mt-3 text-2xl font-extrabold md:text-3xl">{t("offer.receivedTitle")}</h1>
        <p className="mt-2 text-slate-700">{tIsolated(t, "offer.receivedText", { email: offer.email })}</p>
      </div>
      <section className="mt-6 rounded-2xl border border-black/10 p-4 sm:p-5" aria-labelledby="offer-summary-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="offer-summary-title" className="text-lg font-bold">
            {t("offer.summary")}
          </h2>
          <OfferStatusLabel status={offer.status} />
        </div>
        <dl className="mt-2 divide-y divide-black/10 text-sm">
          {row(
            t("offer.reference"),
            <bdi dir="ltr" data-testid="offer-reference">
              {offer.id}
            </bdi>,
          )}
          {row(
            t("offer.activity"),
            <a href={offer.activityHref} className="text-primary underline">
              {offer.activityTitle}
            </a>,
          )}
          {row(t("offer.dates"), offerDates(offer.dateFrom, offer.dateTo, locale))}
          {row(t("offer.groupSize"), t("booking.peopleCount", { count: offer.groupSize }))}
          {row(t("offer.budget"), <bdi>{offerBudget(offer, locale)}</bdi>)}
          {row(t("offer.message"), <span className="whitespace-pre-line">{offer.message}</span>)}
          {row(t("offer.contact"), <bdi>{`${offer.firstName} ${offer.lastName}`}</bdi>)}
          {row(t("checkout.email"), <bdi dir="ltr">{offer.email}</bdi>)}
          {row(t("checkout.phone"), <bdi dir="ltr">{offer.phone}</bdi>)}
          {row(t("offer.sentOn"), formatDate(offer.createdAt, locale))}
        </dl>
        <OfferAnswer offer={offer} now={now} />
      </section>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink href={offer.activityHref} variant="primary">
          {t("offer.backToActivity")}
        </ButtonLink>
        <ButtonLink href={accountHref} variant="third">
          {t("offer.toAccount")}
        </ButtonLink>
      </div>
    </div>
  );
}
