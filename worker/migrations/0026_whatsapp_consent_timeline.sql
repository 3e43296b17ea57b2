-- Each change of an order's WhatsApp consent after checkout (issue 31), written by a trigger so that every way of
-- changing it is on the console's booking timeline: the account page and the manage-booking link, both the traveller's.
CREATE TABLE whatsapp_consent_changes (
  id INTEGER PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES orders (id),
  whatsapp_updates INTEGER NOT NULL CHECK (whatsapp_updates IN (0, 1)),
  at TEXT NOT NULL
);
CREATE INDEX whatsapp_consent_changes_order ON whatsapp_consent_changes (order_id);

CREATE TRIGGER orders_whatsapp_consent_timeline AFTER UPDATE OF whatsapp_updates ON orders
WHEN OLD.whatsapp_updates IS NOT NEW.whatsapp_updates
BEGIN
  INSERT INTO whatsapp_consent_changes (order_id, whatsapp_updates, at)
  VALUES (NEW.id, NEW.whatsapp_updates, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
