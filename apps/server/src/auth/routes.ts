// /api/auth: better-auth's endpoints (with our validation and error shape) and the token endpoints for API clients.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z, type ZodType } from 'zod';
import {
  backupCodeBodySchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  passwordOnlyBodySchema,
  refreshBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  type LoginFormOutcome,
  signUpBodySchema,
  tokenBodySchema,
  tokenLoginBodySchema,
  totpCodeBodySchema,
  updateProfileBodySchema,
} from '@casecast/domain';
import type { Config } from '../config.js';
import { describeIssues } from '../http/error-handler.js';
import { AppError, unauthorized } from '../http/errors.js';
import { acceptFormBodies, isFormPost, isFromAnotherSite } from '../http/form-post.js';
import { bearerHeaders, resolveCaller, toFetchHeaders, type Caller, type CallerUser } from './caller.js';
import { assertSignInAllowed, noteFailedSignIn, signInUnderAccountLock } from './account-lock.js';
import type { Auth } from './auth.js';
import {
  findRefreshToken,
  insertRefreshToken,
  revokeRefreshTokenFamily,
  revokeRefreshTokensOfSession,
  revokeRefreshTokensOfUser,
  rotateRefreshToken,
} from './refresh-token-repository.js';
import { deleteFeedsOfUser } from './calendar-feed-repository.js';
import type { Database } from '../db/schema.js';

const REFRESH_TOKEN_DAYS = 30;

/** Bodies better-auth accepts are checked against our schemas first: one contract, clear messages. */
const bodySchemas: Record<string, ZodType> = {
  '/sign-up/email': signUpBodySchema,
  '/sign-in/email': signInBodySchema,
  '/request-password-reset': forgotPasswordBodySchema,
  '/reset-password': resetPasswordBodySchema,
  '/change-password': changePasswordBodySchema,
  '/update-user': updateProfileBodySchema,
  '/two-factor/enable': passwordOnlyBodySchema,
  '/two-factor/disable': passwordOnlyBodySchema,
  '/two-factor/generate-backup-codes': passwordOnlyBodySchema,
  '/two-factor/get-totp-uri': passwordOnlyBodySchema,
  '/two-factor/verify-totp': totpCodeBodySchema,
  '/two-factor/verify-backup-code': backupCodeBodySchema,
  '/revoke-session': z.strictObject({ token: z.string().min(1).max(500) }),
  '/revoke-other-sessions': z.strictObject({}),
  '/sign-out': z.strictObject({}),
};

/** better-auth's messages, in the words the product uses (spec section 8). */
const messageByCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid login credentials',
  EMAIL_NOT_VERIFIED: 'Please verify your email address before logging in. We have sent you a new verification link.',
  USER_ALREADY_EXISTS: 'An account with this email address already exists. Log in or reset your password.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email address already exists. Log in or reset your password.',
  INVALID_TOKEN: 'This link is invalid or has expired. Please request a new one.',
  INVALID_CODE: 'That code is not valid. Check your authenticator app and try again.',
  INVALID_TWO_FACTOR_COOKIE: 'Your sign-in attempt has expired. Please log in again.',
  INVALID_PASSWORD: 'The password is not correct.',
};

function mapAuthError(status: number, body: unknown): { code: string; message: string } {
  const raw = (body ?? {}) as { code?: string; message?: string };
  const code = raw.code ?? (status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR');
  const message =
    messageByCode[code] ??
    (status === 429 ? 'Too many attempts. Please wait a minute and try again.' : raw.message || 'Authentication failed');
  return { code, message };
}

/**
 * Hands the request to better-auth as a fetch Request (at `url`, by default its own), with the client
 * address from the socket (or a trusted proxy).
 */
async function callAuth(
  auth: Auth,
  config: Config,
  request: FastifyRequest,
  body: unknown,
  url = new URL(request.url, config.baseUrl),
): Promise<Response> {
  const headers = toFetchHeaders(request.headers);
  headers.delete('content-length');
  // better-auth's rate limits key on this header: set it from request.ip, never the client's own header.
  headers.set('x-forwarded-for', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  return auth.handler(new Request(url, { method: request.method, headers, body: hasBody ? JSON.stringify(body ?? {}) : undefined }));
}

async function sendAuthResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') continue;
    reply.header(name, value);
  }
  // better-auth says when to retry in X-Retry-After; clients look for the standard header.
  if (response.status === 429 && !response.headers.has('retry-after'))
    reply.header('retry-after', response.headers.get('x-retry-after') ?? '60');
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { message: text };
    }
    return reply.type('application/json').send({ error: mapAuthError(response.status, parsed) });
  }
  return reply.send(text);
}

