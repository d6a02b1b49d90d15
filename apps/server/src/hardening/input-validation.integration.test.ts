// The hostile inputs that once got a 5xx, each now a 4xx that names what is wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../test/harness.js';

type ErrorBody = { error: { code: string; message: string } };

describe.each(databaseTargets())('hostile input answered with a 4xx on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let caseId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Input Owner', company: 'Input Firm' });
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { clientName: 'Ann Lee', status: 'open', dateOpened: '2024-01-02' },
      session: owner,
    });
    expect(created.statusCode, created.body).toBe(201);
    caseId = created.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectError = (response: { statusCode: number; json: <T>() => T; body: string }, status: number, message: RegExp) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<ErrorBody>().error.message).toMatch(message);
  };

  it('refuses NUL bytes in any text field with a 400 naming the field', async () => {
    expectError(
      await call(t, {
        method: 'POST',
        url: '/api/cases',
        payload: { clientName: 'Ann\u0000Lee', status: 'open', dateOpened: '2024-01-02' },
        session: owner,
      }),
      400,
      /control characters \(clientName\)/,
    );
    expectError(
      await call(t, { method: 'PATCH', url: `/api/cases/${caseId}`, payload: { notes: 'a\u0000' }, session: owner }),
      400,
      /control characters \(notes\)/,
    );
    expectError(
      await call(t, {
        method: 'POST',
        url: `/api/cases/${caseId}/injuries`,
        payload: { type: 'Whiplash', bodyPart: 'Neck', description: '\u0000' },
        session: owner,
      }),
      400,
      /control characters \(description\)/,
    );
    expectError(
      await call(t, { method: 'POST', url: `/api/cases/${caseId}/notes`, payload: { content: 'call', author: 'x\u0000' }, session: owner }),
      400,
      /control characters \(author\)/,
    );
    // A lone surrogate half cannot be stored in jsonb (the audit log) either.
    expectError(
      await call(t, {
        method: 'POST',
        url: `/api/cases/${caseId}/treatments`,
        payload: { type: 'Physio\ud800', provider: 'Clinic', startDate: '2024-01-05' },
        session: owner,
      }),
      400,
      /control characters \(type\)/,
    );
    const unchanged = (await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: owner })).json<{
      notes: string | null;
      injuries: unknown[];
    }>();
    expect(unchanged).toMatchObject({ notes: null, injuries: [] });
  });

  it('refuses amounts beyond the largest accepted ($999,999,999.99), with more than 2 decimals, or days beyond a century', async () => {
    const base = { clientName: 'Bo Diaz', status: 'open', dateOpened: '2024-01-02' };
    expectError(
      await call(t, { method: 'POST', url: '/api/cases', payload: { ...base, medicalCosts: 1e20 }, session: owner }),
      400,
      /at most 999,999,999\.99 \(medicalCosts\)/,
    );
    expectError(
      await call(t, { method: 'POST', url: '/api/cases', payload: { ...base, insuranceLimits: 1.005 }, session: owner }),
      400,
      /at most 2 decimals \(insuranceLimits\)/,
    );
    expectError(
      await call(t, { method: 'PATCH', url: `/api/cases/${caseId}`, payload: { workDaysMissed: 1e9 }, session: owner }),
      400,
      /workDaysMissed/,
    );
    expectError(
      await call(t, {
        method: 'POST',
        url: `/api/cases/${caseId}/treatments`,
        payload: { type: 'Physio', provider: 'Clinic', startDate: '2024-01-05', cost: 1e300 },
        session: owner,
      }),
      400,
      /\(cost\)/,
    );
    // JSON has no Infinity, but 1e400 parses to it.
    const infinite = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { origin: BASE_URL, cookie: owner.cookie, 'content-type': 'application/json' },
      payload: '{"clientName":"Cy","status":"open","dateOpened":"2024-01-02","actualSettlement":1e400}',
    });
    expectError(infinite, 400, /actualSettlement/);
    const largest = await call(t, {
      method: 'POST',
      url: '/api/cases',
      payload: { ...base, medicalCosts: 999_999_999.99 },
      session: owner,
    });
    expect(largest.statusCode, largest.body).toBe(201);
    expect(largest.json<{ medicalCosts: number }>().medicalCosts).toBe(999_999_999.99);
    expectError(
      await call(t, { method: 'POST', url: '/api/cases', payload: { ...base, medicalCosts: 1_000_000_000 }, session: owner }),
      400,
      /at most 999,999,999\.99 \(medicalCosts\)/,
    );
  });

  it('refuses 1e308 and other unbounded numbers in a prediction request before the model sees them', async () => {
    expectError(
      await call(t, { method: 'POST', url: '/api/predictions/predict', payload: { medical_costs: 1e308 }, session: owner }),
      400,
      /medical_costs/,
    );
    expectError(
      await call(t, {
        method: 'POST',
        url: '/api/predictions/predict',
        payload: { treatments: [{ type: 'PT', cost: 1e308 }] },
        session: owner,
      }),
      400,
      /treatments\.0\.cost/,
    );
    expectError(
      await call(t, { method: 'POST', url: '/api/predictions/predict', payload: { jurisdiction: 'x'.repeat(10_000) }, session: owner }),
      400,
      /jurisdiction/,
    );
  });

  it('validates a saved prediction like every other body: bounded text, non-negative finite values', async () => {
    const valid = {
      predictions: { ensemble: 42_000, confidence: 0.7 },
      confidence_intervals: { ensemble: { lower: 30_000, upper: 55_000 } },
      key_factors: [{ factor: 'medical_costs', importance: 0.4 }],
      model_version: 'outside-1',
      timestamp: '2024-05-01T00:00:00Z',
    };
    const url = `/api/cases/${caseId}/predictions/external`;
    expectError(
      await call(t, { method: 'POST', url, payload: { ...valid, model_version: 'v'.repeat(100_000) }, session: owner }),
      400,
      /model_version/,
    );
    expectError(
      await call(t, { method: 'POST', url, payload: { ...valid, predictions: { ensemble: -5 } }, session: owner }),
      400,
      /predictions\.ensemble/,
    );
    expectError(
      await call(t, { method: 'POST', url, payload: { ...valid, predictions: { ensemble: 1e20 } }, session: owner }),
      400,
      /predictions\.ensemble/,
    );
    expectError(
      await call(t, { method: 'POST', url, payload: { ...valid, key_factors: [{ factor: 'a\u0000', importance: 0.1 }] }, session: owner }),
      400,
      /key_factors\.0\.factor/,
    );
    expectError(
      await call(t, {
        method: 'POST',
        url,
        payload: { ...valid, key_factors: Array.from({ length: 1000 }, (_, i) => ({ factor: `f${i}`, importance: 0.1 })) },
        session: owner,
      }),
      400,
      /key_factors/,
    );
    expectError(
      await call(t, {
        method: 'POST',
        url,
        payload: { ...valid, confidence_intervals: { ensemble: { lower: -1, upper: 5 } } },
        session: owner,
      }),
      400,
      /confidence_intervals\.ensemble\.lower/,
    );
    expectError(
      await call(t, {
        method: 'POST',
        url,
        payload: { ...valid, explanation: { base_value: 1, feature_contributions: { ['k'.repeat(5000)]: 1 } } },
        session: owner,
      }),
      400,
      /feature_contributions/,
    );
    const saved = await call(t, { method: 'POST', url, payload: valid, session: owner });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<{ predicted_value: number }>().predicted_value).toBe(42_000);
  });

  it('checks the export query before streaming: a NUL in the search is a 400, not a 200 cut off', async () => {
    expectError(
      await call(t, { method: 'GET', url: '/api/cases/export.csv?search=%00', session: owner }),
      400,
      /control characters \(search\)/,
    );
    expectError(await call(t, { method: 'GET', url: '/api/cases?search=a%00b', session: owner }), 400, /control characters \(search\)/);
    expectError(await call(t, { method: 'GET', url: '/api/documents?search=%00', session: owner }), 400, /search/);
    expectError(await call(t, { method: 'GET', url: '/api/analytics?search=%00', session: owner }), 400, /search/);
    expect((await call(t, { method: 'GET', url: '/api/cases?page=1e308', session: owner })).statusCode).toBe(400);
  });

  it('answers ids that are not ids with 404, never 500', async () => {
    for (const id of ['not-a-uuid', '%00', 'x'.repeat(300), '%F0%9F%92%A9', '..']) {
      for (const url of [`/api/cases/${id}`, `/api/injuries/${id}`, `/api/cases/${id}/predictions`, `/api/documents/${id}`]) {
        const response = await call(t, { method: url.startsWith('/api/injuries') ? 'DELETE' : 'GET', url, session: owner });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(404);
        expect(response.json<ErrorBody>().error.code).toBe('NOT_FOUND');
      }
    }
  });

  it('answers 401 to a bearer token that cannot be a header value', async () => {
    for (const url of ['/api/me', '/api/cases', '/api/auth/me']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { origin: BASE_URL, authorization: 'Bearer é…' } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(401);
    }
    expect((await call(t, { method: 'POST', url: '/api/auth/verify-token', payload: { token: 'é…' } })).statusCode).toBe(401);
  });

  it('refuses JSON nested 20,000 deep with 400 MALFORMED_JSON, and still parses ordinary JSON', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const url of [`/api/cases/${caseId}/predictions/external`, '/api/cases', `/api/cases/${caseId}/predictions`]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: BASE_URL, cookie: owner.cookie, 'content-type': 'application/json' },
        payload: deep,
      });
      expectError(response, 400, /nested too deeply/);
      expect(response.json<ErrorBody>().error.code).toBe('MALFORMED_JSON');
    }
    const braces = '{"clientName":"[{not nesting}]","status":"open","dateOpened":"2024-01-02","notes":"\\"[[[[\\""}';
    const ordinary = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { origin: BASE_URL, cookie: owner.cookie, 'content-type': 'application/json' },
      payload: braces,
    });
    expect(ordinary.statusCode, ordinary.body).toBe(201);
    expect(ordinary.json<{ notes: string }>().notes).toBe('"[[[["');
  });
});
