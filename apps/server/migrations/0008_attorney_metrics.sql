-- Attorney metrics and analytics: stored period records, the source of each stored prediction, and indexes for the aggregates.
-- firm_id leads every key and index (the shard key if the data ever moves to Citus).

-- Where a stored prediction came from: 'user' (someone asked for it) or 'backfill' (the base model, trained
-- only on synthetic cases, predicting a settled case that had no prediction before it closed, dated the day before).
ALTER TABLE prediction ADD COLUMN source text NOT NULL DEFAULT 'user' CHECK (source IN ('user', 'backfill'));

-- One attorney's figures for one period (spec section 3, "Attorney performance record"); recalculating replaces them.
CREATE TABLE attorney_performance (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  attorney_id text NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL CHECK (period_end >= period_start),
  cases_handled integer NOT NULL,
  cases_closed integer NOT NULL,
  compared_cases integer NOT NULL,
  war double precision,
  performance_ratio double precision,
  value_above_expectation numeric(16, 2),
  average_settlement_amount numeric(14, 2),
  average_case_duration double precision,
  firm_median_settlement numeric(14, 2),
  calculated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  UNIQUE (firm_id, attorney_id, period_start, period_end),
  FOREIGN KEY (firm_id, attorney_id) REFERENCES attorney (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX attorney_performance_period_idx ON attorney_performance (firm_id, period_end DESC, period_start);

-- Settled cases with an amount: the WAR pairs, the firm median, the histogram and the calibration scatter
-- read only these, in close-date order, with the columns they need in the index.
CREATE INDEX legal_case_settlement_idx ON legal_case (firm_id, date_closed DESC)
  INCLUDE (attorney_id, actual_settlement, date_opened, status) WHERE actual_settlement > 0;

-- Analytics search matches client name, case type or carrier: with case type indexed like the other two
-- (0004), the OR of the three is a bitmap of trigram index scans instead of a scan of the firm's cases.
CREATE INDEX legal_case_case_type_trgm_idx ON legal_case USING gin (case_type gin_trgm_ops);
