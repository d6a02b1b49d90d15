-- Settlement predictions: versioned models (base and per firm), the active model per firm, training jobs, stored predictions.
-- firm_id leads every firm-owned key and index (the shard key if the data ever moves to Citus).

-- Every trained model. firm_id is null for the base model trained on synthetic data, shared by all firms.
CREATE TABLE prediction_model (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  firm_id text REFERENCES firm (id) ON DELETE CASCADE,
  -- 'base' (synthetic data) or 'firm' (the firm's settled cases with the synthetic prior).
  scope text NOT NULL CHECK (scope IN ('base', 'firm')),
  version text NOT NULL,
  -- The @casecast/ml model file (JSON): loaded once per server and cached by id.
  model_file text NOT NULL,
  -- The model card: held-out error, interval coverage, importance, sizes, plus how it was chosen.
  card jsonb NOT NULL,
  firm_rows integer NOT NULL DEFAULT 0,
  synthetic_rows integer NOT NULL DEFAULT 0,
  -- 'accepted': it replaced the model before it; 'rejected': it was worse on the held-out set and never served.
  outcome text NOT NULL DEFAULT 'accepted' CHECK (outcome IN ('accepted', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prediction_model_firm_idx ON prediction_model (firm_id, created_at DESC);
CREATE INDEX prediction_model_base_idx ON prediction_model (created_at DESC) WHERE scope = 'base';

-- The model a firm predicts with; no row means the newest base model. previous_model_id allows a one-step rollback.
CREATE TABLE firm_prediction_model (
  firm_id text PRIMARY KEY REFERENCES firm (id) ON DELETE CASCADE,
  active_model_id text NOT NULL REFERENCES prediction_model (id) ON DELETE CASCADE,
  previous_model_id text REFERENCES prediction_model (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Training runs as a Postgres-backed queue: servers claim jobs with FOR UPDATE SKIP LOCKED, so one trains each.
CREATE TABLE training_job (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  firm_id text REFERENCES firm (id) ON DELETE CASCADE,
  scope text NOT NULL CHECK (scope IN ('base', 'firm')),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
  stage text NOT NULL DEFAULT 'queued',
  fraction double precision NOT NULL DEFAULT 0,
  message text,
  requested_by text,
  model_id text REFERENCES prediction_model (id) ON DELETE SET NULL,
  replaced boolean,
  -- A running job whose heartbeat stops (its server died) is claimed again by another server.
  heartbeat_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX training_job_queue_idx ON training_job (status, created_at);
CREATE INDEX training_job_firm_idx ON training_job (firm_id, created_at DESC);
-- At most one unfinished base job and one unfinished job per firm.
CREATE UNIQUE INDEX training_job_one_base_idx ON training_job (scope) WHERE scope = 'base' AND status IN ('queued', 'running');
CREATE UNIQUE INDEX training_job_one_firm_idx ON training_job (firm_id) WHERE scope = 'firm' AND status IN ('queued', 'running');

-- Every prediction made for a case (spec section 3, "Stored prediction record"), with what the panel needs to redraw it.
CREATE TABLE prediction (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  predicted_value numeric(14, 2) NOT NULL,
  confidence double precision NOT NULL,
  lower_bound numeric(14, 2) NOT NULL,
  upper_bound numeric(14, 2) NOT NULL,
  key_factors jsonb NOT NULL,
  model_version text NOT NULL,
  model_id text,
  input_data jsonb NOT NULL,
  -- Member values (linear_regression, random_forest, gradient_boost, ensemble).
  member_predictions jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Dollar explanation: base_value + Σ contributions = predicted_value; log-space values kept beside it.
  base_value double precision,
  contributions jsonb NOT NULL DEFAULT '{}'::jsonb,
  log_base_value double precision,
  log_contributions jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);
-- The latest prediction per case (lists, case page, before-close comparison) is one index scan.
CREATE INDEX prediction_case_latest_idx ON prediction (firm_id, case_id, created_at DESC);
