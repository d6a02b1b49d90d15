-- Tasks, case stages with per-firm checklist templates, and private calendar feeds. firm_id leads every key.

-- The case's stage in the firm's workflow; existing cases get one from their free-text status.
ALTER TABLE legal_case ADD COLUMN stage text;
UPDATE legal_case SET stage = CASE
  WHEN lower(coalesce(status, '')) LIKE '%settl%' THEN 'settled'
  WHEN lower(coalesce(status, '')) LIKE ANY (ARRAY['%closed%', '%dismissed%', '%verdict%']) THEN 'closed'
  WHEN lower(coalesce(status, '')) LIKE ANY (ARRAY['%litigation%', '%discovery%', '%pre-trial%', '%pre_trial%', '%trial%', '%suit%']) THEN 'litigation'
  WHEN lower(coalesce(status, '')) LIKE '%negotiat%' THEN 'negotiation'
  WHEN lower(coalesce(status, '')) LIKE '%demand%' THEN 'demand'
  WHEN lower(coalesce(status, '')) LIKE '%treat%' THEN 'treating'
  WHEN lower(coalesce(status, '')) LIKE ANY (ARRAY['%active%', '%in_progress%', '%in progress%']) THEN 'treating'
  ELSE 'intake'
END;
ALTER TABLE legal_case ALTER COLUMN stage SET DEFAULT 'intake';
ALTER TABLE legal_case ALTER COLUMN stage SET NOT NULL;
ALTER TABLE legal_case ADD CONSTRAINT legal_case_stage_check
  CHECK (stage IN ('intake', 'treating', 'demand', 'negotiation', 'litigation', 'settled', 'closed'));

CREATE TABLE task (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text,
  title text NOT NULL,
  -- A user of the firm (better-auth user id); null when nobody is assigned.
  assignee_id text REFERENCES "user" (id) ON DELETE SET NULL,
  due_date date,
  priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
  done_at timestamptz,
  done_by text,
  -- How it was made: by hand, from a stage's checklist, or from a deadline (source_id names the deadline or stage).
  source text NOT NULL DEFAULT 'hand' CHECK (source IN ('hand', 'stage_checklist', 'deadline')),
  source_id text,
  notes text,
  created_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE,
  CHECK ((status = 'done') = (done_at IS NOT NULL))
);
CREATE INDEX task_due_idx ON task (firm_id, due_date) WHERE status = 'open';
CREATE INDEX task_case_idx ON task (firm_id, case_id, due_date);
CREATE INDEX task_assignee_idx ON task (firm_id, assignee_id, due_date);

-- Each firm's checklist per stage: an ordered list of { title, dueInDays, priority }. A firm without a
-- row for a stage uses the built-in default (packages/domain tasks/stage-templates.ts).
CREATE TABLE stage_template (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('intake', 'treating', 'demand', 'negotiation', 'litigation', 'settled', 'closed')),
  items jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_by text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, stage)
);

-- One private calendar feed per user and firm; only the SHA-256 of its token is stored.
CREATE TABLE calendar_feed (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, user_id)
);

-- Tasks are in the case history (a task without a case is audited with no case).
ALTER TABLE audit_entry ALTER COLUMN case_id DROP NOT NULL;
ALTER TABLE audit_entry DROP CONSTRAINT IF EXISTS audit_entry_entity_type_check;
ALTER TABLE audit_entry ADD CONSTRAINT audit_entry_entity_type_check
  CHECK (entity_type IN ('case', 'injury', 'treatment', 'note', 'document', 'party', 'deadline',
    'provider', 'medical_bill', 'lost_wage', 'policy', 'negotiation', 'expense', 'lien', 'fee_agreement', 'task'));
