// An item's money forms (operators): cancel it with the policy's fee or with the fee waived, and refund part of it,
// each with a required reason. Both need a passkey check from the last 10 minutes: the worker refuses otherwise and
// brings the form back, as typed, under "Confirm it's you".
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { aed } from "../../account/parts.tsx";
import { Button } from "../../ui/Button.tsx";
import { formatPercent } from "../../../../shared/intl.ts";
import type { PaymentMode } from "../../../../shared/order.ts";
import { ACTION_FIELDS as F, REASON_MAX, type OpsBookingItem } from "../../../../shared/ops-bookings.ts";
import type { BookingForm } from "../../../pages/ops/BookingPage.tsx";
import { Disclosure, Field, inputClass } from "./parts.tsx";

type FormProps = { item: OpsBookingItem; action: string; form: BookingForm | null; stepUpNeeded: boolean };

function Reason({ id, form }: { id: string; form: BookingForm | null }) {
  const { t } = useTranslation();
  const error = form?.errors[F.reason];
  return (
    <Field
      id={id}
      label={t("ops.bookings.actions.reason")}
      hint={t("ops.bookings.actions.reasonHint")}
      error={error && t(error)}
    >
      {(describedBy) => (
        <textarea
          id={id}
          name={F.reason}
          required
          rows={2}
          maxLength={REASON_MAX}
          dir="auto"
          defaultValue={form?.values[F.reason] ?? ""}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={inputClass(Boolean(error))}
          data-testid={`${id}`}
        />
      )}
    </Field>
  );
}

function StepUpHint({ needed }: { needed: boolean }) {
  const { t } = useTranslation();
  return needed ? <p className="text-sm font-medium text-amber-800">{t("ops.bookings.actions.stepUpNeeded")}</p> : null;
}

export function CancelForm({
  item,
  action,
  form,
  stepUpNeeded,
  paymentMode,
}: FormProps & { paymentMode: PaymentMode }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const quote = item.cancelQuote!;
  const id = `cancel-${item.reference}`;
  const chosen = form?.values[F.fee] ?? "policy";
  const feeError = form?.errors[F.fee];
  return (
    <Disclosure summary={t("ops.bookings.actions.cancel")} open={form !== null} testId="item-cancel">
      <form method="post" action={action} className="grid gap-4" data-testid="cancel-form">
        <input type="hidden" name={F.item} value={item.reference} />
        <p className="text-sm text-slate-600">{t("ops.bookings.actions.cancelIntro")}</p>
        {quote.policyRefuses && (
          <p className="text-sm text-slate-700">{t(`ops.bookings.actions.policyRefuses.${quote.policyRefuses}`)}</p>
        )}
        {paymentMode === "later" && <p className="text-sm text-slate-700">{t("ops.bookings.actions.payLaterNote")}</p>}
        <fieldset aria-describedby={feeError ? `${id}-fee-error` : undefined}>
          <legend className="sr-only">{t("ops.bookings.actions.cancel")}</legend>
          {(["policy", "waive"] as const).map((fee) => (
            <label key={fee} className="flex items-start gap-2 py-1 text-sm">
              <input
                type="radio"
                name={F.fee}
                value={fee}
                defaultChecked={chosen === fee}
                className="mt-1 h-4 w-4 shrink-0"
                data-testid={`${id}-fee-${fee}`}
              />
              <span>
                {fee === "policy"
                  ? t("ops.bookings.actions.feePolicy", {
                      penalty: aed(quote.penalty, locale),
                      percent: formatPercent(quote.penaltyPercent, locale),
                      refund: aed(quote.refundWithFee, locale),
                    })
                  : t("ops.bookings.actions.feeWaive", { refund: aed(quote.refundWaived, locale) })}
              </span>
            </label>
          ))}
          {feeError && (
            <p id={`${id}-fee-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
              {t(feeError)}
            </p>
          )}
        </fieldset>
        <Reason id={`${id}-reason`} form={form} />
        <StepUpHint needed={stepUpNeeded} />
        <div>
          <Button type="submit" className="!bg-red-700 hover:!bg-red-800" data-testid={`${id}-submit`}>
            {t("ops.bookings.actions.confirmCancel")}
          </Button>
        </div>
      </form>
    </Disclosure>
  );
}

export function RefundForm({ item, action, form, stepUpNeeded }: FormProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const id = `refund-${item.reference}`;
  const error = form?.errors[F.amount];
  return (
    <Disclosure summary={t("ops.bookings.actions.refund")} open={form !== null} testId="item-refund">
      {item.refundable === 0 ? (
        <p className="text-sm text-slate-600">{t("ops.bookings.actions.nothingToRefund")}</p>
      ) : (
        <form method="post" action={action} className="grid gap-4" data-testid="refund-form">
          <input type="hidden" name={F.item} value={item.reference} />
          <p className="text-sm text-slate-600">
            {t("ops.bookings.actions.refundIntro", { amount: aed(item.refundable, locale) })}
          </p>
          <Field
            id={`${id}-amount`}
            label={t("ops.bookings.actions.amount")}
            hint={t("ops.bookings.actions.amountHint")}
            error={error && t(error)}
          >
            {(describedBy) => (
              <input
                id={`${id}-amount`}
                name={F.amount}
                type="text"
                inputMode="decimal"
                dir="ltr"
                autoComplete="off"
                required
                defaultValue={form?.values[F.amount] ?? ""}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
                className={`${inputClass(Boolean(error))} max-w-xs text-start`}
                data-testid={`${id}-amount`}
              />
            )}
          </Field>
          <Reason id={`${id}-reason`} form={form} />
          <StepUpHint needed={stepUpNeeded} />
          <div>
            <Button type="submit" data-testid={`${id}-submit`}>
              {t("ops.bookings.actions.confirmRefund")}
            </Button>
          </div>
        </form>
      )}
    </Disclosure>
  );
}
