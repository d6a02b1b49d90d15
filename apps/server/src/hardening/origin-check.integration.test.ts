// Cross-site writes with cookies (CSRF) are refused; the app's own origins, bearer tokens and non-browser clients are not.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
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

const newCase = { clientName: 'Origin Check', status: 'open', dateOpened: '2024-03-01' };
const refused = { error: { code: 'FORBIDDEN_ORIGIN', message: 'This request came from another site and was refused.' } };

describe.each(databaseTargets())('origin check on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  const countCases = async () =>
    (await call(t, { method: 'GET', url: '/api/cases', session: owner })).json<{ totalAll: number }>().totalAll;

  beforeAll(async () => {
    // The trusted origins exactly as the server computes them for the default BASE_URL.
    const { trustedOrigins } = loadConfig({ AUTH_SECRET: randomBytes(32).toString('hex'), DATA_DIR: 'memory://', PORT: '3000' });
    t = await createTestApp(target, { trustedOrigins });
    owner = await registerAndSignIn(t, { company: 'Origin Firm' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a cookie-authenticated write from another site and changes nothing', async () => {
    const before = await countCases();
    const evil = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: newCase,
      session: owner,
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual(refused);
    const nullOrigin = await call(t, { method: 'POST', url: '/api/cases', payload: newCase, session: owner, headers: { origin: 'null' } });
    expect(nullOrigin.statusCode).toBe(403);
    const patch = await call(t, {
      method: 'POST',
      url: '/api/auth/update-user',
      payload: { name: 'Hijacked' },
      session: owner,
      headers: { origin: 'https://evil.example' },
    });
    expect(patch.statusCode).toBe(403);
    expect(await countCases()).toBe(before);
  });

  it('refuses a cookie write whose Sec-Fetch-Site says cross-site when there is no Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie: owner.cookie, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: JSON.stringify(newCase),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refused);
  });

  it('accepts writes from its own origin, on localhost and on 127.0.0.1', async () => {
    const before = await countCases();
    for (const origin of [BASE_URL, 'http://127.0.0.1:3000']) {
      const response = await call(t, {
        method: 'POST',
        url: '/api/cases',
        payload: newCase,
        session: owner,
        headers: { origin, 'sec-fetch-site': 'same-origin' },
      });
      expect(response.statusCode, `${origin}: ${response.body}`).toBe(201);
    }
    expect(await countCases()).toBe(before + 2);
  });

  it('lets someone register and sign in from http://127.0.0.1:3000 in demo mode', async () => {
    const local = loadConfig({ AUTH_SECRET: randomBytes(32).toString('hex'), DATA_DIR: 'memory://', PORT: '3000' });
    expect(local.trustedOrigins).toEqual(expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000']));
    // A public BASE_URL is trusted alone (plus TRUSTED_ORIGINS), never the loopback names.
    const hosted = loadConfig({
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: 'memory://',
      BASE_URL: 'https://app.casecast.example',
    });
    expect(hosted.trustedOrigins).toEqual(['https://app.casecast.example']);
    const email = uniqueEmail('loopback');
    const browser = {
      origin: 'http://127.0.0.1:3000',
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
    };
    const signUp = await call(t, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Loopback User', email, password: 'loopback password' },
      headers: browser,
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const mail = await t.smtp.waitFor((message) => message.to.includes(email) && /verify/i.test(message.subject));
    const link = new URL(/https?:\/\/\S*verify-email\S*/.exec(mail.text)![0]);
    expect((await call(t, { method: 'GET', url: link.pathname + link.search })).statusCode).toBeLessThan(400);
    const signIn = await call(t, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'loopback password' },
      headers: browser,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const me = await call(t, {
      method: 'POST',
      url: '/api/auth/update-user',
      payload: { name: 'Loopback Renamed' },
      session: { cookie: cookieHeader(signIn), userId: '', email },
      headers: browser,
    });
    expect(me.statusCode, me.body).toBe(200);
  });

  it('leaves bearer-token clients and cookie clients without Origin or Sec-Fetch-Site (not browsers) alone', async () => {
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: 'correct horse battery' },
    });
    const bearer = { authorization: `Bearer ${login.json().session.access_token}` };
    const withBearer = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...bearer, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: JSON.stringify(newCase),
    });
    expect(withBearer.statusCode, withBearer.body).toBe(201);
    const script = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify(newCase),
    });
    expect(script.statusCode, script.body).toBe(201);
  });
});
