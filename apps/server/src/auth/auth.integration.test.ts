import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { verifyPassword } from 'better-auth/crypto';
import {
  call,
  cookieHeader,
  createTestApp,
  databaseTargets,
  registerAndSignIn,
  signIn,
  testPasswordHashing,
  uniqueEmail,
  type TestApp,
} from '../test/harness.js';
import { extractLink } from '../test/smtp-peer.js';
import { secretFromTotpUri, totpCode } from '../test/totp.js';

describe.each(databaseTargets())('accounts on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const countUsers = async () =>
    Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM "user"`.execute(t.runtime.database.db)).rows[0]!.n);

  it('answers the health check with the database', async () => {
    const response = await call(t, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('registers, emails a verification link, refuses login until verified, then creates the firm', async () => {
    const email = uniqueEmail('ann');
    const signUp = await call(t, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Ann Lee', email, password: 'long enough pw', company: 'Lee Injury Law' },
    });
    expect(signUp.statusCode).toBe(200);
    const early = await call(t, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'long enough pw' } });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toMatch(/verify your email/);

    const mail = await t.smtp.waitFor((message) => message.to.includes(email));
    expect(mail.subject).toMatch(/Verify your email/);
    const link = new URL(extractLink(mail, /verify-email/));
    const verify = await call(t, { method: 'GET', url: link.pathname + link.search });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toContain('/login');

    const session = await signIn(t, email, 'long enough pw');
    const me = await call(t, { method: 'GET', url: '/api/me', session });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      user: { email, name: 'Ann Lee', company: 'Lee Injury Law' },
      firm: { name: 'Lee Injury Law', role: 'owner' },
    });
  });

  it('names the firm after the person when no company is given', async () => {
    const session = await registerAndSignIn(t, { name: 'Bo Diaz' });
    const firm = await call(t, { method: 'GET', url: '/api/firm', session });
    expect(firm.json()).toMatchObject({ name: "Bo Diaz's firm", role: 'owner' });
  });

  it('answers a wrong password with "Invalid login credentials"', async () => {
    const session = await registerAndSignIn(t);
    const response = await call(t, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: session.email, password: 'not the password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid login credentials' } });
  });

  it('refuses bad sign-up bodies with 400 and a clear message, creating nothing', async () => {
    const before = await countUsers();
    const cases: Array<[unknown, RegExp]> = [
      [{}, /required/i],
      [{ name: 'A', email: 'a@b.co' }, /Password is required/],
      [{ name: 'A', email: 'not-an-email', password: 'long enough' }, /valid email/],
      [{ name: 'x'.repeat(101), email: uniqueEmail(), password: 'long enough' }, /too long/],
      [{ name: 'A', email: uniqueEmail(), password: 'short' }, /at least 8 characters/],
      [{ name: 'A', email: uniqueEmail(), password: 'p'.repeat(129) }, /too long/],
      [{ name: 42, email: uniqueEmail(), password: 'long enough' }, /name/i],
      [{ name: 'A', email: uniqueEmail(), password: 'long enough', emailVerified: true }, /emailVerified|Unrecognized/i],
      [[1, 2], /object|expected/i],
    ];
    for (const [payload, message] of cases) {
      const response = await call(t, { method: 'POST', url: '/api/auth/sign-up/email', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      payload: '{"name": "A", "email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('MALFORMED_JSON');
    expect(await countUsers()).toBe(before);
  });

  it('refuses bad bodies on the other auth endpoints with 400', async () => {
    const attempts: Array<[string, unknown]> = [
      ['/api/auth/sign-in/email', { email: 'a@b.co' }],
      ['/api/auth/sign-in/email', { email: 'a@b.co', password: 12345678 }],
      ['/api/auth/request-password-reset', {}],
      ['/api/auth/reset-password', { newPassword: 'short', token: 'x' }],
      ['/api/auth/login', { email: 'a@b.co' }],
      ['/api/auth/verify-token', {}],
      ['/api/auth/refresh', { refresh_token: 5 }],
    ];
    for (const [url, payload] of attempts) {
      const response = await call(t, { method: 'POST', url, payload });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(response.json().error.message.length).toBeGreaterThan(3);
    }
    const forgot = await call(t, { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: '' } });
    expect(forgot.json().error.message).toBe('Please enter your email address.');
  });

  it('resets a forgotten password through the emailed link; the old password stops working', async () => {
    const session = await registerAndSignIn(t, { password: 'first password' });
    const request = await call(t, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: session.email, redirectTo: '/reset-password' },
    });
    expect(request.statusCode).toBe(200);
    const mail = await t.smtp.waitFor((message) => message.to.includes(session.email) && /Reset/.test(message.subject));
    const link = new URL(extractLink(mail, /reset-password/));
    const landing = await call(t, { method: 'GET', url: link.pathname + link.search });
    expect(landing.statusCode).toBe(302);
    const target = new URL(landing.headers.location as string, 'http://localhost:3000');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await call(t, { method: 'POST', url: '/api/auth/reset-password', payload: { newPassword: 'second password', token } });
    expect(reset.statusCode).toBe(200);
    const old = await call(t, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: session.email, password: 'first password' },
    });
    expect(old.statusCode).toBe(401);
    await signIn(t, session.email, 'second password');
    // the reset revoked the sessions that existed before it
    expect((await call(t, { method: 'GET', url: '/api/me', session })).statusCode).toBe(401);
  });

  it('says nothing about whether an address has an account when a reset is requested', async () => {
    const response = await call(t, { method: 'POST', url: '/api/auth/request-password-reset', payload: { email: uniqueEmail('nobody') } });
    expect(response.statusCode).toBe(200);
  });

  it('issues bearer tokens for API clients, refreshes them, and rejects forged or revoked ones', async () => {
    const session = await registerAndSignIn(t, { password: 'api password 1' });
    const login = await call(t, { method: 'POST', url: '/api/auth/login', payload: { email: session.email, password: 'api password 1' } });
    expect(login.statusCode).toBe(200);
    const { session: tokens, user } = login.json();
    expect(user.email).toBe(session.email);
    expect(tokens.expires_at).toBeGreaterThan(Date.now() / 1000);
    const bearer = { authorization: `Bearer ${tokens.access_token}` };

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(session.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/firm', headers: bearer })).statusCode).toBe(200);

    const verified = await call(t, { method: 'POST', url: '/api/auth/verify-token', payload: { token: tokens.access_token } });
    expect(verified.json()).toMatchObject({ message: 'Token is valid', user: { email: session.email } });

    const forged = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer forged-token-value' } });
    expect(forged.statusCode).toBe(401);
    expect((await call(t, { method: 'POST', url: '/api/auth/verify-token', payload: { token: 'forged' } })).statusCode).toBe(401);

    const refreshed = await call(t, { method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: tokens.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().session;
    expect(next.access_token).not.toBe(tokens.access_token);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${next.access_token}` } })).statusCode,
    ).toBe(200);
    const reused = await call(t, { method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: tokens.refresh_token } });
    expect(reused.statusCode).toBe(401);
  });

  it('rejects an expired token', async () => {
    const session = await registerAndSignIn(t, { password: 'api password 2' });
    const login = await call(t, { method: 'POST', url: '/api/auth/login', payload: { email: session.email, password: 'api password 2' } });
    const token = login.json().session.access_token as string;
    await sql`UPDATE session SET "expiresAt" = now() - interval '1 minute' WHERE token = ${token}`.execute(t.runtime.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(
      401,
    );
  });

  it('enrols TOTP two-factor and then requires a code at sign-in', async () => {
    const password = 'two factor pw';
    const session = await registerAndSignIn(t, { password });
    const enable = await call(t, { method: 'POST', url: '/api/auth/two-factor/enable', payload: { password }, session });
    expect(enable.statusCode, enable.body).toBe(200);
    const { totpURI, backupCodes } = enable.json();
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    const secret = secretFromTotpUri(totpURI);
    const confirm = await call(t, {
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      payload: { code: totpCode(secret) },
      session,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(
      (await call(t, { method: 'GET', url: '/api/me', session: { ...session, cookie: cookieHeader(confirm) || session.cookie } })).json()
        .user.twoFactorEnabled,
    ).toBe(true);

    const first = await call(t, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: session.email, password } });
    expect(first.statusCode).toBe(200);
    expect(first.json().twoFactorRedirect).toBe(true);
    const pending = { ...session, cookie: cookieHeader(first) };
    const wrong = await call(t, { method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: '000000' }, session: pending });
    expect(wrong.statusCode).toBe(401);
    const right = await call(t, {
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      payload: { code: totpCode(secret) },
      session: pending,
    });
    expect(right.statusCode).toBe(200);
    const signedIn = { ...session, cookie: cookieHeader(right) };
    expect((await call(t, { method: 'GET', url: '/api/me', session: signedIn })).statusCode).toBe(200);

    const apiWithoutCode = await call(t, { method: 'POST', url: '/api/auth/login', payload: { email: session.email, password } });
    expect(apiWithoutCode.json().error.code).toBe('TWO_FACTOR_REQUIRED');
    const apiWithCode = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: session.email, password, code: totpCode(secret) },
    });
    expect(apiWithCode.statusCode, apiWithCode.body).toBe(200);
  });

  it('lists active sessions and revokes one', async () => {
    const password = 'sessions pw 1';
    const first = await registerAndSignIn(t, { password });
    const second = await signIn(t, first.email, password);
    const list = await call(t, { method: 'GET', url: '/api/auth/list-sessions', session: first });
    const sessions = list.json() as Array<{ token: string }>;
    expect(sessions.length).toBe(2);
    const secondToken = decodeURIComponent(second.cookie.split('casecast.session_token=')[1]!.split(';')[0]!).split('.')[0]!;
    const revoke = await call(t, { method: 'POST', url: '/api/auth/revoke-session', payload: { token: secondToken }, session: first });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await call(t, { method: 'GET', url: '/api/me', session: second })).statusCode).toBe(401);
    expect((await call(t, { method: 'GET', url: '/api/me', session: first })).statusCode).toBe(200);
  });

  it('applies a sign-out, a password change, a role change and a rename on the very next request, though the caller was just used', async () => {
    const password = 'cached caller pw';
    const first = await registerAndSignIn(t, { password, name: 'Cached Caller' });
    const second = await signIn(t, first.email, password);
    const third = await signIn(t, first.email, password);
    const firm = async (session: typeof first) => call(t, { method: 'GET', url: '/api/firm', session });
    for (const session of [first, second, third]) expect((await firm(session)).json().role).toBe('owner');

    // Sign-out through the app.
    expect((await call(t, { method: 'POST', url: '/api/auth/sign-out', payload: {}, session: first })).statusCode).toBe(200);
    expect((await firm(first)).statusCode).toBe(401);
    expect((await firm(second)).statusCode).toBe(200);

    // Changes made by another app server sharing the database (here: written straight into it).
    await sql`UPDATE firm_member SET role = 'staff' WHERE user_id = ${first.userId}`.execute(t.runtime.database.db);
    expect((await firm(second)).json().role).toBe('staff');
    await sql`UPDATE firm SET name = 'Renamed Elsewhere LLP' WHERE id IN (SELECT firm_id FROM firm_member WHERE user_id = ${first.userId})`.execute(
      t.runtime.database.db,
    );
    expect((await firm(second)).json().name).toBe('Renamed Elsewhere LLP');
    await sql`UPDATE "user" SET name = 'Renamed Caller' WHERE id = ${first.userId}`.execute(t.runtime.database.db);
    expect((await call(t, { method: 'GET', url: '/api/me', session: second })).json().user.name).toBe('Renamed Caller');
    await sql`DELETE FROM session WHERE token = ${decodeURIComponent(second.cookie.split('casecast.session_token=')[1]!.split(';')[0]!).split('.')[0]!}`.execute(
      t.runtime.database.db,
    );
    expect((await firm(second)).statusCode).toBe(401);

    // A password change that revokes the other sessions.
    const other = await signIn(t, first.email, password);
    expect((await firm(other)).statusCode).toBe(200);
    const change = await call(t, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: password, newPassword: 'cached caller pw 2', revokeOtherSessions: true },
      session: third,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await firm(other)).statusCode).toBe(401);
    expect((await firm(await signIn(t, first.email, 'cached caller pw 2'))).statusCode).toBe(200);
  });

  it('requires a session for the firm API', async () => {
    const response = await call(t, { method: 'GET', url: '/api/firm' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Authentication required. Please log in.');
  });
});

