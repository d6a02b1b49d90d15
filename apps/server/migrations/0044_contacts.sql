-- The firm's contact directory: clients, providers, adjusters, defense counsel, experts, courts, reused across cases.
-- A case's client, a party, a provider and a policy (its adjuster) may name one; removing the contact keeps them,
-- with what was typed on them, and clears only the link.
CREATE TABLE contact (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  kind text NOT NULL CHECK (kind IN ('client', 'provider', 'adjuster', 'defense_counsel', 'expert', 'court', 'other')),
  name text NOT NULL,
  organization text,
  phone text,
  email text,
  address text,
  preferred_contact text CHECK (preferred_contact IN ('phone', 'email', 'text', 'mail')),
  language text,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id)
);
CREATE INDEX contact_firm_name_idx ON contact (firm_id, lower(name), id);

ALTER TABLE legal_case ADD COLUMN client_contact_id text;
ALTER TABLE legal_case ADD CONSTRAINT legal_case_client_contact_fk
  FOREIGN KEY (firm_id, client_contact_id) REFERENCES contact (firm_id, id) ON DELETE SET NULL (client_contact_id);
ALTER TABLE case_party ADD COLUMN contact_id text;
ALTER TABLE case_party ADD CONSTRAINT case_party_contact_fk
  FOREIGN KEY (firm_id, contact_id) REFERENCES contact (firm_id, id) ON DELETE SET NULL (contact_id);
ALTER TABLE case_provider ADD COLUMN contact_id text;
ALTER TABLE case_provider ADD CONSTRAINT case_provider_contact_fk
  FOREIGN KEY (firm_id, contact_id) REFERENCES contact (firm_id, id) ON DELETE SET NULL (contact_id);
ALTER TABLE case_policy ADD COLUMN contact_id text;
ALTER TABLE case_policy ADD CONSTRAINT case_policy_contact_fk
  FOREIGN KEY (firm_id, contact_id) REFERENCES contact (firm_id, id) ON DELETE SET NULL (contact_id);
CREATE INDEX case_provider_contact_idx ON case_provider (firm_id, contact_id) WHERE contact_id IS NOT NULL;
CREATE INDEX case_policy_contact_idx ON case_policy (firm_id, contact_id) WHERE contact_id IS NOT NULL;
CREATE INDEX case_party_contact_idx ON case_party (firm_id, contact_id) WHERE contact_id IS NOT NULL;
CREATE INDEX legal_case_client_contact_idx ON legal_case (firm_id, client_contact_id) WHERE client_contact_id IS NOT NULL;

-- The history names a contact's changes (AUDIT_ENTITY_TYPES).
ALTER TABLE audit_entry DROP CONSTRAINT IF EXISTS audit_entry_entity_type_check;
ALTER TABLE audit_entry ADD CONSTRAINT audit_entry_entity_type_check
  CHECK (entity_type IN ('case', 'injury', 'treatment', 'note', 'document', 'party', 'deadline', 'task', 'provider',
    'medical_bill', 'lost_wage', 'policy', 'negotiation', 'expense', 'lien', 'fee_agreement', 'demand_template', 'contact'));
