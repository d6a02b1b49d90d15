-- Case documents (the file lives in object storage under file_path) and each firm's own document categories.
CREATE TABLE case_document (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  -- The sanitised title shown to users; never part of the storage key.
  file_name text NOT NULL,
  -- Storage key: firm id / case id / timestamp + extension.
  file_path text NOT NULL UNIQUE,
  -- The MIME type found by reading the content.
  file_type text NOT NULL,
  -- Kilobytes, rounded (spec section 9); size_bytes is exact.
  size integer NOT NULL CHECK (size >= 0),
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  category text NOT NULL DEFAULT 'Uncategorized',
  description text,
  uploaded_by text REFERENCES "user" (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX case_document_case_idx ON case_document (firm_id, case_id, created_at);
CREATE INDEX case_document_firm_idx ON case_document (firm_id, created_at DESC, id);

-- A firm's own categories; the defaults are not stored. A name exists once per firm, whatever its case.
CREATE TABLE document_category (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id)
);
CREATE UNIQUE INDEX document_category_name_idx ON document_category (firm_id, lower(name));

-- Document uploads and deletions are part of a case's history.
ALTER TABLE audit_entry DROP CONSTRAINT IF EXISTS audit_entry_entity_type_check;
ALTER TABLE audit_entry ADD CONSTRAINT audit_entry_entity_type_check
  CHECK (entity_type IN ('case', 'injury', 'treatment', 'note', 'document'));
