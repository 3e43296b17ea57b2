// The lead guest's contact details, changed from the console: name, email and phone with its country code, read
// as checkout reads them (the same messages when something is wrong), kept as typed when the form comes back.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { Button } from "../../ui/Button.tsx";
import type { Lead } from "../../../../shared/order.ts";
import type { CountryChoice } from "../../../../shared/checkout-fields.ts";
import { ACTION_FIELDS as F } from "../../../../shared/ops-bookings.ts";
import type { BookingForm } from "../../../pages/ops/BookingPage.tsx";
import { Disclosure, Field, inputClass } from "./parts.tsx";

export function ContactForm({
  action,
  lead,
  form,
  countries,
}: {
  action: string;
  lead: Lead;
  form: BookingForm | null;
  countries: CountryChoice[];
}) {
  const { t } = useTranslation();
  const values: Record<string, string> = form?.values ?? { ...lead };
  const errors = form?.errors ?? {};
  const text = (name: string, label: string, type: "text" | "email" | "tel", autoComplete: string) => (
    <Field id={`contact-${name}`} label={label} error={errors[name] && t(errors[name])}>
      {(describedBy) => (
        <input
          id={`contact-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          dir={type === "text" ? "auto" : "ltr"}
          defaultValue={values[name] ?? ""}
          aria-describedby={describedBy}
          aria-invalid={errors[name] ? true : undefined}
          className={`${inputClass(Boolean(errors[name]))} ${type === "text" ? "" : "text-start"}`}
          data-testid={`contact-${name}`}
        />
      )}
    </Field>
  );
  return (
    <Disclosure summary={t("ops.bookings.actions.contact")} open={form !== null} testId="booking-contact">
      <form method="post" action={action} noValidate className="grid gap-4" data-testid="contact-form">
        <p className="text-sm text-slate-600">{t("ops.bookings.actions.contactIntro")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {text(F.firstName, t("checkout.firstName"), "text", "off")}
          {text(F.lastName, t("checkout.lastName"), "text", "off")}
        </div>
        {text(F.email, t("checkout.email"), "email", "off")}
        <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
          <Field
            id="contact-country"
            label={t("checkout.countryCode")}
            error={errors[F.country] && t(errors[F.country])}
          >
            {(describedBy) => (
              <select
                id="contact-country"
                name={F.country}
                defaultValue={values[F.country] ?? ""}
                aria-describedby={describedBy}
                className={inputClass(Boolean(errors[F.country]))}
                data-testid="contact-country"
              >
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {/* Marks, not isolates: a closed <select> ignores isolates (as checkout's country code). */}
                    {`${c.name} (\u200e${c.dial}\u200e)`}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text(F.phone, t("checkout.phone"), "tel", "off")}
        </div>
        <div>
          <Button type="submit" data-testid="contact-submit">
            {t("ops.bookings.actions.saveContact")}
          </Button>
        </div>
      </form>
    </Disclosure>
  );
}
