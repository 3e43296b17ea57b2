// The number a WhatsApp message goes to: the checkout phone in E.164, when it is a valid number that can be a mobile
// (WhatsApp runs on mobiles; a landline would only bounce).
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

export function whatsAppNumber(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  if (type && !["MOBILE", "FIXED_LINE_OR_MOBILE", "PERSONAL_NUMBER", "VOIP"].includes(type)) return null;
  return parsed.number;
}
