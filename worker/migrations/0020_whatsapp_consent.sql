-- Whether the traveller asked at checkout for booking updates on WhatsApp (unticked by default): kept with the order,
-- as consent is, and as the checkout draft keeps the choice until then (issue 28; the channel itself is issue 31).
ALTER TABLE orders ADD COLUMN whatsapp_updates INTEGER NOT NULL DEFAULT 0;
