// The answer's first step: the experience (of the request's city) and its option, as a GET form that reloads the
// request's page with that option's departures.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { buttonClass } from "../../ui/Button.tsx";
import type { AnswerFormProps } from "./AnswerForm.tsx";
import { Field, input } from "./Field.tsx";

export function OfferChooser({ chooser }: { chooser: AnswerFormProps["chooser"] }) {
  const { t } = useTranslation();
  return (
    <form method="get" action={chooser.action} className="grid gap-3" data-testid="ops-offer-chooser">
      <h3 className="font-bold">{t("ops.offers.answer.step1")}</h3>
      <Field name="choose-activity" label={t("offer.activity")}>
        <select id="ops-offer-choose-activity" name="activity" defaultValue={chooser.activityId} className={input}>
          {chooser.activities.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title}
            </option>
          ))}
        </select>
      </Field>
      {chooser.options.length > 0 && (
        <Field name="choose-option" label={t("ops.offers.answer.option")}>
          <select
            id="ops-offer-choose-option"
            name="option"
            defaultValue={chooser.optionId ?? undefined}
            className={input}
          >
            {chooser.options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
              </option>
            ))}
          </select>
        </Field>
      )}
      <button
        type="submit"
        className={buttonClass("outlined", "justify-self-start bg-white")}
        data-testid="ops-offer-choose"
      >
        {t("ops.offers.answer.showDepartures")}
      </button>
    </form>
  );
}
