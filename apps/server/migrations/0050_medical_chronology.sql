-- The medical chronology drafted from a case's medical records and bills: one run per case (where the drafting job
-- stands) and its lines, each found on a page of a case document. A paralegal confirms a line into a treatment and a
-- medical bill (their ids are kept, so confirming twice makes nothing twice) or dismisses it.
CREATE TABLE case_chronology (
  firm_id text NOT NULL,
  case_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  documents integer CHECK (documents >= 0),
  documents_done integer NOT NULL DEFAULT 0 CHECK (documents_done >= 0),
  -- Documents of the case still being read for their text when the job looked (it waits for them).
  documents_waiting integer NOT NULL DEFAULT 0 CHECK (documents_waiting >= 0),
  error text,
  requested_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, case_id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);

CREATE TABLE case_chronology_line (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  -- The document and page the line was read from; a deleted document leaves its confirmed lines without a source.
  document_id text,
  document_name text NOT NULL,
  page integer NOT NULL CHECK (page >= 1),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'confirmed', 'dismissed')),
  -- Every field the text did not give is null: nothing is made up.
  service_date date,
  provider text,
  visit_type text,
  -- [{ "code": "S13.4XXA", "description": "Sprain of ligaments of cervical spine" | null }]
  diagnoses jsonb NOT NULL DEFAULT '[]',
  cpt_codes text[] NOT NULL DEFAULT '{}',
  billed_cents bigint CHECK (billed_cents >= 0),
  -- What confirming made.
  treatment_id text,
  medical_bill_id text,
  provider_id text,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE,
  FOREIGN KEY (firm_id, document_id) REFERENCES case_document (firm_id, id) ON DELETE SET NULL (document_id)
);
CREATE INDEX case_chronology_line_case_idx ON case_chronology_line (firm_id, case_id, service_date, id);
