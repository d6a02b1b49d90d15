-- One human case number per firm: 1, 2, 3… in the order cases were opened, shown as CASE-0001.
-- The internal id stays the key and is never shown. Numbers come from a per-firm counter row that a
-- trigger bumps for every new case, whatever inserts it (the API, an import, the demo firm, a bench):
-- the counter row stays locked until the inserting transaction ends, so concurrent cases of one firm
-- get distinct, consecutive numbers, and a rolled-back case gives its number back.

CREATE TABLE case_number_counter (
  firm_id text PRIMARY KEY REFERENCES firm (id) ON DELETE CASCADE,
  last_number integer NOT NULL
);

ALTER TABLE legal_case ADD COLUMN case_no integer;

-- Existing cases: numbered per firm by date opened, then creation time, then id (a stable order).
UPDATE legal_case AS c
SET case_no = numbered.n
FROM (
  SELECT firm_id, id, row_number() OVER (PARTITION BY firm_id ORDER BY date_opened, created_at, id) AS n
  FROM legal_case
) AS numbered
WHERE c.firm_id = numbered.firm_id AND c.id = numbered.id;

INSERT INTO case_number_counter (firm_id, last_number)
SELECT firm_id, max(case_no) FROM legal_case GROUP BY firm_id;

CREATE FUNCTION assign_case_no() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO case_number_counter AS counter (firm_id, last_number)
  VALUES (NEW.firm_id, 1)
  ON CONFLICT (firm_id) DO UPDATE SET last_number = counter.last_number + 1
  RETURNING last_number INTO NEW.case_no;
  RETURN NEW;
END;
$$;

CREATE TRIGGER legal_case_case_no BEFORE INSERT ON legal_case
FOR EACH ROW EXECUTE FUNCTION assign_case_no();

ALTER TABLE legal_case ALTER COLUMN case_no SET NOT NULL;
ALTER TABLE legal_case ADD CONSTRAINT legal_case_case_no_key UNIQUE (firm_id, case_no);
