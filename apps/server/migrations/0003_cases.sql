-- Case management: attorneys, cases, injuries, treatments, notes and the audit log, all scoped by firm.
-- firm_id leads every key and index: it is the shard key if the data ever moves to Citus.

CREATE TABLE attorney (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  email text,
  user_id text REFERENCES "user" (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  UNIQUE (firm_id, user_id)
);
CREATE INDEX attorney_name_idx ON attorney (firm_id, lower(name));

CREATE TABLE legal_case (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  client_name text NOT NULL,
  case_number text,
  title text,
  date_opened date NOT NULL,
  date_closed date,
  incident_date date,
  -- Free text (spec section 4): unknown values are kept as entered.
  status text NOT NULL DEFAULT 'open',
  case_type text NOT NULL DEFAULT 'personal_injury',
  carrier text,
  insurance_limits numeric(14, 2),
  liability numeric(6, 5) CHECK (liability BETWEEN 0 AND 1),
  property_damage_amount numeric(14, 2),
  property_damage_severity text,
  actual_settlement numeric(14, 2),
  has_treatment_gap boolean,
  attorney_id text,
  client_age integer,
  client_gender text,
  medical_costs numeric(14, 2),
  work_days_missed numeric(8, 2),
  jurisdiction text,
  notes text,
  -- The latest prediction's value, kept here by the predictions feature so the list sorts in SQL.
  predicted_value numeric(14, 2),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, attorney_id) REFERENCES attorney (firm_id, id) ON DELETE SET NULL (attorney_id)
);
-- One index per sort column of the cases list; id breaks ties so paging is stable.
CREATE INDEX legal_case_created_idx ON legal_case (firm_id, created_at, id);
CREATE INDEX legal_case_updated_idx ON legal_case (firm_id, updated_at, id);
CREATE INDEX legal_case_opened_idx ON legal_case (firm_id, date_opened, id);
CREATE INDEX legal_case_client_idx ON legal_case (firm_id, lower(client_name), id);
CREATE INDEX legal_case_status_idx ON legal_case (firm_id, lower(status), id);
CREATE INDEX legal_case_predicted_idx ON legal_case (firm_id, predicted_value, id);
CREATE INDEX legal_case_attorney_idx ON legal_case (firm_id, attorney_id);

CREATE TABLE injury (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  type text NOT NULL,
  body_part text,
  severity text,
  description text,
  icd_code text,
  date_reported date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX injury_case_idx ON injury (firm_id, case_id, created_at);

CREATE TABLE treatment (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  injury_id text,
  type text NOT NULL,
  provider text,
  start_date date,
  end_date date,
  notes text,
  cost numeric(14, 2),
  frequency text NOT NULL DEFAULT 'weekly',
  name text,
  cpt_code text,
  description text,
  duration numeric(8, 2),
  status text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE,
  FOREIGN KEY (firm_id, injury_id) REFERENCES injury (firm_id, id) ON DELETE SET NULL (injury_id)
);
CREATE INDEX treatment_case_idx ON treatment (firm_id, case_id, start_date);
CREATE INDEX treatment_injury_idx ON treatment (firm_id, injury_id);

CREATE TABLE case_note (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  content text NOT NULL,
  author text,
  created_by text REFERENCES "user" (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX case_note_case_idx ON case_note (firm_id, case_id, created_at);

-- The audit log outlives what it describes: no foreign key to the case, so a deleted case's history stays.
CREATE TABLE audit_entry (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  id bigint GENERATED ALWAYS AS IDENTITY,
  case_id text NOT NULL,
  entity_type text NOT NULL CHECK (entity_type IN ('case', 'injury', 'treatment', 'note')),
  entity_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  actor_id text,
  actor_name text,
  -- { field: { old, new } } for the fields that changed.
  changes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id)
);
CREATE INDEX audit_entry_case_idx ON audit_entry (firm_id, case_id, id);

-- Entries are written once: an UPDATE is refused whatever issues it.
CREATE FUNCTION refuse_audit_entry_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed';
END;
$$;
CREATE TRIGGER audit_entry_no_update BEFORE UPDATE ON audit_entry
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_entry_update();
