-- Full-text search over cities and activities in both languages. Text is normalised in the worker before it is
-- stored or queried (worker/services/search-text.ts), so Arabic spelling variants meet. Activity rows carry their
-- price and popularity for sorting; search_facets holds each activity's filter values, so filtering, counting and
-- paging happen inside SQLite and only a page of ids and the counts leave it. Rebuilt by worker/db/search.ts.
CREATE VIRTUAL TABLE search_fts USING fts5(
  kind UNINDEXED,
  ref_id UNINDEXED,
  price UNINDEXED,
  popularity UNINDEXED,
  title,
  places,
  body,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TABLE search_facets (
  activity_id INTEGER NOT NULL,
  facet TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (activity_id, facet, value)
) WITHOUT ROWID;
CREATE INDEX search_facets_value ON search_facets (facet, value, activity_id);
