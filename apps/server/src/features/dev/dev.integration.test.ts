import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness.js';

describe('dev mailbox (DEV_MAILBOX=true without SMTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { demoMode: true, devMailbox: true, smtpUrl: null });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps emails in the outbox and shows them to the local machine only', async () => {
    const signUp = await call(t, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Outbox Person', email: 'outbox@lawfirm.test', password: 'outbox password' },
    });
    expect(signUp.statusCode).toBe(200);
    const local = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const [message] = local.json().messages;
    expect(message).toMatchObject({ to: 'outbox@lawfirm.test', subject: 'Verify your email address for Casecast' });
    expect(message.text).toContain('/api/auth/verify-email?token=');

    const remote = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
  });
});
