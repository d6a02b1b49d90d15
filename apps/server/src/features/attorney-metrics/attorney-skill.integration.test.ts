// Checks WAR against the truth: on a synthetic firm whose attorneys have a hidden skill, WAR must rank them by it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSpearman, generateFirm } from '@casecast/synth';
import { insertDemoFirmData } from '../demo/repository.js';
import { DEMO_SEED } from '../demo/seed-demo-firm.js';
import { SYNTHETIC_SEED } from '../predictions/model-training/training-settings.js';
import { call, createTestApp, databaseTargets, registerAndSignIn, type Session, type TestApp } from '../../test/harness.js';
import { startWithBuiltBaseModel } from '../../test/base-model.js';

// The base model (synthetic cases from SYNTHETIC_SEED, never this firm's) trains when the app starts, at its
// production size: P's quality matters here. With a 3,000-case model the ranking on this firm fell to 0.74,
// with the 25,000-case default it is 0.83 (the irreducible part is the settlements' own noise: see docs/metrics.md).
// That model is what `npm run build` trains and writes (the same seeds, data and engine, so the same model): when the
// build is newer than every source the model comes from (`npm test` builds first), the server loads it, as a real
// install does, instead of spending a minute training it again.
startWithBuiltBaseModel(25_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Training a model is the slow part: once, on the first database (the SQL itself is checked on both in metrics.integration.test.ts).
describe.each(databaseTargets().slice(0, 1))('WAR against hidden attorney skill on %s', (target) => {
  let t: TestApp;
  let owner: Session;
  const firm = generateFirm({ seed: DEMO_SEED, caseCount: 300, attorneyCount: 8, asOf: '2025-06-30' });
  let calculated: Json;
  let war: Json;

  beforeAll(async () => {
    t = await createTestApp(target);
    owner = await registerAndSignIn(t, { name: 'Skill Owner', company: 'Synthetic Firm' });
    const firmId = (await call(t, { method: 'GET', url: '/api/firm', session: owner })).json<{ id: string }>().id;
    await t.runtime.database.db.transaction().execute((trx) => insertDemoFirmData(trx, firmId, firm));
    const started = Date.now();
    while ((await call(t, { method: 'GET', url: '/api/prediction-models', session: owner })).json<Json>().active === null) {
      if (Date.now() - started > 400_000) throw new Error('the base model did not train in time');
      await sleep(500);
    }
    const response = await call(t, {
      method: 'POST',
      url: '/api/attorneys/metrics/calculate',
      payload: { startDate: '2019-01-01', endDate: '2025-06-30' },
      session: owner,
    });
    expect(response.statusCode, response.body).toBe(200);
    calculated = response.json<Json>();
    war = (await call(t, { method: 'GET', url: '/api/attorneys/metrics/war', session: owner })).json<Json>();
  }, 480_000);
  afterAll(async () => {
    await t?.close();
  });

  it('predicts every settled case out of sample, dated before it closed', async () => {
    expect(SYNTHETIC_SEED).not.toBe(DEMO_SEED);
    const settled = firm.cases.filter(
      (item) => (item.phase === 'settled' || item.phase === 'closed') && item.actualSettlement! > 0 && item.dateClosed,
    );
    // The base model's own job may have stored some of them first; together they cover every settled case.
    const compared = war.items.reduce((sum: number, row: Json) => sum + row.compared_cases, 0);
    expect(compared).toBe(settled.length);
    expect(calculated.backfilledPredictions).toBeLessThanOrEqual(settled.length);
    const sample = settled[0]!;
    const history = (await call(t, { method: 'GET', url: `/api/cases/${sample.id}/predictions`, session: owner })).json<Json>();
    expect(history.beforeClose).not.toBeNull();
    expect(history.beforeClose.createdAt.slice(0, 10) < sample.dateClosed!).toBe(true);
  });

  // 0.81 while the firm's one tried case was labelled Verdict and left out; since a verdict closes the case (one phase
  // vocabulary), its award is compared with P too and the ranking is 0.76 (docs/metrics.md, "Checked against the truth").
  it('ranks the attorneys by their hidden skill (Spearman ≥ 0.75)', () => {
    const skillByName = new Map(firm.attorneys.map((attorney) => [attorney.name, attorney.skill]));
    expect(skillByName.size).toBe(8);
    const rows = war.items.filter((row: Json) => row.war !== null);
    expect(rows).toHaveLength(8);
    const rho = computeSpearman(
      rows.map((row: Json) => skillByName.get(row.attorney_name)!),
      rows.map((row: Json) => row.war as number),
    );
    const table = rows.map(
      (row: Json) =>
        `${row.attorney_name.padEnd(22)} skill ${skillByName.get(row.attorney_name)!.toFixed(3)}  WAR ${row.war.toFixed(2).padStart(6)}  ratio ${row.performance_ratio.toFixed(3)}  n ${row.compared_cases}`,
    );
    console.log(`WAR vs hidden skill (median ${war.firm_median_settlement}), Spearman ${rho.toFixed(3)}\n${table.join('\n')}`);
    expect(rho).toBeGreaterThanOrEqual(0.75);
  });
});
