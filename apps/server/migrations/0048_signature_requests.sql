-- E-signature: a case's PDF document sent to one or more signers by an emailed link. The request keeps the SHA-256
-- of the bytes as sent (the certificate page prints it, and signing refuses a document whose bytes changed); each
-- signer's link carries a random token of which only the SHA-256 is stored, and it works until the signer signs or
-- declines, the request is cancelled or it expires. The signed copy is a new case document; the original is kept.
CREATE TABLE signature_request (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  document_id text NOT NULL,
  document_name text NOT NULL,
  document_sha256 text NOT NULL CHECK (document_sha256 ~ '^[0-9a-f]{64}$'),
  -- A retainer or fee agreement (by the document's name or category): once signed, the fee agreement shows the date.
  fee_agreement boolean NOT NULL DEFAULT false,
  sent_by text,
  sent_by_name text,
  expires_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  -- Set by the scan that finds the request past expires_at unfinished (the status reads expired from the time alone).
  expired_at timestamptz,
  completed_at timestamptz,
  signed_document_id text,
  last_reminded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX signature_request_case_idx ON signature_request (firm_id, case_id, created_at);
-- The scan's work: requests neither finished nor cancelled.
CREATE INDEX signature_request_open_idx ON signature_request (expires_at) WHERE completed_at IS NULL AND cancelled_at IS NULL;

CREATE TABLE signature_signer (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  request_id text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  name text NOT NULL,
  email text NOT NULL,
  -- SHA-256 (hex) of the link's token; the token itself is only ever in the email.
  token_hash text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'viewed', 'signed', 'declined')),
  sent_at timestamptz NOT NULL,
  reminded_at timestamptz,
  viewed_at timestamptz,
  consented_at timestamptz,
  signed_at timestamptz,
  declined_at timestamptz,
  decline_reason text,
  signature_kind text CHECK (signature_kind IN ('drawn', 'typed')),
  -- A drawn signature as PNG bytes; a typed one as the name typed.
  signature_image bytea,
  signature_text text,
  -- The address of the connection that signed or declined (request.ip: the socket's peer unless TRUST_PROXY names a proxy).
  ip_address text,
  user_agent text,
  PRIMARY KEY (firm_id, id),
  UNIQUE (firm_id, request_id, position),
  FOREIGN KEY (firm_id, request_id) REFERENCES signature_request (firm_id, id) ON DELETE CASCADE
);

-- The firm's key for the PAdES signature of signed copies: a self-signed certificate and its private key as a
-- PKCS#12 file, encrypted with a passphrase derived from AUTH_SECRET (made on first use).
CREATE TABLE firm_signing_key (
  firm_id text PRIMARY KEY REFERENCES firm (id) ON DELETE CASCADE,
  p12 bytea NOT NULL,
  certificate_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The history names a signature request's changes (AUDIT_ENTITY_TYPES).
ALTER TABLE audit_entry DROP CONSTRAINT IF EXISTS audit_entry_entity_type_check;
ALTER TABLE audit_entry ADD CONSTRAINT audit_entry_entity_type_check
  CHECK (entity_type IN ('case', 'injury', 'treatment', 'note', 'document', 'party', 'deadline', 'task', 'provider',
    'medical_bill', 'lost_wage', 'policy', 'negotiation', 'expense', 'lien', 'fee_agreement', 'demand_template', 'contact',
    'communication', 'event', 'letter_template', 'signature_request'));
