// A base model built ahead of time (as `npm run build` does) is what a fresh server serves from its
// first minute: loaded, not trained, and the same model a training run makes from the same data.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, databaseTargets, registerAndSignIn, signIn, type Session, type TestApp } from '../../../test/harness.js';
import { readBaseModelArtifact, trainBaseModel, writeBaseModelArtifact } from './base-model-artifact.js';

const ROWS = 400;
const dir = mkdtempSync(join(tmpdir(), 'casecast-base-model-'));
const artifactPath = join(dir, 'base-model.json');

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field

describe('the built base model', () => {
  it('is the same model a training run makes from the same data and seeds', async () => {
    const artifact = await writeBaseModelArtifact(artifactPath, { rows: ROWS, threads: 2 });
    const again = await trainBaseModel(ROWS, 1);
    const loaded = readBaseModelArtifact(artifactPath, ROWS)!;
    expect(loaded.artifact.evaluation).toEqual(again.evaluation);
    const row = { client_age: 41, medical_costs: 18_000, liability: 0.9 };
    expect(loaded.model.predict(row).value).toBe(again.model.predict(row).value);
    expect(artifact.evaluation.n).toBeGreaterThan(0);
  });

  it('is not used for another number of rows, or when the file is damaged', () => {
    expect(readBaseModelArtifact(artifactPath, ROWS + 1)).toBeNull();
    const damaged = join(dir, 'damaged.json');
    writeFileSync(damaged, '{"format":"casecast-base-model"');
    expect(readBaseModelArtifact(damaged, ROWS)).toBeNull();
    expect(readBaseModelArtifact(join(dir, 'missing.json'), ROWS)).toBeNull();
  });
});

describe.each(databaseTargets())('a fresh server with a built base model on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  beforeAll(async () => {
    if (!readBaseModelArtifact(artifactPath, ROWS)) await writeBaseModelArtifact(artifactPath, { rows: ROWS, threads: 2 });
    process.env.BASE_MODEL_ROWS = String(ROWS);
    process.env.BASE_MODEL_TRAINING = 'on-start';
    process.env.BASE_MODEL_FILE = artifactPath;
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Olive Owner', company: 'Firm O' });
  });
  afterAll(async () => {
    await t?.close();
    delete process.env.BASE_MODEL_FILE;
  });

  it('loads it instead of training, and predicts at once', async () => {
    let body: Json = {};
    for (let attempt = 0; attempt < 200 && !body.active; attempt++) {
      body = (await call(t, { method: 'GET', url: '/api/prediction-models', session: owner })).json<Json>();
      if (!body.active) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(body.active).toMatchObject({ scope: 'base', active: true });
    const jobs = await t.runtime.database.db
      .selectFrom('training_job')
      .select(['status', 'message'])
      .where('firm_id', 'is', null)
      .execute();
    expect(jobs).toEqual([{ status: 'succeeded', message: 'Base model loaded from the build (trained on 400 synthetic settled cases).' }]);
    const prediction = await call(t, {
      method: 'POST',
      url: '/api/predictions/predict',
      payload: { medical_costs: 12_000 },
      session: owner,
    });
    expect(prediction.statusCode, prediction.body).toBe(200);
    expect(prediction.json<Json>()).toMatchObject({ model_basis: 'synthetic', confidence_label: expect.stringMatching(/^(Medium|Low)$/) });
  });
});

describe.each(databaseTargets())('the demo firm on a fresh server with a built base model on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!readBaseModelArtifact(artifactPath, ROWS)) await writeBaseModelArtifact(artifactPath, { rows: ROWS, threads: 2 });
    process.env.BASE_MODEL_ROWS = String(ROWS);
    process.env.BASE_MODEL_TRAINING = 'on-start';
    process.env.BASE_MODEL_FILE = artifactPath;
    t = await createTestApp(target, { demoMode: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    delete process.env.BASE_MODEL_FILE;
  });

  it("shows its attorneys' WAR from the first start, however the seed and the model's loading interleave", async () => {
    const login = t.runtime.demoLogin!;
    expect(login).not.toBeNull();
    const session = await signIn(t, login.email, login.password);
    let body: Json = { items: [] };
    // The prebuilt model loads in seconds; the seed backfills if the model was stored first, the model's listener otherwise.
    for (let attempt = 0; attempt < 300; attempt++) {
      body = (await call(t, { method: 'GET', url: '/api/attorneys/metrics/war', session })).json<Json>();
      if (body.items.length === 8 && body.items.every((row: Json) => row.compared_cases > 0)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(body.items).toHaveLength(8);
    for (const row of body.items as Json[]) {
      expect(row.compared_cases, row.attorney_name).toBeGreaterThan(0);
      expect(row.war, row.attorney_name).toEqual(expect.any(Number));
      expect(row.war_interval.lower).toBeLessThanOrEqual(row.war);
      expect(row.war_interval.upper).toBeGreaterThanOrEqual(row.war);
      if (row.compared_cases < body.min_rated_cases) expect(row.rating).toBeNull();
    }
  }, 120_000);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));
