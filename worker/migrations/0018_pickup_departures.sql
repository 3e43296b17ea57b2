-- The departure a pick-up point serves (its HH:MM start time): checkout offers a traveller only the points of the
-- departure they booked. NULL: the point serves every departure of its activity.
ALTER TABLE pickup_points ADD COLUMN departure_time TEXT;
