-- The decedent's date of death on a wrongful death case: the wrongful death period runs from it (the incident date
-- stood in for it before, the earlier of the two). Null on every other case and until it is entered.
ALTER TABLE legal_case ADD COLUMN date_of_death date;
