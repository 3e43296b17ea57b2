-- The console's bookings (issue 30): an operator may cancel an item (cancelled_by 'operator'), refund part of an item
-- (item_refunds), and find orders by email, phone or activity date. Refunds of an item never exceed what was captured
-- for it: the refund's own insert checks it, and a cancellation's refund is checked by the trigger below.

-- SQLite cannot change a CHECK constraint: the table is rebuilt with the new value, keeping every row.
CREATE TABLE cancellations_new (
  order_item_id INTEGER PRIMARY KEY REFERENCES order_items (id),
  order_id TEXT NOT NULL REFERENCES orders (id),
  penalty_percent INTEGER NOT NULL CHECK (penalty_percent BETWEEN 0 AND 100),
  penalty INTEGER NOT NULL CHECK (penalty >= 0),
  refund INTEGER NOT NULL CHECK (refund >= 0),
  refund_state TEXT NOT NULL CHECK (refund_state IN ('none', 'pending', 'refunded', 'failed')),
  cancelled_by TEXT NOT NULL CHECK (cancelled_by IN ('account', 'manage_link', 'operator')),
  cancelled_at TEXT NOT NULL,
  refunded_at TEXT
);
INSERT INTO cancellations_new (order_item_id, order_id, penalty_percent, penalty, refund, refund_state, cancelled_by,
  cancelled_at, refunded_at)
SELECT order_item_id, order_id, penalty_percent, penalty, refund, refund_state, cancelled_by, cancelled_at, refunded_at
FROM cancellations;
DROP TABLE cancellations;
ALTER TABLE cancellations_new RENAME TO cancellations;
CREATE INDEX cancellations_refund ON cancellations (refund_state);
CREATE INDEX cancellations_order ON cancellations (order_id);

-- Part of an item's captured money given back by an operator. 'pending' until the provider answers; a refused one
-- ('failed') gave nothing back and no longer counts against what may still be refunded.
CREATE TABLE item_refunds (
  id INTEGER PRIMARY KEY,
  order_item_id INTEGER NOT NULL REFERENCES order_items (id),
  order_id TEXT NOT NULL REFERENCES orders (id),
  amount INTEGER NOT NULL CHECK (amount > 0), -- AED minor units, what the order was charged in
  state TEXT NOT NULL CHECK (state IN ('pending', 'refunded', 'failed')),
  reason TEXT NOT NULL,
  requested_by TEXT NOT NULL, -- the staff member's user id
  requested_at TEXT NOT NULL,
  settled_at TEXT,
  error TEXT
);
CREATE INDEX item_refunds_item ON item_refunds (order_item_id, state);
CREATE INDEX item_refunds_order ON item_refunds (order_id, id);

-- A cancellation's refund to the card fits in what was captured for the item less its partial refunds: a partial
-- refund and a cancellation racing for the same money cannot both take it (the batch that loses is rolled back).
CREATE TRIGGER cancellations_refund_within_captured BEFORE INSERT ON cancellations
WHEN NEW.refund_state = 'pending' AND NEW.refund > coalesce((
  SELECT CASE WHEN o.payment_mode = 'now' AND o.captured > 0 THEN i.price - i.discount ELSE 0 END
  FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.id = NEW.order_item_id
), 0) - coalesce((
  SELECT sum(amount) FROM item_refunds WHERE order_item_id = NEW.order_item_id AND state <> 'failed'
), 0)
BEGIN
  SELECT RAISE(ABORT, 'a refund cannot exceed what was captured for the item');
END;

-- The console finds orders by the lead's email or phone and items by their activity date.
CREATE INDEX orders_lead_email_nocase ON orders (lead_email COLLATE NOCASE);
CREATE INDEX orders_lead_phone ON orders (lead_phone);
CREATE INDEX order_items_date ON order_items (date);
