import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness.js';

describe('API rate limit', () => {
  let t: TestApp;
  // A built web app of two files, served as the real one is.
  const webDistDir = mkdtempSync(join(tmpdir(), 'casecast-web-'));
  beforeAll(async () => {
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Casecast</title><script src="/assets/app.js"></script>');
    writeFileSync(join(webDistDir, 'assets', 'app.js'), 'console.log(1);');
    t = await createTestApp('pglite', { apiRateLimitMax: 5, webDistDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('answers 429 with the usual error shape once a client passes API_RATE_LIMIT_MAX in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await call(t, { method: 'GET', url: '/api/health' })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await call(t, { method: 'GET', url: '/api/health' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBeTruthy();
    expect(limited.json().error.message).toMatch(/rate limit|too many/i);
    // Pages and the app's files are not API requests: a page still loads its code for the same client.
    for (const url of ['/dashboard', '/assets/app.js', '/assets/app.js'])
      expect((await call(t, { method: 'GET', url })).statusCode, url).toBe(200);
  });
});
