// Small pieces of the console's booking pages: the order's status badge, a moment in UAE time, form fields with their
// error, and a disclosure that opens itself when its form came back with something to fix.
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { OrderStatus } from "../../../../shared/order.ts";
import type { Locale } from "../../../../shared/locales.ts";
import { GULF_TIME_ZONE } from "../../../../shared/dates.ts";
import { dateFormatter } from "../../../../shared/intl.ts";

const ORDER_STATUS_COLOURS: Record<OrderStatus, string> = {
  pending_payment: "bg-amber-100 text-amber-800",
  payment_failed: "bg-red-100 text-red-800",
  processing: "bg-sky-100 text-sky-800",
  on_hold: "bg-amber-100 text-amber-800",
  confirmed: "bg-emerald-100 text-emerald-800",
  partially_confirmed: "bg-emerald-50 text-emerald-900",
  failed: "bg-red-100 text-red-800",
  awaiting_payment: "bg-sky-100 text-sky-800",
};

/** An order's status in words (ops.bookings.orderStatus), as a badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${ORDER_STATUS_COLOURS[status]}`}
      data-testid="order-status"
      data-status={status}
    >
      {t(`ops.bookings.orderStatus.${status}`)}
    </span>
  );
}

/** "27 Nov 2026, 14:05": an instant on the UAE's clock (the console's one time zone), Latin digits. */
export function formatMoment(iso: string, locale: Locale): string {
  return dateFormatter(locale, {
    timeZone: GULF_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));
}

/** "27 Nov 2026": the day an instant fell on, on the UAE's clock. */
export function formatDay(iso: string, locale: Locale): string {
  return dateFormatter(locale, { timeZone: GULF_TIME_ZONE, day: "numeric", month: "short", year: "numeric" }).format(
    new Date(iso),
  );
}

export const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-base ${invalid ? "border-red-600 ring-1 ring-red-600" : "border-black/20 focus:border-primary"}`;

/** A labelled field with its hint or its error (in words), for the console's plain forms. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children(describedBy)}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A section that folds away; `open` when its form came back with errors or values to finish. */
export function Disclosure({
  summary,
  open,
  testId,
  children,
}: {
  summary: string;
  open: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <details className="group rounded-xl border border-black/10 bg-slate-50" open={open} data-testid={testId}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-semibold text-primary [&::-webkit-details-marker]:hidden">
        {summary}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 shrink-0 fill-none stroke-current transition-transform [stroke-width:2] group-open:rotate-180"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="border-t border-black/10 px-4 py-4">{children}</div>
    </details>
  );
}
