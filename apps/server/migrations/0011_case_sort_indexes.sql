-- The cases list sorts by predicted value with missing values last in both directions: the index of
-- 0003 serves ascending order (NULLS LAST); this one serves descending order (DESC NULLS LAST).
CREATE INDEX legal_case_predicted_desc_idx ON legal_case (firm_id, predicted_value DESC NULLS LAST, id DESC);
