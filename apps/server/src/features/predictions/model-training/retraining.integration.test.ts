import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { FEATURE_COLUMNS, resolvePredictionSource } from '@casecast/domain';
import { call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../../../test/harness.js';
import { getFirmContext } from '../../firms/service.js';
import {
  countSettledCases,
  findCaseFacts,
  listSettledCasePage,
  listSettledCaseSources,
  streamSettledCaseSources,
  type SettledCaseSource,
} from '../repository.js';
import { isHeldOut } from './model-evaluation.js';
import type { Database } from '../../../db/schema.js';

// A small base model keeps the suite fast; the training reads these when the app starts.
process.env.BASE_MODEL_ROWS = '500';
process.env.BASE_MODEL_TRAINING = 'on-start';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field

const SETTLED = 240;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SETTLED settled cases (and a few open ones) made in SQL: every second case has two medical bills, every third
 * an offer before it closed and a larger one after; amounts follow the medical costs.
 */
async function seedSettledCases(db: Kysely<Database>, firmId: string, prefix: string): Promise<void> {
  await sql`
    INSERT INTO legal_case (firm_id, id, client_name, status, phase, case_type, date_opened, date_closed, carrier, insurance_limits, liability,
                            jurisdiction, client_age, medical_costs, actual_settlement, created_at)
    SELECT ${firmId}, ${prefix} || g, 'Client ' || g, CASE WHEN g <= ${SETTLED} THEN (ARRAY['settled','Closed'])[1 + g % 2] ELSE 'open' END,
      CASE WHEN g <= ${SETTLED} THEN (ARRAY['settled','closed'])[1 + g % 2] ELSE 'intake' END,
      (ARRAY['motor_vehicle','premises','dog_bite'])[1 + g % 3], DATE '2020-01-01' + g, DATE '2020-06-01' + g, 'GEICO',
      (ARRAY[50000, 100000, 250000])[1 + g % 3], 0.6 + (g % 5) / 10.0, 'TX', 20 + g % 50,
      CASE WHEN g % 4 <> 0 THEN 1000 + g * 150 END,
      CASE WHEN g <= ${SETTLED} THEN (3000 + g * 150) * (2 + g % 3) END,
      -- Two cases share each creation time: pages must not lose or repeat either.
      timestamptz '2020-01-01 00:00:00.123456+00' + ((g / 2) || ' seconds')::interval
    FROM generate_series(1, ${SETTLED + 20}) g`.execute(db);
  await sql`
    INSERT INTO injury (firm_id, case_id, type, body_part, severity, description)
    SELECT ${firmId}, ${prefix} || g, (ARRAY['Whiplash','Fracture','Herniated disc'])[1 + (g + k) % 3], 'Back', (ARRAY['mild','moderate','severe'])[1 + g % 3], 'Injury ' || k
    FROM generate_series(1, ${SETTLED + 20}) g, generate_series(1, 2) k WHERE k <= 1 + g % 2`.execute(db);
  await sql`
    INSERT INTO treatment (firm_id, case_id, type, start_date, end_date, duration, cost)
    SELECT ${firmId}, ${prefix} || g, (ARRAY['physical_therapy','imaging','surgical'])[1 + (g + k) % 3], DATE '2020-01-10' + g + k, DATE '2020-02-10' + g + k, 31, 100 * g + k
    FROM generate_series(1, ${SETTLED + 20}) g, generate_series(1, 3) k WHERE k <= 1 + g % 3`.execute(db);
  await sql`INSERT INTO case_provider (firm_id, id, case_id, name) SELECT ${firmId}, ${prefix} || 'p' || g, ${prefix} || g, 'Provider' FROM generate_series(2, ${SETTLED + 20}, 2) g`.execute(
    db,
  );
  await sql`
    INSERT INTO case_medical_bill (firm_id, case_id, provider_id, service_from, billed)
    SELECT ${firmId}, ${prefix} || g, ${prefix} || 'p' || g, DATE '2020-01-10', 500 * k + g + 0.25 FROM generate_series(2, ${SETTLED + 20}, 2) g, generate_series(1, 2) k`.execute(
    db,
  );
  await sql`
    INSERT INTO case_negotiation (firm_id, case_id, date, kind, amount)
    SELECT ${firmId}, ${prefix} || g, DATE '2020-06-01' + g + d, 'offer', 1000 * g + d FROM generate_series(3, ${SETTLED + 20}, 3) g, unnest(ARRAY[-30, 40]) d`.execute(
    db,
  );
}

describe.each(databaseTargets())('retraining at firm scale on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  let firmId: string;
  let other: Session;
  let otherFirmId: string;
  let db: Kysely<Database>;

  beforeAll(async () => {
    t = await createTestApp(target);
    db = t.runtime.database.db;
    owner = await registerAndSignIn(t, { name: 'Rhea Owner', company: 'Scale Firm' });
    firmId = (await getFirmContext(t.runtime.database.db, owner.userId))!.firmId;
    await seedSettledCases(db, firmId, 'scale-');
    other = await registerAndSignIn(t, { name: 'Otto Owner', company: 'Other Firm' });
    otherFirmId = (await getFirmContext(t.runtime.database.db, other.userId))!.firmId;
    await seedSettledCases(db, otherFirmId, 'other-');
    // Retraining waits for the base model (the firm's current one) to be stored.
    const deadline = Date.now() + 540_000;
    while (
      (await call(t, { method: 'GET', url: '/api/prediction-models', session: owner })).json<Json>().active === null &&
      Date.now() < deadline
    )
      await sleep(250);
  }, 600_000);
  afterAll(async () => {
    await t?.close();
  });

  it('reads the settled cases page by page, each as a prediction reads it (the bills’ total as medical costs, the last offer before closing)', async () => {
    const paged: SettledCaseSource[] = [];
    for await (const page of streamSettledCaseSources(db, firmId, { limit: 100_000, pageSize: 7 })) {
      expect(page.length).toBeLessThanOrEqual(7);
      paged.push(...page);
    }
    expect(paged).toHaveLength(SETTLED);
    expect(await countSettledCases(db, firmId)).toBe(SETTLED);
    expect(new Set(paged.map((item) => item.source.id)).size).toBe(SETTLED);
    expect(paged.every((item) => item.source.id.startsWith('scale-'))).toBe(true);
    // Pages in a row are the same cases, in the same order, as one page; newest first.
    expect(paged).toEqual((await listSettledCasePage(db, firmId, { after: null, limit: 100_000 })).items);
    expect(paged[0]!.source.id).toBe(`scale-${SETTLED}`);
    expect(await listSettledCaseSources(db, firmId, 10)).toEqual(paged.slice(0, 10));

    for (const item of paged.filter((_, i) => i % 4 === 0 || i < 8)) {
      const stored = (await findCaseFacts(db, firmId, item.source.id))!;
      // The page (its own statement) applies the same rule as a prediction of the case (the one-statement read) does.
      const expected = resolvePredictionSource(stored.source, stored.money).source;
      expect(item.source).toEqual(expected);
      const g = Number(item.source.id.slice('scale-'.length));
      expect(item.source.medicalCosts).toBe(g % 2 === 0 ? 1500 + 2 * g + 0.5 : g % 4 === 0 ? null : 1000 + g * 150);
      expect(item.lastOffer).toBe(g % 3 === 0 ? 1000 * g - 30 : null);
      expect(item.amount).toBe((3000 + g * 150) * (2 + (g % 3)));
    }
  }, 120_000);

  it('retrains on every settled case it read, with progress that moves from reading to storing', async () => {
    const started = await call(t, { method: 'POST', url: '/api/prediction-models/retrain', session: owner });
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json<Json>().id as string;
    const seen: Array<{ stage: string; fraction: number }> = [];
    let job: Json;
    const deadline = Date.now() + 540_000;
    for (;;) {
      job = (await call(t, { method: 'GET', url: `/api/prediction-models/jobs/${jobId}`, session: owner })).json<Json>();
      if (seen.at(-1)?.stage !== job.stage || seen.at(-1)?.fraction !== job.fraction)
        seen.push({ stage: job.stage, fraction: job.fraction });
      if (job.status === 'succeeded' || job.status === 'failed' || Date.now() > deadline) break;
      await sleep(50);
    }
    expect(job, JSON.stringify(seen)).toMatchObject({ status: 'succeeded', stage: 'done', fraction: 1 });
    const fractions = seen.map((step) => step.fraction);
    expect(fractions, JSON.stringify(seen)).toEqual([...fractions].sort((a, b) => a - b));
    // It moved while training (the engine's stages between reading and judging), not only at the end.
    expect(
      seen.some((step) => step.fraction > 0.2 && step.fraction < 0.9),
      JSON.stringify(seen),
    ).toBe(true);
    expect(seen.filter((step) => step.fraction > 0 && step.fraction < 1).length, JSON.stringify(seen)).toBeGreaterThanOrEqual(3);

    const models = (await call(t, { method: 'GET', url: '/api/prediction-models', session: owner })).json<Json>();
    const card = models.models.find((model: Json) => model.id === job.modelId).card;
    const heldOut = Array.from({ length: SETTLED }, (_, i) => `scale-${i + 1}`).filter(isHeldOut).length;
    expect(card.firmRows).toBe(SETTLED - heldOut);
    expect(card.syntheticRows).toBe(500);
    expect(card.trainingRows).toBe(SETTLED - heldOut + 500);
    expect(card.evaluation).toMatchObject({ set: 'firm', n: heldOut });
    expect(card.topFactors.every((factor: Json) => FEATURE_COLUMNS.some((column) => column.name === factor.factor))).toBe(true);
  }, 600_000);

  it('runs one training for retrain requests of one firm made at the same moment', async () => {
    const firmModels = async () => (await db.selectFrom('prediction_model').select('id').where('firm_id', '=', firmId).execute()).length;
    const firmJobs = async () => (await db.selectFrom('training_job').select('id').where('firm_id', '=', firmId).execute()).length;
    const [modelsBefore, jobsBefore] = [await firmModels(), await firmJobs()];
    const answers = await Promise.all(
      [0, 1, 2].map(() => call(t, { method: 'POST', url: '/api/prediction-models/retrain', session: owner })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    const ids = new Set(answers.map((answer) => answer.json<Json>().id as string));
    expect(ids.size).toBe(1);
    await t.runtime.training.drained();
    const [jobId] = [...ids];
    const job = (await call(t, { method: 'GET', url: `/api/prediction-models/jobs/${jobId}`, session: owner })).json<Json>();
    expect(job).toMatchObject({ status: 'succeeded', stage: 'done' });
    expect(await firmJobs()).toBe(jobsBefore + 1);
    expect(await firmModels()).toBe(modelsBefore + 1);
  }, 600_000);

  it('marks a training that fails failed, with its message, and leaves the active model in use', async () => {
    // The firm's active model is a file that cannot be read: judging the new model against it fails.
    const broken = await db
      .insertInto('prediction_model')
      .values({
        firm_id: otherFirmId,
        scope: 'firm',
        version: 'firm-broken',
        model_file: '{}',
        card: '{}',
        firm_rows: 0,
        synthetic_rows: 0,
        outcome: 'accepted',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('firm_prediction_model')
      .values({ firm_id: otherFirmId, active_model_id: broken.id, previous_model_id: null })
      .execute();

    const started = await call(t, { method: 'POST', url: '/api/prediction-models/retrain', session: other });
    expect(started.statusCode, started.body).toBe(202);
    await t.runtime.training.drained();
    const job = (
      await call(t, { method: 'GET', url: `/api/prediction-models/jobs/${started.json<Json>().id}`, session: other })
    ).json<Json>();
    expect(job).toMatchObject({
      status: 'failed',
      stage: 'failed',
      message: expect.stringMatching(/^Not a Casecast model file/),
      modelId: null,
      replaced: null,
    });
    const active = await db
      .selectFrom('firm_prediction_model')
      .select('active_model_id')
      .where('firm_id', '=', otherFirmId)
      .executeTakeFirstOrThrow();
    expect(active.active_model_id).toBe(broken.id);
    expect(await db.selectFrom('prediction_model').select('id').where('firm_id', '=', otherFirmId).execute()).toEqual([{ id: broken.id }]);
    // The firm is free to retrain again: the failed job no longer stands as its unfinished one.
    const again = await call(t, { method: 'POST', url: '/api/prediction-models/retrain', session: other });
    expect(again.statusCode).toBe(202);
    expect(again.json<Json>().id).not.toBe(job.id);
    await t.runtime.training.drained();
  }, 600_000);
});
