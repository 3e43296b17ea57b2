// Checkout's lead guest: name, email, country code and phone, WhatsApp updates, and (signed in) saving the details.
import { useTranslation } from "../../i18n/use-translation.ts";
import {
  DEFAULT_COUNTRY,
  MAX_LENGTH,
  SAVE_DETAILS_FIELD,
  WHATSAPP_FIELD,
  leadField,
  type CountryChoice,
} from "../../../shared/checkout-fields.ts";
import { Choice, Field, inputProps } from "./fields.tsx";

type Props = {
  values: Record<string, string>;
  errors: Record<string, string>;
  countries: CountryChoice[];
  signedIn: boolean;
};

export function LeadDetails({ values, errors, countries, signedIn }: Props) {
  const { t } = useTranslation();
  const lead = (name: Parameters<typeof leadField>[0]) => leadField(name);
  const country = values[lead("country")] || DEFAULT_COUNTRY;
  return (
    <section className="rounded-2xl border border-black/10 p-4 sm:p-5" aria-labelledby="lead-title">
      <h2 id="lead-title" className="text-lg font-bold">
        {t("checkout.leadHeading")}
      </h2>
      <p className="text-sm text-slate-600">{t("checkout.leadIntro")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field name={lead("firstName")} label={t("checkout.firstName")} error={errors[lead("firstName")]}>
          <input
            {...inputProps(lead("firstName"), values, errors)}
            type="text"
            autoComplete="given-name"
            maxLength={MAX_LENGTH.firstName}
            required
          />
        </Field>
        <Field name={lead("lastName")} label={t("checkout.lastName")} error={errors[lead("lastName")]}>
          <input
            {...inputProps(lead("lastName"), values, errors)}
            type="text"
            autoComplete="family-name"
            maxLength={MAX_LENGTH.lastName}
            required
          />
        </Field>
        <div className="sm:col-span-2">
          <Field name={lead("email")} label={t("checkout.email")} error={errors[lead("email")]}>
            <input
              {...inputProps(lead("email"), values, errors)}
              type="email"
              dir="ltr"
              autoComplete="email"
              inputMode="email"
              maxLength={MAX_LENGTH.email}
              required
            />
          </Field>
        </div>
        <Field name={lead("country")} label={t("checkout.countryCode")} error={errors[lead("country")]}>
          {/* Marks around the dial code, not isolates: a closed <select> ignores isolates, and "+971" read "971+" in Arabic. */}
          <select
            {...inputProps(lead("country"), values, errors)}
            defaultValue={country}
            autoComplete="tel-country-code"
            required
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} (\u200e${c.dial}\u200e)`}
              </option>
            ))}
          </select>
        </Field>
        <Field
          name={lead("phone")}
          label={t("checkout.phone")}
          hint={t("checkout.phoneHint")}
          error={errors[lead("phone")]}
        >
          <input
            {...inputProps(lead("phone"), values, errors, true)}
            // A text field with a phone keypad: HTML allows the national number's autofill token only on text fields.
            type="text"
            dir="ltr"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={MAX_LENGTH.phone}
            required
          />
        </Field>
      </div>
      <Choice
        name={WHATSAPP_FIELD}
        values={values}
        label={t("checkout.whatsappUpdates")}
        hint={t("checkout.whatsappUpdatesHint")}
        testId="whatsapp-updates"
      />
      {signedIn && (
        <Choice
          name={SAVE_DETAILS_FIELD}
          values={values}
          label={t("checkout.saveDetails")}
          hint={t("checkout.saveDetailsHint")}
          testId="save-details"
        />
      )}
    </section>
  );
}
