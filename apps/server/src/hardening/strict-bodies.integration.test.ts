// Unknown fields (audit item 12): a client that sent `policyLimits` and `faultPercent` for `insuranceLimits` and
// `liability` got 201 and lost both. Every request body is strict: an unknown field is a 400 naming it, and nothing
// is created or changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictSchema } from '../http/strict-body.js';
import { call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../test/harness.js';

type ErrorBody = { error: { code: string; message: string; issues: Array<{ path: string; message: string }> } };

describe('strictSchema', () => {
  it('refuses unknown keys at every depth, through optional, arrays, unions and transforms, and keeps loose objects loose', () => {
    const schema = strictSchema(
      z
        .object({
          name: z.string(),
          items: z.array(z.object({ cost: z.number() })).optional(),
          either: z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]).optional(),
          loose: z.looseObject({ x: z.number() }).optional(),
        })
        .transform((value) => ({ ...value, upper: value.name.toUpperCase() })),
    );
    expect(schema.parse({ name: 'a', items: [{ cost: 1 }], loose: { x: 1, extra: 2 } })).toMatchObject({ upper: 'A', loose: { extra: 2 } });
    expect(schema.safeParse({ name: 'a', policyLimits: 1 }).error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['policyLimits'],
    });
    expect(schema.safeParse({ name: 'a', items: [{ cost: 1, id: 'x' }] }).error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      path: ['items', 0],
    });
    expect(schema.safeParse({ name: 'a', either: { a: 1, c: 2 } }).success).toBe(false);
    // Refinements survive.
    const refined = strictSchema(
      z.object({ from: z.number(), to: z.number() }).refine((value) => value.to >= value.from, 'to before from'),
    );
    expect(refined.safeParse({ from: 2, to: 1 }).error?.issues[0]?.message).toBe('to before from');
  });
});

describe.each(databaseTargets())('strict request bodies on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Strict Owner', company: 'Strict Firm' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses POST /api/cases with policyLimits and faultPercent (400 naming them) and creates nothing', async () => {
    const response = await call(t, {
      method: 'POST',
      url: '/api/cases',
      session: owner,
      payload: { clientName: 'Lost Fields', status: 'open', dateOpened: '2024-03-01', policyLimits: 50000, faultPercent: 20 },
    });
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json<ErrorBody>();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Unknown fields "policyLimits", "faultPercent": it is not part of this request.');
    expect(error.issues.map((issue) => issue.path)).toEqual(['policyLimits', 'faultPercent']);
    const list = await call(t, { method: 'GET', url: '/api/cases?search=Lost%20Fields', session: owner });
    expect(list.json<{ total: number }>().total).toBe(0);
  });

  it('refuses a PATCH with an unknown field (400) and leaves the record unchanged', async () => {
    const created = await call(t, {
      method: 'POST',
      url: '/api/cases',
      session: owner,
      payload: { clientName: 'Kept As Is', status: 'open', dateOpened: '2024-03-01', insuranceLimits: 30000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json<{ id: string }>().id;
    const patched = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}`,
      session: owner,
      payload: { insuranceLimits: 60000, policyLimits: 60000 },
    });
    expect(patched.statusCode).toBe(400);
    expect(patched.json<ErrorBody>().error.message).toMatch(/^Unknown field "policyLimits"/);
    const after = await call(t, { method: 'GET', url: `/api/cases/${caseId}`, session: owner });
    expect(after.json<{ insuranceLimits: number }>().insuranceLimits).toBe(30000);

    const lien = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/liens`,
      session: owner,
      payload: { holder: 'Blue Cross', kind: 'erisa', asserted: 1000 },
    });
    expect(lien.statusCode, lien.body).toBe(201);
    const lienId = lien.json<{ id: string }>().id;
    const lienPatch = await call(t, {
      method: 'PATCH',
      url: `/api/cases/${caseId}/liens/${lienId}`,
      session: owner,
      payload: { negotiated: 500, reduction: 500 },
    });
    expect(lienPatch.statusCode).toBe(400);
    expect(lienPatch.json<ErrorBody>().error.issues).toEqual([
      { path: 'reduction', message: 'Unknown field "reduction": it is not part of this request.' },
    ]);
    const liens = await call(t, { method: 'GET', url: `/api/cases/${caseId}/liens`, session: owner });
    expect(liens.json<{ items: Array<{ negotiated: number | null }> }>().items[0]!.negotiated).toBeNull();
  });

  it('names an unknown field inside a nested object with its path', async () => {
    const response = await call(t, {
      method: 'POST',
      url: '/api/cases',
      session: owner,
      payload: {
        clientName: 'Nested',
        status: 'open',
        dateOpened: '2024-03-01',
        treatments: [{ type: 'PT', provider: 'Clinic', startDate: '2024-03-02', caseId: 'x' }],
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ErrorBody>().error.issues[0]).toEqual({
      path: 'treatments.0.caseId',
      message: 'Unknown field "caseId" (in treatments.0): it is not part of this request.',
    });
  });
});
