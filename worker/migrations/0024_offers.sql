-- Custom offers answered (issue 30 §6): an operator's priced offer for a request, the exact booking it stands for (a
-- departure of an option, a party, a total in the traveller's currency and the AED the checkout charges), its expiry
-- and its single-use link (only the SHA-256 of the token is kept). Accepting it puts one cart item bound to it in the
-- traveller's cart; the order item that books it remembers it too.

CREATE TABLE offers (
  id INTEGER PRIMARY KEY,
  request_id TEXT NOT NULL REFERENCES offer_requests (id),
  activity_id INTEGER NOT NULL REFERENCES activities (id),
  option_id INTEGER NOT NULL REFERENCES options (id),
  slot_id INTEGER NOT NULL REFERENCES availability (id),
  counts TEXT NOT NULL, -- {"adult":2,"child":1}
  travellers INTEGER NOT NULL CHECK (travellers > 0),
  currency TEXT NOT NULL, -- the traveller's: the request's budget currency or the site's
  total INTEGER NOT NULL CHECK (total > 0), -- minor units of `currency` (its own digits: 3 for KWD, BHD, OMR)
  aed_total INTEGER NOT NULL CHECK (aed_total > 0), -- what checkout charges, AED minor units, at `rate`
  rate REAL NOT NULL CHECK (rate > 0), -- units of `currency` per AED when the offer was sent
  message TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('sent', 'accepted', 'expired', 'declined')),
  token_hash TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  sent_by TEXT NOT NULL REFERENCES users (id),
  cart_id TEXT, -- the cart it was accepted into
  accepted_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX offers_request ON offers (request_id, id);
-- A request has at most one offer the traveller can still accept: a newer one withdraws it in the same batch.
CREATE UNIQUE INDEX offers_one_live_per_request ON offers (request_id) WHERE status = 'sent';

-- The cart item an accepted offer became: its departure, party and price are the offer's and cannot change.
ALTER TABLE cart_items ADD COLUMN offer_id INTEGER REFERENCES offers (id);
CREATE UNIQUE INDEX cart_items_offer ON cart_items (offer_id) WHERE offer_id IS NOT NULL;
ALTER TABLE order_items ADD COLUMN offer_id INTEGER REFERENCES offers (id);
CREATE INDEX order_items_offer ON order_items (offer_id) WHERE offer_id IS NOT NULL;

-- Why the operator declined a request (shown to the traveller and in the console).
ALTER TABLE offer_requests ADD COLUMN decline_message TEXT;
