// The dev mailbox holds password-reset links: it exists only with DEV_MAILBOX=true, and X-Forwarded-For
// is believed only from the proxies named in TRUST_PROXY.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../config.js';
import { call, createTestApp, databaseTargets, uniqueEmail, type TestApp } from '../test/harness.js';

const secret = randomBytes(32).toString('hex');

describe.each(databaseTargets())('dev mailbox on %s', (target) => {
  const webDist = mkdtempSync(join(tmpdir(), 'casecast-web-'));
  let started: TestApp;
  let dev: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Casecast</title><div id="root"></div>');
    // What `npm start` runs in production behind a load balancer: demo mode, no SMTP, no DEV_MAILBOX.
    started = await createTestApp(target, { demoMode: true, smtpUrl: null, production: true, webDistDir: webDist });
    dev = await createTestApp(target, { demoMode: true, smtpUrl: null, devMailbox: true });
    // inject() connects from 127.0.0.1: here that address is a trusted proxy.
    behindProxy = await createTestApp(target, { demoMode: true, smtpUrl: null, devMailbox: true, trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await started?.close();
    await dev?.close();
    await behindProxy?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers 404 for the mailbox page and API without DEV_MAILBOX, however the request claims to be local', async () => {
    const email = uniqueEmail('victim');
    await call(started, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Victim', email, password: 'victim password' },
    });
    await call(started, { method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });
    for (const remoteAddress of ['203.0.113.9', '127.0.0.1']) {
      const api = await started.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(api.statusCode, api.body).toBe(404);
      expect(api.body).not.toContain('reset-password');
      const page = await started.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress });
      expect(page.statusCode).toBe(404);
    }
    // Other pages of the web app are still served.
    expect((await started.app.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
  });

  it('with DEV_MAILBOX=true, shows the mailbox to this machine only, whatever X-Forwarded-For says', async () => {
    const email = uniqueEmail('dev');
    await call(dev, { method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Dev', email, password: 'dev password 1' } });
    const local = await dev.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.json().messages.some((message: { to: string }) => message.to === email)).toBe(true);
    const spoofed = await dev.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(403);
  });

  it('believes X-Forwarded-For from a proxy named in TRUST_PROXY', async () => {
    const viaProxy = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(viaProxy.statusCode).toBe(403);
    const notTheProxy = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '203.0.113.10',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(notTheProxy.statusCode).toBe(403);
  });
});

describe('TRUST_PROXY and DEV_MAILBOX settings', () => {
  it('trusts no proxy unless told, and accepts addresses, CIDRs or a hop count', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('10.0.0.5, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(parseTrustProxy('2')).toBe(2);
    expect(loadConfig({ AUTH_SECRET: secret, DATA_DIR: 'memory://', NODE_ENV: 'production' }).trustProxy).toBe(false);
  });

  it('refuses TRUST_PROXY values that would believe anyone or make no sense', () => {
    expect(() => parseTrustProxy('true')).toThrow(/name your proxies/);
    expect(() => parseTrustProxy('0')).toThrow(/hop count/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/TRUST_PROXY must list/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY must list/);
  });

  it('keeps the mailbox off unless DEV_MAILBOX=true, and never allows it in production', () => {
    expect(loadConfig({ AUTH_SECRET: secret, DATA_DIR: 'memory://', DEMO_MODE: 'true' }).devMailbox).toBe(false);
    expect(loadConfig({ AUTH_SECRET: secret, DATA_DIR: 'memory://', DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(() => loadConfig({ AUTH_SECRET: secret, DATA_DIR: 'memory://', DEV_MAILBOX: 'true', NODE_ENV: 'production' })).toThrow(
      /DEV_MAILBOX/,
    );
  });
});
