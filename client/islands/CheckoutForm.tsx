// Checkout's form (Guests Details): the lead guest, each item's reservation questions, pay now or later, the order
// summary and the pay button. It is a plain POST without JavaScript; hydrated, it checks the fields first, then shows
// the processing screen (processing cart, then processing checkout) until the payment or result page opens.
import { Trans } from "../i18n/trans.tsx";
import { useTranslation } from "../i18n/use-translation.ts";
import { PAYMENT_MODE_FIELD } from "../../shared/checkout-fields.ts";
import { Button } from "../components/ui/Button.tsx";
import { LeadDetails } from "../components/checkout/LeadDetails.tsx";
import { ItemQuestions } from "../components/checkout/ItemQuestions.tsx";
import { PaymentChoice } from "../components/checkout/PaymentChoice.tsx";
import { OrderSummary } from "../components/checkout/OrderSummary.tsx";
import { ProcessingOverlay } from "../components/checkout/ProcessingOverlay.tsx";
import { progressOf } from "../components/checkout/checkout-state.ts";
import { useCheckout } from "../components/checkout/use-checkout.ts";
import { ErrorSummary } from "../components/checkout/fields.tsx";
import type { CheckoutFormProps, CheckoutItemSummary } from "../components/checkout/types.ts";
import { LEAD_LABELS } from "../components/checkout/lead-labels.ts";

type T = ReturnType<typeof useTranslation>["t"];
const ANSWER_LABELS: Record<string, string> = {
  pickupPointId: "checkout.pickupPoint",
  pickupAddress: "checkout.pickupAddress",
  pickupTime: "checkout.pickupTime",
  note: "checkout.note",
};

/** A refused field's label as the form shows it (with its experience's title, for an item's question). */
function labelOf(name: string, items: CheckoutItemSummary[], t: T): string {
  const [group, key, ...rest] = name.split(".");
  if (group === "lead" && LEAD_LABELS[key]) return t(LEAD_LABELS[key]);
  if (name === PAYMENT_MODE_FIELD) return t("checkout.paymentHeading");
  const item = group === "answers" ? items.find((i) => String(i.id) === key) : undefined;
  if (!item) return t("checkout.thisField");
  const field =
    rest[0] === "travellerNames"
      ? t("checkout.travellerName", { index: Number(rest[1]) + 1 })
      : t(ANSWER_LABELS[rest[0]] ?? "checkout.thisField");
  return items.length > 1 ? t("checkout.fieldOfItem", { field, item: item.title }) : field;
}

export default function CheckoutForm(props: CheckoutFormProps) {
  const { t } = useTranslation();
  const { locale, values, items } = props;
  const { state, formRef, alertRef, draft, flushDraft, submit, typing, changed } = useCheckout(props);
  const { errors, mode, stage, elapsed, formError } = state;
  const hasErrors = Object.keys(errors).length > 0;
  const processing = stage !== "idle";
  // biome-ignore lint/a11y/useAnchorContent: Trans fills the link with the translated words
  const link = (href: string) => <a href={href} className="font-semibold text-primary underline" />;

  return (
    <form
      ref={formRef}
      method="post"
      action={props.action}
      noValidate
      onSubmit={submit}
      onChange={changed}
      onInput={typing}
      onBlur={flushDraft}
      data-testid="checkout-form"
      data-draft={draft}
      className="mx-auto max-w-6xl px-4 py-6"
    >
      <a
        inert={processing}
        href={props.cartHref}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
        data-testid="return-to-cart"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 rtl:-scale-x-100"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M15 6l-6 6 6 6" />
        </svg>
        {t("checkout.returnToCart")}
      </a>
      <h1 className="mt-3 text-2xl font-extrabold md:text-3xl">{t("checkout.title")}</h1>
      {props.paymentCancelled && !hasErrors && !formError && (
        <p
          role="status"
          className="mt-4 rounded-xl border border-black/10 bg-slate-50 p-4 text-sm"
          data-testid="payment-cancelled"
        >
          {t("checkout.paymentCancelled")}
        </p>
      )}
      {hasErrors && !formError ? (
        <ErrorSummary
          errors={errors}
          labelOf={(name) => labelOf(name, items, t)}
          title={t("checkout.errorSummaryTitle")}
          intro={t("checkout.errorSummary")}
          summaryRef={alertRef}
        />
      ) : (
        formError && (
          <div
            ref={alertRef}
            tabIndex={-1}
            role="alert"
            className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800"
            data-testid="form-alert"
          >
            {formError}
          </div>
        )
      )}
      {/* While processing, the form lies under the processing screen: inert, so Tab cannot reach anything hidden. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start" inert={processing}>
        <div className="grid min-w-0 gap-6">
          <LeadDetails values={values} errors={errors} countries={props.countries} signedIn={props.signedIn} />
          {items.some((i) => i.questions.length > 0) && (
            <div className="grid gap-4">
              <h2 className="text-lg font-bold">{t("checkout.detailsHeading")}</h2>
              {items
                .filter((i) => i.questions.length > 0)
                .map((item) => (
                  <ItemQuestions key={item.id} item={item} values={values} errors={errors} locale={locale} />
                ))}
            </div>
          )}
        </div>

        {/* Beside the pay button on wide screens, so the choice is seen before clicking; last before it on phones. */}
        <div className="grid gap-4 lg:sticky lg:top-4">
          <PaymentChoice mode={mode} error={errors[PAYMENT_MODE_FIELD]} />
          <OrderSummary props={props} />
          <Button type="submit" loading={stage !== "idle"} className="w-full py-3 text-lg" data-testid="pay-button">
            {t(mode === "later" ? "checkout.confirmBooking" : "checkout.confirmAndPay")}
          </Button>
          <p className="text-xs text-slate-600" data-testid="agreement">
            <Trans
              i18nKey={mode === "later" ? "checkout.agreeLater" : "checkout.agreePay"}
              components={{ terms: link(props.termsHref), privacy: link(props.privacyHref) }}
            />
          </p>
        </div>
      </div>
      {stage !== "idle" && <ProcessingOverlay stage={stage} progress={progressOf(stage, elapsed)} />}
    </form>
  );
}
