-- Full-text search over cities and activities in both languages. Text is normalised in the worker before it is
-- stored or queried (worker/services/search-text.ts), so Arabic spelling variants meet. Each activity row also
-- carries what filtering and sorting need (facets, price, popularity), so a search reads this table alone.
-- Rebuilt by worker/db/search.ts.
CREATE VIRTUAL TABLE search_fts USING fts5(
  kind UNINDEXED,
  ref_id UNINDEXED,
  facets UNINDEXED,
  price UNINDEXED,
  popularity UNINDEXED,
  title,
  places,
  body,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);
