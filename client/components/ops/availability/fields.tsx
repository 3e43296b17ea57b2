// Small parts every availability form shares: the range to come back to after a post, and the field styles.
import { useTranslation } from "../../../i18n/use-translation.ts";

/** Hidden fields naming the range on screen, so the 303 after a change comes back to the same days. */
export function ViewFields({ range }: { range: { from: string; to: string } }) {
  return (
    <>
      <input type="hidden" name="from" value={range.from} />
      <input type="hidden" name="to" value={range.to} />
    </>
  );
}

export const INPUT =
  "mt-1 block rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-normal aria-[invalid=true]:border-red-600";
export const SMALL_BUTTON = "!px-3 !py-1.5 text-sm";

/** On sale or closed (stop-sale), as a coloured word. */
export function StatusPill({ closed }: { closed: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        closed ? "bg-red-100 text-red-800" : "bg-emerald-100 text-emerald-800"
      }`}
      data-testid="departure-status"
      data-closed={closed}
    >
      {t(closed ? "ops.availability.status.closed" : "ops.availability.status.open")}
    </span>
  );
}

/** A refusal beside the field it is about. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} role="alert" className="basis-full text-sm font-medium text-red-700" data-testid="field-error">
      {children}
    </p>
  );
}
