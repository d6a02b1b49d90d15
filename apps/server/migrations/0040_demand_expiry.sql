-- A time-limited demand: the date it expires, and the deadline that keeps it in view (one per demand, moved
-- with the demand's date and removed with the demand).
ALTER TABLE case_negotiation ADD COLUMN expires_on date;
ALTER TABLE case_negotiation ADD CONSTRAINT case_negotiation_expiry_after_date CHECK (expires_on IS NULL OR (kind = 'demand' AND expires_on >= date));

ALTER TABLE case_deadline ADD COLUMN negotiation_id text;
ALTER TABLE case_deadline
  ADD CONSTRAINT case_deadline_negotiation_fk FOREIGN KEY (firm_id, negotiation_id) REFERENCES case_negotiation (firm_id, id) ON DELETE CASCADE;
CREATE UNIQUE INDEX case_deadline_negotiation_idx ON case_deadline (firm_id, negotiation_id) WHERE negotiation_id IS NOT NULL;
