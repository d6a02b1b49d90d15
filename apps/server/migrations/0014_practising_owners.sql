-- An owner who also practises (a solo practitioner, a named partner) is one of the firm's attorneys:
-- their cases and metrics count like any attorney's. Members with the attorney role always are.
ALTER TABLE firm_member ADD COLUMN practising boolean NOT NULL DEFAULT false;
