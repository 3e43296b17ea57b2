-- Issue 32: a message's attachments (the confirmation's calendar file), kept with its body until it is sent, so a
-- failed send is retried with them. JSON: [{ "filename", "type", "content" }] (content is text); NULL when none.
ALTER TABLE mail_deliveries ADD COLUMN attachments TEXT;
ALTER TABLE mail_outbox ADD COLUMN attachments TEXT;
