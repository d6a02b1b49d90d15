// POST /login: the login page's form as a plain form POST (before hydration, or without script). It signs
// in like the JSON sign-in (same session cookie, rate limit and account lock) and answers with redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASE_URL,
  call,
  cookieHeader,
  createTestApp,
  databaseTargets,
  registerAndSignIn,
  uniqueEmail,
  type Session,
  type TestApp,
} from '../test/harness.js';
import { secretFromTotpUri, totpCode } from '../test/totp.js';
import { SIGN_IN_FAILURE_LIMIT } from './account-lock.js';

const browserForm = { origin: BASE_URL, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };

const postForm = (t: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress,
    headers: { ...browserForm, ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

describe.each(databaseTargets())('the login form POST on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  const password = 'form password 1';

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { password, company: 'Form Firm' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs in with the session cookie the JSON sign-in sets and sends the browser to the dashboard', async () => {
    const response = await postForm(t, { email: owner.email, password, rememberMe: 'on' });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe('/dashboard');
    const session = { cookie: cookieHeader(response), userId: owner.userId, email: owner.email };
    expect(response.cookies.map((cookie) => cookie.name).sort()).toEqual(
      (await call(t, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: owner.email, password } })).cookies
        .map((cookie) => cookie.name)
        .sort(),
    );
    const me = await call(t, { method: 'GET', url: '/api/auth/me', session });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user.email).toBe(owner.email);
  });

  it('sends a wrong password back to /login with the outcome, never what was typed, and sets no session', async () => {
    const response = await postForm(t, { email: owner.email, password: 'not the password' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?signin=invalid');
    expect(response.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
    const empty = await postForm(t, { email: '', password: '' });
    expect(empty.headers.location).toBe('/login?signin=invalid');
  });

  it('refuses a form posted from another site with 403, and a body that is not a form with 415', async () => {
    const evil = await postForm(t, { email: owner.email, password }, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.body).toBe('This request came from another site and was refused.');
    expect(evil.cookies).toEqual([]);
    const crossSite = await postForm(t, { email: owner.email, password }, { origin: '', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const json = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { origin: BASE_URL, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: owner.email, password }),
    });
    expect(json.statusCode).toBe(415);
  });

  it('sends an account with two-factor on back to /login for the code, holding the pending sign-in in its cookie', async () => {
    const session = await registerAndSignIn(t, { password });
    const enable = await call(t, { method: 'POST', url: '/api/auth/two-factor/enable', payload: { password }, session });
    const secret = secretFromTotpUri(enable.json().totpURI);
    expect(
      (await call(t, { method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: totpCode(secret) }, session })).statusCode,
    ).toBe(200);

    const form = await postForm(t, { email: session.email, password });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/login?signin=two-factor');
    // Not signed in yet: the cookie only lets the page's code step finish the sign-in.
    const pending = { ...session, cookie: cookieHeader(form) };
    expect((await call(t, { method: 'GET', url: '/api/auth/me', session: pending })).statusCode).toBe(401);
    const verified = await call(t, {
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      payload: { code: totpCode(secret) },
      session: pending,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(
      (await call(t, { method: 'GET', url: '/api/auth/me', session: { ...session, cookie: cookieHeader(verified) } })).statusCode,
    ).toBe(200);
  });

  it('counts failures toward the account lock, and a locked account is sent back with the lock outcome', async () => {
    const victim = await registerAndSignIn(t, { password });
    for (let i = 0; i < SIGN_IN_FAILURE_LIMIT; i++) {
      const failed = await postForm(t, { email: victim.email, password: 'wrong guess' }, {}, `198.51.100.${i + 1}`);
      expect(failed.headers.location).toBe('/login?signin=invalid');
    }
    const locked = await postForm(t, { email: victim.email, password }, {}, '198.51.100.200');
    expect(locked.statusCode).toBe(303);
    expect(locked.headers.location).toBe('/login?signin=locked');
    expect(locked.cookies).toEqual([]);
    // The JSON sign-in sees the same lock.
    const json = await call(t, { method: 'POST', url: '/api/auth/sign-in/email', payload: { email: victim.email, password } });
    expect(json.statusCode).toBe(429);
  });
});

describe.each(databaseTargets())('the login form POST rate limit on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { authRateLimitMax: 3 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shares the per-address sign-in limit with the JSON sign-in and says so on the login page', async () => {
    const address = '192.0.2.44';
    const jsonSignIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: address,
        headers: { origin: BASE_URL, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: uniqueEmail('limit'), password: 'wrong password' }),
      });
    expect((await jsonSignIn()).statusCode).toBe(401);
    const form = await postForm(t, { email: uniqueEmail('limit'), password: 'wrong password' }, {}, address);
    expect(form.headers.location).toBe('/login?signin=invalid');
    expect((await jsonSignIn()).statusCode).toBe(401);
    const limited = await postForm(t, { email: uniqueEmail('limit'), password: 'wrong password' }, {}, address);
    expect(limited.statusCode).toBe(303);
    expect(limited.headers.location).toBe('/login?signin=limited');
    expect((await jsonSignIn()).statusCode).toBe(429);
    // Another address is not affected.
    expect((await postForm(t, { email: uniqueEmail('limit'), password: 'wrong password' }, {}, '192.0.2.45')).headers.location).toBe(
      '/login?signin=invalid',
    );
  });
});
