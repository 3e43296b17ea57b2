-- Search index, second pass (docs/decisions/009-arabic-search-analysis.md): synonyms and country names are stored
-- as phrase tokens ("unitedarabemirate"), so their words alone ("arab", "عربي") no longer match every activity of a
-- country; and a `typed` column holds the unstemmed words (article off) that only suggestions look up, so a word
-- being typed ("رحلا", "الإمارا") keeps its suggestions. Emptying search_meta makes the next seed run, or
-- `npm run search:rebuild`, rebuild the index.
DROP TABLE activity_fts;
DROP TABLE city_fts;
CREATE VIRTUAL TABLE activity_fts USING fts5(title, places, details, body, synonyms, typed, content = '', tokenize = 'unicode61 remove_diacritics 0', prefix = '2');
CREATE VIRTUAL TABLE city_fts USING fts5(title, places, synonyms, typed, content = '', tokenize = 'unicode61 remove_diacritics 0', prefix = '2');
DELETE FROM search_meta;
