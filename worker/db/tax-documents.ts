// Tax documents (migration 0027): numbered in SQL, inside the batch that moves the order, never read-then-written
// (docs/decisions/023-travel-documents.md). The number exists only as its row: `MAX(seq) + 1` of the series and the
// insert are one statement of the batch's transaction, so two orders never read the same number and a batch that fails
// takes its number with it. Repeats are no-ops (NOT EXISTS and the one-invoice index).
import type { CreditReason, SellerSnapshot, TaxDocument, TaxLine } from "../../shared/tax-invoice.ts";
import type { TaxRegime } from "../../shared/site-config.ts";
import { and, params, type Guard } from "./guards.ts";

/** The order statuses whose settling transition issues the invoice (on_hold waits; failed orders never get one). */
const INVOICED = "'confirmed', 'partially_confirmed', 'awaiting_payment'";

export type InvoiceDraft = {
  orderId: string;
  seller: SellerSnapshot;
  currency: string;
  total: number;
  vat: number;
  lines: TaxLine[];
};

/** Issues the order's invoice with the next number of its series, once the order is booked and if it has none yet. */
export function issueInvoiceStatement(db: D1Database, doc: InvoiceDraft, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO tax_documents (series, kind, seq, number, order_id, regime, rate_bp, currency, total, vat, lines, seller, issued_at)
       SELECT ?1, 'invoice', n.seq, ?2 || '-' || printf('%06d', n.seq), ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11
       FROM (SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM tax_documents WHERE series = ?1 AND kind = 'invoice') AS n
       WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?3 AND status IN (${INVOICED}))
         AND NOT EXISTS (SELECT 1 FROM tax_documents WHERE order_id = ?3 AND kind = 'invoice')`,
    )
    .bind(
      doc.seller.series,
      doc.seller.prefix,
      doc.orderId,
      doc.seller.regime,
      doc.seller.rateBp,
      doc.currency,
      doc.total,
      doc.vat,
      JSON.stringify(doc.lines),
      JSON.stringify(doc.seller),
      now.toISOString(),
    );
}

/**
 * A credit note for part of one invoiced line: `gross` (capped at what of the line is not credited yet), its VAT by
 * the per-line rule at the invoice's rate (shared/vat.ts's vatOf, the same integer formula), numbered next in the
 * series' credit notes and pointing at the invoice. Nothing when the order has no invoice, the line is not on it, or
 * nothing of it is left to credit. A cancellation or a rejection credits a line once; `guard` ties the note to the
 * batch's change that causes it (e.g. AFTER_PREVIOUS after the item's move).
 */
export function creditNoteStatement(
  db: D1Database,
  note: { orderId: string; itemId: number; gross: number; reason: CreditReason },
  now: Date,
  guard?: Guard,
): D1PreparedStatement {
  return db
    .prepare(
      `WITH inv AS (SELECT * FROM tax_documents WHERE order_id = ?1 AND kind = 'invoice'),
         line AS (SELECT l.value AS value, json_extract(l.value, '$.gross') AS gross FROM inv, json_each(inv.lines) l
                  WHERE json_extract(l.value, '$.itemId') = ?2),
         credited AS (SELECT COALESCE(SUM(total), 0) AS total FROM tax_documents WHERE kind = 'credit_note' AND order_item_id = ?2),
         amount AS (SELECT MIN(CAST(?3 AS INTEGER), line.gross - credited.total) AS gross, line.value AS value FROM line, credited),
         taxed AS (SELECT amount.gross, amount.value,
                     (2 * amount.gross * inv.rate_bp + 10000 + inv.rate_bp) / (2 * (10000 + inv.rate_bp)) AS vat
                   FROM amount, inv),
         n AS (SELECT COALESCE(MAX(s.seq), 0) + 1 AS seq FROM tax_documents s, inv WHERE s.kind = 'credit_note' AND s.series = inv.series)
       INSERT INTO tax_documents (series, kind, seq, number, order_id, order_item_id, invoice_id, reason, regime, rate_bp,
         currency, total, vat, lines, seller, issued_at)
       SELECT inv.series, 'credit_note', n.seq, json_extract(inv.seller, '$.prefix') || '-CN-' || printf('%06d', n.seq),
         inv.order_id, ?2, inv.id, ?4, inv.regime, inv.rate_bp, inv.currency, taxed.gross, taxed.vat,
         json_array(json_set(taxed.value, '$.gross', taxed.gross, '$.vat', taxed.vat, '$.net', taxed.gross - taxed.vat)),
         inv.seller, ?5
       FROM inv, taxed, n WHERE taxed.gross > 0
         AND (?4 = 'refund' OR NOT EXISTS (SELECT 1 FROM tax_documents WHERE order_item_id = ?2 AND reason = ?4))${and(guard)}`,
    )
    .bind(note.orderId, note.itemId, note.gross, note.reason, now.toISOString(), ...params(guard));
}

type D1TaxDocument = {
  id: number;
  kind: "invoice" | "credit_note";
  number: string;
  order_id: string;
  reason: CreditReason | null;
  regime: TaxRegime;
  rate_bp: number;
  currency: string;
  total: number;
  vat: number;
  lines: string;
  seller: string;
  issued_at: string;
  invoice_number: string | null;
  invoice_issued_at: string | null;
};

/** An order's documents: its invoice first, then its credit notes in the order they were issued. */
export async function taxDocumentsOf(db: D1Database, orderId: string): Promise<TaxDocument[]> {
  const { results } = await db
    .prepare(
      `SELECT d.id, d.kind, d.number, d.order_id, d.reason, d.regime, d.rate_bp, d.currency, d.total, d.vat, d.lines, d.seller,
         d.issued_at, i.number AS invoice_number, i.issued_at AS invoice_issued_at
       FROM tax_documents d LEFT JOIN tax_documents i ON i.id = d.invoice_id
       WHERE d.order_id = ? ORDER BY d.kind = 'credit_note', d.id`,
    )
    .bind(orderId)
    .all<D1TaxDocument>();
  return results.map((r) => ({
    id: r.id,
    kind: r.kind,
    number: r.number,
    orderId: r.order_id,
    regime: r.regime,
    rateBp: r.rate_bp,
    currency: r.currency,
    total: r.total,
    vat: r.vat,
    net: r.total - r.vat,
    lines: JSON.parse(r.lines) as TaxLine[],
    seller: JSON.parse(r.seller) as SellerSnapshot,
    issuedAt: r.issued_at,
    credits:
      r.kind === "credit_note"
        ? { number: r.invoice_number ?? "", issuedAt: r.invoice_issued_at ?? "", reason: r.reason ?? "refund" }
        : null,
  }));
}

/** Each item's activity and option titles in both languages: the lines of an invoice freeze them. */
export async function lineTitlesOf(
  db: D1Database,
  orderId: string,
): Promise<Map<number, { title: { en: string; ar: string }; option: { en: string; ar: string } }>> {
  const { results } = await db
    .prepare(
      `SELECT i.id, a.title_en, a.title_ar, o.title_en AS option_en, o.title_ar AS option_ar
       FROM order_items i JOIN activities a ON a.id = i.activity_id JOIN options o ON o.id = i.option_id WHERE i.order_id = ?`,
    )
    .bind(orderId)
    .all<{ id: number; title_en: string; title_ar: string; option_en: string; option_ar: string }>();
  return new Map(
    results.map((r) => [
      r.id,
      { title: { en: r.title_en, ar: r.title_ar }, option: { en: r.option_en, ar: r.option_ar } },
    ]),
  );
}
