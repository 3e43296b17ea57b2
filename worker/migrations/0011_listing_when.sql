-- Listings narrowed to a date range read availability by day across many activities (worker/db/listing.ts).
CREATE INDEX availability_date_activity ON availability (date, activity_id);
