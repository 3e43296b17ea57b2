// The built-in supplier connector, for operators without their own system: instant-confirmation activities are
// confirmed at once, on-request ones wait for an operator (`npm run bookings`), and activities marked
// supplier_refuses (the demo's balloon flights) are refused, so every outcome can be reached by hand.
import { supplierTerms } from "../../db/orders.ts";
import type { SupplierAnswer, SupplierBooking, SupplierConnector } from "./connector.ts";

export function createBuiltinConnector(db: D1Database): SupplierConnector {
  return {
    async book(booking: SupplierBooking): Promise<SupplierAnswer> {
      const terms = await supplierTerms(db, booking.activityId);
      if (!terms || terms.refuses) return { outcome: "refused", supplierRef: null };
      return { outcome: terms.confirmation === "instant" ? "confirmed" : "pending", supplierRef: booking.reference };
    },
    // The operator's answer is the supplier's answer here: nothing to tell anyone else.
    async confirm() {},
    async reject() {},
  };
}
