// What can be done about an inbox row: plain POST forms (confirm, reject with a second step, accept a reviewed
// payment, retry, send again) and links to the row's own page (the booking, the offer request).
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { InboxEntry } from "../../../../shared/ops-inbox.ts";
import { buttonClass } from "../../ui/Button.tsx";
import type { InboxLinks } from "./InboxRow.tsx";

/** Where the inbox's forms post. */
export type InboxForms = { confirm: string; reject: string; retry: string; notification: string };

const SMALL = "text-sm";

function PostButton({
  action,
  fields,
  label,
  testId,
  variant = "primary",
  className = "",
}: {
  action: string;
  fields: Record<string, string>;
  label: string;
  testId: string;
  variant?: "primary" | "outlined";
  className?: string;
}) {
  return (
    <form method="post" action={action} className="contents">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass(variant, `${SMALL} ${className}`)} data-testid={testId}>
        {label}
      </button>
    </form>
  );
}

export function InboxActions({ entry, forms, links }: { entry: InboxEntry; forms: InboxForms; links: InboxLinks }) {
  const { t } = useTranslation();
  const booking = entry.orderId && (
    <a
      href={`${links.bookings}/${encodeURIComponent(entry.orderId)}`}
      className="text-sm font-semibold text-primary underline-offset-2 hover:underline"
      data-testid="inbox-open-booking"
    >
      {t("ops.inbox.action.openBooking")}
    </a>
  );
  const retry = (label: string) => (
    <PostButton action={forms.retry} fields={{ kind: entry.kind, id: entry.id }} label={label} testId="inbox-retry" />
  );
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3">
      {entry.kind === "on_request" && (
        <>
          <PostButton
            action={forms.confirm}
            fields={{ reference: entry.id }}
            label={t("ops.inbox.action.confirm")}
            testId="inbox-confirm"
          />
          <RejectStep entry={entry} action={forms.reject} />
        </>
      )}
      {entry.kind === "payment_review" && (
        <PostButton
          action={forms.confirm}
          fields={{ reference: entry.id }}
          label={t("ops.inbox.action.accept")}
          testId="inbox-accept"
        />
      )}
      {entry.kind === "offer_request" && (
        <a
          href={`${links.offers}/${encodeURIComponent(entry.id)}`}
          className={buttonClass("primary", SMALL)}
          data-testid="inbox-answer-offer"
        >
          {t("ops.inbox.action.answerOffer")}
        </a>
      )}
      {entry.kind === "payment_task" && retry(t("ops.inbox.action.retry"))}
      {entry.kind === "refund" && retry(t("ops.inbox.action.retryRefund"))}
      {entry.kind === "mail" && retry(t("ops.inbox.action.resend"))}
      {entry.kind === "notification" && (
        <PostButton
          action={forms.notification}
          fields={{ id: entry.id }}
          label={t("ops.inbox.action.resend")}
          testId="inbox-send-again"
        />
      )}
      {booking}
    </div>
  );
}

/** Rejecting takes a second step that says what it does: seats back, money released, traveller emailed. */
function RejectStep({ entry, action }: { entry: InboxEntry; action: string }) {
  const { t } = useTranslation();
  return (
    <details className="[&[open]]:basis-full" data-testid="inbox-reject-step">
      <summary
        className={`${buttonClass("outlined", SMALL)} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        {t("ops.inbox.action.reject")}
      </summary>
      <div className="mt-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <p>{t("ops.inbox.action.rejectWarning")}</p>
        <form method="post" action={action} className="mt-3">
          <input type="hidden" name="reference" value={entry.id} />
          <button
            type="submit"
            className="inline-flex items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800"
            data-testid="inbox-reject"
          >
            {t("ops.inbox.action.rejectConfirm")}
          </button>
        </form>
      </div>
    </details>
  );
}
