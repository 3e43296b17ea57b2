// The sentence above the availability page after a change (what was done, to which departure, day or option) or a
// refusal (what was refused and why), named from the page's own data, never from text in the address.
import type { TFunction } from "i18next";
import type { Locale } from "../../../../shared/locales.ts";
import type { OpsDeparture } from "../../../../shared/ops-availability.ts";
import type {
  AvailabilityNotice,
  AvailabilityProblem,
  AvailabilityView,
} from "../../../pages/ops/AvailabilityPage.tsx";
import { aed, capacityRefusal, count, dayName, departureWhat, priceRefusal } from "./wording.ts";

const departureOf = (view: AvailabilityView, slotId: number | undefined): OpsDeparture | undefined =>
  view.days.flatMap((d) => d.departures).find((d) => d.id === slotId);

/** "Closed 09:00 on Thursday 12 March: it is no longer sold.", or the generic "Saved." when it is not on the page. */
export function noticeText(t: TFunction, locale: Locale, notice: AvailabilityNotice, view: AvailabilityView): string {
  const key = `ops.availability.done.${notice.done}`;
  const saved = String(t("ops.shell.saved"));
  switch (notice.done) {
    case "closed":
    case "opened":
    case "capacity": {
      const d = departureOf(view, notice.slotId);
      if (!d) return saved;
      return String(t(key, { what: departureWhat(t, locale, d), capacity: count(d.capacity, locale) }));
    }
    case "dayClosed":
    case "dayOpened":
      return notice.date && view.days.some((d) => d.date === notice.date)
        ? String(t(key, { date: dayName(notice.date, locale) }))
        : saved;
    case "price": {
      const option = view.options.find((o) => o.id === notice.optionId);
      const d = view.days
        .find((day) => day.date === notice.date)
        ?.departures.find((x) => x.optionId === notice.optionId);
      if (!option || !d || !notice.date) return saved;
      const what = t("ops.availability.optionOn", { option: option.title, date: dayName(notice.date, locale) });
      return String(t(key, { what, price: aed(d.price, locale) }));
    }
    default:
      return String(t(key));
  }
}

/** Why a form was refused, as the page's top notice says it (the form itself says it again beside the field). */
export function problemText(
  t: TFunction,
  locale: Locale,
  problem: AvailabilityProblem,
  view: AvailabilityView | null,
): string | null {
  if (problem.kind === "form") return String(t("ops.availability.refused.form"));
  if (problem.kind === "price") return priceRefusal(t, locale, problem.reason);
  const d = view ? departureOf(view, problem.slotId) : undefined;
  return d ? capacityRefusal(t, locale, d, problem.reason) : null;
}
