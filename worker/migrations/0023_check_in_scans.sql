-- Check-in at the pier (issue 30): the scanner's own id for a scan, so a scan queued offline and sent again after a
-- lost answer is recognised as the same scan (it answers "checked in" again, not "already checked in by you"), and
-- the manifest's lookup of a departure's booked items.
ALTER TABLE check_ins ADD COLUMN scan_id TEXT;
CREATE INDEX order_items_slot ON order_items (slot_id, status);
