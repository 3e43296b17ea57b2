// Tax invoices and credit notes (docs/decisions/023-travel-documents.md): which lines an order's invoice holds, with
// their VAT by the per-line rule (shared/vat.ts), and which credit notes a cancellation, a supplier's rejection or a
// console refund adds. The statements go into the batch of the transition that causes them; the numbering is SQL's
// (db/tax-documents.ts), never worked out here.
import type { ItemStatus } from "../../shared/order.ts";
import type { CreditReason, TaxLine } from "../../shared/tax-invoice.ts";
import { vatBreakdown } from "../../shared/vat.ts";
import { creditNoteStatement, issueInvoiceStatement, lineTitlesOf } from "../db/tax-documents.ts";
import type { Guard } from "../db/guards.ts";
import type { OrderItemRow, OrderRow } from "../db/orders.ts";

/** The items an invoice lists once the order is settled: booked, or awaiting their supplier (pay later). */
const INVOICED_LINES: readonly ItemStatus[] = ["confirmed", "pending_supplier"];

/**
 * The statement issuing the order's invoice, to append right after its settling transition (an empty list for an
 * order with no seller, or with nothing booked). The SQL issues it only if the order then is booked and has none.
 */
export async function invoiceFor(
  db: D1Database,
  order: Pick<OrderRow, "id" | "seller" | "currency">,
  items: Pick<OrderItemRow, "id" | "reference" | "status" | "price" | "discount" | "date" | "travellers">[],
  now: Date,
): Promise<D1PreparedStatement[]> {
  const seller = order.seller;
  if (!seller) return [];
  const booked = items.filter((i) => INVOICED_LINES.includes(i.status));
  if (booked.length === 0) return [];
  const titles = await lineTitlesOf(db, order.id);
  const { lines, totals } = vatBreakdown(
    booked.map((item) => ({
      itemId: item.id,
      reference: item.reference,
      title: titles.get(item.id)?.title ?? { en: item.reference, ar: item.reference },
      option: titles.get(item.id)?.option ?? { en: "", ar: "" },
      date: item.date,
      quantity: item.travellers,
      gross: item.price - item.discount,
    })),
    seller.rateBp,
  );
  return [
    issueInvoiceStatement(
      db,
      {
        orderId: order.id,
        seller,
        currency: order.currency,
        total: totals.gross,
        vat: totals.vat,
        lines: lines as TaxLine[],
      },
      now,
    ),
  ];
}

/**
 * A credit note for `gross` of one invoiced line (what the traveller no longer owes of it), to append to the batch that
 * records why; nothing happens in SQL when the order has no invoice or nothing is left of the line to credit.
 */
export function creditNoteFor(
  db: D1Database,
  note: { orderId: string; itemId: number; gross: number; reason: CreditReason },
  now: Date,
  guard?: Guard,
): D1PreparedStatement[] {
  return note.gross > 0 ? [creditNoteStatement(db, note, now, guard)] : [];
}
