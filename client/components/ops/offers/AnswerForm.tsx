// The console's answer to a request, as two plain forms: first the experience and option (a GET that reloads the page
// with that option's departures), then the offer itself (departure, party, total in the traveller's currency, expiry,
// message), posted once. No script: every choice is a server round trip.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import type { ParticipantCategory, PricingUnit } from "../../../../shared/catalogue.ts";
import type { ActivityChoice, DepartureChoice, OfferFormErrors } from "../../../../shared/offer.ts";
import { OFFER_ANSWER_FIELDS as F, OFFER_ANSWER_MESSAGE_MAX } from "../../../../shared/offer.ts";
import { formatDate } from "../../../../shared/intl.ts";
import { formatMinor, formatMoney } from "../../../../shared/money.ts";
import type { Currency } from "../../../../shared/constants.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { Field, input } from "./Field.tsx";
import { OfferChooser } from "./OfferChooser.tsx";

export type AnswerFormProps = {
  /** An offer of this request is still open: a new one withdraws it. */
  replacesOpenOffer: boolean;
  chooser: {
    action: string;
    activities: ActivityChoice[];
    activityId: number;
    options: { id: number; title: string }[];
    optionId: number | null;
  };
  /** The offer's own form, once an option is chosen (null when the activity has none). */
  answer: {
    action: string;
    activityId: number;
    optionId: number;
    pricingUnit: PricingUnit;
    departures: DepartureChoice[];
    range: { from: string; to: string };
    categories: ParticipantCategory[];
    currencies: string[];
    budget: { amount: number; currency: string };
    values: Record<string, string>;
    errors: OfferFormErrors;
  } | null;
};

export function AnswerForm({ replacesOpenOffer, chooser, answer }: AnswerFormProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const err = (name: string) => {
    const e = answer?.errors[name];
    return e ? String(t(`ops.offers.errors.${e.key}`, e.values ?? {})) : null;
  };
  const value = (name: string) => answer?.values[name] ?? "";
  const departureLabel = (d: DepartureChoice) =>
    [
      formatDate(d.date, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" }),
      d.startTime,
      t("ops.offers.answer.seatsLeft", { count: d.seatsLeft }),
      `${formatMoney(d.price, locale, { currency: "AED", rate: 1 })} ${t(`catalogue.unit.${answer?.pricingUnit ?? "per_person"}`)}`,
    ].join(" · ");
  return (
    <section
      className="rounded-2xl border border-black/10 bg-white p-4 sm:p-5"
      aria-labelledby="ops-answer-title"
      data-testid="ops-offer-answer"
    >
      <h2 id="ops-answer-title" className="text-lg font-bold">
        {t("ops.offers.answer.heading")}
      </h2>
      {replacesOpenOffer && (
        <p className="mt-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-950" data-testid="ops-offer-replaces">
          {t("ops.offers.answer.replaces")}
        </p>
      )}
      <div className="mt-3">
        <OfferChooser chooser={chooser} />
      </div>
      {!answer ? (
        <p className="mt-4 text-sm text-slate-700">{t("ops.offers.answer.noOptions")}</p>
      ) : (
        <form method="post" action={answer.action} className="mt-6 grid gap-4" data-testid="ops-offer-form" noValidate>
          <h3 className="font-bold">{t("ops.offers.answer.step2")}</h3>
          <input type="hidden" name={F.activity} value={answer.activityId} />
          <input type="hidden" name={F.option} value={answer.optionId} />
          <Field
            name={F.slot}
            label={t("ops.offers.answer.departure")}
            hint={t("ops.offers.answer.range", {
              from: formatDate(answer.range.from, locale),
              to: formatDate(answer.range.to, locale),
            })}
            error={err(F.slot)}
          >
            {answer.departures.length === 0 ? (
              <p
                className="mt-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-950"
                data-testid="ops-offer-no-departures"
              >
                {t("ops.offers.answer.noDepartures")}
              </p>
            ) : (
              <select id={`ops-offer-${F.slot}`} name={F.slot} defaultValue={value(F.slot)} className={input}>
                {answer.departures.map((d) => (
                  <option key={d.id} value={d.id} disabled={d.seatsLeft === 0}>
                    {departureLabel(d)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <fieldset data-field="party">
            <legend className="text-sm font-semibold">{t("ops.offers.answer.party")}</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {answer.categories.map((cat) => (
                <label key={cat} className="grid gap-1 text-sm">
                  <span>{t(`booking.category.${cat}`)}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={999}
                    name={`counts.${cat}`}
                    defaultValue={value(`counts.${cat}`) || "0"}
                    className="w-24 rounded-lg border border-black/20 bg-white px-3 py-2"
                    dir="ltr"
                  />
                </label>
              ))}
            </div>
            {err("party") && (
              <p className="mt-1 text-sm font-semibold text-red-800" data-testid="field-error">
                {err("party")}
              </p>
            )}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <Field name={F.currency} label={t("ops.offers.answer.currency")} error={err(F.currency)}>
              <select
                id={`ops-offer-${F.currency}`}
                name={F.currency}
                defaultValue={value(F.currency)}
                className={input}
              >
                {answer.currencies.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              name={F.total}
              label={t("ops.offers.answer.total")}
              hint={t("ops.offers.answer.totalHint", {
                budget: formatMinor(answer.budget.amount, locale, answer.budget.currency as Currency),
              })}
              error={err(F.total)}
            >
              <input
                id={`ops-offer-${F.total}`}
                name={F.total}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={value(F.total)}
                className={input}
                dir="ltr"
                data-testid="ops-offer-total-input"
              />
            </Field>
          </div>
          <Field
            name={F.expires}
            label={t("ops.offers.answer.expires")}
            hint={t("ops.offers.answer.expiresHint")}
            error={err(F.expires)}
          >
            <input
              id={`ops-offer-${F.expires}`}
              type="datetime-local"
              name={F.expires}
              defaultValue={value(F.expires)}
              className={input}
              dir="ltr"
            />
          </Field>
          <Field
            name={F.message}
            label={t("ops.offers.answer.message")}
            hint={t("ops.offers.answer.messageHint")}
            error={err(F.message)}
          >
            <textarea
              id={`ops-offer-${F.message}`}
              name={F.message}
              rows={5}
              maxLength={OFFER_ANSWER_MESSAGE_MAX}
              defaultValue={value(F.message)}
              className={input}
              dir="auto"
            />
          </Field>
          <button
            type="submit"
            className={buttonClass("primary", "justify-self-start")}
            data-testid="ops-offer-send"
            disabled={answer.departures.length === 0}
          >
            {t("ops.offers.answer.send")}
          </button>
        </form>
      )}
    </section>
  );
}
