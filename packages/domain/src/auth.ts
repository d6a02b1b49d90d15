// Accounts, firms and members: the request schemas shared by the auth forms and the server.
import { z } from 'zod';
import { storableString } from './shared/schema-fields.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const FIRM_ROLES = ['owner', 'attorney', 'staff'] as const;
export type FirmRole = (typeof FIRM_ROLES)[number];
export const FIRM_ROLE_LABELS: Record<FirmRole, string> = { owner: 'Owner', attorney: 'Attorney', staff: 'Staff' };

const email = storableString({ error: 'Email address is required' })
  .trim()
  .min(1, 'Email address is required')
  .max(EMAIL_MAX_LENGTH, 'Email address is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

const password = storableString({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX_LENGTH, 'Password is too long');

const personName = storableString({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .max(NAME_MAX_LENGTH, 'Name is too long');

const companyName = storableString().trim().max(NAME_MAX_LENGTH, 'Company name is too long');

export const signUpBodySchema = z.strictObject({
  name: personName,
  email,
  password,
  company: companyName.optional(),
  callbackURL: storableString().max(500).optional(),
  rememberMe: z.boolean().optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.strictObject({
  email,
  password: storableString({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
  rememberMe: z.boolean().optional(),
  callbackURL: storableString().max(500).optional(),
});

export const tokenLoginBodySchema = z.strictObject({
  email,
  password: storableString({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
  code: storableString()
    .regex(/^\d{6}$/, 'The code has 6 digits')
    .optional(),
});

export const forgotPasswordBodySchema = z.strictObject({
  email: storableString({ error: 'Please enter your email address.' })
    .trim()
    .min(1, 'Please enter your email address.')
    .max(EMAIL_MAX_LENGTH, 'Email address is too long')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  redirectTo: storableString().max(500).optional(),
});

export const resetPasswordBodySchema = z.strictObject({
  newPassword: storableString({ error: 'Please enter both password fields.' })
    .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters.')
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
  token: storableString().min(1, 'The reset link is incomplete').max(500),
});

export const changePasswordBodySchema = z.strictObject({
  currentPassword: storableString().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  newPassword: password,
  revokeOtherSessions: z.boolean().optional(),
});

export const updateProfileBodySchema = z.strictObject({
  name: personName.optional(),
  company: companyName.optional(),
});

export const tokenBodySchema = z.strictObject({ token: storableString().min(1, 'token is required').max(1000) });
export const refreshBodySchema = z.strictObject({ refresh_token: storableString().min(1, 'refresh_token is required').max(1000) });

export const passwordOnlyBodySchema = z.strictObject({
  password: storableString().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export const totpCodeBodySchema = z.strictObject({
  code: storableString()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
  trustDevice: z.boolean().optional(),
});
export const backupCodeBodySchema = z.strictObject({
  code: storableString().trim().min(1, 'Enter a backup code').max(50),
  trustDevice: z.boolean().optional(),
});

export const updateFirmBodySchema = z.strictObject({
  name: storableString().trim().min(1, 'Firm name is required').max(NAME_MAX_LENGTH, 'Firm name is too long'),
});
export const inviteMemberBodySchema = z.strictObject({
  email,
  role: z.enum(FIRM_ROLES, { error: 'Role must be owner, attorney or staff' }),
});
export const updateMemberBodySchema = z
  .strictObject({
    role: z.enum(FIRM_ROLES, { error: 'Role must be owner, attorney or staff' }).optional(),
    /** An owner who also practises is one of the firm's attorneys. */
    practising: z.boolean({ error: 'Practising must be true or false' }).optional(),
  })
  .refine((body) => body.role !== undefined || body.practising !== undefined, { message: 'Send a role or practising' });

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  company: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
};
export type FirmMembership = { id: string; name: string; role: FirmRole };
/** isAdmin: an instance administrator (ADMIN_EMAILS), who sees the waiting list. */
export type Me = { user: SessionUser; firm: FirmMembership | null; isAdmin: boolean };

/** The firm a new account creates: the Company/Law Firm field, else "<name>'s firm". */
export function defaultFirmName(name: string, company?: string | null): string {
  const trimmed = company?.trim();
  return trimmed ? trimmed : `${name.trim()}'s firm`;
}

/** Demo mode verifies these test domains at once (no email round trip). */
export function isDemoEmail(address: string): boolean {
  return /@example\.(com|test)$/i.test(address.trim());
}

/**
 * Where the login page's plain form POST (/login, before hydration or without script) sends a visitor
 * it did not sign in: /login?signin=<outcome>, and the page shows the outcome's message (spec section 8's
 * words, as the JSON sign-in gives them). 'two-factor' is not a failure: the page asks for the code.
 */
export const LOGIN_FORM_OUTCOMES = {
  invalid: 'Invalid login credentials',
  unverified: 'Please verify your email address before logging in. We have sent you a new verification link.',
  limited: 'Too many attempts. Please wait a minute and try again.',
  locked: 'Too many failed sign-in attempts for this account. Please try again later.',
  error: 'Authentication failed',
} as const;

export type LoginFormOutcome = keyof typeof LOGIN_FORM_OUTCOMES | 'two-factor';

export function loginFormOutcomeMessage(outcome: string | null): string | null {
  return outcome !== null && Object.hasOwn(LOGIN_FORM_OUTCOMES, outcome)
    ? LOGIN_FORM_OUTCOMES[outcome as keyof typeof LOGIN_FORM_OUTCOMES]
    : null;
}
