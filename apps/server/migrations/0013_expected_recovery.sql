-- Expected recovery: the model's value after the client's comparative fault (by the case's state) and the known
-- policy limits, computed when the prediction is made and kept with it, so a stored prediction shows what followed
-- from the facts it was made from. Null for predictions made before this column or without case facts.
ALTER TABLE prediction ADD COLUMN expected_recovery jsonb;
