-- The global search (GET /api/search) and the cases list find a case by a party's name, a claim or policy number,
-- the case's own case number and a note's text, fast at 100,000 cases: one pg_trgm trigram index (0004 loads the
-- extension, on PGlite too) per table, on its searched texts lower-cased, so `<expression> LIKE lower(pattern)`
-- reads the index and rechecks with a plain LIKE. Where a table has two texts they are one expression (joined by a
-- line break, as search_text in 0028): two trigram indexes OR-ed were estimated dearer than reading the table, so
-- the planner read every row. The expressions are the ones in apps/server/src/db/search-texts.ts, to the letter.
CREATE INDEX case_party_name_trgm_idx ON case_party USING gin (lower(name) gin_trgm_ops);
CREATE INDEX case_policy_numbers_trgm_idx ON case_policy
  USING gin (lower(coalesce(claim_number, '') || E'\n' || coalesce(policy_number, '')) gin_trgm_ops);
CREATE INDEX case_note_content_trgm_idx ON case_note USING gin (lower(content) gin_trgm_ops);
CREATE INDEX legal_case_names_trgm_idx ON legal_case
  USING gin (lower(client_name || E'\n' || coalesce(case_number, '')) gin_trgm_ops);
