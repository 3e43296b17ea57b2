// The deployed mailer: Cloudflare's send_email binding (EMAIL), composed with its message builder (HTML and text parts, and
// any attachments).
import type { Brand } from "../../../shared/site-config.ts";
import type { Mailer } from "./mailer.ts";
import type { MailMessage } from "../../db/mail-messages.ts";

export type SendEmailOptions = { binding: SendEmail; from: string; brand: Brand };

export function createSendEmailMailer({ binding, from, brand }: SendEmailOptions): Mailer {
  return {
    async send(message: MailMessage): Promise<void> {
      await binding.send({
        // The sender's name in the message's language; replies reach the brand's support address.
        from: { name: brand.name[message.locale], email: from },
        to: message.to,
        replyTo: brand.contact.email,
        subject: message.subject,
        html: message.html,
        text: message.text,
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((a) => ({
                disposition: "attachment" as const,
                filename: a.filename,
                type: a.type,
                content: a.content,
              })),
            }
          : {}),
      });
    },
  };
}
