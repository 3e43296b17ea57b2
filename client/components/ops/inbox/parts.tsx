// Small pieces of the inbox's rows: a sentence with outside text isolated, the kind's badge, the time-left chip and
// the deadline's line, and the link to a booking.
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { tIsolated } from "../../../../shared/bidi.tsx";
import { timeLeftWords, type InboxEntry, type Sentence } from "../../../../shared/ops-inbox.ts";
import { formatMoment } from "../../../../shared/intl.ts";

/** One of the sentences an answer or a retry is told in: counted ones through plurals, others with values isolated. */
export function Said({ sentence }: { sentence: Sentence }) {
  const { t } = useTranslation();
  const { key, values } = sentence;
  if ("count" in values) return <>{t(key, values)}</>;
  return <>{tIsolated(t, key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])))}</>;
}

const KIND_COLOURS: Record<InboxEntry["kind"], string> = {
  on_request: "bg-amber-100 text-amber-900",
  payment_review: "bg-sky-100 text-sky-900",
  offer_request: "bg-violet-100 text-violet-900",
  payment_task: "bg-red-100 text-red-900",
  refund: "bg-red-100 text-red-900",
  mail: "bg-slate-200 text-slate-800",
  notification: "bg-rose-100 text-rose-900",
};

export function KindBadge({ entry }: { entry: InboxEntry }) {
  const { t } = useTranslation();
  const label =
    entry.kind === "payment_task"
      ? t(`ops.inbox.kind.payment_task.${entry.op}`)
      : entry.kind === "notification"
        ? t(`ops.inbox.kind.notification.${entry.channel}`)
        : t(`ops.inbox.kind.${entry.kind}`);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${KIND_COLOURS[entry.kind]}`}
      data-testid="inbox-kind"
    >
      {label}
    </span>
  );
}

/** Two hours: below it a deadline is shown as close. */
const CLOSE_MS = 2 * 3_600_000;

/** "5 hr, 12 min left" / "overdue by 3 hr", coloured by how close the deadline is. */
export function TimeLeft({ deadline, now }: { deadline: string; now: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const at = new Date(now);
  const { overdue, text } = timeLeftWords(deadline, at, locale, (key, values) => String(t(key, values)));
  const close = !overdue && Date.parse(deadline) - at.getTime() < CLOSE_MS;
  const colours = overdue
    ? "bg-red-600 text-white"
    : close
      ? "bg-amber-200 text-amber-950"
      : "bg-slate-100 text-slate-800";
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold ${colours}`}
      data-testid="inbox-time-left"
      data-overdue={overdue ? "true" : "false"}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-3.5 w-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" strokeLinecap="round" />
      </svg>
      {text}
    </span>
  );
}

/** What happens at the deadline, and when: "Rejected automatically at 3 Dec, 14:05". */
export function DeadlineLine({ entry }: { entry: InboxEntry }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <p className="mt-3 text-xs text-slate-600" data-testid="inbox-deadline">
      {tIsolated(t, `ops.inbox.deadline.${entry.kind}`, { at: formatMoment(entry.deadline, locale) })}
    </p>
  );
}

/** A code read left to right in either language (RB-…, RH-…, OF-…). */
export function Code({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" className="font-mono text-[0.95em]">
      {children}
    </bdi>
  );
}

/** The provider's or mailer's last words (as they said them, in English) and how many times it was tried. */
export function Problem({ text, attempts }: { text: string | null; attempts: number }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="text-slate-600">{t("ops.inbox.attempts", { count: attempts })}</span>
      {text && (
        // A block on the page's side (right in Arabic), the words inside left to right.
        <span className="mt-1 block">
          <bdi dir="ltr" className="break-words font-mono text-xs font-normal text-red-800">
            {text}
          </bdi>
        </span>
      )}
    </>
  );
}
