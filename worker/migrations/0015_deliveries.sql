-- Work that must happen even when a dependency is down at the moment it is first tried (docs/decisions/017):
-- mail is written here before it is sent and retried by the scheduled handler until it goes out; payment operations
-- the provider refused or could not take (a capture, a void, closing an abandoned checkout) likewise, then reported.

CREATE TABLE mail_deliveries (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  order_id TEXT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  -- The message itself, kept only until it is sent (a sent password-reset link is not kept).
  html TEXT,
  text TEXT,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- When the scheduled handler may try (again); also a lease, so a request that died mid-send is retried.
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX mail_deliveries_due ON mail_deliveries (state, next_attempt_at);

CREATE TABLE payment_tasks (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  payment_id TEXT NOT NULL,
  -- capture: the booked items' amount; void: release the authorisation; abandon: close a checkout the traveller
  -- never finished and void whatever it authorised.
  op TEXT NOT NULL CHECK (op IN ('capture', 'void', 'abandon')),
  amount INTEGER NOT NULL DEFAULT 0,
  idempotency_key TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'done', 'reported')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  last_error TEXT,
  outcome TEXT,
  created_at TEXT NOT NULL,
  done_at TEXT,
  UNIQUE (order_id, op)
);
CREATE INDEX payment_tasks_due ON payment_tasks (state, next_attempt_at);
