// The supplier connector interface: books an order item with the activity's operator.
// The built-in connector (builtin.ts) stands for suppliers without their own system.

export type SupplierBooking = {
  reference: string;
  activityId: number;
  optionId: number;
  date: string;
  startTime: string;
  travellers: number;
  leadName: string;
};

/** confirmed: booked now; pending: on request, answered later (confirm/reject); refused: the supplier said no. */
export type SupplierAnswer = { outcome: "confirmed" | "pending" | "refused"; supplierRef: string | null };

export interface SupplierConnector {
  book(booking: SupplierBooking): Promise<SupplierAnswer>;
  /** An operator (or the supplier's system) confirms an on-request booking. */
  confirm(reference: string): Promise<void>;
  /** An operator (or the timeout) rejects an on-request booking. */
  reject(reference: string): Promise<void>;
}
