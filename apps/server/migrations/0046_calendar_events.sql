-- Timed calendar events of a firm (depositions, mediations, hearings, client meetings), defined as the record kind
-- `eventKind` (packages/domain calendar/event-schemas.ts). An event may name a case: deleting the case deletes its
-- events, as it deletes its tasks and deadlines (a deposition of a case that is gone has nothing left to point to,
-- and SET NULL would leave it on the calendar with no client). Attendees are firm members' user ids; a member who
-- leaves simply stops being shown (the calendar reads them through firm_member).
CREATE TABLE calendar_event (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text,
  title text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('deposition', 'mediation', 'hearing', 'trial', 'client_meeting', 'call', 'other')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  all_day boolean NOT NULL DEFAULT false,
  location text,
  video_link text,
  attendee_ids text[] NOT NULL DEFAULT '{}',
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE,
  CHECK (ends_at > starts_at),
  CHECK (cardinality(attendee_ids) <= 50)
);
CREATE INDEX calendar_event_starts_idx ON calendar_event (firm_id, starts_at);
CREATE INDEX calendar_event_case_idx ON calendar_event (firm_id, case_id, starts_at) WHERE case_id IS NOT NULL;

-- Their changes are in the audit log. 'event' is added to the entity types the check allows as they are when this
-- runs, rather than restating the whole list: other migrations of the same weeks add their own types.
DO $$
DECLARE
  types text[];
BEGIN
  SELECT array_agg(t) INTO types
  FROM (
    SELECT (regexp_matches(pg_get_constraintdef(oid), '''([a-z_]+)''', 'g'))[1] AS t
    FROM pg_constraint
    WHERE conname = 'audit_entry_entity_type_check' AND conrelid = 'audit_entry'::regclass
  ) AS allowed;
  IF types IS NULL THEN
    RAISE EXCEPTION 'audit_entry_entity_type_check not found';
  END IF;
  IF NOT 'event' = ANY (types) THEN
    types := types || 'event'::text;
  END IF;
  ALTER TABLE audit_entry DROP CONSTRAINT audit_entry_entity_type_check;
  EXECUTE format('ALTER TABLE audit_entry ADD CONSTRAINT audit_entry_entity_type_check CHECK (entity_type IN (%s))',
    (SELECT string_agg(quote_literal(t), ', ') FROM unnest(types) AS t));
END $$;
