// Secrets in the request log (audit item 6): calendar-feed, password-reset and email-verification tokens travel in
// URLs; the log at the default level (info) shows those URLs with `[redacted]` in place of every token.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../http/log-redaction.js';
import { extractLink } from '../test/smtp-peer.js';
import {
  BASE_URL,
  call,
  createTestApp,
  databaseTargets,
  registerAndSignIn,
  uniqueEmail,
  type Session,
  type TestApp,
} from '../test/harness.js';

describe('redactUrl', () => {
  it('replaces token values in query strings, nested callback URLs and reset-link paths', () => {
    expect(redactUrl('/api/calendar.ics?token=abc_DEF-123')).toBe('/api/calendar.ics?token=[redacted]');
    expect(redactUrl('/api/auth/reset-password/tok123?callbackURL=%2Freset-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    );
    expect(redactUrl('/reset-password?error=x&token=tok123')).toBe('/reset-password?error=x&token=[redacted]');
    expect(redactUrl('/api/auth/verify-email?token=eyJ.a.b&callbackURL=%2Flogin%3Ftoken%3Dinner')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Flogin%3Ftoken%3D[redacted]',
    );
    expect(redactUrl('/api/cases?page=2&search=token')).toBe('/api/cases?page=2&search=token');
    expect(redactUrl('/api/signing/Abc_123-xyz/document.pdf')).toBe('/api/signing/[redacted]/document.pdf');
    expect(redactUrl('/sign/Abc_123-xyz')).toBe('/sign/[redacted]');
  });
});

describe.each(databaseTargets())('request log on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  beforeAll(async () => {
    t = await createTestApp(target, {}, { logger: { level: 'info', stream } });
    owner = await registerAndSignIn(t, { name: 'Log Owner', company: 'Log Firm' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps calendar-feed, reset and verification tokens out of the log at the default level', async () => {
    const feed = await call(t, { method: 'POST', url: '/api/calendar/feed', session: owner });
    const feedUrl = new URL(feed.json<{ url: string }>().url);
    const feedToken = feedUrl.searchParams.get('token')!;
    expect((await call(t, { method: 'GET', url: feedUrl.pathname + feedUrl.search, session: null })).statusCode).toBe(200);

    const reset = await call(t, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: owner.email, redirectTo: '/reset-password' },
    });
    expect(reset.statusCode).toBe(200);
    const resetMail = await t.smtp.waitFor((message) => message.to.includes(owner.email) && /Reset/.test(message.subject));
    const resetLink = new URL(extractLink(resetMail, /reset-password/));
    const landing = await call(t, { method: 'GET', url: resetLink.pathname + resetLink.search });
    const resetToken = new URL(landing.headers.location as string, BASE_URL).searchParams.get('token')!;
    expect(resetToken.length).toBeGreaterThan(10);

    const email = uniqueEmail('verify');
    await call(t, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Vera Fy', email, password: 'long enough pw', company: 'Vera Law' },
    });
    const verifyMail = await t.smtp.waitFor((message) => message.to.includes(email));
    const verifyLink = new URL(extractLink(verifyMail, /verify-email/));
    const verifyToken = verifyLink.searchParams.get('token')!;
    expect((await call(t, { method: 'GET', url: verifyLink.pathname + verifyLink.search })).statusCode).toBe(302);

    const log = lines.join('');
    // The requests were logged (so the test reads the real log), with their tokens replaced.
    expect(log).toContain('/api/calendar.ics?token=[redacted]');
    expect(log).toContain('/api/auth/reset-password/[redacted]');
    expect(log).toContain('/api/auth/verify-email?token=[redacted]');
    for (const secret of [feedToken, resetToken, verifyToken]) expect(log).not.toContain(secret);
  });
});
