-- One vocabulary for where a case is: its phase (packages/domain cases/case-phase.ts). Existing cases get theirs
-- from the free-text status and the stage they stored, as phaseFromLegacyCase reads them: the status says whether
-- and how the case ended; otherwise the later of the status's phase and the stage. status and stage stay for one
-- release, written as the phase, so older readers keep working; the app reads phase only. The status text a case
-- had is kept in status_before_phase where it said something else than its phase (its history has it too).
ALTER TABLE legal_case ADD COLUMN phase text;
ALTER TABLE legal_case ADD COLUMN status_before_phase text;

WITH words (word, phase) AS (VALUES
  ('intake', 'intake'), ('treating', 'treating'), ('demand', 'demand'), ('negotiation', 'negotiation'),
  ('litigation', 'litigation'), ('settled', 'settled'), ('closed', 'closed'),
  ('pre_lit', 'intake'), ('prelit', 'intake'), ('lit', 'litigation'), ('resolved', 'closed'),
  ('open', 'intake'), ('pending', 'intake'),
  ('in_progress', 'treating'), ('active', 'treating'), ('on_hold', 'intake'), ('discovery', 'litigation'),
  ('mediation', 'negotiation'), ('trial', 'litigation'), ('pre_trial', 'litigation'), ('dismissed', 'closed'),
  ('verdict', 'closed'),
  ('new', 'intake'), ('signed', 'intake'), ('treatment', 'treating'), ('in_treatment', 'treating'),
  ('demand_sent', 'demand'), ('negotiating', 'negotiation'), ('negotiations', 'negotiation'),
  ('pre_litigation', 'intake'), ('suit_filed', 'litigation'), ('in_litigation', 'litigation'),
  ('settlement', 'settled'), ('settled_closed', 'settled')
),
from_status AS (
  SELECT c.firm_id, c.id, c.stage,
    CASE
      WHEN trim(coalesce(c.status, '')) = '' THEN 'intake'
      WHEN w.phase IS NOT NULL THEN w.phase
      WHEN lower(c.status) LIKE '%settl%' THEN 'settled'
      WHEN lower(c.status) LIKE ANY (ARRAY['%closed%', '%dismissed%', '%verdict%']) THEN 'closed'
      WHEN lower(c.status) LIKE ANY (ARRAY['%litigation%', '%discovery%', '%pre-trial%', '%pre\_trial%', '%trial%', '%suit%']) THEN 'litigation'
      WHEN lower(c.status) LIKE ANY (ARRAY['%negotiat%', '%mediat%']) THEN 'negotiation'
      WHEN lower(c.status) LIKE '%demand%' THEN 'demand'
      WHEN lower(c.status) LIKE ANY (ARRAY['%treat%', '%active%', '%in\_progress%', '%in progress%']) THEN 'treating'
      ELSE 'intake'
    END AS phase
  FROM legal_case c
  LEFT JOIN words w ON w.word = regexp_replace(lower(trim(c.status)), '[\s_-]+', '_', 'g')
),
chosen AS (
  SELECT firm_id, id,
    CASE
      WHEN phase IN ('settled', 'closed') THEN phase
      WHEN stage IN ('settled', 'closed') THEN phase
      WHEN array_position(ARRAY['intake', 'treating', 'demand', 'negotiation', 'litigation'], stage)
        > array_position(ARRAY['intake', 'treating', 'demand', 'negotiation', 'litigation'], phase) THEN stage
      ELSE phase
    END AS phase
  FROM from_status
)
UPDATE legal_case c SET phase = chosen.phase, stage = chosen.phase, status = chosen.phase,
  status_before_phase = CASE WHEN c.status IS DISTINCT FROM chosen.phase THEN c.status ELSE c.status_before_phase END
FROM chosen WHERE chosen.firm_id = c.firm_id AND chosen.id = c.id;

ALTER TABLE legal_case ALTER COLUMN phase SET DEFAULT 'intake';
ALTER TABLE legal_case ALTER COLUMN phase SET NOT NULL;
ALTER TABLE legal_case ADD CONSTRAINT legal_case_phase_check
  CHECK (phase IN ('intake', 'treating', 'demand', 'negotiation', 'litigation', 'settled', 'closed'));
-- The list's phase and group filters and every "open cases" reading filter on it; the list sorts by phase in
-- the phases' order (the repository's sort key is this very expression).
CREATE INDEX legal_case_phase_idx ON legal_case (firm_id, phase, id);
CREATE INDEX legal_case_phase_order_idx
  ON legal_case (firm_id, array_position('{intake,treating,demand,negotiation,litigation,settled,closed}'::text[], phase), id);

-- The list's counters (0023, 0037) count listed cases per phase instead of per status text.
ALTER TABLE case_status_count RENAME COLUMN status TO phase;

CREATE OR REPLACE FUNCTION case_status_count_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_status_count AS s (firm_id, phase, cases)
  SELECT firm_id, phase, count(*)::integer FROM new_cases WHERE archived_at IS NULL GROUP BY firm_id, phase ORDER BY firm_id, phase
  ON CONFLICT (firm_id, phase) DO UPDATE SET cases = s.cases + EXCLUDED.cases;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION case_status_count_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_status_count AS s (firm_id, phase, cases)
  SELECT firm_id, phase, sum(change)::integer FROM (
    SELECT firm_id, phase, 1 AS change FROM new_cases WHERE archived_at IS NULL
    UNION ALL
    SELECT firm_id, phase, -1 AS change FROM old_cases WHERE archived_at IS NULL
  ) d GROUP BY firm_id, phase HAVING sum(change) <> 0 ORDER BY firm_id, phase
  ON CONFLICT (firm_id, phase) DO UPDATE SET cases = s.cases + EXCLUDED.cases;
  IF FOUND THEN
    DELETE FROM case_status_count WHERE cases <= 0 AND firm_id IN (SELECT firm_id FROM old_cases);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION case_status_count_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_status_count AS s (firm_id, phase, cases)
  SELECT firm_id, phase, -count(*)::integer FROM old_cases WHERE archived_at IS NULL GROUP BY firm_id, phase ORDER BY firm_id, phase
  ON CONFLICT (firm_id, phase) DO UPDATE SET cases = s.cases + EXCLUDED.cases;
  DELETE FROM case_status_count WHERE cases <= 0 AND firm_id IN (SELECT firm_id FROM old_cases);
  RETURN NULL;
END $$;

DELETE FROM case_status_count;
INSERT INTO case_status_count (firm_id, phase, cases)
SELECT firm_id, phase, count(*)::integer FROM legal_case WHERE archived_at IS NULL GROUP BY firm_id, phase;
