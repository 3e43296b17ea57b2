// Checkout's payment choice: pay now or pay later, as two radios, with the choice's error under them.
import { useTranslation } from "../../i18n/use-translation.ts";
import { PAYMENT_MODE_FIELD } from "../../../shared/checkout-fields.ts";
import type { PaymentMode } from "../../../shared/order.ts";
import { fieldId } from "./fields.tsx";

export function PaymentChoice({ mode, error }: { mode: PaymentMode; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-black/10 p-4 sm:p-5" aria-labelledby="pay-title">
      <h2 id="pay-title" className="text-lg font-bold">
        {t("checkout.paymentHeading")}
      </h2>
      <fieldset
        aria-labelledby="pay-title"
        aria-describedby={error ? `${fieldId(PAYMENT_MODE_FIELD)}-error` : undefined}
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1"
      >
        {(["now", "later"] as const).map((value) => (
          <label
            key={value}
            className={`flex cursor-pointer gap-3 rounded-xl border p-3 ${mode === value ? "border-primary ring-1 ring-primary" : "border-black/15"}`}
          >
            <input
              type="radio"
              // The first radio is where the error summary's link for the choice leads.
              id={value === "now" ? fieldId(PAYMENT_MODE_FIELD) : undefined}
              name={PAYMENT_MODE_FIELD}
              value={value}
              defaultChecked={mode === value}
              className="mt-1 accent-[var(--c-primary)]"
              data-testid={`pay-${value}`}
            />
            <span>
              <span className="block font-semibold">
                {t(value === "now" ? "checkout.payNow" : "checkout.payLater")}
              </span>
              <span className="block text-sm text-slate-600">
                {t(value === "now" ? "checkout.payNowHint" : "checkout.payLaterHint")}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p
          id={`${fieldId(PAYMENT_MODE_FIELD)}-error`}
          className="mt-2 text-sm font-medium text-red-700"
          data-testid="field-error"
        >
          {error}
        </p>
      )}
    </section>
  );
}
