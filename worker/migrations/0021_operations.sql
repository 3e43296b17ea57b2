-- The operations console (issue 30): staff roles, the session's last passkey check, the append-only audit log, the
-- order timeline (every status change, written by triggers so no code path can forget it), check-ins, stop-sale.

-- A staff member is an account with a role; a supplier's staff are bound to that supplier.
CREATE TABLE staff (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('operator', 'supplier', 'marketing')),
  supplier_id INTEGER REFERENCES suppliers (id),
  granted_by TEXT NOT NULL, -- a user id, or "command"
  granted_at TEXT NOT NULL,
  CHECK ((role = 'supplier') = (supplier_id IS NOT NULL))
);
CREATE INDEX staff_supplier ON staff (supplier_id);

-- When this session last proved its passkey (sign-in with one, or the console's re-check); NULL: never.
ALTER TABLE sessions ADD COLUMN passkey_at TEXT;

-- Append-only: the triggers below refuse every UPDATE and DELETE.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor TEXT NOT NULL, -- a user id, or "command:<who ran it>"
  actor_email TEXT,
  role TEXT NOT NULL, -- operator, supplier, marketing, or command
  action TEXT NOT NULL, -- e.g. booking.confirm, slot.close, redirect.set
  target TEXT, -- e.g. order:ABC123, item:RB-…, slot:42, redirect:/old, site:host, staff:usr_…
  order_id TEXT, -- set when the action concerns an order: its timeline reads it
  supplier_id INTEGER, -- set when the action concerns one supplier's data
  before TEXT, -- JSON, or NULL
  after TEXT, -- JSON, or NULL
  reason TEXT,
  request_id TEXT
);
CREATE INDEX audit_log_at ON audit_log (at);
CREATE INDEX audit_log_order ON audit_log (order_id, at);
CREATE INDEX audit_log_action ON audit_log (action, at);
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
END;

-- Every status an order or one of its items passed through, in order.
CREATE TABLE order_timeline (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL,
  item_id INTEGER,
  at TEXT NOT NULL,
  from_status TEXT,
  to_status TEXT NOT NULL
);
CREATE INDEX order_timeline_order ON order_timeline (order_id, id);
CREATE TRIGGER orders_placed_timeline AFTER INSERT ON orders
BEGIN
  INSERT INTO order_timeline (order_id, item_id, at, from_status, to_status)
  VALUES (NEW.id, NULL, NEW.created_at, NULL, NEW.status);
END;
CREATE TRIGGER orders_status_timeline AFTER UPDATE OF status ON orders WHEN OLD.status IS NOT NEW.status
BEGIN
  INSERT INTO order_timeline (order_id, item_id, at, from_status, to_status)
  VALUES (NEW.id, NULL, NEW.updated_at, OLD.status, NEW.status);
END;
CREATE TRIGGER order_items_status_timeline AFTER UPDATE OF status ON order_items WHEN OLD.status IS NOT NEW.status
BEGIN
  INSERT INTO order_timeline (order_id, item_id, at, from_status, to_status)
  VALUES (NEW.order_id, NEW.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), OLD.status, NEW.status);
END;

-- One check-in per booked item: the primary key is the lock ten scanners race for.
CREATE TABLE check_ins (
  order_item_id INTEGER PRIMARY KEY REFERENCES order_items (id),
  checked_in_at TEXT NOT NULL,
  checked_in_by TEXT NOT NULL REFERENCES users (id),
  source TEXT NOT NULL CHECK (source IN ('scan', 'typed'))
);

-- Stop-sale: a closed departure sells nothing until it is opened again; its seats and price are kept.
ALTER TABLE availability ADD COLUMN closed INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1));
