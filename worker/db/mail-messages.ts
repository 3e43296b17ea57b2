// What a mail message is, as the outbox and the delivery log store it: its kind, addressee, content and language.

/** An order's life (order-mail.tsx). */
export type OrderMailKind = "confirmation" | "on_hold" | "pay_later" | "rejection" | "refund" | "payment_failed";

export type MailKind =
  | OrderMailKind
  // accounts, self-service changes and offers (notice-mail.tsx)
  | "verify_email"
  | "account_exists" // someone signed up with an address that already has an account: its owner is told, nobody else
  | "reset_password"
  | "sign_in_link"
  | "password_changed"
  | "manage_link"
  | "cancellation"
  | "refund_done" // a refund the provider refused at first went through on a later try
  | "reminder" // the day before an experience: when and where
  | "offer_received" // to the traveller
  | "offer_ops" // to the operations address
  | "offer_quote" // an operator's priced offer, with its single-use link, to the traveller
  | "offer_declined" // an operator declined the request, to the traveller
  | "ops_alert"; // a payment operation that ran out of retries, to the operations address

/** A file sent with a message (text content: the confirmation's calendar file). */
export type MailAttachment = { filename: string; type: string; content: string };

export type MailMessage = {
  kind: MailKind;
  orderId: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  locale: "en" | "ar";
  /** Sent as attachments; absent or empty for most messages. */
  attachments?: MailAttachment[];
};

/** Attachments as a column stores them: JSON, or NULL when there are none. */
export const attachmentsColumn = (message: Pick<MailMessage, "attachments">): string | null =>
  message.attachments?.length ? JSON.stringify(message.attachments) : null;

/** A stored attachments column read back (nothing for NULL or anything that is not a list of files). */
export function attachmentsOf(column: string | null | undefined): MailAttachment[] | undefined {
  if (!column) return undefined;
  try {
    const value: unknown = JSON.parse(column);
    if (!Array.isArray(value)) return undefined;
    const files = value.filter(
      (a): a is MailAttachment =>
        !!a && typeof a.filename === "string" && typeof a.type === "string" && typeof a.content === "string",
    );
    return files.length ? files : undefined;
  } catch {
    return undefined;
  }
}

/** The attachments property of a stored message: present only when it has some (a message's shape is unchanged). */
export function withAttachments(column: string | null | undefined): Pick<MailMessage, "attachments"> {
  const attachments = attachmentsOf(column);
  return attachments ? { attachments } : {};
}
