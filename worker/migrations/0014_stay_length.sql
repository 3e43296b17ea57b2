-- Stays: an option priced per night or per day can be booked for 1 to 14 consecutive nights or days from its first
-- departure (`units`). It takes one unit on the departure of every covered day (same option, same start time), each
-- with its own hold row, so an item may now have one active or sold hold per departure rather than one in all.
ALTER TABLE cart_items ADD COLUMN units INTEGER NOT NULL DEFAULT 1 CHECK (units BETWEEN 1 AND 14);
ALTER TABLE order_items ADD COLUMN units INTEGER NOT NULL DEFAULT 1 CHECK (units BETWEEN 1 AND 14);
DROP INDEX holds_one_active_per_item;
CREATE UNIQUE INDEX holds_one_active_per_item_slot ON holds (order_item_id, slot_id) WHERE state IN ('active', 'sold');
