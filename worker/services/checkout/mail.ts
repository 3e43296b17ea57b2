// Checkout's emails: the one email about where an order stands, in its language, with its signed links.
import type { Locale } from "../../../shared/locales.ts";
import { localePath } from "../../../shared/locales.ts";
import type { ItemStatus } from "../../../shared/order.ts";
import type { CheckoutDeps } from "../checkout-deps.ts";
import type { OrderMailKind } from "../../db/mail-messages.ts";
import { orderMail, type OrderMailLinks } from "../mail/order-mail.tsx";
import { manageBookingPath, voucherPath } from "../booking-links.ts";
import { findOrder, loadOrderView, type OrderRow } from "../../db/orders.ts";

/** The email an order's status calls for once it is settled, if any. */
export function mailKindOf(status: OrderRow["status"]): OrderMailKind | null {
  switch (status) {
    case "confirmed":
    case "partially_confirmed":
      return "confirmation";
    case "on_hold":
      return "on_hold";
    case "awaiting_payment":
      return "pay_later";
    case "failed":
      return "rejection";
    default:
      return null;
  }
}

/**
 * The links an order's email carries when the deps hold the AUTH_SECRET (`authSecret`): the signed manage-booking
 * page and each confirmed item's signed voucher (decision 012), absolute and in the order's language.
 */
async function mailLinks(
  deps: CheckoutDeps,
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

/** One email about the order, in its language; a mailer failure is logged, never undoes the booking. */
export async function sendMail(deps: CheckoutDeps, kind: OrderMailKind, orderId: string): Promise<void> {
  try {
    const order = await findOrder(deps.db, orderId);
    if (order) await sendOrderMail(deps, kind, order);
  } catch (error) {
    console.error(`sending the ${kind} email of order ${orderId} failed`, error);
  }
}

/**
 * `sendMail` for an order already read (its id and language). The view is read here, after whatever write led to the
 * email, so it shows the order and its items as they now stand.
 */
export async function sendOrderMail(
  deps: CheckoutDeps,
  kind: OrderMailKind,
  order: Pick<OrderRow, "id" | "locale">,
): Promise<void> {
  try {
    const view = await loadOrderView(deps.db, order.id, order.locale);
    if (!view) return;
    await deps.mailer.send(orderMail(kind, view, deps.origin, await mailLinks(deps, view)));
  } catch (error) {
    console.error(`sending the ${kind} email of order ${order.id} failed`, error);
  }
}
