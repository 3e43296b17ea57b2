// What the account and manage-booking pages show of booking updates on WhatsApp: each order's switch (readable
// number, where it posts) and the notice of the change just made, read from the redirect's query only when it is
// true of the order now.
import type { Context } from "hono";
import { AUTH_PATHS } from "../../shared/account.ts";
import { localePath } from "../../shared/locales.ts";
import type { WhatsAppConsentNotice, WhatsAppConsentView } from "../../shared/whatsapp-consent.ts";
import { readablePhone } from "../services/checkout-form.ts";
import { upcomingConsents } from "../services/whatsapp-consent.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

/** Where the account page's switches post. */
export const ACCOUNT_WHATSAPP_PATH = `${AUTH_PATHS.account}/whatsapp`;
/** Where a manage-booking link's switch posts: under the signed link itself. */
export const manageWhatsAppPath = (orderId: string, signature: string) =>
  `/manage-booking/${orderId}/${signature}/whatsapp`;

/** The redirect's `?whatsapp=on|off` (and, on the account page, `&order=`), as a notice, when it is true now. */
function savedNotice(c: C, consents: WhatsAppConsentView[], orderFromQuery: boolean): WhatsAppConsentNotice | null {
  if (c.req.method !== "GET") return null;
  const state = c.req.query("whatsapp");
  if (state !== "on" && state !== "off") return null;
  const orderId = orderFromQuery ? c.req.query("order") : consents[0]?.orderId;
  const shown = consents.find((x) => x.orderId === orderId);
  if (!shown || shown.on !== (state === "on")) return null;
  return { kind: "saved", orderId: shown.orderId, on: shown.on };
}

/** The account's orders with something still to come, each with its switch. */
export async function accountWhatsApp(
  c: C,
  userId: string,
  notice: WhatsAppConsentNotice | null,
): Promise<{ consents: WhatsAppConsentView[]; notice: WhatsAppConsentNotice | null }> {
  const upcoming = await upcomingConsents(c.env.DB, userId, c.get("locale"), new Date());
  const action = localePath(c.get("locale"), ACCOUNT_WHATSAPP_PATH);
  const consents = upcoming.map((order) => ({ ...order, phone: readablePhone(order.phone), action }));
  return { consents, notice: notice ?? savedNotice(c, consents, true) };
}

/** The switch of the order a manage-booking link opens. */
export function manageWhatsApp(
  c: C,
  order: { orderId: string; signature: string; phone: string; on: boolean },
  notice: WhatsAppConsentNotice | null,
): { consent: WhatsAppConsentView; notice: WhatsAppConsentNotice | null } {
  const consent: WhatsAppConsentView = {
    orderId: order.orderId,
    on: order.on,
    phone: readablePhone(order.phone),
    bookings: [],
    action: localePath(c.get("locale"), manageWhatsAppPath(order.orderId, order.signature)),
  };
  return { consent, notice: notice ?? savedNotice(c, [consent], false) };
}
