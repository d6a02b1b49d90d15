-- Settlement analytics' predicted-versus-actual scatter reads the newest settled or closed cases with an amount and a
-- close date, up to a limit. With only legal_case_settlement_idx the planner misjudged how many rows the status test
-- keeps and read and sorted all of them (44 ms for a firm of 100,000 cases on the embedded database); this partial
-- index holds exactly those cases in the order read, so the limit stops the scan early (5.5 ms).
CREATE INDEX legal_case_settled_recent_idx ON legal_case (firm_id, date_closed DESC, id DESC)
  WHERE actual_settlement > 0 AND lower(trim(status)) IN ('settled', 'closed');
