-- Rule changes: per case, the rule rows (with their fingerprints) that gave its computed dates when an attorney last
-- confirmed them, the rule tables' version the case was last checked against, and the dates a later change of the
-- tables moved, listed (case timeline, "My day") until an attorney confirms them again. firm_id leads every key.
CREATE TABLE case_rule_basis (
  firm_id text NOT NULL,
  case_id text NOT NULL,
  -- The version of the rule tables (every row's fingerprint and the court calendars) at the last check.
  checked_version text NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now(),
  -- [{ computedKey, ruleId, fingerprint, dueDate }] as an attorney last confirmed them; null until then.
  confirmed_rules jsonb,
  confirmed_version text,
  confirmed_at timestamptz,
  confirmed_by text,
  -- [{ computedKey, title, from, to, citation, ruleId, reason }]: the dates rule changes moved since; null when none.
  pending_changes jsonb,
  changed_at timestamptz,
  PRIMARY KEY (firm_id, case_id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE,
  CHECK ((pending_changes IS NULL) = (changed_at IS NULL))
);
-- The firm's cases with dates to confirm ("My day").
CREATE INDEX case_rule_basis_pending_idx ON case_rule_basis (firm_id, changed_at) WHERE pending_changes IS NOT NULL;
