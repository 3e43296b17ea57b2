-- Search that understands Arabic (docs/decisions/009-arabic-search-analysis.md). The FTS tables now hold analysed
-- text (folded, light-stemmed, synonyms added) and nothing else: they are contentless, since results only need the
-- rowid and bm25, and every text they are built from is in the catalogue. activity_fts gains the highlights and
-- option titles (details) and the synonyms of what the activity mentions; the places columns gain country names.
-- Only suggestions match prefixes now (results match whole words), so only two-letter prefixes are indexed.
-- search_meta is emptied so that the next seed run (scripts/seed/index.ts) rebuilds the index.
DROP TABLE activity_fts;
DROP TABLE city_fts;
CREATE VIRTUAL TABLE activity_fts USING fts5(title, places, details, body, synonyms, content = '', tokenize = 'unicode61 remove_diacritics 0', prefix = '2');
CREATE VIRTUAL TABLE city_fts USING fts5(title, places, synonyms, content = '', tokenize = 'unicode61 remove_diacritics 0', prefix = '2');
DELETE FROM search_meta;

-- Words and phrases that mean the same place or activity, in both scripts: one row per term of a group. A small
-- table maintained with the catalogue (seeded from scripts/seed/content/synonyms.ts), not code.
CREATE TABLE search_synonyms (
  group_key TEXT NOT NULL,
  term TEXT NOT NULL,
  PRIMARY KEY (group_key, term)
);
