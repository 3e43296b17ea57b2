// Small pieces the invoice, voucher and cancellation pages share: a label/value row, an item's status badge, AED amounts.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { BookingStatus } from "../../../shared/order.ts";
import type { Locale } from "../../../shared/locales.ts";
import { formatMoney } from "../../../shared/money.ts";

/** Invoices show what was charged: AED with its minor digits, whatever the display currency. */
export const aed = (amount: number, locale: Locale) => formatMoney(amount, locale, { currency: "AED", rate: 1 }, true);

/** Each booking status's badge colours, the same on result pages, invoices and vouchers. */
export const BOOKING_STATUS_COLOURS: Record<BookingStatus, string> = {
  confirmed: "bg-emerald-100 text-emerald-800",
  booked_pay_later: "bg-sky-100 text-sky-800",
  awaiting_confirmation: "bg-amber-100 text-amber-800",
  awaiting_payment: "bg-amber-100 text-amber-800",
  not_available: "bg-red-100 text-red-800",
  declined: "bg-red-100 text-red-800",
  not_booked: "bg-slate-100 text-slate-700",
  cancelled: "bg-slate-200 text-slate-800",
};

/** An item's status as the traveller is told it (shared/order.ts bookingStatusOf), in one word or two. */
export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  // "Status: Confirmed" where it stands beside the title it belongs to; the badge itself shows the status alone.
  return (
    <>
      <span className="sr-only">{`${t("invoice.status")}: `}</span>
      <span
        className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold print:border print:border-black print:bg-white print:text-black ${BOOKING_STATUS_COLOURS[status]}`}
        data-testid="item-status"
        data-status={status}
      >
        {t(`status.${status}`)}
      </span>
    </>
  );
}

/** A label and its value, as a definition-list row. */
export function Fact({
  label,
  children,
  testId,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500 print:text-black">{label}</dt>
      <dd className="mt-0.5 break-words font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** A phone number: digits and "+" read left to right even inside an Arabic sentence. */
export function Phone({ value }: { value: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap">
      {value}
    </bdi>
  );
}

/** A section card with a heading; borders only when printed (no shadows or tints on paper). */
export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section
      className="rounded-2xl border border-black/10 bg-white p-4 sm:p-5 print:break-inside-avoid print:rounded-none print:border-black/40 print:p-3"
      data-testid={testId}
    >
      <h2 className="mb-3 text-lg font-bold">{title}</h2>
      {children}
    </section>
  );
}
