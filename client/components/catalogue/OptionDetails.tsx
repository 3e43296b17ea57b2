// What each option includes, in detail: duration and end time of each start time, pick-up and drop-off, languages,
// where it starts (the meeting point or the pick-up points) and how it is priced.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ActivityDetail, ActivityOption } from "../../../shared/catalogue.ts";
import { departureEnd } from "../../../shared/departure-times.ts";
import { formatList, languageName } from "../../../shared/intl.ts";
import { usePageContext } from "../page-context.tsx";
import { formatDuration } from "./format.ts";

type Props = { activity: Pick<ActivityDetail, "options" | "startTimes" | "languages" | "address" | "pickupPoints"> };

const SPANS = { one: "min-w-0", wide: "col-span-2 min-w-0 sm:col-span-1", full: "col-span-2 min-w-0 sm:col-span-3" };

/**
 * One fact of an option, a dt/dd pair in the dl's only allowed wrapper (a div straight inside it); `wide` ones (lists)
 * take the whole row on phones, `full` ones every row.
 */
function Row({
  label,
  children,
  testId,
  span = "one",
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  span?: keyof typeof SPANS;
}) {
  return (
    <div className={SPANS[span]} data-testid={testId}>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Pricing({ option }: { option: ActivityOption }) {
  const { t } = useTranslation();
  if (option.pricingUnit === "per_item") return <>{t("experience.perItemUpTo", { count: option.capacityPerItem })}</>;
  return <>{t(`experience.priced.${option.pricingUnit}`)}</>;
}

export function OptionDetails({ activity }: Props) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const languages = formatList(
    activity.languages.map((code) => languageName(code, locale)),
    locale,
  );
  return (
    <ul className="space-y-4">
      {activity.options.map((option) => {
        const times = activity.startTimes[option.id] ?? [];
        return (
          <li key={option.id} className="rounded-2xl border border-black/10 p-4" data-testid="option-details">
            <h3 className="text-lg font-semibold">{option.title}</h3>
            {option.description && <p className="mt-1 text-sm text-slate-600">{option.description}</p>}
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
              <Row label={t("activity.duration")}>{formatDuration(option.durationMinutes, t)}</Row>
              <Row label={t("experience.pricing")}>
                <Pricing option={option} />
              </Row>
              {times.length > 0 && (
                <Row label={t("experience.times")} testId="option-times" span="wide">
                  <ul className="flex flex-wrap gap-x-4 gap-y-1">
                    {times.map((start) => {
                      const { time: end, days: daysLater } = departureEnd(start, option.durationMinutes);
                      return (
                        <li key={start} data-testid="option-time">
                          <bdi dir="ltr">{`${start}–${end}`}</bdi>
                          {daysLater > 0 && (
                            <span className="ms-1 font-normal text-slate-500">
                              {t("experience.daysLater", { count: daysLater })}
                            </span>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </Row>
              )}
              <Row label={t("experience.pickup")} testId="option-pickup">
                {option.pickupIncluded ? t("experience.included") : t("experience.notIncluded")}
              </Row>
              <Row label={t("experience.dropoff")} testId="option-dropoff">
                {option.dropoffIncluded ? t("experience.included") : t("experience.notIncluded")}
              </Row>
              <Row label={t("activity.languages")} span="wide">
                {languages}
              </Row>
              <Row
                label={option.pickupIncluded ? t("experience.pickupFrom") : t("experience.meetingPoint")}
                testId="option-meeting-point"
                span="full"
              >
                {!option.pickupIncluded ? (
                  activity.address
                ) : activity.pickupPoints.length > 0 ? (
                  <ul className="mt-1 space-y-1">
                    {activity.pickupPoints.map((point) => (
                      <li key={point.name}>
                        {point.name} · <bdi dir="ltr">{point.time}</bdi>
                      </li>
                    ))}
                  </ul>
                ) : (
                  t("experience.pickupFromAddress")
                )}
              </Row>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