/** better-auth endpoints that end sessions: the API refresh tokens issued for those sessions end with them. */
const SESSION_ENDING_PATHS = new Set(['/sign-out', '/revoke-session', '/revoke-sessions', '/revoke-other-sessions', '/change-password']);

async function revokeRefreshTokensAfter(db: Kysely<Database>, input: { path: string; caller: Caller; body: unknown }) {
  const { path, caller } = input;
  const userId = caller.user.id;
  if (path === '/sign-out') return revokeRefreshTokensOfSession(db, { userId, sessionToken: caller.session.token });
  if (path === '/revoke-session')
    return revokeRefreshTokensOfSession(db, { userId, sessionToken: (input.body as { token: string }).token });
  if (path === '/revoke-other-sessions') return revokeRefreshTokensOfUser(db, { userId, exceptSessionToken: caller.session.token });
  // /revoke-sessions, /change-password: a new password invalidates every token issued under the old one,
  // and a password change ends the calendar feed URLs too (a leaked URL is one reason to change it).
  if (path === '/change-password') await deleteFeedsOfUser(db, userId);
  return revokeRefreshTokensOfUser(db, { userId });
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function publicUser(user: CallerUser) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    user_metadata: { name: user.name, company: user.company },
    email_verified: user.emailVerified,
    two_factor_enabled: user.twoFactorEnabled,
  };
}

const userShape = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  user_metadata: z.object({ name: z.string(), company: z.string().nullable() }),
  email_verified: z.boolean(),
  two_factor_enabled: z.boolean(),
});
const tokenSessionShape = z.object({ access_token: z.string(), refresh_token: z.string(), expires_at: z.number() });

