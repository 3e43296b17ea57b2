// A custom offer request in full, for the console: its status, the traveller and how to reach them, what they asked
// for (experience, dates, group, budget, message) and, once declined, why.
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import type { ConsoleRequest } from "../../../../shared/offer.ts";
import { countryName, languageName } from "../../../../shared/intl.ts";
import { gulfMomentText } from "../../../../shared/offer-text.ts";
import { OfferStatusLabel, offerBudget, offerDates } from "../../account/OfferList.tsx";

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function RequestDetails({ request, activityHref }: { request: ConsoleRequest; activityHref: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <section
      className="rounded-2xl border border-black/10 bg-white p-4 sm:p-5"
      aria-labelledby="ops-request-title"
      data-testid="ops-request"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ops-request-title" className="text-lg font-bold">
          {t("ops.offers.request.heading")}
        </h2>
        <OfferStatusLabel status={request.status} />
      </div>
      <dl className="mt-2 divide-y divide-black/10 text-sm">
        <Row label={t("ops.offers.request.received")}>{gulfMomentText(request.createdAt, locale)}</Row>
        <Row label={t("ops.offers.request.traveller")}>
          <bdi>{`${request.firstName} ${request.lastName}`}</bdi>
        </Row>
        <Row label={t("checkout.email")}>
          <a
            href={`mailto:${request.email}`}
            className="inline-flex min-h-6 items-center break-all text-primary underline"
          >
            <bdi dir="ltr">{request.email}</bdi>
          </a>
        </Row>
        <Row label={t("checkout.phone")}>
          <a href={`tel:${request.phone}`} className="inline-flex min-h-6 items-center text-primary underline">
            <bdi dir="ltr">{request.phone}</bdi>
          </a>
        </Row>
        <Row label={t("ops.offers.request.country")}>{countryName(request.country, locale)}</Row>
        <Row label={t("ops.offers.request.language")}>{languageName(request.locale, locale)}</Row>
        <Row label={t("ops.offers.request.account")}>
          {t(request.userId ? "ops.offers.request.signedIn" : "ops.offers.request.guest")}
        </Row>
        <Row label={t("offer.activity")}>
          <a href={activityHref} className="text-primary underline">
            {request.activityTitle}
          </a>
        </Row>
        <Row label={t("offer.dates")}>{offerDates(request.dateFrom, request.dateTo, locale)}</Row>
        <Row label={t("offer.groupSize")}>{t("booking.peopleCount", { count: request.groupSize })}</Row>
        <Row label={t("offer.budget")}>
          <bdi>{offerBudget(request, locale)}</bdi>
        </Row>
        <Row label={t("ops.offers.request.message")} testId="ops-request-message">
          <span className="whitespace-pre-line" dir="auto">
            {request.message}
          </span>
        </Row>
        {request.declineMessage && (
          <Row label={t("ops.offers.request.declineMessage")}>
            <span className="whitespace-pre-line" dir="auto">
              {request.declineMessage}
            </span>
          </Row>
        )}
      </dl>
    </section>
  );
}
