-- Settlement analytics search in one trigram index, as the case list's (0028). The search (client name, case type
-- or carrier contain the text, case-insensitively) tested ILIKE on three columns of every one of the firm's cases:
-- about 200 ms of the analytics for a firm of 100,000 cases on the embedded database. One generated column now
-- holds the three texts already lower-cased, one per line, and a plain LIKE of the lower-cased search text finds the
-- same cases; a search text containing a line break (which could match across two of the texts) checks the three
-- columns themselves. Nothing else searched case type or carrier, so their own trigram indexes (0004, 0008) go.
ALTER TABLE legal_case ADD COLUMN analytics_search_text text
  GENERATED ALWAYS AS (lower(client_name || E'\n' || coalesce(case_type, '') || E'\n' || coalesce(carrier, ''))) STORED;
CREATE INDEX legal_case_analytics_search_trgm_idx ON legal_case USING gin (analytics_search_text gin_trgm_ops);
DROP INDEX legal_case_case_type_trgm_idx;
DROP INDEX legal_case_carrier_trgm_idx;