export async function registerAuthRoutes(app: FastifyInstance, deps: { auth: Auth; config: Config; db: Kysely<Database> }) {
  const { auth, config, db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000);
  const tokenSession = (sessionToken: string, refreshToken: string, expiresAt: Date) => ({
    access_token: sessionToken,
    refresh_token: refreshToken,
    expires_at: Math.floor(expiresAt.getTime() / 1000),
  });
  const invalidRefreshToken = () => unauthorized('The refresh token is invalid or has expired. Please log in again.');

  /** A login starts a new token family. */
  async function issueTokens(sessionToken: string, userId: string, expiresAt: Date) {
    const refreshToken = randomBytes(32).toString('base64url');
    await insertRefreshToken(db, {
      tokenHash: hashToken(refreshToken),
      userId,
      sessionToken,
      familyId: randomUUID(),
      expiresAt: refreshExpiry(),
    });
    return tokenSession(sessionToken, refreshToken, expiresAt);
  }

  async function callerFromToken(token: string) {
    const headers = bearerHeaders(token);
    return headers ? resolveCaller(auth, headers) : null;
  }

  typed.post(
    '/api/auth/login',
    {
      config: { rateLimit: { max: config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in for API clients; returns a bearer access token and a refresh token',
        body: tokenLoginBodySchema,
        response: { 200: z.object({ user: userShape, session: tokenSessionShape }) },
      },
    },
    async (request) => {
      const { email, password, code } = request.body;
      await assertSignInAllowed(db, email);
      const headers = toFetchHeaders(request.headers);
      headers.set('x-forwarded-for', request.ip);
      const signIn = await auth.api
        .signInEmail({ body: { email, password }, headers, returnHeaders: true, asResponse: false })
        .catch(async (error: { body?: unknown; statusCode?: number; status?: number }) => {
          const status = typeof error.statusCode === 'number' ? error.statusCode : 401;
          const mapped = mapAuthError(status, error.body);
          if (status === 401) await noteFailedSignIn(db, email);
          throw new AppError(status === 403 ? 403 : status === 429 ? 429 : 401, mapped.code, mapped.message);
        });
      let token = (signIn.response as { token?: string | null }).token ?? null;
      if ((signIn.response as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
        if (!code)
          throw new AppError(
            401,
            'TWO_FACTOR_REQUIRED',
            'Two-factor authentication is on for this account: send the 6-digit code as "code".',
          );
        const cookie = signIn.headers
          .getSetCookie()
          .map((value) => value.split(';')[0])
          .join('; ');
        const verified = await auth.api.verifyTOTP({ body: { code }, headers: new Headers({ cookie }) }).catch(() => {
          throw new AppError(401, 'INVALID_CODE', messageByCode.INVALID_CODE!);
        });
        token = (verified as { token?: string }).token ?? null;
      }
      if (!token) throw unauthorized('Invalid login credentials');
      const caller = await callerFromToken(token);
      if (!caller) throw unauthorized('Invalid login credentials');
      return { user: publicUser(caller.user), session: await issueTokens(token, caller.user.id, caller.session.expiresAt) };
    },
  );

  typed.post(
    '/api/auth/refresh',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access token (the old refresh token stops working)',
        body: refreshBodySchema,
        response: { 200: z.object({ user: userShape, session: tokenSessionShape }) },
      },
    },
    async (request) => {
      const tokenHash = hashToken(request.body.refresh_token);
      const row = await findRefreshToken(db, tokenHash);
      if (!row || row.expired) throw invalidRefreshToken();
      // A token that was already used (or revoked) is being replayed: whoever holds its family is not
      // the only holder, so the whole family and its sessions end (RFC 9700, section 4.14).
      if (row.revoked) {
        await revokeRefreshTokenFamily(db, row.familyId);
        throw invalidRefreshToken();
      }
      const context = await auth.$context;
      const session = await context.internalAdapter.createSession(row.userId);
      const caller = session ? await callerFromToken(session.token) : null;
      if (!session || !caller) throw invalidRefreshToken();
      const refreshToken = randomBytes(32).toString('base64url');
      const rotated = await rotateRefreshToken(db, {
        tokenHash,
        userId: row.userId,
        newTokenHash: hashToken(refreshToken),
        newSessionToken: session.token,
        expiresAt: refreshExpiry(),
      });
      if (!rotated) {
        // Another refresh of the same token got there first: this one is a replay like any other.
        await context.internalAdapter.deleteSession(session.token);
        await revokeRefreshTokenFamily(db, row.familyId);
        throw invalidRefreshToken();
      }
      await context.internalAdapter.deleteSession(rotated.oldSessionToken);
      return { user: publicUser(caller.user), session: tokenSession(session.token, refreshToken, caller.session.expiresAt) };
    },
  );

  typed.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (bearer token or session cookie)',
        response: { 200: z.object({ user: userShape }) },
      },
    },
    async (request) => {
      const caller = await resolveCaller(auth, toFetchHeaders(request.headers));
      if (!caller) throw unauthorized();
      return { user: publicUser(caller.user) };
    },
  );

  typed.post(
    '/api/auth/verify-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check an access token',
        body: tokenBodySchema,
        response: { 200: z.object({ user: userShape, message: z.string() }) },
      },
    },
    async (request) => {
      const caller = await callerFromToken(request.body.token);
      if (!caller) throw unauthorized('Token verification failed: the token is invalid or has expired.');
      return { user: publicUser(caller.user), message: 'Token is valid' };
    },
  );

  // The login page's form as a plain POST, for a page not yet hydrated or without script: the same
  // better-auth sign-in as POST /api/auth/sign-in/email (with its rate limit per client address, and the
  // account lock), answered with a redirect: to the dashboard with the session cookie, or back to /login
  // with ?signin=<outcome> (the page says what went wrong; nothing the visitor typed goes in the address).
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    // No limit of its own: better-auth's sign-in limit (per client address) counts these and JSON sign-ins together.
    scope.post('/login', { schema: { hide: true } }, async (request, reply) => {
      const goTo = (location: '/dashboard' | `/login?signin=${LoginFormOutcome}`) =>
        reply.header('cache-control', 'no-store').redirect(location, 303);
      if (!isFormPost(request)) return reply.status(415).type('text/plain; charset=utf-8').send('Send the form from the login page.');
      if (isFromAnotherSite(request, config.trustedOrigins))
        return reply.status(403).type('text/plain; charset=utf-8').send('This request came from another site and was refused.');
      const fields = (request.body ?? {}) as Record<string, string>;
      const parsed = signInBodySchema.safeParse({
        email: fields.email ?? '',
        password: fields.password ?? '',
        rememberMe: fields.rememberMe !== undefined,
        callbackURL: '/login?verified=true',
      });
      if (!parsed.success) return goTo('/login?signin=invalid');
      let response: Response;
      try {
        response = await signInUnderAccountLock(db, parsed.data.email, () =>
          callAuth(auth, config, request, parsed.data, new URL('/api/auth/sign-in/email', config.baseUrl)),
        );
      } catch (error) {
        if (error instanceof AppError && error.status === 429) return goTo('/login?signin=locked');
        throw error;
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (response.ok) {
        const result = (await response.json()) as { twoFactorRedirect?: boolean };
        return goTo(result.twoFactorRedirect ? '/login?signin=two-factor' : '/dashboard');
      }
      if (response.status === 401) return goTo('/login?signin=invalid');
      if (response.status === 403) return goTo('/login?signin=unverified');
      if (response.status === 429) return goTo('/login?signin=limited');
      request.log.error({ status: response.status, body: await response.text() }, 'login form sign-in failed');
      return goTo('/login?signin=error');
    });
  });

  // Everything else under /api/auth is better-auth's (sign-up, sign-in, verification, reset, 2FA, sessions).
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = new URL(request.url, config.baseUrl).pathname.replace(/^\/api\/auth/, '');
      let body: unknown = request.body;
      if (request.method === 'POST') {
        const schema = bodySchemas[path];
        if (schema) {
          const parsed = schema.safeParse(body ?? {});
          if (!parsed.success)
            return reply.status(400).send({ error: { code: 'VALIDATION_ERROR', message: describeIssues(parsed.error.issues) } });
          body = parsed.data;
          // A verification link (sent at sign-up, or again at a refused sign-in) lands on the login page.
          if (path === '/sign-up/email' || path === '/sign-in/email') {
            const withCallback = body as { callbackURL?: string };
            withCallback.callbackURL ??= '/login?verified=true';
          }
        } else if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
          return reply.status(400).send({ error: { code: 'VALIDATION_ERROR', message: 'The request body must be a JSON object.' } });
        }
      }
      const signInEmail = request.method === 'POST' && path === '/sign-in/email' ? (body as { email: string }).email : null;
      // Who is ending sessions, read before better-auth ends them.
      const caller =
        request.method === 'POST' && SESSION_ENDING_PATHS.has(path) ? await resolveCaller(auth, toFetchHeaders(request.headers)) : null;
      const response =
        signInEmail !== null
          ? await signInUnderAccountLock(db, signInEmail, () => callAuth(auth, config, request, body))
          : await callAuth(auth, config, request, body);
      if (caller && response.ok) await revokeRefreshTokensAfter(db, { path, caller, body });
      return sendAuthResponse(reply, response);
    },
  });
}
