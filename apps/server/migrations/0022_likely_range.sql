-- The likely range: the 50% range from the same conformal scores as the 95% one (lower_bound/upper_bound), shown
-- first and the range confidence is computed on. Null for predictions made before it and for saved external ones.
ALTER TABLE prediction ADD COLUMN likely_lower numeric(14, 2);
ALTER TABLE prediction ADD COLUMN likely_upper numeric(14, 2);
