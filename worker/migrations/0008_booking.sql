-- The write side: carts, promo codes, orders and their items, seat holds, payments, the local mail outbox, and what
-- checkout asks per activity (docs/decisions/011-bookings-have-one-home.md). Money is AED minor units; times are ISO
-- 8601 UTC strings written by the services (never datetime('now'), so tests control the clock).

-- Which reservation questions an activity asks, as a JSON array of
-- "traveller_names" | "pickup_point" | "pickup_address" | "pickup_time" | "note".
ALTER TABLE activities ADD COLUMN questions TEXT NOT NULL DEFAULT '[]';
-- The built-in supplier connector refuses bookings for these (demo data: so a partial booking can be reached by hand).
ALTER TABLE activities ADD COLUMN supplier_refuses INTEGER NOT NULL DEFAULT 0 CHECK (supplier_refuses IN (0, 1));

CREATE TABLE pickup_points (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES activities (id),
  position INTEGER NOT NULL,
  name_en TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  pickup_time TEXT NOT NULL -- HH:MM, local time of the departure day
);
CREATE INDEX pickup_points_activity ON pickup_points (activity_id, position);

CREATE TABLE promo_codes (
  code TEXT PRIMARY KEY, -- upper case
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value INTEGER NOT NULL CHECK (value > 0), -- percent 1..100, or AED minor units
  min_subtotal INTEGER NOT NULL DEFAULT 0,
  valid_from TEXT NOT NULL, -- YYYY-MM-DD, Gulf time, inclusive
  valid_to TEXT NOT NULL, -- YYYY-MM-DD, inclusive
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  CHECK (kind = 'fixed' OR value <= 100)
);

-- An anonymous cart behind a __Host- cookie; `version` changes with every edit, and a checkout attempt's
-- idempotency key is the cart id with its version.
CREATE TABLE carts (
  id TEXT PRIMARY KEY,
  version INTEGER NOT NULL DEFAULT 0,
  promo_code TEXT REFERENCES promo_codes (code),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  activity_id INTEGER NOT NULL REFERENCES activities (id),
  option_id INTEGER NOT NULL REFERENCES options (id),
  slot_id INTEGER NOT NULL REFERENCES availability (id),
  counts TEXT NOT NULL, -- {"adult":2,"child":1}
  extras TEXT NOT NULL DEFAULT '[]', -- extra ids
  quoted_price INTEGER NOT NULL, -- the server's price when added: a later difference is "price changed"
  created_at TEXT NOT NULL
);
CREATE INDEX cart_items_cart ON cart_items (cart_id, id);

CREATE TABLE orders (
  id TEXT PRIMARY KEY, -- the public order reference
  cart_id TEXT NOT NULL,
  idempotency_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL,
  payment_mode TEXT NOT NULL CHECK (payment_mode IN ('now', 'later')),
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  display_currency TEXT NOT NULL,
  lead_first_name TEXT NOT NULL,
  lead_last_name TEXT NOT NULL,
  lead_email TEXT NOT NULL,
  lead_country TEXT NOT NULL, -- ISO 3166-1 alpha-2 of the phone's country code
  lead_phone TEXT NOT NULL, -- E.164
  subtotal INTEGER NOT NULL,
  discount INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL,
  promo_code TEXT,
  provider TEXT,
  payment_id TEXT UNIQUE, -- the provider's payment (session) id
  captured INTEGER NOT NULL DEFAULT 0,
  refunded INTEGER NOT NULL DEFAULT 0,
  hold_expires_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX orders_cart ON orders (cart_id, created_at);
CREATE INDEX orders_status ON orders (status, updated_at);

CREATE TABLE order_items (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  position INTEGER NOT NULL,
  activity_id INTEGER NOT NULL REFERENCES activities (id),
  option_id INTEGER NOT NULL REFERENCES options (id),
  slot_id INTEGER NOT NULL REFERENCES availability (id),
  date TEXT NOT NULL,
  start_time TEXT NOT NULL,
  counts TEXT NOT NULL,
  extras TEXT NOT NULL DEFAULT '[]',
  travellers INTEGER NOT NULL CHECK (travellers > 0),
  price INTEGER NOT NULL, -- before the promo discount
  discount INTEGER NOT NULL DEFAULT 0, -- this item's share of the order's discount
  status TEXT NOT NULL,
  reference TEXT NOT NULL UNIQUE, -- the booking reference the traveller and supplier see
  supplier_ref TEXT,
  answers TEXT NOT NULL DEFAULT '{}', -- reservation answers
  decided_at TEXT,
  UNIQUE (order_id, position)
);
CREATE INDEX order_items_status ON order_items (status, order_id);

-- Seats held on a slot for an order item. availability.held is the sum of `seats` over active holds; a hold leaves
-- 'active' only together with the matching change to availability, in one batch.
CREATE TABLE holds (
  id INTEGER PRIMARY KEY,
  order_item_id INTEGER NOT NULL REFERENCES order_items (id),
  slot_id INTEGER NOT NULL REFERENCES availability (id),
  seats INTEGER NOT NULL CHECK (seats > 0),
  expires_at TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('active', 'released', 'sold', 'returned'))
);
CREATE INDEX holds_slot_active ON holds (slot_id, state, expires_at);
CREATE INDEX holds_expiry ON holds (state, expires_at);
CREATE UNIQUE INDEX holds_one_active_per_item ON holds (order_item_id) WHERE state IN ('active', 'sold');

-- Every provider callback and webhook event applied, once: a replay finds its row and changes nothing.
CREATE TABLE payment_events (
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  order_id TEXT,
  kind TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (provider, event_id)
);

-- The sandbox provider's own ledger (it stands for the bank): what it authorised, captured, voided, refunded.
CREATE TABLE sandbox_payments (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  order_id TEXT NOT NULL,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'authorized', 'declined', 'captured', 'voided', 'refunded', 'expired')),
  review INTEGER NOT NULL DEFAULT 0, -- authorise-only card: capture waits for an operator
  captured INTEGER NOT NULL DEFAULT 0,
  refunded INTEGER NOT NULL DEFAULT 0,
  card_last4 TEXT,
  return_url TEXT NOT NULL,
  cancel_url TEXT NOT NULL,
  locale TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Each capture, void and refund the sandbox applied, once per idempotency key: a repeat finds its row and is a no-op.
CREATE TABLE sandbox_operations (
  payment_id TEXT NOT NULL REFERENCES sandbox_payments (id),
  op TEXT NOT NULL CHECK (op IN ('capture', 'void', 'refund')),
  idempotency_key TEXT NOT NULL,
  applied_at TEXT NOT NULL,
  PRIMARY KEY (payment_id, op, idempotency_key)
);

-- Mail the local mailer keeps instead of sending (shown at /dev/outbox under wrangler dev).
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  order_id TEXT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  html TEXT NOT NULL,
  text TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX mail_outbox_order ON mail_outbox (order_id, id);
