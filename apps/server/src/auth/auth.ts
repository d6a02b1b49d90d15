// better-auth configured for Casecast: email + password with verification, reset, TOTP, bearer tokens.
import { betterAuth } from 'better-auth';
import { bearer, twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isDemoEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@casecast/domain';
import type { Config } from '../config.js';
import type { Mailer } from '../email/mailer.js';
import { passwordResetEmail, verificationEmail } from '../email/templates.js';
import { revokeRefreshTokensOfUser } from './refresh-token-repository.js';
import { deleteFeedsOfUser } from './calendar-feed-repository.js';
import type { Database } from '../db/schema.js';

export type NewUser = { id: string; email: string; name: string; company: string | null };

export type AuthDeps = {
  config: Config;
  db: Kysely<Database>;
  mailer: Mailer;
  logger: Pick<FastifyBaseLogger, 'error'>;
  /** Runs as part of creating each account (the firms feature gives the new user a firm). */
  onUserCreated: (user: NewUser) => Promise<void>;
  /** How passwords are hashed; default better-auth's scrypt at its production cost (test apps pass a cheaper one). */
  passwordHashing?: PasswordHashing;
};

/** A password hash and its check (better-auth's `emailAndPassword.password`). */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
};

export function createAuth({ config, db, mailer, logger, onUserCreated, passwordHashing }: AuthDeps) {
  return betterAuth({
    appName: 'Casecast',
    logger: { disabled: config.logLevel === 'silent', level: 'warn' },
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: { db, type: 'postgres' },
    user: {
      additionalFields: {
        company: { type: 'string', required: false, input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      ...(passwordHashing ? { password: passwordHashing } : {}),
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Not awaited: an unknown address is answered at once, so a known one must not wait for the mail
      // server either, or the time taken would tell which addresses have accounts.
      sendResetPassword: async ({ user, url }) => {
        void mailer.send({ to: user.email, ...passwordResetEmail({ name: user.name, url }) }).catch((error: unknown) => {
          logger.error({ err: error }, 'sending a password-reset email failed');
        });
      },
      // The reset ended the sessions (revokeSessionsOnPasswordReset); the API refresh tokens and calendar feeds end with them.
      onPasswordReset: async ({ user }) => {
        await revokeRefreshTokensOfUser(db, { userId: user.id });
        await deleteFeedsOfUser(db, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        if (user.emailVerified) return;
        await mailer.send({ to: user.email, ...verificationEmail({ name: user.name, url }) });
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            if (config.demoMode && isDemoEmail(user.email)) return { data: { ...user, emailVerified: true } };
            return { data: user };
          },
          after: async (user) => {
            const company = (user as { company?: string | null }).company ?? null;
            await onUserCreated({ id: user.id, email: user.email, name: user.name, company });
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: config.authRateLimitMax },
        '/sign-up/email': { window: 60, max: config.authRateLimitMax },
        '/request-password-reset': { window: 60, max: config.authRateLimitMax },
        '/two-factor/verify-totp': { window: 60, max: config.authRateLimitMax },
        '/two-factor/verify-backup-code': { window: 60, max: config.authRateLimitMax },
      },
    },
    advanced: {
      cookiePrefix: 'casecast',
      useSecureCookies: config.baseUrl.startsWith('https://'),
      // Our routes set this header from request.ip (the socket peer, or a TRUST_PROXY proxy's word).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      // better-auth skips its origin checks when NODE_ENV=test; the tests must see what production does.
      disableOriginCheck: false,
    },
    plugins: [twoFactor({ issuer: 'Casecast' }), bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
