-- Deadlines: the case facts they are computed from (state, client's date of birth), the case's parties
-- (a government defendant owes a notice of claim) and the deadlines themselves. firm_id leads every key.

-- USPS code of the state whose law governs (validated by the domain schema); `jurisdiction` stays the county or venue.
ALTER TABLE legal_case ADD COLUMN state text;
ALTER TABLE legal_case ADD COLUMN client_date_of_birth date;

CREATE TABLE case_party (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  role text NOT NULL CHECK (role IN ('client', 'defendant', 'witness', 'other')),
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('person', 'business', 'government')),
  email text,
  phone text,
  address text,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX case_party_case_idx ON case_party (firm_id, case_id, created_at);

CREATE TABLE case_deadline (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('statute_of_limitations', 'notice_of_claim', 'custom')),
  -- Which computed deadline this row is ('sol', 'sol_government', 'notice_of_claim'), so a recomputation
  -- finds it again; null for custom deadlines.
  computed_key text,
  title text NOT NULL,
  due_date date NOT NULL,
  -- The day the period ends; due_date is that day or the next business day (moved_because says why).
  nominal_date date,
  moved_because text CHECK (moved_because IN ('weekend', 'holiday')),
  holiday_name text,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'met', 'dismissed')),
  confirmed_at timestamptz,
  confirmed_by text,
  override_reason text,
  -- The rule the date comes from: { jurisdiction, claimType, period, citation, effectiveFrom, verifiedOn, verified, note }.
  rule jsonb,
  computed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE,
  CHECK (computed = (computed_key IS NOT NULL))
);
CREATE INDEX case_deadline_case_idx ON case_deadline (firm_id, case_id, due_date);
CREATE UNIQUE INDEX case_deadline_computed_idx ON case_deadline (firm_id, case_id, computed_key) WHERE computed_key IS NOT NULL;
-- The firm's open deadlines by date (the upcoming list).
CREATE INDEX case_deadline_open_idx ON case_deadline (firm_id, due_date) WHERE status = 'open';

-- Parties and deadlines are part of a case's history.
ALTER TABLE audit_entry DROP CONSTRAINT IF EXISTS audit_entry_entity_type_check;
ALTER TABLE audit_entry ADD CONSTRAINT audit_entry_entity_type_check
  CHECK (entity_type IN ('case', 'injury', 'treatment', 'note', 'document', 'party', 'deadline'));
