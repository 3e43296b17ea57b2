-- Field data (Core Web Vitals), development only: a mirror of what POST /api/vitals writes to Workers Analytics
-- Engine, which wrangler dev accepts and drops, so that `npm run vitals` can read a developer's own visits. One row per
-- web-vitals metric id (random per page view and metric); a repeated report of the same id keeps the larger value
-- (worker/db/vitals.ts). Staging and production never write here: their samples are in Analytics Engine.
CREATE TABLE vitals_samples (
  id TEXT PRIMARY KEY,
  page_template TEXT NOT NULL,
  locale TEXT NOT NULL,
  device TEXT NOT NULL,
  metric TEXT NOT NULL,
  value REAL NOT NULL,
  rating TEXT NOT NULL,
  navigation_type TEXT NOT NULL,
  country TEXT NOT NULL,
  weight INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
