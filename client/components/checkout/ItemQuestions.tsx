// One cart item's reservation questions at checkout: travellers' names, pickup point or address and time, a note.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { Locale } from "../../../shared/locales.ts";
import { formatDate } from "../../../shared/intl.ts";
import { MAX_LENGTH, answerField, travellerNameField } from "../../../shared/checkout-fields.ts";
import { StaySpan } from "../booking/StaySpan.tsx";
import { Field, inputProps } from "./fields.tsx";
import type { CheckoutItemSummary } from "./types.ts";

type Props = {
  item: CheckoutItemSummary;
  values: Record<string, string>;
  errors: Record<string, string>;
  locale: Locale;
};

export function ItemQuestions({ item, values, errors, locale }: Props) {
  const { t } = useTranslation();
  const asks = new Set(item.questions);
  return (
    <section
      className="rounded-2xl border border-black/10 p-4 sm:p-5"
      aria-labelledby={`item-${item.id}-title`}
      data-testid="checkout-item"
    >
      <h3 id={`item-${item.id}-title`} className="font-bold">
        {item.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {item.optionTitle} ·{" "}
        {formatDate(item.date, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" })} ·{" "}
        <bdi dir="ltr">{item.startTime}</bdi> ·{" "}
        {item.stay && (
          <>
            <StaySpan date={item.date} stay={item.stay} locale={locale} /> ·{" "}
          </>
        )}
        {t("booking.peopleCount", { count: item.travellers })}
      </p>
      <div className="mt-4 grid gap-4">
        {asks.has("traveller_names") && <TravellerNames item={item} values={values} errors={errors} />}
        {asks.has("pickup_point") && (
          <Field
            name={answerField(item.id, "pickupPointId")}
            label={t("checkout.pickupPoint")}
            error={errors[answerField(item.id, "pickupPointId")]}
          >
            <select {...inputProps(answerField(item.id, "pickupPointId"), values, errors)} required>
              <option value="">{t("checkout.choosePickup")}</option>
              {item.pickupPoints.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {t("checkout.pickupOption", { name: p.name, time: p.time })}
                </option>
              ))}
            </select>
          </Field>
        )}
        {(asks.has("pickup_address") || asks.has("pickup_time")) && (
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            {asks.has("pickup_address") && (
              <Field
                name={answerField(item.id, "pickupAddress")}
                label={t("checkout.pickupAddress")}
                hint={t("checkout.pickupAddressHint")}
                error={errors[answerField(item.id, "pickupAddress")]}
              >
                <input
                  {...inputProps(answerField(item.id, "pickupAddress"), values, errors, true)}
                  type="text"
                  autoComplete="street-address"
                  maxLength={MAX_LENGTH.pickupAddress}
                  required
                />
              </Field>
            )}
            {asks.has("pickup_time") && (
              <Field
                name={answerField(item.id, "pickupTime")}
                label={t("checkout.pickupTime")}
                error={errors[answerField(item.id, "pickupTime")]}
              >
                <input
                  {...inputProps(answerField(item.id, "pickupTime"), values, errors)}
                  type="time"
                  dir="ltr"
                  required
                />
              </Field>
            )}
          </div>
        )}
        {asks.has("note") && (
          <Field
            name={answerField(item.id, "note")}
            label={t("checkout.note")}
            hint={t("checkout.noteHint")}
            error={errors[answerField(item.id, "note")]}
          >
            <textarea
              {...inputProps(answerField(item.id, "note"), values, errors, true)}
              rows={2}
              maxLength={MAX_LENGTH.note}
            />
          </Field>
        )}
      </div>
    </section>
  );
}

/** A name for each traveller (at least one). */
function TravellerNames({ item, values, errors }: Omit<Props, "locale">) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t("checkout.travellerNames")}</legend>
      <p className="text-xs text-slate-500">{t("checkout.travellerNamesHint")}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {Array.from({ length: Math.max(1, item.travellers) }, (_, i) => {
          const name = travellerNameField(item.id, i);
          return (
            <Field key={name} name={name} label={t("checkout.travellerName", { index: i + 1 })} error={errors[name]}>
              <input
                {...inputProps(name, values, errors)}
                type="text"
                autoComplete={i === 0 ? "name" : "off"}
                maxLength={MAX_LENGTH.travellerName}
                required
              />
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
