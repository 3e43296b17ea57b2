-- VAT tax invoices and credit notes (issue 32, docs/decisions/023-travel-documents.md).
-- An order keeps what it is charged in, the display rate checkout used, and the seller it was sold by (the site's tax
-- settings as JSON, with the numbering series), so any later settling batch can write its invoice with no KV read and
-- a later change of the site's settings never changes an issued document.
ALTER TABLE orders ADD COLUMN currency TEXT NOT NULL DEFAULT 'AED';
ALTER TABLE orders ADD COLUMN display_rate REAL;
ALTER TABLE orders ADD COLUMN seller TEXT;

-- Tax documents: numbered without gaps per series and kind (the number exists only as the row, written by one
-- INSERT … SELECT MAX(seq) + 1 inside the transition's batch), never changed and never deleted.
CREATE TABLE tax_documents (
  id INTEGER PRIMARY KEY,
  series TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  seq INTEGER NOT NULL CHECK (seq > 0),
  number TEXT NOT NULL,
  order_id TEXT NOT NULL REFERENCES orders (id),
  order_item_id INTEGER REFERENCES order_items (id),
  invoice_id INTEGER REFERENCES tax_documents (id),
  reason TEXT CHECK (reason IS NULL OR reason IN ('cancelled', 'rejected', 'refund')),
  regime TEXT NOT NULL CHECK (regime IN ('uae', 'ksa')),
  rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0),
  currency TEXT NOT NULL,
  total INTEGER NOT NULL CHECK (total >= 0),
  vat INTEGER NOT NULL CHECK (vat >= 0 AND vat <= total),
  lines TEXT NOT NULL,
  seller TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  UNIQUE (series, kind, seq),
  UNIQUE (series, number),
  CHECK ((kind = 'invoice') = (invoice_id IS NULL))
);
CREATE UNIQUE INDEX tax_documents_one_invoice ON tax_documents (order_id) WHERE kind = 'invoice';
CREATE INDEX tax_documents_order ON tax_documents (order_id, kind);
CREATE INDEX tax_documents_item ON tax_documents (order_item_id) WHERE order_item_id IS NOT NULL;

CREATE TRIGGER tax_documents_never_changed BEFORE UPDATE ON tax_documents
BEGIN
  SELECT RAISE(ABORT, 'a tax document is never changed: issue a credit note');
END;
CREATE TRIGGER tax_documents_never_deleted BEFORE DELETE ON tax_documents
BEGIN
  SELECT RAISE(ABORT, 'a tax document is never deleted');
END;
