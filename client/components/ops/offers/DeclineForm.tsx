// Declining a request: a message to the traveller (required), sent in an email in their language.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { OFFER_ANSWER_MESSAGE_MAX, type OfferFormErrors } from "../../../../shared/offer.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { Field } from "./Field.tsx";

export type DeclineFormProps = { action: string; values: Record<string, string>; errors: OfferFormErrors };

export function DeclineForm({ action, values, errors }: DeclineFormProps) {
  const { t } = useTranslation();
  const error = errors.reason ? String(t(`ops.offers.errors.${errors.reason.key}`, errors.reason.values ?? {})) : null;
  return (
    <section
      className="rounded-2xl border border-red-200 bg-white p-4 sm:p-5"
      aria-labelledby="ops-decline-title"
      data-testid="ops-offer-decline"
    >
      <h2 id="ops-decline-title" className="text-lg font-bold">
        {t("ops.offers.decline.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("ops.offers.decline.intro")}</p>
      <form method="post" action={action} className="mt-3 grid gap-3" noValidate>
        <Field name="reason" label={t("ops.offers.decline.message")} error={error}>
          <textarea
            id="ops-offer-reason"
            name="reason"
            rows={4}
            maxLength={OFFER_ANSWER_MESSAGE_MAX}
            defaultValue={values.reason ?? ""}
            className="mt-1 w-full rounded-lg border border-black/20 bg-white px-3 py-2"
            dir="auto"
          />
        </Field>
        <button
          type="submit"
          className={buttonClass(
            "outlined",
            "justify-self-start border-red-700 bg-white text-red-800 hover:bg-red-700",
          )}
          data-testid="ops-offer-decline-submit"
        >
          {t("ops.offers.decline.submit")}
        </button>
      </form>
    </section>
  );
}
