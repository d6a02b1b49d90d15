import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  databaseTargets,
  expectHiddenFromOtherFirm,
  joinFirmAs,
  registerAndSignIn,
  type Session,
  type TestApp,
} from '../../test/harness.js';
import { startWithBuiltBaseModel } from '../../test/base-model.js';

// The base model `npm run build` made (a small one trained at start when the build is out of date).
startWithBuiltBaseModel(3000);

type Batch = { jobId: string; status: string; total: number; done: number; failed: number };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseTargets())('predict many and out-of-date predictions on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let attorney: Session;
  let staff: Session;
  let outsider: Session;
  const openCaseIds: string[] = [];
  let settledCaseId: string;

  async function createCase(payload: Record<string, unknown>, session: Session = owner): Promise<string> {
    const response = await call(t, { method: 'POST', url: '/api/cases', payload: { dateOpened: '2025-02-01', ...payload }, session });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  async function waitForBatch(jobId: string, session: Session = owner): Promise<Batch> {
    const started = Date.now();
    for (;;) {
      const response = await call(t, { method: 'GET', url: `/api/predictions/batch/${jobId}`, session });
      expect(response.statusCode, response.body).toBe(200);
      const batch = response.json<Batch>();
      if (batch.status === 'completed' || batch.status === 'failed') return batch;
      if (Date.now() - started > 120_000) throw new Error(`batch still ${batch.status}`);
      await sleep(300);
    }
  }
  const latest = async (caseId: string) => call(t, { method: 'GET', url: `/api/cases/${caseId}/predictions/latest`, session: owner });

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Olga Owner', company: 'Batch Firm' });
    attorney = await joinFirmAs(t, owner, 'attorney');
    staff = await joinFirmAs(t, owner, 'staff');
    outsider = await registerAndSignIn(t, { name: 'Otto Outsider', company: 'Other Firm' });
    for (const [index, clientName] of ['Ann Open', 'Ben Open', 'Cal Open'].entries()) {
      openCaseIds.push(
        await createCase({
          clientName,
          status: 'open',
          liability: 0.9,
          insuranceLimits: 50_000 + index * 25_000,
          medicalCosts: 12_000 + index * 9_000,
        }),
      );
    }
    settledCaseId = await createCase({ clientName: 'Sid Settled', status: 'settled', dateClosed: '2025-09-01', actualSettlement: 40_000 });
    const started = Date.now();
    while ((await call(t, { method: 'GET', url: '/api/prediction-models', session: owner })).json<{ active: unknown }>().active === null) {
      if (Date.now() - started > 200_000) throw new Error('The base model was not ready');
      await sleep(500);
    }
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  });

  it('predicts every open case of the firm in the background and reports its progress to the end', async () => {
    const started = await call(t, { method: 'POST', url: '/api/predictions/batch', payload: { status: 'open' }, session: owner });
    expect(started.statusCode, started.body).toBe(202);
    const { jobId } = started.json<{ jobId: string }>();
    const batch = await waitForBatch(jobId);
    expect(batch).toEqual({ jobId, status: 'completed', total: 3, done: 3, failed: 0 });
    for (const caseId of openCaseIds) expect((await latest(caseId)).statusCode).toBe(200);
  }, 150_000);

  it('lets an attorney predict chosen cases; staff may not, and another firm sees neither the batch nor the cases', async () => {
    const chosen = await call(t, {
      method: 'POST',
      url: '/api/predictions/batch',
      payload: { caseIds: [settledCaseId, openCaseIds[0]] },
      session: attorney,
    });
    expect(chosen.statusCode, chosen.body).toBe(202);
    const { jobId } = chosen.json<{ jobId: string }>();
    expect(await waitForBatch(jobId, attorney)).toMatchObject({ status: 'completed', total: 2, done: 2, failed: 0 });

    const byStaff = await call(t, { method: 'POST', url: '/api/predictions/batch', payload: { status: 'open' }, session: staff });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json<{ error: { message: string } }>().error.message).toBe('Only owners and attorneys can predict many cases at once.');

    await expectHiddenFromOtherFirm(t, {
      outsider,
      requests: [
        { method: 'GET', url: `/api/predictions/batch/${jobId}` },
        { method: 'POST', url: '/api/predictions/batch', payload: { caseIds: [openCaseIds[1]] } },
      ],
    });
    const noOpenCases = await call(t, { method: 'POST', url: '/api/predictions/batch', payload: { status: 'open' }, session: outsider });
    expect(noOpenCases.statusCode).toBe(400);
    for (const payload of [{}, { status: 'closed' }, { caseIds: [] }, { caseIds: ['a'], status: 'open' }]) {
      const bad = await call(t, { method: 'POST', url: '/api/predictions/batch', payload, session: owner });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  }, 150_000);

  it("keeps one open batch per firm, and a second firm's small batch finishes while the first firm's large one still runs", async () => {
    const firmA = await registerAndSignIn(t, { name: 'Ada Busy', company: 'Busy Firm' });
    for (let index = 0; index < 30; index += 1) {
      await createCase(
        { clientName: `Busy ${index}`, status: 'open', liability: 0.8, insuranceLimits: 60_000, medicalCosts: 10_000 + index * 100 },
        firmA,
      );
    }
    const smallCaseId = await createCase(
      { clientName: 'Bea Small', status: 'open', liability: 0.9, insuranceLimits: 80_000, medicalCosts: 15_000 },
      outsider,
    );

    // 40 requests at once: one batch, every answer naming it.
    const asked = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(t, { method: 'POST', url: '/api/predictions/batch', payload: { status: 'open' }, session: firmA }),
      ),
    );
    for (const response of asked) expect(response.statusCode, response.body).toBe(202);
    const jobIds = new Set(asked.map((response) => response.json<{ jobId: string }>().jobId));
    expect(jobIds.size).toBe(1);
    const [bigJobId] = [...jobIds] as [string];
    const counted = await sql<{ n: number }>`SELECT count(*)::int AS n FROM prediction_batch WHERE total = 30`.execute(
      t.runtime.database.db,
    );
    expect(counted.rows[0]!.n).toBe(1);

    const small = await call(t, { method: 'POST', url: '/api/predictions/batch', payload: { caseIds: [smallCaseId] }, session: outsider });
    expect(small.statusCode, small.body).toBe(202);
    const smallBatch = await waitForBatch(small.json<{ jobId: string }>().jobId, outsider);
    expect(smallBatch).toMatchObject({ status: 'completed', total: 1, done: 1 });
    // Firm B's one case went through while firm A's 30 were still being worked on, not after them.
    const bigMeanwhile = (await call(t, { method: 'GET', url: `/api/predictions/batch/${bigJobId}`, session: firmA })).json<Batch>();
    expect(['queued', 'running']).toContain(bigMeanwhile.status);
    expect(bigMeanwhile.done).toBeLessThan(30);
    // Still running: a new request returns the same batch.
    const again = await call(t, { method: 'POST', url: '/api/predictions/batch', payload: { status: 'open' }, session: firmA });
    expect(again.json<{ jobId: string }>().jobId).toBe(bigJobId);

    expect(await waitForBatch(bigJobId, firmA)).toEqual({ jobId: bigJobId, status: 'completed', total: 30, done: 30, failed: 0 });
    const order = await sql<{
      id: string;
    }>`SELECT id FROM prediction_batch WHERE id IN (${bigJobId}, ${smallBatch.jobId}) ORDER BY finished_at`.execute(t.runtime.database.db);
    expect(order.rows.map((row) => row.id)).toEqual([smallBatch.jobId, bigJobId]);
    // Once it is finished, the firm can start a new one.
    const next = await call(t, { method: 'POST', url: '/api/predictions/batch', payload: { status: 'open' }, session: firmA });
    expect(next.statusCode, next.body).toBe(202);
    expect(next.json<{ jobId: string }>().jobId).not.toBe(bigJobId);
    await waitForBatch(next.json<{ jobId: string }>().jobId, firmA);
  }, 180_000);

  it('marks a prediction out of date when the case facts change after it, not after a save that changes nothing, and current again once refreshed', async () => {
    const caseId = openCaseIds[2]!;
    const predicted = await call(t, { method: 'POST', url: `/api/cases/${caseId}/predictions`, payload: {}, session: owner });
    expect(predicted.statusCode, predicted.body).toBe(200);
    expect(predicted.json()).toMatchObject({ out_of_date: false });
    expect((await latest(caseId)).json()).toMatchObject({ out_of_date: false });

    const unchanged = await call(t, { method: 'PATCH', url: `/api/cases/${caseId}`, payload: { liability: 0.9 }, session: owner });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect((await latest(caseId)).json()).toMatchObject({ out_of_date: false });

    const changed = await call(t, { method: 'PATCH', url: `/api/cases/${caseId}`, payload: { liability: 0.4 }, session: owner });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await latest(caseId)).json()).toMatchObject({ out_of_date: true });

    const injury = await call(t, {
      method: 'POST',
      url: `/api/cases/${caseId}/injuries`,
      payload: { type: 'Fracture', severity: 'severe', bodyPart: 'Leg' },
      session: owner,
    });
    expect(injury.statusCode, injury.body).toBe(201);
    expect((await latest(caseId)).json()).toMatchObject({ out_of_date: true });
    await call(t, { method: 'POST', url: `/api/cases/${caseId}/predictions`, payload: {}, session: owner });
    expect((await latest(caseId)).json()).toMatchObject({ out_of_date: false });
  }, 60_000);
});
