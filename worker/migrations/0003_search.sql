-- Full-text search over cities and activities in both languages. Text is normalised in the worker before it is
-- stored or queried (worker/services/search-text.ts), so Arabic spelling variants meet. Each FTS row's rowid is
-- the city's or activity's id, so a match needs no lookup in FTS content; search_meta holds, per activity, what
-- sorting and filtering need: price, popularity and its filter values as a 64-bit set (two 32-bit halves).
-- Rebuilt by worker/db/search.ts.
CREATE VIRTUAL TABLE activity_fts USING fts5(title, places, body, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
CREATE VIRTUAL TABLE city_fts USING fts5(title, places, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');
CREATE TABLE search_meta (
  id INTEGER PRIMARY KEY,
  price INTEGER NOT NULL,
  popularity INTEGER NOT NULL,
  mask_lo INTEGER NOT NULL,
  mask_hi INTEGER NOT NULL
);
