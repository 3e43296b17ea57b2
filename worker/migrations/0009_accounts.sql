-- Accounts (docs/decisions/012-accounts.md): travellers with passwords and passkeys, sessions, single-use email
-- tokens, rate-limit counters; orders and carts that follow their traveller; self-service cancellations; verified
-- reviews; custom offer requests; the suppliers behind the activities (voucher contact). Times are ISO 8601 UTC strings
-- written by the services; money is AED minor units.

CREATE TABLE users (
  id TEXT PRIMARY KEY, -- usr_ + 24 hex
  email TEXT NOT NULL UNIQUE, -- trimmed, lower case
  email_verified_at TEXT, -- NULL until the emailed link is opened: no session, no claimed orders before that
  password_hash TEXT NOT NULL, -- base64url PBKDF2-SHA256 output
  password_salt TEXT NOT NULL, -- base64url, 16 random bytes per user
  password_iterations INTEGER NOT NULL, -- kept per row, so the count can change without locking anyone out
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- A session is known by the SHA-256 of its cookie value: a leaked table signs nobody in.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  user_agent TEXT
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Emailed single-use tokens, kept as SHA-256 hashes: email verification and password reset.
CREATE TABLE auth_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('verify_email', 'reset_password')),
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  next_path TEXT, -- where the traveller was going when they asked (a checked same-site path)
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX auth_tokens_user ON auth_tokens (user_id, kind);

-- Fixed-window counters: `bucket` names what is limited and for whom ("sign-in:ip:203.0.113.9", "sign-in:email:…").
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  window_start TEXT NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, window_start)
);

CREATE TABLE passkeys (
  credential_id TEXT PRIMARY KEY, -- base64url
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  public_key TEXT NOT NULL, -- base64url COSE key
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  device_type TEXT,
  backed_up INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- A WebAuthn challenge lives five minutes and is used once; `user_id` is set for registration only.
CREATE TABLE webauthn_challenges (
  id TEXT PRIMARY KEY,
  challenge TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('register', 'authenticate')),
  user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);

ALTER TABLE carts ADD COLUMN user_id TEXT REFERENCES users (id);
CREATE INDEX carts_user ON carts (user_id);
ALTER TABLE orders ADD COLUMN user_id TEXT REFERENCES users (id);
CREATE INDEX orders_user ON orders (user_id, created_at);
CREATE INDEX orders_lead_email ON orders (lead_email);

-- One row per cancelled item: what the policy kept and what goes back, and whether the provider has returned it.
CREATE TABLE cancellations (
  order_item_id INTEGER PRIMARY KEY REFERENCES order_items (id),
  order_id TEXT NOT NULL REFERENCES orders (id),
  penalty_percent INTEGER NOT NULL CHECK (penalty_percent BETWEEN 0 AND 100),
  penalty INTEGER NOT NULL CHECK (penalty >= 0),
  refund INTEGER NOT NULL CHECK (refund >= 0),
  refund_state TEXT NOT NULL CHECK (refund_state IN ('none', 'pending', 'refunded', 'failed')),
  cancelled_by TEXT NOT NULL CHECK (cancelled_by IN ('account', 'manage_link')),
  cancelled_at TEXT NOT NULL,
  refunded_at TEXT
);
CREATE INDEX cancellations_refund ON cancellations (refund_state);

-- Reviews written through the site are tied to the booked item (one each) and its traveller: a verified booking.
ALTER TABLE reviews ADD COLUMN order_item_id INTEGER REFERENCES order_items (id);
ALTER TABLE reviews ADD COLUMN user_id TEXT REFERENCES users (id);
ALTER TABLE reviews ADD COLUMN verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1));
CREATE UNIQUE INDEX reviews_one_per_item ON reviews (order_item_id) WHERE order_item_id IS NOT NULL;

-- Custom offer requests (spec §1, "negotiation"): a group's dates, size and budget, answered by operations.
CREATE TABLE offer_requests (
  id TEXT PRIMARY KEY, -- OF-xxxxxxxx, the reference the traveller sees
  activity_id INTEGER NOT NULL REFERENCES activities (id),
  user_id TEXT REFERENCES users (id),
  status TEXT NOT NULL CHECK (status IN ('received', 'quoted', 'accepted', 'declined', 'closed')),
  date_from TEXT NOT NULL, -- YYYY-MM-DD
  date_to TEXT NOT NULL,
  group_size INTEGER NOT NULL CHECK (group_size > 0),
  budget INTEGER NOT NULL CHECK (budget >= 0), -- in minor units of budget_currency
  budget_currency TEXT NOT NULL,
  message TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  country TEXT NOT NULL,
  phone TEXT NOT NULL, -- E.164
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX offer_requests_user ON offer_requests (user_id, created_at);
CREATE INDEX offer_requests_email ON offer_requests (email);

-- The operators who run the activities: the voucher's "contact your supplier".
CREATE TABLE suppliers (
  id INTEGER PRIMARY KEY,
  name_en TEXT NOT NULL,
  name_ar TEXT NOT NULL,
  phone TEXT NOT NULL, -- E.164
  email TEXT NOT NULL,
  whatsapp TEXT -- digits only, for wa.me
);
ALTER TABLE activities ADD COLUMN supplier_id INTEGER REFERENCES suppliers (id);
