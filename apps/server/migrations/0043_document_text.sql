-- Search inside documents: the text read from each stored file (its text layer, or by OCR for scans and images),
-- one row per page, indexed for PostgreSQL full-text search with the `english` configuration. Each document
-- carries where its reading stands, so the screens can show it and a restarted server knows what is left to do.
ALTER TABLE case_document
  ADD COLUMN text_status text NOT NULL DEFAULT 'pending'
    CHECK (text_status IN ('pending', 'extracting', 'done', 'failed', 'unsupported')),
  ADD COLUMN text_pages integer CHECK (text_pages >= 0),
  ADD COLUMN text_pages_done integer NOT NULL DEFAULT 0 CHECK (text_pages_done >= 0),
  ADD COLUMN text_error text,
  ADD COLUMN text_indexed_at timestamptz;

CREATE INDEX case_document_text_pending_idx ON case_document (created_at) WHERE text_status = 'pending';

CREATE TABLE case_document_page (
  firm_id text NOT NULL,
  document_id text NOT NULL,
  -- 1-based; a text or Word file is one page.
  page integer NOT NULL CHECK (page >= 1),
  content text NOT NULL,
  -- Whether the words came from OCR (a scanned page or an image) rather than the file's own text.
  ocr boolean NOT NULL DEFAULT false,
  search tsvector GENERATED ALWAYS AS (to_tsvector('english', content)) STORED,
  PRIMARY KEY (firm_id, document_id, page),
  FOREIGN KEY (firm_id, document_id) REFERENCES case_document (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX case_document_page_search_idx ON case_document_page USING gin (search);
