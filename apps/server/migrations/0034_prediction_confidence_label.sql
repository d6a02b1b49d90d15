-- Each prediction keeps the label it was given and what its model learned from (docs/predictions.md, "Confidence
-- label"): the label comes from the model's measured confidence rule, which only the model row knows, so it is stored
-- with the prediction. Older predictions get their model's basis here (a base model learned only from synthetic cases);
-- their label is read again from their likely range when they are shown. Saved predictions made elsewhere keep null.
ALTER TABLE prediction ADD COLUMN confidence_label text CHECK (confidence_label IN ('High', 'Medium', 'Low'));
ALTER TABLE prediction ADD COLUMN model_basis text CHECK (model_basis IN ('synthetic', 'firm'));
UPDATE prediction AS p SET model_basis = CASE WHEN m.firm_rows > 0 THEN 'firm' ELSE 'synthetic' END
  FROM prediction_model AS m WHERE m.id = p.model_id;
