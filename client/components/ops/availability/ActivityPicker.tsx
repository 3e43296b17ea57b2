// Which departures the availability page lists: an activity (a supplier's staff see only their own) and a range of
// days, as a plain GET form so the choice is in the address and can be shared or reloaded.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { localePath } from "../../../../shared/locales.ts";
import { AVAILABILITY_PATHS } from "../../../../shared/ops-availability.ts";
import { buttonClass } from "../../ui/Button.tsx";

/** One activity in the picker: its title, city and (for an operator, who sees every supplier's) its supplier. */
export type PickerEntry = { id: number; title: string; cityName: string; supplierName: string | null };

const FIELD = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2";

export function ActivityPicker({
  entries,
  chosen,
  range,
  today,
}: {
  entries: PickerEntry[];
  chosen: number | null;
  range: { from: string; to: string };
  today: string;
}) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const label = (e: PickerEntry) =>
    e.supplierName
      ? t("ops.availability.picker.entryWithSupplier", { title: e.title, city: e.cityName, supplier: e.supplierName })
      : t("ops.availability.picker.entry", { title: e.title, city: e.cityName });
  return (
    <form
      method="get"
      action={localePath(locale, AVAILABILITY_PATHS.page)}
      aria-label={t("ops.availability.picker.label")}
      className="grid gap-3 rounded-2xl border border-black/10 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto] sm:items-end"
      data-testid="availability-picker"
    >
      <label className="block min-w-0 text-sm font-semibold">
        {t("ops.availability.picker.activity")}
        <select
          name="activity"
          defaultValue={chosen ?? ""}
          required
          className={`${FIELD} font-normal`}
          data-testid="availability-activity"
        >
          <option value="" disabled>
            {t("ops.availability.picker.choose")}
          </option>
          {entries.map((e) => (
            <option key={e.id} value={e.id}>
              {label(e)}
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <label className="block text-sm font-semibold">
          {t("ops.availability.picker.from")}
          <input
            type="date"
            name="from"
            defaultValue={range.from}
            min={today}
            className={`${FIELD} font-normal`}
            data-testid="availability-from"
          />
        </label>
        <label className="block text-sm font-semibold">
          {t("ops.availability.picker.to")}
          <input
            type="date"
            name="to"
            defaultValue={range.to}
            min={today}
            className={`${FIELD} font-normal`}
            data-testid="availability-to"
          />
        </label>
      </div>
      <button type="submit" className={buttonClass("primary")} data-testid="availability-show">
        {t("ops.availability.picker.show")}
      </button>
    </form>
  );
}
