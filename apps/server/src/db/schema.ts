// Kysely table types: what each row looks like in SQL (snake_case for our tables, camelCase for better-auth's).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  company: string | null;
  twoFactorEnabled: boolean | null;
};

export type SessionTable = {
  id: string;
  expiresAt: Timestamp;
  token: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
};

export type FirmTable = {
  id: Generated<string>;
  name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type FirmMemberTable = {
  id: Generated<string>;
  firm_id: string;
  user_id: string;
  role: string;
  /** An owner who is also one of the firm's attorneys (0014). */
  practising: Generated<boolean>;
  created_at: Generated<Date>;
};

export type FirmInvitationTable = {
  id: Generated<string>;
  firm_id: string;
  email: string;
  role: string;
  status: Generated<string>;
  invited_by: string;
  expires_at: Date;
  created_at: Generated<Date>;
  accepted_at: Date | null;
};

export type EmailOutboxTable = {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Generated<Date>;
};

export type ApiRefreshTokenTable = {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  session_token: string;
  /** Every token rotated from the same login shares the family of the first one. */
  family_id: string;
  expires_at: Date;
  created_at: Generated<Date>;
  revoked_at: Date | null;
};

export type SignInFailureTable = {
  id: Generated<string>;
  email: string;
  created_at: Generated<Date>;
};

export type Database = {
  user: UserTable;
  session: SessionTable;
  firm: FirmTable;
  firm_member: FirmMemberTable;
  firm_invitation: FirmInvitationTable;
  email_outbox: EmailOutboxTable;
  api_refresh_token: ApiRefreshTokenTable;
  sign_in_failure: SignInFailureTable;
};
