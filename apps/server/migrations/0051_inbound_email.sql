-- Email to the case: every case has an address, case-<case number>.<the firm's inbound key>@<INBOUND_DOMAIN>. Case
-- numbers are per firm, so the key tells the firms apart on one instance; it is random (10 hex digits), so an address
-- cannot be guessed from a case number and a firm's name. Mail delivered to an address is filed on its case once per
-- Message-ID: inbound_email remembers what was filed.
ALTER TABLE firm ADD COLUMN inbound_key text;
UPDATE firm SET inbound_key = substr(md5(random()::text || id || clock_timestamp()::text), 1, 10);
ALTER TABLE firm ALTER COLUMN inbound_key SET DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 10);
ALTER TABLE firm ALTER COLUMN inbound_key SET NOT NULL;
CREATE UNIQUE INDEX firm_inbound_key_idx ON firm (inbound_key);

CREATE TABLE inbound_email (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  -- The message's Message-ID, or the SHA-256 of the whole message when it has none: a second delivery of the same
  -- message to the same case is accepted and dropped.
  message_key text NOT NULL,
  communication_id text,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  UNIQUE (firm_id, case_id, message_key),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);

-- Letters made from a template: the digest of what was rendered, so the same letter asked for again within minutes
-- returns the document already filed instead of filing a copy. Removed with its document.
CREATE TABLE generated_letter (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  template_id text NOT NULL,
  format text NOT NULL CHECK (format IN ('pdf', 'docx')),
  content_sha256 text NOT NULL,
  document_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, document_id) REFERENCES case_document (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX generated_letter_lookup_idx ON generated_letter (firm_id, case_id, template_id, format, content_sha256, created_at);
