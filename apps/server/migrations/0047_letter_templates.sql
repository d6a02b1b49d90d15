-- The firm's letter templates: letter of representation, preservation letter, records request, lien inquiry,
-- policy-limits request and the firm's own, each text with {{placeholders}} filled from a case.
CREATE TABLE letter_template (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('letter_of_representation', 'preservation', 'records_request', 'lien_inquiry',
    'policy_limits_request', 'other')),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id)
);
CREATE INDEX letter_template_firm_name_idx ON letter_template (firm_id, name, id);

-- When the five default letters were given to the firm (the first time its templates were listed): set once, so
-- templates an owner removes do not come back.
ALTER TABLE firm ADD COLUMN letter_templates_seeded_at timestamptz;

-- The history names a letter template's changes (AUDIT_ENTITY_TYPES); 'communication' and 'event' are the call log's
-- and the calendar's, listed here too so the check is the same whichever migration runs last.
ALTER TABLE audit_entry DROP CONSTRAINT IF EXISTS audit_entry_entity_type_check;
ALTER TABLE audit_entry ADD CONSTRAINT audit_entry_entity_type_check
  CHECK (entity_type IN ('case', 'injury', 'treatment', 'note', 'document', 'party', 'deadline', 'task', 'provider',
    'medical_bill', 'lost_wage', 'policy', 'negotiation', 'expense', 'lien', 'fee_agreement', 'demand_template', 'contact',
    'communication', 'event', 'letter_template'));
