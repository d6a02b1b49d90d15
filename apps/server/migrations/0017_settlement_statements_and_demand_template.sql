-- Each stored version of a case's settlement statement PDF, and each firm's demand letter template.

-- A version is made when the statement's inputs (hashed) differ from every earlier version's; its PDF
-- is a case document. Deleting the document keeps the version row (document_id becomes null), and
-- the next download stores the PDF again under the same version number.
CREATE TABLE settlement_statement_version (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  case_id text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  inputs_hash text NOT NULL CHECK (inputs_hash ~ '^[0-9a-f]{64}$'),
  document_id text,
  created_by text REFERENCES "user" (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, case_id, version),
  UNIQUE (firm_id, case_id, inputs_hash),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE,
  FOREIGN KEY (firm_id, document_id) REFERENCES case_document (firm_id, id) ON DELETE SET NULL (document_id)
);

-- The firm's own template; a firm without a row uses the default written in the code.
CREATE TABLE firm_demand_template (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
  updated_by text REFERENCES "user" (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id)
);
