-- Password guessing must not lock the owner out (docs/decisions/012, "Lockout"): a browser that has signed in before
-- carries a device token and is counted on its own, and a sign-in link can be emailed on request.

CREATE TABLE known_devices (
  token_hash TEXT PRIMARY KEY, -- SHA-256 of the __Host-device cookie's token
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL
);
CREATE INDEX known_devices_user ON known_devices (user_id, last_used_at);

-- auth_tokens gains 'sign_in': a single-use link that signs its owner in.
CREATE TABLE auth_tokens_next (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('verify_email', 'reset_password', 'sign_in')),
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  next_path TEXT,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  created_at TEXT NOT NULL
);
INSERT INTO auth_tokens_next SELECT token_hash, kind, user_id, next_path, expires_at, used_at, created_at FROM auth_tokens;
DROP TABLE auth_tokens;
ALTER TABLE auth_tokens_next RENAME TO auth_tokens;
CREATE INDEX auth_tokens_user ON auth_tokens (user_id, kind);
