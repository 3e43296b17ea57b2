// The mailer interface: the send_email binding when deployed, the local outbox (D1, shown at /dev/outbox) otherwise.

export type MailKind = "confirmation" | "on_hold" | "pay_later" | "rejection" | "refund" | "payment_failed";

export type MailMessage = {
  kind: MailKind;
  orderId: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  locale: "en" | "ar";
};

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
