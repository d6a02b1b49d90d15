-- Trigram indexes so that the cases list's substring search (client name, carrier, notes) stays
-- fast at 100,000 cases per firm. pg_trgm is a contrib module of PostgreSQL; PGlite loads it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX legal_case_client_trgm_idx ON legal_case USING gin (client_name gin_trgm_ops);
CREATE INDEX legal_case_carrier_trgm_idx ON legal_case USING gin (carrier gin_trgm_ops);
CREATE INDEX legal_case_notes_trgm_idx ON legal_case USING gin (notes gin_trgm_ops);
