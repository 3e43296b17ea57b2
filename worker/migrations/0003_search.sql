-- Full-text search over cities and activities in both languages. Text is normalised in the worker before it is
-- stored or queried (worker/services/search-text.ts), so Arabic spelling variants meet; rebuilt by worker/db/search.ts.
CREATE VIRTUAL TABLE search_fts USING fts5(
  kind UNINDEXED,
  ref_id UNINDEXED,
  title,
  places,
  body,
  tokenize = 'unicode61 remove_diacritics 2'
);
