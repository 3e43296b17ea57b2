-- Reviews sorted by stars within an activity (the experience page's "highest" and "lowest" sorts and star filters);
-- newest first already has reviews_activity_created.
CREATE INDEX reviews_activity_rating ON reviews (activity_id, rating, created_at DESC, id DESC);
