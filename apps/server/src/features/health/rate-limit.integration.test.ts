import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness.js';

describe('API rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { apiRateLimitMax: 5 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with the usual error shape once a client passes API_RATE_LIMIT_MAX in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await call(t, { method: 'GET', url: '/api/health' })).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const limited = await call(t, { method: 'GET', url: '/api/health' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBeTruthy();
    expect(limited.json().error.message).toMatch(/rate limit|too many/i);
  });
});
