// The custom offer request form (dates, group size, budget, message, contact details) at /offers/new, linked from
// the experience page's "Request a custom offer", and again there when it comes back with errors. A plain POST to /offers.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { TFunction } from "i18next";
import { CURRENCIES } from "../../../shared/constants.ts";
import {
  OFFER_CHECKOUT_ERROR_KEYS,
  OFFER_DEFAULT_CURRENCY,
  OFFER_FIELDS,
  OFFER_GROUP_MAX,
  OFFER_MESSAGE_MAX,
  type OfferErrorKey,
  type OfferErrors,
} from "../../../shared/offer.ts";
import { DEFAULT_COUNTRY, MAX_LENGTH } from "../../../shared/checkout-fields.ts";
import { countryChoices } from "../../../shared/countries.ts";
import { usePageContext } from "../page-context.tsx";
import { buttonClass } from "../ui/Button.tsx";

export function offerErrorText(t: TFunction, key: OfferErrorKey): string {
  return OFFER_CHECKOUT_ERROR_KEYS.has(key)
    ? t(`checkout.errors.${key}`)
    : t(`offer.errors.${key}`, { max: String(OFFER_GROUP_MAX) });
}

export type OfferFormProps = {
  activitySlug: string;
  /** The locale's /offers. */
  action: string;
  values: Record<string, string>;
  errors: OfferErrors;
  /** The Gulf's today, for the date pickers' minimum (the form's page is personal, never cached). */
  today: string;
};

const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base ${invalid ? "border-red-600 ring-1 ring-red-600" : "border-black/20 focus:border-primary"}`;

export function OfferForm({ activitySlug, action, values, errors, today }: OfferFormProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const id = (name: string) => `offer-${name}`;
  const props = (name: string, hint = false) => {
    const error = errors[name];
    return {
      id: id(name),
      name,
      defaultValue: values[name] ?? "",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id(name)}-error` : hint ? `${id(name)}-hint` : undefined,
      className: inputClass(Boolean(error)),
    };
  };
  const field = (name: string, label: string, control: ReactNode, hint?: string, wide = false) => (
    <div data-field={name} className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id(name)} className="block text-sm font-semibold">
        {label}
      </label>
      {control}
      {hint && !errors[name] && (
        <p id={`${id(name)}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`${id(name)}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {offerErrorText(t, errors[name]!)}
        </p>
      )}
    </div>
  );
  const F = OFFER_FIELDS;
  return (
    <form method="post" action={action} noValidate className="grid gap-4" data-testid="offer-form">
      <input type="hidden" name={F.activity} value={activitySlug} />
      <p className="text-sm text-slate-600">{t("offer.intro")}</p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-bold">{t("offer.tripHeading")}</legend>
        {field(F.dateFrom, t("offer.dateFrom"), <input {...props(F.dateFrom)} type="date" min={today} required />)}
        {field(F.dateTo, t("offer.dateTo"), <input {...props(F.dateTo)} type="date" min={today} required />)}
        {field(
          F.groupSize,
          t("offer.groupSize"),
          <input
            {...props(F.groupSize, true)}
            type="number"
            inputMode="numeric"
            min={1}
            max={OFFER_GROUP_MAX}
            step={1}
            dir="ltr"
            required
          />,
          t("offer.groupSizeHint", { max: String(OFFER_GROUP_MAX) }),
        )}
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
          {field(
            F.budget,
            t("offer.budget"),
            <input
              {...props(F.budget, true)}
              type="text"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              maxLength={16}
              required
            />,
            t("offer.budgetHint"),
          )}
          {field(
            F.currency,
            t("offer.currency"),
            <select {...props(F.currency)} defaultValue={values[F.currency] || OFFER_DEFAULT_CURRENCY}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>,
          )}
        </div>
        {field(
          F.message,
          t("offer.message"),
          <textarea {...props(F.message, true)} rows={4} maxLength={OFFER_MESSAGE_MAX} required />,
          t("offer.messageHint"),
          true,
        )}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-bold">{t("offer.contactHeading")}</legend>
        {field(
          F.firstName,
          t("checkout.firstName"),
          <input
            {...props(F.firstName)}
            type="text"
            autoComplete="given-name"
            maxLength={MAX_LENGTH.firstName}
            required
          />,
        )}
        {field(
          F.lastName,
          t("checkout.lastName"),
          <input
            {...props(F.lastName)}
            type="text"
            autoComplete="family-name"
            maxLength={MAX_LENGTH.lastName}
            required
          />,
        )}
        {field(
          F.email,
          t("checkout.email"),
          <input
            {...props(F.email)}
            type="email"
            dir="ltr"
            autoComplete="email"
            inputMode="email"
            maxLength={MAX_LENGTH.email}
            required
          />,
          undefined,
          true,
        )}
        {field(
          F.country,
          t("checkout.countryCode"),
          // Marks around the dial code, not isolates: a closed <select> ignores isolates (as at checkout).
          <select
            {...props(F.country)}
            defaultValue={values[F.country] || DEFAULT_COUNTRY}
            autoComplete="tel-country-code"
            required
          >
            {countryChoices(locale).map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} (\u200e${c.dial}\u200e)`}
              </option>
            ))}
          </select>,
        )}
        {field(
          F.phone,
          t("checkout.phone"),
          <input
            {...props(F.phone, true)}
            // The number without its country code (chosen above): "tel-national" is valid on a text input only; the
            // phone keypad comes from inputMode.
            type="text"
            dir="ltr"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={MAX_LENGTH.phone}
            required
          />,
          t("checkout.phoneHint"),
        )}
      </fieldset>
      <div>
        <button type="submit" className={buttonClass("primary")} data-testid="offer-submit">
          {t("offer.submit")}
        </button>
      </div>
    </form>
  );
}
