-- Case value facts: case types become a fixed list of codes, a typed lost-wages estimate, and the facts each
-- prediction was made without.
--
-- 1. Case types: today's values (the demo firm's and synthetic data's auto, premises, other_negligence, other_tort,
--    medical_malpractice, product_liability; the old default personal_injury; labels and free text from the CSV import
--    and the API) mapped onto the codes by the same rules as toCaseTypeCode in packages/domain/src/cases/case-types.ts:
--    the part after ' - ' counts ('Intake - auto'), the first matching kind wins, anything else is 'other'.
UPDATE legal_case SET case_type = mapped.code
FROM (
  SELECT id, firm_id,
    CASE
      WHEN t IN ('motor_vehicle', 'truck', 'motorcycle', 'pedestrian', 'premises', 'dog_bite', 'medical_malpractice',
                 'product_liability', 'workplace', 'wrongful_death', 'other') THEN t
      WHEN t = 'motor vehicle' THEN 'motor_vehicle'
      WHEN t = 'premises (slip and fall)' THEN 'premises'
      WHEN t = 'workplace (third party)' THEN 'workplace'
      WHEN t = 'other personal injury' THEN 'other'
      WHEN t ~ 'wrongful[ _-]?death' THEN 'wrongful_death'
      WHEN t ~ '(malpractice|med[ _-]?mal\M|medical[ _-]negligence)' THEN 'medical_malpractice'
      WHEN t ~ '(products?[ _-]liability|defective[ _-]product)' THEN 'product_liability'
      WHEN t ~ '(dog|animal[ _-]attack|bite)' THEN 'dog_bite'
      WHEN t ~ '(\mtrucks?\M|tractor[ _-]trailer|18[ _-]?wheeler|semi\M|commercial[ _-]vehicle)' THEN 'truck'
      WHEN t ~ '(motorcycle|motorbike)' THEN 'motorcycle'
      WHEN t ~ '(pedestrian|bicycl|cyclist)' THEN 'pedestrian'
      WHEN t ~ '(premises|slip|trip[ _-]and[ _-]fall|fall)' THEN 'premises'
      WHEN t ~ '(workplace|work[ _-]site|construction|third[ _-]party|workers)' THEN 'workplace'
      WHEN t ~ '(motor[ _-]?vehicle|\mauto\M|\mcar\M|\mmva\M|\mmvc\M|vehicle|rear[ _-]end|collision|accident)' THEN 'motor_vehicle'
      ELSE 'other'
    END AS code
  FROM (
    SELECT id, firm_id,
      lower(trim(CASE WHEN position(' - ' IN case_type) > 0 THEN substr(case_type, position(' - ' IN case_type) + 3) ELSE case_type END)) AS t
    FROM legal_case
  ) typed
) mapped
WHERE legal_case.id = mapped.id AND legal_case.firm_id = mapped.firm_id AND legal_case.case_type IS DISTINCT FROM mapped.code;

ALTER TABLE legal_case ALTER COLUMN case_type SET DEFAULT 'other';

-- 2. Lost wages: the attorney's typed estimate (dollars), next to work days missed.
ALTER TABLE legal_case ADD COLUMN lost_wages numeric(14, 2);

-- 3. The facts a stored prediction was made without ([{ fact, label, status, narrowsRangeBy? }]); null on older rows.
ALTER TABLE prediction ADD COLUMN missing_facts jsonb;
