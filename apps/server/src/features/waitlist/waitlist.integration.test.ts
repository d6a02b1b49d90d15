import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, registerAndSignIn, uniqueEmail, type Session, type TestApp } from '../../test/harness.js';

type Received = { contentType: string; fields: Record<string, string> };

/** A stand-in for the spreadsheet script: records what it receives, and answers 500 while `failing`. */
async function startWebhook() {
  const received: Received[] = [];
  const state = { failing: false };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ contentType: request.headers['content-type'] ?? '', fields: Object.fromEntries(new URLSearchParams(body)) });
      response.statusCode = state.failing ? 500 : 200;
      response.end(state.failing ? 'broken' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/exec`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let address = 0;
/** Each signup from its own address, so the per-address rate limit only bites where a test wants it to. */
function nextIp(): string {
  address += 1;
  return `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

describe.each(databaseTargets())('waiting list on %s', (target) => {
  let t: TestApp;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  let admin: Session;
  let someone: Session;
  const adminEmail = uniqueEmail('admin');

  const join = (payload: unknown, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const list = async () =>
    (await call(t, { method: 'GET', url: '/api/admin/waitlist', session: admin })).json<{ signups: Array<Record<string, string | null>> }>()
      .signups;

  beforeAll(async () => {
    webhook = await startWebhook();
    t = await createTestApp(target, { adminEmails: [adminEmail], waitlistWebhookUrl: webhook.url });
    admin = await registerAndSignIn(t, { name: 'Instance Admin', email: adminEmail });
    someone = await registerAndSignIn(t, { name: 'Firm Owner' });
  });
  afterAll(async () => {
    await t?.close();
    await webhook?.close();
  });

  it('stores a signup and forwards it to the webhook as form data with the spreadsheet fields', async () => {
    const email = uniqueEmail('signup');
    const response = await join({
      name: ' Jordan Reyes ',
      email,
      firmName: 'Reyes Injury Law',
      phone: '555-0100',
      message: 'We have 40 open cases.',
    });
    expect(response.statusCode, response.body).toBe(201);

    const stored = (await list()).find((signup) => signup.email === email);
    expect(stored).toMatchObject({
      name: 'Jordan Reyes',
      firmName: 'Reyes Injury Law',
      phone: '555-0100',
      message: 'We have 40 open cases.',
    });
    expect(stored?.forwardedAt).not.toBeNull();

    const sent = webhook.received.find((request) => request.fields.email === email);
    expect(sent?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent?.fields).toEqual({
      name: 'Jordan Reyes',
      email,
      phone: '555-0100',
      firmName: 'Reyes Injury Law',
      message: 'We have 40 open cases.',
    });
  });

  it('keeps optional phone and message empty when left out', async () => {
    const email = uniqueEmail('minimal');
    expect((await join({ name: 'Sam Lee', email, firmName: 'Lee & Park', phone: '', message: '' })).statusCode).toBe(201);
    expect((await list()).find((signup) => signup.email === email)).toMatchObject({ phone: null, message: null });
    expect(webhook.received.find((request) => request.fields.email === email)?.fields).toMatchObject({ phone: '', message: '' });
  });

  it('tells an address already on the list so (409), in any letter case, and stores it once', async () => {
    const email = uniqueEmail('twice');
    expect((await join({ name: 'First', email, firmName: 'Firm One' })).statusCode).toBe(201);
    const again = await join({ name: 'Second', email: email.toUpperCase(), firmName: 'Firm Two' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'ALREADY_ON_WAITLIST', message: expect.stringContaining('already on our waiting list') });
    const matches = (await list()).filter((signup) => signup.email?.toLowerCase() === email.toLowerCase());
    expect(matches).toHaveLength(1);
    expect(matches[0]?.name).toBe('First');
  });

  it('refuses missing fields, bad addresses, over-long text and malformed JSON with 400, storing nothing', async () => {
    const before = (await list()).length;
    const email = uniqueEmail('bad');
    const cases: Array<[unknown, string]> = [
      [{ email, firmName: 'Firm' }, 'Name is required'],
      [{ name: 'A', email, firmName: '   ' }, 'Law firm name is required'],
      [{ name: 'A', firmName: 'Firm' }, 'Email address is required'],
      [{ name: 'A', email: 'not-an-address', firmName: 'Firm' }, 'Please enter a valid email address'],
      [{ name: 'A', email, firmName: 'Firm', message: 'x'.repeat(2001) }, 'Message is too long'],
      [{ name: 'x'.repeat(101), email, firmName: 'Firm' }, 'Name is too long'],
      [{ name: 'A', email, firmName: 'Firm', role: 'admin' }, ''],
      ['{"name": "A", "email": ', 'The request body is not valid JSON.'],
    ];
    for (const [payload, message] of cases) {
      const response = await join(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    expect(await list()).toHaveLength(before);
  });

  it('keeps the signup when the webhook fails, and leaves it marked as not forwarded', async () => {
    webhook.state.failing = true;
    try {
      const email = uniqueEmail('webhook.down');
      const response = await join({ name: 'Kept Anyway', email, firmName: 'Durable LLP' });
      expect(response.statusCode, response.body).toBe(201);
      expect(webhook.received.some((request) => request.fields.email === email)).toBe(true);
      const stored = (await list()).find((signup) => signup.email === email);
      expect(stored).toMatchObject({ name: 'Kept Anyway', forwardedAt: null });
    } finally {
      webhook.state.failing = false;
    }
  });

  it('takes the page form as a plain form POST (no script) and answers a page, refusing other sites', async () => {
    const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/waiting-list',
        remoteAddress: nextIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin: 'null', ...headers },
        payload: new URLSearchParams(fields).toString(),
      });
    const email = uniqueEmail('noscript');
    const ok = await postForm({ name: 'Noor Haddad', email, firmName: 'Haddad Law', phone: '', message: '' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/html/);
    expect(ok.body).toContain('Thank you for joining our waiting list! We&#39;ll be in touch soon.');
    expect((await list()).find((signup) => signup.email === email)).toMatchObject({
      name: 'Noor Haddad',
      firmName: 'Haddad Law',
      phone: null,
    });

    const missing = await postForm({ name: '', email: 'not-an-address', firmName: 'X' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Name is required');
    expect(missing.body).toContain('href="/waiting-list"');
    const twice = await postForm({ name: 'Noor Haddad', email, firmName: 'Haddad Law' });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('already on our waiting list');

    const before = (await list()).length;
    const crossSite = await postForm(
      { name: 'Mallory', email: uniqueEmail('evil'), firmName: 'Evil' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    const crossSiteNoOrigin = await postForm(
      { name: 'Mallory', email: uniqueEmail('evil'), firmName: 'Evil' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSiteNoOrigin.statusCode).toBe(403);
    expect(await list()).toHaveLength(before);
    // The JSON API still refuses form bodies (a cross-site form cannot reach it).
    const apiForm = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=A&email=a%40b.co&firmName=F',
    });
    expect(apiForm.statusCode).toBe(415);
  });

  it('limits how often one address may sign up', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1)
      statuses.push((await join({ name: 'Flood', email: uniqueEmail('flood'), firmName: 'Flood' }, ip)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('shows the list and the CSV to administrators only', async () => {
    expect((await call(t, { method: 'GET', url: '/api/admin/waitlist' })).statusCode).toBe(401);
    expect((await call(t, { method: 'GET', url: '/api/admin/waitlist.csv' })).statusCode).toBe(401);
    expect((await call(t, { method: 'GET', url: '/api/admin/waitlist', session: someone })).statusCode).toBe(403);
    expect((await call(t, { method: 'GET', url: '/api/admin/waitlist.csv', session: someone })).statusCode).toBe(403);

    const me = await call(t, { method: 'GET', url: '/api/me', session: admin });
    expect(me.json().isAdmin).toBe(true);
    expect((await call(t, { method: 'GET', url: '/api/me', session: someone })).json().isAdmin).toBe(false);

    expect((await call(t, { method: 'GET', url: '/api/admin/waitlist', session: admin })).statusCode).toBe(200);
  });

  it('exports CSV that a spreadsheet cannot run as formulas', async () => {
    const email = uniqueEmail('csv');
    expect(
      (
        await join({
          name: '=HYPERLINK("http://evil.test","click")',
          email,
          firmName: '+Plus "Quoted", LLP',
          message: '@SUM(A1)\nsecond line',
        })
      ).statusCode,
    ).toBe(201);
    const response = await call(t, { method: 'GET', url: '/api/admin/waitlist.csv', session: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="casecast-waitlist-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('"Name","Email","Law firm","Phone","Message","Signed up","Forwarded"\r\n')).toBe(true);
    expect(response.body).toContain(
      `"'=HYPERLINK(""http://evil.test"",""click"")","${email}","'+Plus ""Quoted"", LLP","","'@SUM(A1)\nsecond line"`,
    );
  });
});
