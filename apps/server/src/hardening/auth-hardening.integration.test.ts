// Sign-in limits that a client cannot sidestep, refresh tokens that end with their session, and answers
// that do not tell which addresses have accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  BASE_URL,
  call,
  createTestApp,
  databaseTargets,
  registerAndSignIn,
  signIn,
  uniqueEmail,
  type Session,
  type TestApp,
} from '../test/harness.js';
import { extractLink } from '../test/smtp-peer.js';

let addressCounter = 0;
/** A different client address (as the socket sees it) for each call. */
function nextAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { origin: BASE_URL, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

function expectRateLimited(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(429);
  expect(response.json().error.code, what).toBe('RATE_LIMITED');
  expect(Number(response.headers['retry-after']), `${what}: Retry-After`).toBeGreaterThan(0);
}

describe.each(databaseTargets())('per-address limits behind a spoofed X-Forwarded-For on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // production used to mean "believe every X-Forwarded-For"; it no longer does without TRUST_PROXY.
    t = await createTestApp(target, { production: true, authRateLimitMax: 3, apiRateLimitMax: 40 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts cookie sign-ins per real client address, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = [];
    let last: LightMyRequestResponse | null = null;
    for (let i = 0; i < 5; i++) {
      last = await post(
        t,
        '/api/auth/sign-in/email',
        { email: uniqueEmail('spoof'), password: 'wrong password' },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      );
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expectRateLimited(last!, 'better-auth sign-in limit');
  });

  it('counts token logins per real client address, whatever X-Forwarded-For claims', async () => {
    const statuses: number[] = [];
    let last: LightMyRequestResponse | null = null;
    for (let i = 0; i < 5; i++) {
      last = await post(
        t,
        '/api/auth/login',
        { email: uniqueEmail('spoof'), password: 'wrong password' },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
        '192.0.2.7',
      );
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expectRateLimited(last!, '/api/auth/login limit');
  });

  it('answers the global API limit with RATE_LIMITED and Retry-After', async () => {
    let last: LightMyRequestResponse | null = null;
    for (let i = 0; i < 42; i++)
      last = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '192.0.2.99',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
    expectRateLimited(last!, 'global limit');
    expect(last!.json().error.message).toMatch(/too many requests/i);
  });
});

describe.each(databaseTargets())('per-account sign-in limit on %s', (target) => {
  let t: TestApp;
  let victim: Session;
  let bystander: Session;
  const password = 'victim password 1';
  beforeAll(async () => {
    t = await createTestApp(target);
    victim = await registerAndSignIn(t, { password });
    bystander = await registerAndSignIn(t, { password });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('locks an address after 10 failed sign-ins from any addresses, on both sign-in routes, until the window passes', async () => {
    for (let i = 0; i < 10; i++) {
      const url = i % 2 === 0 ? '/api/auth/sign-in/email' : '/api/auth/login';
      const failed = await post(t, url, { email: victim.email.toUpperCase(), password: `wrong password ${i}` }, {}, nextAddress());
      expect(failed.statusCode, failed.body).toBe(401);
    }
    for (const url of ['/api/auth/sign-in/email', '/api/auth/login']) {
      const locked = await post(t, url, { email: victim.email, password }, {}, nextAddress());
      expectRateLimited(locked, url);
      expect(locked.json().error.message).toMatch(/^Too many failed sign-in attempts for this account\. Try again in 1[45] minutes\.$/);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
    // Another account is not affected, and the window is shared by every app server through the database.
    await signIn(t, bystander.email, password);
    await t.runtime.database.pool.query(`UPDATE sign_in_failure SET created_at = created_at - interval '16 minutes' WHERE email = $1`, [
      victim.email,
    ]);
    await signIn(t, victim.email, password);
  });

  it('locks an unknown address exactly like a known one', async () => {
    const known = (await registerAndSignIn(t, { password })).email;
    const unknown = uniqueEmail('nobody');
    const answers: string[] = [];
    for (const email of [known, unknown]) {
      for (let i = 0; i < 10; i++) await post(t, '/api/auth/sign-in/email', { email, password: 'not the password' }, {}, nextAddress());
      const locked = await post(t, '/api/auth/sign-in/email', { email, password: 'not the password' }, {}, nextAddress());
      expect(locked.statusCode).toBe(429);
      answers.push(locked.body.replace(/\d+ minutes/, 'N minutes'));
    }
    expect(answers[0]).toBe(answers[1]);
  });
});

describe.each(databaseTargets())('answers that do not tell which addresses have accounts on %s', (target) => {
  let t: TestApp;
  let known: Session;
  beforeAll(async () => {
    t = await createTestApp(target);
    known = await registerAndSignIn(t, { password: 'known password 1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const strip = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.body,
    cookies: response.cookies.length,
  });

  it('signs in an unknown address and a wrong password with the same answer', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/auth/login']) {
      const wrongPassword = await post(t, url, { email: known.email, password: 'not the password' });
      const unknownEmail = await post(t, url, { email: uniqueEmail('nobody'), password: 'not the password' });
      expect(strip(unknownEmail), url).toEqual(strip(wrongPassword));
      expect(wrongPassword.json().error.message).toBe('Invalid login credentials');
    }
  });

  it('answers a reset request for an unknown address exactly like one for a known address', async () => {
    const forKnown = await post(t, '/api/auth/request-password-reset', { email: known.email, redirectTo: '/reset-password' });
    const forUnknown = await post(t, '/api/auth/request-password-reset', { email: uniqueEmail('nobody'), redirectTo: '/reset-password' });
    expect(forKnown.statusCode).toBe(200);
    expect(strip(forUnknown)).toEqual(strip(forKnown));
    await t.smtp.waitFor((message) => message.to.includes(known.email) && /Reset/.test(message.subject));
  });
});

describe.each(databaseTargets())('API refresh tokens on %s', (target) => {
  let t: TestApp;
  const password = 'refresh password 1';
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  type Tokens = { access_token: string; refresh_token: string };
  async function apiLogin(email: string, pw = password): Promise<Tokens> {
    const login = await post(t, '/api/auth/login', { email, password: pw });
    expect(login.statusCode, login.body).toBe(200);
    return login.json().session;
  }
  const refresh = (token: string) => post(t, '/api/auth/refresh', { refresh_token: token });
  const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` });
  const me = (tokens: Tokens) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens) });

  it('lets exactly one of 8 parallel refreshes of one token succeed', async () => {
    const account = await registerAndSignIn(t, { password });
    const tokens = await apiLogin(account.email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(tokens.refresh_token)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
    const sessions = await t.runtime.database.pool.query(
      `SELECT count(*)::int AS n FROM session WHERE "userId" = $1 AND token <> ALL($2)`,
      [account.userId, [account.cookie]],
    );
    // The cookie session of registerAndSignIn, and at most the winner's API session.
    expect(sessions.rows[0].n).toBeLessThanOrEqual(2);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const account = await registerAndSignIn(t, { password });
    const first = await apiLogin(account.email);
    const second = (await refresh(first.refresh_token)).json().session as Tokens;
    expect((await me(second)).statusCode).toBe(200);
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    // Another login of the same person is another family, untouched.
    const other = await apiLogin(account.email);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('stops a refresh token after sign-out', async () => {
    const account = await registerAndSignIn(t, { password });
    const tokens = await apiLogin(account.email);
    const signOut = await post(t, '/api/auth/sign-out', {}, bearer(tokens));
    expect(signOut.statusCode, signOut.body).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('stops a refresh token when its session is revoked from another device', async () => {
    const account = await registerAndSignIn(t, { password });
    const tokens = await apiLogin(account.email);
    const revoke = await call(t, {
      method: 'POST',
      url: '/api/auth/revoke-session',
      payload: { token: tokens.access_token },
      session: account,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
    const again = await apiLogin(account.email);
    expect((await call(t, { method: 'POST', url: '/api/auth/revoke-other-sessions', payload: {}, session: account })).statusCode).toBe(200);
    expect((await refresh(again.refresh_token)).statusCode).toBe(401);
  });

  it('stops refresh tokens when the password is changed', async () => {
    const account = await registerAndSignIn(t, { password });
    const tokens = await apiLogin(account.email);
    const change = await call(t, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: password, newPassword: 'changed password 2' },
      session: account,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('stops refresh tokens when the password is reset', async () => {
    const account = await registerAndSignIn(t, { password });
    const tokens = await apiLogin(account.email);
    expect((await post(t, '/api/auth/request-password-reset', { email: account.email, redirectTo: '/reset-password' })).statusCode).toBe(
      200,
    );
    const mail = await t.smtp.waitFor((message) => message.to.includes(account.email) && /Reset/.test(message.subject));
    const landing = await call(t, {
      method: 'GET',
      url: new URL(extractLink(mail, /reset-password/)).pathname + new URL(extractLink(mail, /reset-password/)).search,
    });
    const token = new URL(landing.headers.location as string, BASE_URL).searchParams.get('token');
    const reset = await post(t, '/api/auth/reset-password', { newPassword: 'reset password 2', token });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });
});
