-- Firms (the tenants), their members with roles, invitations, the email outbox and API refresh tokens.
CREATE TABLE firm (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE firm_member (
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'attorney', 'staff')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  UNIQUE (id),
  UNIQUE (firm_id, user_id)
);
CREATE INDEX firm_member_user_idx ON firm_member (user_id, created_at DESC);

CREATE TABLE firm_invitation (
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'attorney', 'staff')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'cancelled')),
  invited_by text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  PRIMARY KEY (firm_id, id),
  UNIQUE (id)
);
CREATE INDEX firm_invitation_email_idx ON firm_invitation (lower(email), status);

CREATE TABLE email_outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_refresh_token (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  token_hash text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
  session_token text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX api_refresh_token_user_idx ON api_refresh_token (user_id);
