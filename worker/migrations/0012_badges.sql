-- Honest badges and the wishlist. activities.badges holds the data badges worked out by worker/services/badges.ts
-- (JSON list, most important first; docs/decisions/013); the wishlist keeps a signed-in traveller's saved activities.
ALTER TABLE activities ADD COLUMN badges TEXT NOT NULL DEFAULT '[]';
-- When the badges were last worked out (the scheduled handler refreshes them only when due).
CREATE TABLE badge_runs (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  computed_at TEXT NOT NULL
);
-- Recent bookings are counted by order creation time.
CREATE INDEX IF NOT EXISTS orders_created ON orders (created_at);

CREATE TABLE wishlist_items (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, activity_id)
);
