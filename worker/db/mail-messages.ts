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

export type MailMessage = {
  kind: MailKind;
  orderId: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  locale: "en" | "ar";
};
