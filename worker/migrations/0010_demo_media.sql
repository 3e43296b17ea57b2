-- Discovery data: when an activity was first listed (drives the "New" badge) and the R2 key of its meeting-point map.
ALTER TABLE activities ADD COLUMN listed_on TEXT;
ALTER TABLE activities ADD COLUMN map_image_key TEXT;
