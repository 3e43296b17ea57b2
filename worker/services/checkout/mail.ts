// Checkout's notices: the one booking event about where an order stands, published after the change that led to it,
// and delivered on the traveller's channels in the order's language (services/notifications/).
import type { CheckoutDeps } from "../checkout-deps.ts";
import type { OrderMailKind } from "../../db/mail-messages.ts";
import type { OrderRow } from "../../db/orders.ts";

/** The notice an order's status calls for once it is settled, if any. */
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
 * Publishes the order's `kind` event. What it says is read when it is delivered, after whatever write led to it, so it
 * shows the order and its items as they then stand. Publishing never throws: the booking stands whatever happens.
 */
export async function notifyOrder(
  deps: Pick<CheckoutDeps, "notifier">,
  kind: OrderMailKind,
  order: Pick<OrderRow, "id">,
): Promise<void> {
  await deps.notifier.publish({ kind, orderId: order.id });
}
