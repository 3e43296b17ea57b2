// Booking notifications in the console's words (the inbox and the booking timeline say them alike): what an event is
// called, the channel it went on, and its recipient read left to right (an address or a +971… number in Arabic too).
import { Fragment, type ReactNode } from "react";
import type { TFunction } from "i18next";
import type { Channel, NotificationKind } from "../../../shared/notifications.ts";

/** "booking confirmation", "reminder for tomorrow"… */
export const notificationWhat = (t: TFunction, kind: NotificationKind | string) =>
  String(t(`ops.inbox.notification.kind.${kind}`, { defaultValue: kind }));

/** "WhatsApp", "Email". */
export const channelWord = (t: TFunction, channel: Channel) => String(t(`ops.inbox.notification.channel.${channel}`));

/** An address or phone number, isolated and always left to right. */
export function Recipient({ to }: { to: string | null }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap" data-testid="notification-recipient">
      {to ?? "—"}
    </bdi>
  );
}

/** A code (RH-…, RB-…), isolated and left to right. */
export function CodeText({ children }: { children: string }) {
  return (
    <bdi dir="ltr" className="whitespace-nowrap font-mono text-[0.95em]">
      {children}
    </bdi>
  );
}

// U+2063 INVISIBLE SEPARATOR, as shared/bidi.tsx: never in a translation.
const MARK = "\u2063";

/** t(key) with each value a node the caller has already isolated (a recipient, a code, a time). */
export function tNodes(t: TFunction, key: string, values: Record<string, ReactNode>): ReactNode {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  return String(t(key, marked))
    .split(MARK)
    .map((part, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, in order; they never move
      <Fragment key={i}>{i % 2 ? values[names[Number(part)]!] : part}</Fragment>
    ));
}
