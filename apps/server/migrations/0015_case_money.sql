-- Claims and money: medical providers and bills, lost wages, insurance policies, the negotiation log,
-- case costs, liens and the fee agreement. Every table is keyed by firm_id first and hangs off a case
-- (deleted with it); amounts are numeric(14,2), dollars with cents.

-- A policy names a party of the same case, a bill a provider of the same case: the keys below say so.
CREATE UNIQUE INDEX case_party_case_member_idx ON case_party (firm_id, case_id, id);

CREATE TABLE case_provider (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  name text NOT NULL,
  specialty text,
  contact_name text,
  phone text,
  fax text,
  email text,
  address text,
  records_status text NOT NULL DEFAULT 'not_requested' CHECK (records_status IN ('not_requested', 'requested', 'received')),
  records_requested_on date,
  records_received_on date,
  records_follow_up_on date,
  bills_status text NOT NULL DEFAULT 'not_requested' CHECK (bills_status IN ('not_requested', 'requested', 'received')),
  bills_requested_on date,
  bills_received_on date,
  bills_follow_up_on date,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  UNIQUE (firm_id, case_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX case_provider_case_idx ON case_provider (firm_id, case_id, created_at);

CREATE TABLE case_medical_bill (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  provider_id text NOT NULL,
  service_from date NOT NULL,
  service_to date,
  cpt_codes text[] NOT NULL DEFAULT '{}',
  description text,
  billed numeric(14,2) NOT NULL CHECK (billed >= 0),
  paid numeric(14,2) NOT NULL DEFAULT 0 CHECK (paid >= 0),
  adjusted numeric(14,2) NOT NULL DEFAULT 0 CHECK (adjusted >= 0),
  payer text NOT NULL DEFAULT 'unpaid' CHECK (payer IN ('health_insurance', 'pip_medpay', 'client', 'unpaid')),
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE,
  -- A provider with bills cannot be removed (the service answers 409 first); the case's deletion takes both.
  FOREIGN KEY (firm_id, case_id, provider_id) REFERENCES case_provider (firm_id, case_id, id),
  CHECK (paid + adjusted <= billed),
  CHECK (service_to IS NULL OR service_to >= service_from)
);
CREATE INDEX case_medical_bill_case_idx ON case_medical_bill (firm_id, case_id, service_from);
CREATE INDEX case_medical_bill_provider_idx ON case_medical_bill (firm_id, case_id, provider_id);

CREATE TABLE case_lost_wage (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  employer text NOT NULL,
  rate numeric(14,2) CHECK (rate >= 0),
  rate_unit text CHECK (rate_unit IN ('hour', 'day', 'week', 'month', 'year')),
  period_from date,
  period_to date,
  amount numeric(14,2) NOT NULL CHECK (amount >= 0),
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE,
  CHECK (period_to IS NULL OR period_from IS NULL OR period_to >= period_from)
);
CREATE INDEX case_lost_wage_case_idx ON case_lost_wage (firm_id, case_id, created_at);

CREATE TABLE case_policy (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  party_id text NOT NULL,
  carrier text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bodily_injury', 'pip', 'medpay', 'um', 'uim', 'umbrella', 'health')),
  policy_number text,
  per_person_limit numeric(14,2) CHECK (per_person_limit >= 0),
  per_accident_limit numeric(14,2) CHECK (per_accident_limit >= 0),
  claim_number text,
  adjuster_name text,
  adjuster_email text,
  adjuster_phone text,
  policy_limits_requested_on date,
  policy_limits_response text,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE,
  -- Removing a party removes its policies (each recorded in the case history by the party's removal).
  FOREIGN KEY (firm_id, case_id, party_id) REFERENCES case_party (firm_id, case_id, id) ON DELETE CASCADE,
  CHECK (per_person_limit IS NULL OR per_accident_limit IS NULL OR per_person_limit <= per_accident_limit)
);
CREATE INDEX case_policy_case_idx ON case_policy (firm_id, case_id, created_at);
CREATE INDEX case_policy_party_idx ON case_policy (firm_id, case_id, party_id);

CREATE TABLE case_negotiation (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  date date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('demand', 'offer')),
  amount numeric(14,2) NOT NULL CHECK (amount >= 0),
  from_party text,
  to_party text,
  note text,
  -- A document of the same case; deleting the document keeps the entry without it.
  document_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE,
  FOREIGN KEY (firm_id, document_id) REFERENCES case_document (firm_id, id) ON DELETE SET NULL (document_id)
);
CREATE INDEX case_negotiation_case_idx ON case_negotiation (firm_id, case_id, date, created_at);

CREATE TABLE case_expense (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  date date NOT NULL,
  payee text NOT NULL,
  description text,
  amount numeric(14,2) NOT NULL CHECK (amount >= 0),
  reimbursable boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX case_expense_case_idx ON case_expense (firm_id, case_id, date, created_at);

CREATE TABLE case_lien (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  holder text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('medicare', 'medicaid', 'erisa', 'hospital', 'provider', 'other')),
  asserted numeric(14,2) NOT NULL CHECK (asserted >= 0),
  negotiated numeric(14,2) CHECK (negotiated >= 0),
  final numeric(14,2) CHECK (final >= 0),
  status text NOT NULL DEFAULT 'asserted' CHECK (status IN ('asserted', 'negotiating', 'final', 'paid', 'waived')),
  reduction_requested boolean NOT NULL DEFAULT false,
  reduction_granted boolean NOT NULL DEFAULT false,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX case_lien_case_idx ON case_lien (firm_id, case_id, created_at);

-- One fee agreement per case. A rate is a percentage (4 decimals) or exactly one third (the flag).
CREATE TABLE case_fee_agreement (
  firm_id text NOT NULL,
  case_id text NOT NULL,
  percent numeric(7,4) NOT NULL CHECK (percent >= 0 AND percent <= 100),
  percent_is_one_third boolean NOT NULL DEFAULT false,
  litigation_percent numeric(7,4) CHECK (litigation_percent >= 0 AND litigation_percent <= 100),
  litigation_percent_is_one_third boolean NOT NULL DEFAULT false,
  basis text NOT NULL CHECK (basis IN ('gross', 'net')),
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, case_id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);

-- The money records are part of a case's history.
ALTER TABLE audit_entry DROP CONSTRAINT IF EXISTS audit_entry_entity_type_check;
ALTER TABLE audit_entry ADD CONSTRAINT audit_entry_entity_type_check
  CHECK (entity_type IN ('case', 'injury', 'treatment', 'note', 'document', 'party', 'deadline',
    'provider', 'medical_bill', 'lost_wage', 'policy', 'negotiation', 'expense', 'lien', 'fee_agreement'));
