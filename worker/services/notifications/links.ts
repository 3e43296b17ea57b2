// The links a booking notification carries, absolute and in the order's language: the signed manage-booking page and
// each booked item's signed voucher (decision 012). Without the AUTH_SECRET there are none.
import { localePath, type Locale } from "../../../shared/locales.ts";
import type { ItemStatus } from "../../../shared/order.ts";
import { manageBookingPath, voucherPath } from "../booking-links.ts";
import type { OrderMailLinks } from "../mail/order-mail.tsx";

export type LinkDeps = { origin: string; authSecret?: string };

export async function orderLinks(
  deps: LinkDeps,
  view: { id: string; locale: Locale; lead: { email: string }; items: { reference: string; status: ItemStatus }[] },
): Promise<OrderMailLinks> {
  const secret = deps.authSecret;
  if (!secret) return {};
  const url = async (path: Promise<string>) => deps.origin + localePath(view.locale, await path);
  const booked = view.items.filter((item) => item.status === "confirmed");
  return {
    manage: await url(manageBookingPath(secret, view.id, view.lead.email)),
    vouchers: Object.fromEntries(
      await Promise.all(
        booked.map(async (item) => [item.reference, await url(voucherPath(secret, item.reference))] as const),
      ),
    ),
  };
}

/** The one link a short message carries: the item's voucher, else the manage-booking page, else the site. */
export function linkOf(links: OrderMailLinks, origin: string, locale: Locale, reference?: string): string {
  return (reference && links.vouchers?.[reference]) || links.manage || origin + localePath(locale, "/");
}
