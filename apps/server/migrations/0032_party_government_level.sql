-- A government party's level: a federal defendant is sued under the Federal Tort Claims Act (an administrative claim
-- to the agency within 2 years, then suit within 6 months of its denial), not under the state's notice-of-claim
-- rules. Null for a government party whose level is not entered (treated as state or local, as before) and for every
-- other kind. claim_denied_on: the day the federal agency mailed its final denial, which starts the 6-month suit period.
ALTER TABLE case_party ADD COLUMN government_level text CHECK (government_level IN ('federal', 'state', 'local'));
ALTER TABLE case_party ADD COLUMN claim_denied_on date;
ALTER TABLE case_party ADD CONSTRAINT case_party_government_level_kind_check
  CHECK ((government_level IS NULL OR kind = 'government') AND (claim_denied_on IS NULL OR government_level = 'federal'));
