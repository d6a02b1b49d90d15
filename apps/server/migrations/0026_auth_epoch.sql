-- Who a request's session belongs to is cached in each app server's memory (apps/server/src/auth/caller.ts).
-- A cached caller is used only while this epoch is the one it was read under: every change that can end a
-- session or change what a caller may do (sign-out, revoked sessions, password change or reset, a user's
-- name, email or two-factor setting, firm membership and role, the firm's name) bumps it, whichever app
-- server or script made the change. New sessions (sign-ins) leave it alone.
CREATE TABLE auth_epoch (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  epoch bigint NOT NULL
);
INSERT INTO auth_epoch (id, epoch) VALUES (true, 1);

CREATE FUNCTION bump_auth_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_epoch SET epoch = epoch + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER session_bumps_auth_epoch AFTER UPDATE OR DELETE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_epoch();
CREATE TRIGGER session_truncate_bumps_auth_epoch AFTER TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_epoch();
CREATE TRIGGER user_bumps_auth_epoch AFTER UPDATE OR DELETE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_epoch();
CREATE TRIGGER user_truncate_bumps_auth_epoch AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_epoch();
CREATE TRIGGER firm_member_bumps_auth_epoch AFTER INSERT OR UPDATE OR DELETE ON firm_member
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_epoch();
CREATE TRIGGER firm_member_truncate_bumps_auth_epoch AFTER TRUNCATE ON firm_member
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_epoch();
CREATE TRIGGER firm_bumps_auth_epoch AFTER UPDATE OR DELETE ON firm
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_epoch();
