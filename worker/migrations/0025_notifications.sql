-- Booking notifications (issue 31, docs/decisions/022-notifications.md): every booking event is written here after the
-- change that caused it commits, put on the NOTIFICATIONS queue, and delivered by its consumer on each channel the
-- traveller has (email always; WhatsApp only while the order has consent), each (event, channel) at most once.

CREATE TABLE notification_events (
  -- A random id, or a natural key for what must happen once whoever notices it first (reminder:<item reference>).
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  order_id TEXT REFERENCES orders (id),
  -- What else the event is about: an item reference (cancellation, reminder, refund) or an offer request id.
  subject TEXT,
  -- Facts fixed at the moment of the event (a cancellation's penalty and refund; an offer's single-use link until sent).
  data TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  -- Set once the queue took it; the scheduled handler puts events left without it on the queue again.
  enqueued_at TEXT
);
CREATE INDEX notification_events_order ON notification_events (order_id);
CREATE INDEX notification_events_unqueued ON notification_events (enqueued_at) WHERE enqueued_at IS NULL;

-- One row per event and channel: the claim that makes a redelivered message send nothing twice, and its outcome.
CREATE TABLE notification_sends (
  event_id TEXT NOT NULL REFERENCES notification_events (id),
  channel TEXT NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  -- sending: claimed until lease_until; sent: the provider took it; dead: no more attempts (see last_error).
  state TEXT NOT NULL CHECK (state IN ('sending', 'failed', 'sent', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  lease_until TEXT,
  -- The address or E.164 number it went to (kept for operations; the message itself is not kept).
  recipient TEXT,
  -- The provider's message id (WhatsApp's wamid), which its status webhook names.
  provider_id TEXT,
  -- The furthest status the provider reported: sent, delivered, read, or failed.
  delivery TEXT CHECK (delivery IN ('sent', 'delivered', 'read', 'failed')),
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  sent_at TEXT,
  PRIMARY KEY (event_id, channel)
);
CREATE UNIQUE INDEX notification_sends_provider ON notification_sends (provider_id) WHERE provider_id IS NOT NULL;
CREATE INDEX notification_sends_dead ON notification_sends (state) WHERE state = 'dead';

-- Each status the WhatsApp Cloud API reported for a message, once (a status is never recorded twice).
CREATE TABLE whatsapp_statuses (
  provider_id TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('sent', 'delivered', 'read', 'failed')),
  -- When WhatsApp says it happened, and when we heard.
  at TEXT NOT NULL,
  error TEXT,
  received_at TEXT NOT NULL,
  PRIMARY KEY (provider_id, status)
);

-- Signed webhook bodies already taken, by their SHA-256: a replay of one is refused and writes nothing.
CREATE TABLE webhook_receipts (
  source TEXT NOT NULL,
  body_sha256 TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (source, body_sha256)
);

-- The local WhatsApp channel (development and staging): each template message as it would be sent, read at
-- /dev/whatsapp and by tests. Nothing leaves the machine.
CREATE TABLE whatsapp_outbox (
  id INTEGER PRIMARY KEY,
  provider_id TEXT NOT NULL UNIQUE,
  event_id TEXT,
  order_id TEXT,
  to_number TEXT NOT NULL,
  template TEXT NOT NULL,
  locale TEXT NOT NULL CHECK (locale IN ('en', 'ar')),
  parameters TEXT NOT NULL,
  created_at TEXT NOT NULL
);
