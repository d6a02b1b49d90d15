-- The communications log of a case: every call, email, letter, text and meeting with the client, an adjuster or
-- defense counsel. It hangs off a case (deleted with it) and may name a contact of the firm's directory; removing
-- the contact keeps the communication, with its counterpart typed, and clears only the link. The attachments are
-- ids of the case's documents (checked by the service; a document deleted later is simply no longer listed).
CREATE TABLE case_communication (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('call', 'email', 'letter', 'text', 'meeting')),
  direction text NOT NULL CHECK (direction IN ('inbound', 'outbound')),
  occurred_at timestamptz NOT NULL,
  contact_id text,
  counterpart text,
  subject text,
  summary text NOT NULL,
  document_ids text[] NOT NULL DEFAULT '{}' CHECK (cardinality(document_ids) <= 20),
  follow_up_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE,
  FOREIGN KEY (firm_id, contact_id) REFERENCES contact (firm_id, id) ON DELETE SET NULL (contact_id)
);
CREATE INDEX case_communication_case_idx ON case_communication (firm_id, case_id, occurred_at);
-- A contact's history across the firm's cases (GET /api/contacts/:id/communications), newest first.
CREATE INDEX case_communication_contact_idx ON case_communication (firm_id, contact_id, occurred_at) WHERE contact_id IS NOT NULL;
-- The global search finds a communication by words of its subject and summary, as 0039 indexes a note's text: the
-- expression is communicationText in apps/server/src/db/search-texts.ts, to the letter.
CREATE INDEX case_communication_text_trgm_idx ON case_communication
  USING gin (lower(coalesce(subject, '') || E'\n' || summary) gin_trgm_ops);

-- The history names a communication's changes (AUDIT_ENTITY_TYPES).
ALTER TABLE audit_entry DROP CONSTRAINT IF EXISTS audit_entry_entity_type_check;
ALTER TABLE audit_entry ADD CONSTRAINT audit_entry_entity_type_check
  CHECK (entity_type IN ('case', 'injury', 'treatment', 'note', 'document', 'party', 'deadline', 'task', 'provider',
    'medical_bill', 'lost_wage', 'policy', 'negotiation', 'expense', 'lien', 'fee_agreement', 'demand_template', 'contact',
    'communication'));
