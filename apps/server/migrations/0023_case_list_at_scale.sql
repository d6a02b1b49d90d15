-- The cases list at 100,000 cases: every sort read off an index, and the counters without counting.
-- Values derived from other rows or tables are kept by triggers, so every writer (the API, imports,
-- the demo seed, plain SQL) keeps them right without knowing about them.

-- Attorney sort: the attorney's lower-cased name kept on the case (the list used to join and sort the whole firm).
ALTER TABLE legal_case ADD COLUMN attorney_sort_name text;
UPDATE legal_case c SET attorney_sort_name = lower(a.name) FROM attorney a WHERE a.firm_id = c.firm_id AND a.id = c.attorney_id;

CREATE FUNCTION legal_case_take_attorney_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.attorney_id IS NULL THEN
    NEW.attorney_sort_name := NULL;
  ELSE
    NEW.attorney_sort_name := (SELECT lower(a.name) FROM attorney a WHERE a.firm_id = NEW.firm_id AND a.id = NEW.attorney_id);
  END IF;
  RETURN NEW;
END $$;
-- Also fires for ON DELETE SET NULL when the attorney is deleted.
CREATE TRIGGER legal_case_attorney_sort_name BEFORE INSERT OR UPDATE OF attorney_id, firm_id ON legal_case
  FOR EACH ROW EXECUTE FUNCTION legal_case_take_attorney_sort_name();

CREATE FUNCTION attorney_pass_name_to_cases() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE legal_case SET attorney_sort_name = lower(NEW.name) WHERE firm_id = NEW.firm_id AND attorney_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER attorney_name_to_cases AFTER UPDATE OF name ON attorney
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION attorney_pass_name_to_cases();

-- Missing names last in both directions, as for predicted value (0003 and 0011).
CREATE INDEX legal_case_attorney_sort_idx ON legal_case (firm_id, attorney_sort_name, id);
CREATE INDEX legal_case_attorney_sort_desc_idx ON legal_case (firm_id, attorney_sort_name DESC NULLS LAST, id DESC);

-- Duration sort: an open case's duration grows every day, so it cannot be stored. Open cases sort by
-- date opened (the oldest is the longest), closed ones by their stored length; the list merges the two.
ALTER TABLE legal_case ADD COLUMN closed_duration_days integer GENERATED ALWAYS AS (date_closed - date_opened) STORED;
CREATE INDEX legal_case_open_since_idx ON legal_case (firm_id, date_opened, id DESC) WHERE date_closed IS NULL;
CREATE INDEX legal_case_closed_duration_idx ON legal_case (firm_id, closed_duration_days, id) WHERE date_closed IS NOT NULL;

-- Status filters: the firm's cases counted per exact status text. The filtered/total counter sums
-- these rows, and a filter becomes "status is one of these texts" (the domain rule picks them).
CREATE INDEX legal_case_status_text_idx ON legal_case (firm_id, status);

CREATE TABLE case_status_count (
  firm_id text NOT NULL,
  status text NOT NULL,
  cases integer NOT NULL,
  PRIMARY KEY (firm_id, status)
);

-- Each statement adds its rows' difference per (firm, status); counts that reach 0 are removed.
-- Rows are written in key order so that concurrent writers take their locks in the same order.
CREATE FUNCTION case_status_count_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_status_count AS s (firm_id, status, cases)
  SELECT firm_id, status, count(*)::integer FROM new_cases GROUP BY firm_id, status ORDER BY firm_id, status
  ON CONFLICT (firm_id, status) DO UPDATE SET cases = s.cases + EXCLUDED.cases;
  RETURN NULL;
END $$;

CREATE FUNCTION case_status_count_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates leave firm and status alone: the difference is empty and nothing is written.
  INSERT INTO case_status_count AS s (firm_id, status, cases)
  SELECT firm_id, status, sum(change)::integer FROM (
    SELECT firm_id, status, 1 AS change FROM new_cases
    UNION ALL
    SELECT firm_id, status, -1 AS change FROM old_cases
  ) d GROUP BY firm_id, status HAVING sum(change) <> 0 ORDER BY firm_id, status
  ON CONFLICT (firm_id, status) DO UPDATE SET cases = s.cases + EXCLUDED.cases;
  IF FOUND THEN
    DELETE FROM case_status_count WHERE cases <= 0 AND firm_id IN (SELECT firm_id FROM old_cases);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION case_status_count_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_status_count AS s (firm_id, status, cases)
  SELECT firm_id, status, -count(*)::integer FROM old_cases GROUP BY firm_id, status ORDER BY firm_id, status
  ON CONFLICT (firm_id, status) DO UPDATE SET cases = s.cases + EXCLUDED.cases;
  DELETE FROM case_status_count WHERE cases <= 0 AND firm_id IN (SELECT firm_id FROM old_cases);
  RETURN NULL;
END $$;

CREATE FUNCTION case_status_count_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM case_status_count;
  RETURN NULL;
END $$;

CREATE TRIGGER legal_case_status_count_insert AFTER INSERT ON legal_case
  REFERENCING NEW TABLE AS new_cases FOR EACH STATEMENT EXECUTE FUNCTION case_status_count_after_insert();
CREATE TRIGGER legal_case_status_count_update AFTER UPDATE ON legal_case
  REFERENCING OLD TABLE AS old_cases NEW TABLE AS new_cases FOR EACH STATEMENT EXECUTE FUNCTION case_status_count_after_update();
CREATE TRIGGER legal_case_status_count_delete AFTER DELETE ON legal_case
  REFERENCING OLD TABLE AS old_cases FOR EACH STATEMENT EXECUTE FUNCTION case_status_count_after_delete();
CREATE TRIGGER legal_case_status_count_truncate AFTER TRUNCATE ON legal_case
  FOR EACH STATEMENT EXECUTE FUNCTION case_status_count_after_truncate();

INSERT INTO case_status_count (firm_id, status, cases)
SELECT firm_id, status, count(*)::integer FROM legal_case GROUP BY firm_id, status;
