-- The client portal: clients sign in with emailed one-time links (no password) and see only the cases the firm opened
-- to them, and only what each case shares. Clients are not firm members: their identities, links and sessions are
-- tables of their own, never better-auth's.

-- Per case, whether the portal is on. No row means off: nothing is shared by default.
CREATE TABLE case_portal_setting (
  firm_id text NOT NULL,
  case_id text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, case_id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);

-- A document the firm shares with the case's portal clients, and a document a client uploaded through the portal.
ALTER TABLE case_document ADD COLUMN shared_with_client boolean NOT NULL DEFAULT false;
ALTER TABLE case_document ADD COLUMN from_client boolean NOT NULL DEFAULT false;

-- A client of a firm, known by their email address (one per address and firm; a client may be on several cases).
CREATE TABLE portal_client (
  firm_id text NOT NULL REFERENCES firm (id) ON DELETE CASCADE,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  email text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id)
);
CREATE UNIQUE INDEX portal_client_email_idx ON portal_client (firm_id, lower(email));
-- "Send me a new link" looks an address up across firms.
CREATE INDEX portal_client_lookup_idx ON portal_client (lower(email));

-- Which cases a client may see: made by an invitation, removed when the firm revokes the access.
CREATE TABLE portal_case_access (
  firm_id text NOT NULL,
  client_id text NOT NULL,
  case_id text NOT NULL,
  invited_by text REFERENCES "user" (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, client_id, case_id),
  FOREIGN KEY (firm_id, client_id) REFERENCES portal_client (firm_id, id) ON DELETE CASCADE,
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX portal_case_access_case_idx ON portal_case_access (firm_id, case_id);

-- One-time sign-in links: only the SHA-256 of the token is kept; a link works once and until it expires.
CREATE TABLE portal_sign_in_link (
  token_hash text PRIMARY KEY,
  firm_id text NOT NULL,
  client_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (firm_id, client_id) REFERENCES portal_client (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX portal_sign_in_link_client_idx ON portal_sign_in_link (firm_id, client_id, created_at);

-- Portal sessions: the cookie holds the token, the table its SHA-256. Revoking a client's access deletes these.
CREATE TABLE portal_session (
  token_hash text PRIMARY KEY,
  firm_id text NOT NULL,
  client_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (firm_id, client_id) REFERENCES portal_client (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX portal_session_client_idx ON portal_session (firm_id, client_id);

-- What the firm asks the client to upload (photos, bills, ID); done once the client has sent a file for it.
CREATE TABLE portal_upload_request (
  firm_id text NOT NULL,
  id text NOT NULL DEFAULT gen_random_uuid()::text,
  case_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('photo', 'bill', 'id', 'other')),
  note text,
  fulfilled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (firm_id, id),
  FOREIGN KEY (firm_id, case_id) REFERENCES legal_case (firm_id, id) ON DELETE CASCADE
);
CREATE INDEX portal_upload_request_case_idx ON portal_upload_request (firm_id, case_id, created_at);

-- Messages with the client are communications of the kind 'portal' (inbound from the client, outbound from the firm).
ALTER TABLE case_communication DROP CONSTRAINT IF EXISTS case_communication_kind_check;
ALTER TABLE case_communication ADD CONSTRAINT case_communication_kind_check
  CHECK (kind IN ('call', 'email', 'letter', 'text', 'meeting', 'portal'));
