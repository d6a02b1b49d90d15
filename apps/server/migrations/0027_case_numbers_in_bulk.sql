-- Case numbers (0021) for one-statement bulk inserts in linear time. The per-row trigger used to update the
-- firm's counter row once per new case: in one transaction every update adds a version of the same row that
-- the next one has to step over, so 100,000 cases in one INSERT took quadratic time. Now the first new case
-- of a firm in a transaction locks the counter row and reads it; the numbers after it are counted in a
-- transaction-local setting; one statement-level trigger writes the last number back to the counter row.
-- The row stays locked until the transaction ends, so numbers stay per firm, consecutive, without gaps or
-- duplicates under concurrent inserts, and a rolled-back insert (or savepoint) gives its numbers back
-- (transaction-local settings roll back with it).

CREATE OR REPLACE FUNCTION assign_case_no() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  setting text := 'casecast_case_no.f' || md5(NEW.firm_id);
  last_number integer := nullif(current_setting(setting, true), '')::integer;
BEGIN
  IF last_number IS NULL THEN
    -- Takes the counter row's lock (held until the transaction ends) and reads the latest committed number.
    INSERT INTO case_number_counter AS counter (firm_id, last_number)
    VALUES (NEW.firm_id, 0)
    ON CONFLICT (firm_id) DO UPDATE SET last_number = counter.last_number
    RETURNING counter.last_number INTO last_number;
  END IF;
  NEW.case_no := last_number + 1;
  PERFORM set_config(setting, NEW.case_no::text, true);
  RETURN NEW;
END;
$$;

CREATE FUNCTION store_case_no() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE case_number_counter AS counter
  SET last_number = added.last_number
  FROM (SELECT firm_id, max(case_no) AS last_number FROM new_cases GROUP BY firm_id) AS added
  WHERE counter.firm_id = added.firm_id AND counter.last_number < added.last_number;
  RETURN NULL;
END;
$$;

CREATE TRIGGER legal_case_case_no_store AFTER INSERT ON legal_case
  REFERENCING NEW TABLE AS new_cases FOR EACH STATEMENT EXECUTE FUNCTION store_case_no();
