-- Deadline reminders and the daily task digest (each sent once), who wants them, batch predictions,
-- and the facts a prediction was made from. The job queue itself (pg-boss) keeps its own `pgboss` schema.

-- A user's choice of emails; no row means both are on.
CREATE TABLE notification_setting (
  user_id text PRIMARY KEY REFERENCES "user" (id) ON DELETE CASCADE,
  deadline_reminders boolean NOT NULL DEFAULT true,
  task_digest boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per (deadline, due date, days before, recipient): claimed before the email is sent, so two
-- instances or two scans never both send it. sent_at stays null while sending; a claim left unsent by an
-- instance that stopped mid-send is taken again after 15 minutes (the reminder is not lost).
CREATE TABLE deadline_reminder (
  firm_id text NOT NULL,
  deadline_id text NOT NULL,
  -- The due date the reminder was for: a deadline moved to another date gets its own reminders.
  due_date date NOT NULL,
  days_before integer NOT NULL CHECK (days_before IN (90, 60, 30, 14, 7, 1)),
  user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  PRIMARY KEY (firm_id, deadline_id, due_date, days_before, user_id),
  FOREIGN KEY (firm_id, deadline_id) REFERENCES case_deadline (firm_id, id) ON DELETE CASCADE
);

-- One digest per user, firm and day, claimed the same way.
CREATE TABLE task_digest (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
  digest_date date NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  PRIMARY KEY (firm_id, user_id, digest_date)
);

-- "Predict many": one row per batch, its progress counted by the job that runs it.
CREATE TABLE prediction_batch (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  case_ids jsonb NOT NULL,
  total integer NOT NULL,
  done integer NOT NULL DEFAULT 0,
  failed integer NOT NULL DEFAULT 0,
  requested_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  PRIMARY KEY (firm_id, id)
);

-- SHA-256 of the case facts the prediction was made from: a later save that changes them makes it out of date.
ALTER TABLE prediction ADD COLUMN facts_hash text;
