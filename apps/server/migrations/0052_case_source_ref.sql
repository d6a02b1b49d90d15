-- A case's id in the system it was imported from ('filevine:4471', 'casepeer:C-102'): importing the same file
-- again finds the case instead of adding it twice. One per firm; cases typed in Casecast have none.
ALTER TABLE legal_case ADD COLUMN source_ref text;
CREATE UNIQUE INDEX legal_case_source_ref_key ON legal_case (firm_id, source_ref) WHERE source_ref IS NOT NULL;
