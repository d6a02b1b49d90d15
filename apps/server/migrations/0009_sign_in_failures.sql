-- Account protection: failed sign-ins per address (shared by every app server), and refresh-token families.

-- One row per failed password sign-in, by lower-cased address (known or not, so the answer never tells
-- which). Ten within 15 minutes lock that address out of sign-in until the oldest of them is 15 minutes old.
CREATE TABLE sign_in_failure (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failure_email_idx ON sign_in_failure (email, created_at);

-- Every refresh token descended from one login shares a family: presenting a rotated token again revokes
-- the whole family (OAuth 2.0 Security BCP, RFC 9700 section 4.14). Tokens issued before this migration
-- are each a family of their own.
ALTER TABLE api_refresh_token ADD COLUMN family_id text;
UPDATE api_refresh_token SET family_id = id;
ALTER TABLE api_refresh_token ALTER COLUMN family_id SET NOT NULL;
CREATE INDEX api_refresh_token_family_idx ON api_refresh_token (family_id);
CREATE INDEX api_refresh_token_session_idx ON api_refresh_token (session_token);
