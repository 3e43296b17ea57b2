// One start time of an option in the booking widget: a real radio (it posts slotId without JavaScript) laid over its
// whole label and styled by :checked, with the end time, the price or why it cannot be chosen ("sold out", or "not
// available" when the supplier stopped selling it), and a note when few seats are left.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ActivityOption, Departure } from "../../../shared/catalogue.ts";
import { departureEnd } from "../../../shared/departure-times.ts";
import { slotReading } from "../catalogue/format.ts";

/** A departure with this many seats or fewer says so ("Only 3 seats left"). */
export const FEW_SEATS = 5;

type SlotChoiceProps = {
  departure: Departure;
  option: ActivityOption;
  checked: boolean;
  onChoose: (slotId: number) => void;
  exact: (amount: number) => string;
};

export function SlotChoice({ departure: d, option: o, checked, onChoose, exact }: SlotChoiceProps) {
  const { t } = useTranslation();
  const end = departureEnd(d.startTime, o.durationMinutes);
  const soldOut = d.remaining <= 0 || d.closed === true;
  // Both cannot be chosen; a closed departure may still have seats, so it is never called sold out.
  const why = d.closed ? "notAvailable" : "soldOut";
  const fewLeft = !soldOut && o.pricingUnit === "per_person" && d.remaining <= FEW_SEATS;
  const times = { start: d.startTime, end: end.time, nextDay: end.days > 0, unit: o.pricingUnit };
  const reading = slotReading(
    t,
    soldOut ? { ...times, closed: why } : { ...times, price: exact(d.price), seatsLeft: fewLeft ? d.remaining : null },
  );
  return (
    <label
      data-testid="slot"
      className={`relative rounded-lg border px-3 py-1.5 text-sm font-semibold ${
        soldOut
          ? "cursor-not-allowed border-dashed border-black/15 bg-slate-50 text-slate-400"
          : "cursor-pointer border-black/15 focus-within:ring-2 focus-within:ring-primary hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-white"
      }`}
    >
      <input
        type="radio"
        name="slotId"
        value={d.slotId}
        checked={checked}
        aria-checked={checked}
        disabled={soldOut}
        onChange={() => onChoose(d.slotId)}
        className={`absolute inset-0 m-0 h-full w-full appearance-none opacity-0 ${soldOut ? "cursor-not-allowed" : "cursor-pointer"}`}
      />
      {/* What the label shows in pieces, its radio is named by as one sentence (format.ts slotReading). */}
      <span className="sr-only">{reading}</span>
      <bdi dir="ltr" data-testid="slot-times" aria-hidden="true">
        {d.startTime}–<span data-testid="slot-end">{end.time}</span>
        {end.days > 0 && (
          <sup className="ms-0.5 text-[0.65rem]" title={t("stay.nextDay")} data-testid="slot-next-day">
            +{end.days}
          </sup>
        )}
      </bdi>
      <span aria-hidden="true">{" · "}</span>
      {soldOut ? (
        <span data-testid={d.closed ? "not-available" : "sold-out"} title={t(`stay.${why}Reason`)} aria-hidden="true">
          {t(`stay.${why}`)}
        </span>
      ) : (
        <bdi aria-hidden="true">{exact(d.price)}</bdi>
      )}
      {fewLeft && (
        <span
          className={`block text-xs font-medium ${checked ? "text-white" : "text-amber-700"}`}
          data-testid="seats-left"
          aria-hidden="true"
        >
          {t("booking.seatsLeft", { count: d.remaining })}
        </span>
      )}
    </label>
  );
}
