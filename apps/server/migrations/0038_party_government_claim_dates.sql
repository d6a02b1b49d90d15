-- The administrative claim of any government party, not only a federal one: claim_filed_on is the day the claim (a
-- state's or city's notice of claim, the FTCA Standard Form 95) was presented, claim_denied_on the day the government
-- denied it in writing. Oklahoma and California run the suit against a public entity from the denial, Wyoming from
-- the filing, the FTCA from the agency's denial. Both belong to a government of any level (or none entered), never
-- to another kind, and a claim is not denied before it was presented.
ALTER TABLE case_party DROP CONSTRAINT case_party_government_level_kind_check;
ALTER TABLE case_party ADD COLUMN claim_filed_on date;
ALTER TABLE case_party ADD CONSTRAINT case_party_government_fields_check
  CHECK (
    (government_level IS NULL OR kind = 'government')
    AND (claim_filed_on IS NULL OR kind = 'government')
    AND (claim_denied_on IS NULL OR kind = 'government')
    AND (claim_filed_on IS NULL OR claim_denied_on IS NULL OR claim_denied_on >= claim_filed_on)
  );
