// Cancelling a booked item (/bookings/{reference}/cancel): the policy in words and what cancelling now costs (fee
// percent and amount, refund), or why it cannot be cancelled; confirming posts the same page's plain form.
import { useTranslation } from "../i18n/use-translation.ts";
import type { CancelQuoteView } from "../../shared/invoice.ts";
import { cancellationLines, type CancellationPolicy } from "../../shared/cancellation.ts";
import { CancellationClaim } from "../components/booking/CancellationClaim.tsx";
import { formatDate, formatPercent } from "../../shared/intl.ts";
import { usePageContext } from "../components/page-context.tsx";
import { tIsolated } from "../../shared/bidi.tsx";
import { ButtonLink } from "../components/ui/Button.tsx";
import { Island } from "../components/Island.tsx";
import BusyForm from "../islands/BusyForm.tsx";
import { Fact, Panel, aed } from "../components/account/parts.tsx";

export type CancelBookingPageProps = {
  reference: string;
  orderId: string;
  title: string;
  optionTitle: string;
  date: string;
  startTime: string;
  policy: CancellationPolicy;
  /** The activity's city's time zone and the moment the quote was made (ISO): the claim above the policy. */
  timeZone: string;
  now: string;
  quote: CancelQuoteView;
  /** The form's action and its hidden fields (the manage-booking proof, when there is no account). */
  action: string;
  fields: Record<string, string>;
  back: { href: string; label: string };
};

export function CancelBookingPage(props: CancelBookingPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const { quote } = props;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10" data-testid="cancel-page" data-reference={props.reference}>
      <a
        href={props.back.href}
        className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
        data-testid="cancel-back"
      >
        {props.back.label}
      </a>
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">{t("invoice.cancelTitle")}</h1>
      <div className="mt-6 grid gap-4">
        <Panel title={props.title}>
          <p className="-mt-2 mb-3 text-sm text-slate-600">{props.optionTitle}</p>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <Fact label={t("invoice.reference")}>
              <bdi dir="ltr" className="font-mono">
                {props.reference}
              </bdi>
            </Fact>
            <Fact label={t("invoice.date")}>{formatDate(props.date, locale)}</Fact>
            <Fact label={t("invoice.time")}>
              <bdi dir="ltr">{props.startTime}</bdi>
            </Fact>
          </dl>
        </Panel>
        <Panel title={t("invoice.policy")} testId="cancel-policy">
          <p className="mb-3 text-sm">
            <CancellationClaim
              policy={props.policy}
              date={props.date}
              startTime={props.startTime}
              timeZone={props.timeZone}
              now={props.now}
              relative
              locale={locale}
            />
          </p>
          <ul className="list-disc space-y-1 ps-5 text-sm">
            {cancellationLines(props.policy, t).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Panel>
        {quote.ok ? (
          <Panel title={t("invoice.quoteTitle")} testId="cancel-quote">
            <dl className="text-sm">
              <div className="flex justify-between gap-4 py-1.5">
                <dt>{t("invoice.amountPaid")}</dt>
                <dd data-testid="quote-amount">
                  <bdi>{aed(quote.amount, locale)}</bdi>
                </dd>
              </div>
              <div className="flex justify-between gap-4 py-1.5">
                <dt>{t("invoice.penaltyRate")}</dt>
                <dd data-testid="quote-percent">
                  <bdi>{formatPercent(quote.penaltyPercent, locale)}</bdi>
                </dd>
              </div>
              <div className="flex justify-between gap-4 py-1.5">
                <dt>{t("invoice.penalty")}</dt>
                <dd data-testid="quote-penalty">
                  <bdi>{aed(quote.penalty, locale)}</bdi>
                </dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-black/10 py-1.5 pt-2.5 text-base font-extrabold">
                <dt>{t("invoice.refund")}</dt>
                <dd data-testid="quote-refund">
                  <bdi>{aed(quote.refund, locale)}</bdi>
                </dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-600">
              {quote.refund === 0
                ? t("invoice.quoteNoRefund")
                : quote.refundToCard
                  ? tIsolated(t, "invoice.quoteToCard", { amount: aed(quote.refund, locale) })
                  : tIsolated(t, "invoice.quoteNotDue", { amount: aed(quote.refund, locale) })}
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Island
                name="BusyForm"
                component={BusyForm}
                props={{
                  action: props.action,
                  fields: props.fields,
                  label: t("invoice.confirmCancel"),
                  testId: "confirm-cancel",
                }}
                // Not "visible": BusyForm's form is display:contents, a box the visibility observer never sees.
                when="load"
              />
              <ButtonLink href={props.back.href} variant="outlined" data-testid="keep-booking">
                {t("invoice.keep")}
              </ButtonLink>
            </div>
          </Panel>
        ) : (
          <div
            role="status"
            className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
            data-testid="cancel-refused"
            data-reason={quote.reason}
          >
            {t(`invoice.refused.${quote.reason}`)}
          </div>
        )}
      </div>
    </div>
  );
}
