-- Settled cases are archived, not destroyed: "delete" on a settled case (or one with a closing statement) sets
-- archived_at, which takes it off the cases list and its counters while the case, its money records and every
-- closing statement version stay. Restoring clears it. See docs/security.md (retention).
ALTER TABLE legal_case ADD COLUMN archived_at timestamptz;
ALTER TABLE legal_case ADD COLUMN archived_by text REFERENCES "user" (id) ON DELETE SET NULL;
CREATE INDEX legal_case_archived_idx ON legal_case (firm_id, archived_at DESC, id) WHERE archived_at IS NOT NULL;

-- The per-status counters (0023) count listed cases only: an archived case leaves them as a deleted one would.
CREATE OR REPLACE FUNCTION case_status_count_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_status_count AS s (firm_id, status, cases)
  SELECT firm_id, status, count(*)::integer FROM new_cases WHERE archived_at IS NULL GROUP BY firm_id, status ORDER BY firm_id, status
  ON CONFLICT (firm_id, status) DO UPDATE SET cases = s.cases + EXCLUDED.cases;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION case_status_count_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_status_count AS s (firm_id, status, cases)
  SELECT firm_id, status, sum(change)::integer FROM (
    SELECT firm_id, status, 1 AS change FROM new_cases WHERE archived_at IS NULL
    UNION ALL
    SELECT firm_id, status, -1 AS change FROM old_cases WHERE archived_at IS NULL
  ) d GROUP BY firm_id, status HAVING sum(change) <> 0 ORDER BY firm_id, status
  ON CONFLICT (firm_id, status) DO UPDATE SET cases = s.cases + EXCLUDED.cases;
  IF FOUND THEN
    DELETE FROM case_status_count WHERE cases <= 0 AND firm_id IN (SELECT firm_id FROM old_cases);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION case_status_count_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_status_count AS s (firm_id, status, cases)
  SELECT firm_id, status, -count(*)::integer FROM old_cases WHERE archived_at IS NULL GROUP BY firm_id, status ORDER BY firm_id, status
  ON CONFLICT (firm_id, status) DO UPDATE SET cases = s.cases + EXCLUDED.cases;
  DELETE FROM case_status_count WHERE cases <= 0 AND firm_id IN (SELECT firm_id FROM old_cases);
  RETURN NULL;
END $$;
