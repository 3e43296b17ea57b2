// One booking in the console (/ops/bookings/:orderId): the order, its items (only a supplier's own, for a supplier)
// with what can be done to each, and its timeline. Every action is a plain form; the worker answers with a notice.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageContext } from "../../components/page-context.tsx";
import { tIsolated } from "../../../shared/bidi.tsx";
import { OpsLayout, OpsNotice } from "../../components/ops/OpsLayout.tsx";
import type { OpsViewer } from "../../../shared/staff.ts";
import { StepUp } from "../../components/ops/StepUp.tsx";
import { aed } from "../../components/account/parts.tsx";
import { OrderStatusBadge } from "../../components/ops/bookings/parts.tsx";
import { OrderPanel } from "../../components/ops/bookings/OrderPanel.tsx";
import { ItemPanel } from "../../components/ops/bookings/ItemPanel.tsx";
import { Timeline } from "../../components/ops/bookings/Timeline.tsx";
import type { CountryChoice } from "../../../shared/checkout-fields.ts";
import type { BookingAction, OpsBookingView, TimelineEntry } from "../../../shared/ops-bookings.ts";

/** A notice above the page: what an action did, or why it changed nothing (a message key and the values it names). */
export type BookingNotice = {
  tone: "ok" | "error";
  key: string;
  reference: string;
  to: string;
  amount: number | null;
};

/** The form an answer came back to: its action, the values as typed, and an error key per field. */
export type BookingForm = { action: BookingAction; values: Record<string, string>; errors: Record<string, string> };

export type BookingPageProps = {
  viewer: OpsViewer;
  booking: OpsBookingView;
  timeline: TimelineEntry[];
  now: string;
  /** The actions this staff member may take here. */
  actions: BookingAction[];
  paths: Record<BookingAction | "search", string>;
  notice: BookingNotice | null;
  form: BookingForm | null;
  /** The phone countries of the contact form (operators only). */
  countries: CountryChoice[];
  /** "Confirm it's you", when cancelling or refunding needs a fresh passkey check (server-rendered only). */
  stepUp: ReactNode | null;
};

export function BookingPage(props: BookingPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const { booking, notice } = props;
  return (
    <OpsLayout
      viewer={props.viewer}
      section="bookings"
      title={t("ops.bookings.orderHeading", { id: booking.id })}
      actions={<OrderStatusBadge status={booking.status} />}
    >
      <a
        href={props.paths.search}
        className="mb-4 inline-block text-sm font-semibold text-primary underline-offset-2 hover:underline"
        data-testid="booking-back"
      >
        {t("ops.bookings.backToSearch")}
      </a>
      {notice && (
        <OpsNotice tone={notice.tone}>
          {tIsolated(t, notice.key, {
            reference: notice.reference,
            to: notice.to,
            amount: notice.amount === null ? "" : aed(notice.amount, locale),
          })}
        </OpsNotice>
      )}
      {props.stepUp && <StepUp confirm={props.stepUp} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
        <div className="grid min-w-0 gap-5" data-testid="booking-main">
          <OrderPanel
            booking={booking}
            actions={props.actions}
            paths={props.paths}
            form={props.form?.action === "contact" ? props.form : null}
            countries={props.countries}
          />
          {booking.items.map((item) => (
            <ItemPanel
              key={item.id}
              item={item}
              booking={booking}
              actions={props.actions}
              paths={props.paths}
              form={props.form?.values.item?.toUpperCase() === item.reference ? props.form : null}
              stepUpNeeded={props.stepUp !== null}
            />
          ))}
        </div>
        <Timeline entries={props.timeline} />
      </div>
    </OpsLayout>
  );
}
