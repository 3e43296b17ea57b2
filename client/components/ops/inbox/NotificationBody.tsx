// An inbox row for a booking notification that ran out of attempts on one channel: what it was (in words), on which
// channel, to whom, about which booking, how many times it was tried and the provider's last words. "Send again" is
// in InboxActions.
import { useTranslation } from "../../../i18n/use-translation.ts";
import type { InboxEntry } from "../../../../shared/ops-inbox.ts";
import { Fact } from "../../account/parts.tsx";
import { CodeText, Recipient, notificationWhat, tNodes } from "../notification-words.tsx";
import { Code, Problem } from "./parts.tsx";

type NotificationEntry = Extract<InboxEntry, { kind: "notification" }>;

export function NotificationBody({ entry }: { entry: NotificationEntry }) {
  const { t } = useTranslation();
  const about = entry.subject ?? entry.orderId;
  const what = <bdi>{notificationWhat(t, entry.notificationKind)}</bdi>;
  return (
    <>
      <h2 className="mt-3 break-words text-lg font-bold leading-snug" data-testid="inbox-notification-title">
        {about
          ? tNodes(t, `ops.inbox.notification.title.${entry.channel}`, { what, about: <CodeText>{about}</CodeText> })
          : tNodes(t, `ops.inbox.notification.titleNoSubject.${entry.channel}`, { what })}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4">
        <Fact label={t("ops.inbox.field.to")}>
          <Recipient to={entry.recipient} />
        </Fact>
        {entry.orderId && (
          <Fact label={t("ops.inbox.field.order")}>
            <Code>{entry.orderId}</Code>
          </Fact>
        )}
        <Fact label={t(`ops.inbox.field.${entry.channel === "whatsapp" ? "whatsappError" : "mailError"}`)} wide>
          <Problem text={entry.lastError} attempts={entry.attempts} />
        </Fact>
      </dl>
      <p className="mt-2 text-sm text-slate-700">{t("ops.inbox.notification.sendAgainHint")}</p>
    </>
  );
}