describe('passwords as production stores them', () => {
  let t: TestApp;
  beforeAll(async () => {
    // better-auth's own scrypt at its production cost, not the test apps' cheaper one (testPasswordHashing).
    t = await createTestApp('pglite', {}, { productionPasswordHashing: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a better-auth scrypt hash, never the password, and signs in with it', async () => {
    const session = await registerAndSignIn(t, { password: 'long enough pw' });
    const stored = await sql<{ password: string }>`SELECT password FROM account WHERE "userId" = ${session.userId}`.execute(
      t.runtime.database.db,
    );
    const hash = stored.rows[0]!.password;
    expect(hash).not.toContain('long enough pw');
    expect(await verifyPassword({ hash, password: 'long enough pw' })).toBe(true);
    expect(await testPasswordHashing.verify({ hash, password: 'long enough pw' })).toBe(false);
    const wrong = await call(t, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: session.email, password: 'not the pw' },
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('demo mode and rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { demoMode: true, authRateLimitMax: 3 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('verifies example.com sign-ups at once', async () => {
    const email = `demo.${Date.now()}@example.com`;
    const signUp = await call(t, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Demo', email, password: 'demo password' },
    });
    expect(signUp.statusCode).toBe(200);
    await signIn(t, email, 'demo password');
  });

  it('limits repeated sign-in attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await call(t, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'x@lawfirm.test', password: 'wrong password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });
});

describe('bad bodies on every account and firm endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers malformed JSON, wrong types and unknown fields with 400, never 500', async () => {
    const session = await registerAndSignIn(t, { password: 'bad bodies pw' });
    const endpoints: Array<{ method: 'POST' | 'PATCH'; url: string; wrong: unknown }> = [
      { method: 'POST', url: '/api/auth/sign-up/email', wrong: { name: ['A'], email: 'a@b.co', password: 'long enough' } },
      { method: 'POST', url: '/api/auth/sign-in/email', wrong: { email: 5, password: 'x' } },
      { method: 'POST', url: '/api/auth/request-password-reset', wrong: { email: 'a@b.co', extra: 1 } },
      { method: 'POST', url: '/api/auth/reset-password', wrong: { newPassword: 12345678, token: 'x' } },
      { method: 'POST', url: '/api/auth/change-password', wrong: { currentPassword: 'bad bodies pw', newPassword: 'x'.repeat(129) } },
      { method: 'POST', url: '/api/auth/update-user', wrong: { name: 'x'.repeat(101) } },
      { method: 'POST', url: '/api/auth/two-factor/enable', wrong: { password: 123 } },
      { method: 'POST', url: '/api/auth/two-factor/verify-totp', wrong: { code: 'abcdef' } },
      { method: 'POST', url: '/api/auth/login', wrong: { email: 'a@b.co', password: 'x', code: '12' } },
      { method: 'POST', url: '/api/auth/refresh', wrong: {} },
      { method: 'POST', url: '/api/auth/verify-token', wrong: { token: 7 } },
      { method: 'PATCH', url: '/api/firm', wrong: { name: null } },
      { method: 'POST', url: '/api/firm/invitations', wrong: { email: 'a@b.co', role: 'partner' } },
    ];
    for (const endpoint of endpoints) {
      const wrong = await call(t, { method: endpoint.method, url: endpoint.url, payload: endpoint.wrong, session });
      expect(wrong.statusCode, `${endpoint.url}: ${wrong.body}`).toBe(400);
      expect(wrong.json().error.message).toBeTruthy();
      const malformed = await t.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie: session.cookie },
        payload: '{"oops": ',
      });
      expect(malformed.statusCode, `${endpoint.url} malformed`).toBe(400);
      expect(malformed.json().error.code).toBe('MALFORMED_JSON');
    }
    // the account is unchanged by all of the above
    const me = await call(t, { method: 'GET', url: '/api/me', session });
    expect(me.json().user).toMatchObject({ name: 'Test Attorney', twoFactorEnabled: false });
  });
});
