// "Retry" on a partial booking: the order's failed and rejected items go back into the cart.
import type { CheckoutDeps } from "../checkout-deps.ts";
import { addToCart, type AddRefusal } from "../cart.ts";
import type { SupplierScope } from "../../db/site-scope.ts";
import { cartSelections, findOrder, orderItems } from "../../db/orders.ts";
import { sameSelection } from "./booking.ts";

export type RetryResult = {
  cartId: string | null;
  added: number;
  refused: { reference: string; reason: AddRefusal }[];
};

/**
 * The failed and rejected items go back into the cart with the same selection (priced and checked again like any new
 * item, so a supplier's own site (`supplierId`) refuses another supplier's as missing); an item already back in the
 * cart is not added twice, and a custom offer's item is not added at all.
 */
export async function retryFailedItems(
  deps: CheckoutDeps,
  cartId: string | null,
  orderId: string,
  now: Date,
  supplierId: SupplierScope = null,
): Promise<RetryResult> {
  const { db } = deps;
  const order = await findOrder(db, orderId);
  if (!order || (cartId !== null && order.cartId !== cartId)) return { cartId, added: 0, refused: [] };
  // A custom offer is not put back at today's list price: its agreed price went with its one acceptance.
  const failed = (await orderItems(db, orderId)).filter(
    (i) => (i.status === "failed" || i.status === "rejected") && i.offerId === null,
  );
  let current: string | null = cartId ?? order.cartId;
  let added = 0;
  const refused: RetryResult["refused"] = [];
  for (const item of failed) {
    const inCart = current ? await cartSelections(db, current) : [];
    if (inCart.some((c) => sameSelection(c, item))) continue;
    const result = await addToCart(
      db,
      current,
      { slotId: item.slotId, counts: item.counts, extras: item.extras, units: item.units },
      now,
      supplierId,
    );
    if (result.ok) {
      current = result.cartId;
      added++;
    } else refused.push({ reference: item.reference, reason: result.reason });
  }
  return { cartId: current, added, refused };
}
