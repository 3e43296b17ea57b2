// One row of the inbox: what waits, its facts, when it must be answered, and what can be done about it here (plain
// forms: confirm, reject, accept, retry, send again) or on its own page (the booking, the offer request).
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { formatDate, formatMoment } from "../../../../shared/intl.ts";
import type { InboxEntry } from "../../../../shared/ops-inbox.ts";
import { Fact, aed } from "../../account/parts.tsx";
import { tIsolated } from "../../../../shared/bidi.tsx";
import { Code, DeadlineLine, KindBadge, Problem, TimeLeft } from "./parts.tsx";
import { NotificationBody } from "./NotificationBody.tsx";
import { InboxActions, type InboxForms } from "./InboxActions.tsx";

export type InboxLinks = { bookings: string; offers: string };

export function InboxRow({
  entry,
  now,
  forms,
  links,
}: {
  entry: InboxEntry;
  now: string;
  forms: InboxForms;
  links: InboxLinks;
}) {
  return (
    <li
      className="rounded-2xl border border-black/10 bg-white p-4 shadow-sm sm:p-5"
      data-testid="inbox-row"
      data-kind={entry.kind}
      data-id={entry.id}
      data-order={entry.orderId ?? undefined}
      data-deadline={entry.deadline}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <KindBadge entry={entry} />
        <TimeLeft deadline={entry.deadline} now={now} />
      </div>
      <Body entry={entry} />
      <DeadlineLine entry={entry} />
      <InboxActions entry={entry} forms={forms} links={links} />
    </li>
  );
}

const TITLE = "mt-3 break-words text-lg font-bold leading-snug";
const FACTS = "mt-3 grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4";

function Body({ entry }: { entry: InboxEntry }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  switch (entry.kind) {
    case "on_request":
      return (
        <>
          <h2 className={TITLE}>{entry.title}</h2>
          <dl className={FACTS}>
            <Fact label={t("ops.inbox.field.reference")}>
              <Code>{entry.id}</Code>
            </Fact>
            <Fact label={t("ops.inbox.field.when")}>
              {formatDate(entry.date, locale, { day: "numeric", month: "short", year: "numeric" })} ·{" "}
              <bdi dir="ltr">{entry.startTime}</bdi>
            </Fact>
            <Fact label={t("ops.inbox.field.lead")}>
              <bdi className="block">{entry.leadName}</bdi>
              <span className="block text-slate-600">{t("ops.inbox.travellers", { count: entry.travellers })}</span>
            </Fact>
            <Fact label={t("ops.inbox.field.placed")}>{formatMoment(entry.placedAt, locale)}</Fact>
          </dl>
          {entry.departsAt < entry.deadline && (
            <p
              className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
              data-testid="inbox-departs-first"
            >
              {tIsolated(t, "ops.inbox.departsFirst", { at: formatMoment(entry.departsAt, locale) })}
            </p>
          )}
        </>
      );
    case "payment_review":
      return (
        <>
          <h2 className={TITLE}>
            <bdi>{entry.leadName}</bdi>
          </h2>
          <dl className={FACTS}>
            <Fact label={t("ops.inbox.field.order")}>
              <Code>{entry.id}</Code>
            </Fact>
            <Fact label={t("ops.inbox.field.total")}>
              <bdi>{aed(entry.total, locale)}</bdi>
            </Fact>
            <Fact label={t("ops.inbox.field.placed")}>{formatMoment(entry.placedAt, locale)}</Fact>
          </dl>
        </>
      );
    case "offer_request":
      return (
        <>
          <h2 className={TITLE}>{entry.title}</h2>
          <dl className={FACTS}>
            <Fact label={t("ops.inbox.field.reference")}>
              <Code>{entry.id}</Code>
            </Fact>
            <Fact label={t("ops.inbox.field.from")}>
              <bdi className="block">{entry.name}</bdi>
              <span className="block text-slate-600">{t("ops.inbox.people", { count: entry.groupSize })}</span>
            </Fact>
            <Fact label={t("ops.inbox.field.dates")}>
              {formatDate(entry.dateFrom, locale, { day: "numeric", month: "short" })} –{" "}
              {formatDate(entry.dateTo, locale, { day: "numeric", month: "short", year: "numeric" })}
            </Fact>
            <Fact label={t("ops.inbox.field.received")}>{formatMoment(entry.receivedAt, locale)}</Fact>
          </dl>
        </>
      );
    case "payment_task":
      return (
        <>
          <dl className={FACTS}>
            <Fact label={t("ops.inbox.field.order")}>
              <Code>{entry.orderId}</Code>
            </Fact>
            {entry.op === "capture" && (
              <Fact label={t("ops.inbox.field.amount")}>
                <bdi>{aed(entry.amount, locale)}</bdi>
              </Fact>
            )}
            <Fact label={t("ops.inbox.field.error")} wide>
              <Problem text={entry.lastError} attempts={entry.attempts} />
            </Fact>
          </dl>
          <Retrying at={entry.nextAttemptAt} />
        </>
      );
    case "refund":
      return (
        <>
          <h2 className={TITLE}>{entry.title}</h2>
          <dl className={FACTS}>
            <Fact label={t("ops.inbox.field.reference")}>
              <Code>{entry.id}</Code>
            </Fact>
            <Fact label={t("ops.inbox.field.amount")}>
              <bdi>{aed(entry.amount, locale)}</bdi>
            </Fact>
            <Fact label={t("ops.inbox.field.cancelled")}>{formatMoment(entry.cancelledAt, locale)}</Fact>
          </dl>
          <p className="mt-2 text-sm text-slate-700">{t("ops.inbox.refundGaveUp")}</p>
        </>
      );
    case "mail":
      return (
        <>
          <h2 className={TITLE}>
            <bdi>{entry.subject}</bdi>
          </h2>
          <dl className={FACTS}>
            <Fact label={t("ops.inbox.field.to")}>
              <bdi dir="ltr">{entry.to}</bdi>
            </Fact>
            {entry.orderId && (
              <Fact label={t("ops.inbox.field.order")}>
                <Code>{entry.orderId}</Code>
              </Fact>
            )}
            <Fact label={t("ops.inbox.field.mailError")} wide>
              <Problem text={entry.lastError} attempts={entry.attempts} />
            </Fact>
          </dl>
          <Retrying at={entry.nextAttemptAt} />
        </>
      );
    case "notification":
      return <NotificationBody entry={entry} />;
  }
}

/** Whether the scheduled handler will try again by itself, and when. */
function Retrying({ at }: { at: string | null }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="inbox-retrying">
      {at ? t("ops.inbox.retrying", { at: formatMoment(at, locale) }) : t("ops.inbox.gaveUp")}
    </p>
  );
}
