-- Which version of the demo content a database was loaded with (scripts/seed/fingerprint.ts), so a local database
-- seeded by an older checkout is reloaded instead of keeping old copy.
CREATE TABLE seed_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
