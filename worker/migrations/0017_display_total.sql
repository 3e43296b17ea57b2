-- What the traveller saw at checkout: the total in the display currency, in its own minor units (NULL for orders
-- placed before this was kept; the AED total is what is charged).
ALTER TABLE orders ADD COLUMN display_total INTEGER;
