// The WhatsApp utility templates booking updates use, as they are submitted to Meta for approval (`npm run whatsapp --
// templates` prints them): one per event, in English and Arabic, with the same five body parameters in each — the
// traveller's first name, what happened (the email's own sentences), the items, the reference, and the link back.
import type { Locale } from "../../../shared/locales.ts";

/** The first line of each template, which says what happened; the rest of the body is shared. */
const TITLES = {
  booking_confirmed: { en: "Your booking is confirmed", ar: "تم تأكيد حجزك" },
  booking_partly_confirmed: { en: "Part of your order is booked", ar: "تم حجز جزء من طلبك" },
  booking_on_hold: { en: "Booking received, awaiting confirmation", ar: "تم استلام حجزك وهو بانتظار التأكيد" },
  booking_pay_later: { en: "Your booking is reserved", ar: "تم حجز مكانك" },
  booking_rejected: { en: "Your booking couldn't be confirmed", ar: "تعذّر تأكيد حجزك" },
  payment_failed: { en: "Your payment didn't go through", ar: "لم تتم عملية الدفع" },
  refund_issued: { en: "Your refund is on its way", ar: "المبلغ المسترد في طريقه إليك" },
  booking_cancelled: { en: "Your booking is cancelled", ar: "تم إلغاء حجزك" },
  refund_completed: { en: "Your refund has been sent", ar: "تم إرسال المبلغ المسترد" },
  experience_reminder: { en: "See you tomorrow", ar: "نراك غداً" },
} as const satisfies Record<string, Record<Locale, string>>;

export type WhatsAppTemplateName = keyof typeof TITLES;
export const WHATSAPP_TEMPLATE_NAMES = Object.keys(TITLES) as WhatsAppTemplateName[];

/** How many body parameters every template has ({{1}} … {{5}}). */
export const TEMPLATE_PARAMETERS = 5;

const BODY: Record<Locale, string> = {
  en: "Hello {{1}}, {{2}}\n\n{{3}}\n\nReference {{4}}: {{5}}",
  ar: "مرحباً {{1}}، {{2}}\n\n{{3}}\n\nالمرجع {{4}}: {{5}}",
};

/** A template's body text in a language, with its {{n}} placeholders, as Meta holds it. */
export function templateBody(name: WhatsAppTemplateName, locale: Locale): string {
  return `${TITLES[name][locale]}\n\n${BODY[locale]}`;
}

export function isTemplateName(name: string): name is WhatsAppTemplateName {
  return Object.hasOwn(TITLES, name);
}

/** The message as the phone shows it: the body with its parameters filled in. */
export function filledTemplate(name: string, locale: Locale, parameters: string[]): string {
  if (!isTemplateName(name)) return parameters.join("\n");
  return templateBody(name, locale).replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? "");
}

/** A template parameter as Meta takes it: no newline or tab, no run of more than four spaces, never empty. */
export function templateParameter(value: string): string {
  const text = value
    .replace(/[\r\n\t\v\f\u2028\u2029]+/g, " ")
    .replace(/ {5,}/g, " ")
    .trim();
  return text === "" ? "-" : text;
}
