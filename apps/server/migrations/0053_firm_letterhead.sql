-- The firm's address, phone and email, which every generated PDF prints under the firm's name and letter templates
-- merge as {{firm_address}}, {{firm_phone}} and {{firm_email}}. Each is optional: nothing is printed while unset.
ALTER TABLE firm
  ADD COLUMN address_street text,
  ADD COLUMN address_city text,
  ADD COLUMN address_state text,
  ADD COLUMN address_zip text,
  ADD COLUMN phone text,
  ADD COLUMN email text;
