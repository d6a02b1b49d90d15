-- Waiting-list signups from the public site: one row per address (case-insensitive), and whether the webhook got it.
CREATE TABLE waitlist_signup (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  email text NOT NULL,
  firm_name text NOT NULL,
  phone text,
  message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  forwarded_at timestamptz
);
CREATE UNIQUE INDEX waitlist_signup_email_idx ON waitlist_signup (lower(email));
CREATE INDEX waitlist_signup_created_idx ON waitlist_signup (created_at DESC);
