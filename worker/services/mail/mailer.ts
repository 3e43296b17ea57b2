// The mailer interface: the send_email binding when deployed, the local outbox (D1, shown at /dev/outbox) otherwise.
import type { MailMessage } from "../../db/mail-messages.ts";

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
