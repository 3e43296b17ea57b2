-- What a traveller typed at checkout, kept with the cart (issue 28) so no detour (a declined card, the payment page's
-- Cancel or Back, a sold-out seat, a reload, signing in) makes them type it twice. Personal data: deleted with the
-- cart, when its order is booked, and after DRAFT_TTL_DAYS untouched (services/scheduled.ts).

-- The lead guest and the choices (payment mode, saving the details), by form field name: {"lead.firstName": "Layla"}.
CREATE TABLE checkout_drafts (
  cart_id TEXT PRIMARY KEY REFERENCES carts (id) ON DELETE CASCADE,
  fields TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX checkout_drafts_updated ON checkout_drafts (updated_at);

-- Each cart item's answers to its reservation questions ({"answers.12.note": "…"}): an item removed from the cart
-- takes them with it; an item moved to another cart (signing in merges carts) brings them along.
CREATE TABLE checkout_draft_answers (
  item_id INTEGER PRIMARY KEY REFERENCES cart_items (id) ON DELETE CASCADE,
  fields TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX checkout_draft_answers_updated ON checkout_draft_answers (updated_at);

-- The phone a signed-in traveller asked checkout to save ("Save these details for next time"), in E.164, and the
-- country it was entered for.
ALTER TABLE users ADD COLUMN phone TEXT;
ALTER TABLE users ADD COLUMN phone_country TEXT;
