import { describe, expect, it } from 'vitest';
import { generateSyntheticCases } from './synthetic.js';
import { trainModel } from './train.js';
import { trainInWorker } from './worker-client.js';

describe('refitting the ensemble on all rows after calibrating', () => {
  it("keeps the first fit's calibration and weights, changes the members, and still covers new cases at the nominal level", async () => {
    const data = generateSyntheticCases({ rows: 2000, seed: 31 });
    const fresh = generateSyntheticCases({ rows: 1500, seed: 32 });
    const options = {
      target: 'settlement',
      targetTransform: 'log' as const,
      seed: 4,
      calibrationFraction: 0.25,
      forest: { nTrees: 15 },
      gbm: { maxIterations: 80 },
    };
    const first = await trainModel(data, options);
    const refitted = await trainModel(data, { ...options, refitOnAllRows: true });
    expect(refitted.calibration.residualScores).toEqual(first.calibration.residualScores);
    expect(refitted.calibration.normalised!.pooled).toEqual(first.calibration.normalised!.pooled);
    expect(refitted.card.ensembleWeights).toEqual(first.card.ensembleWeights);
    const row = fresh.rows[0]!;
    expect(refitted.predict(row).value).not.toBe(first.predict(row).value);
    let hits = 0;
    for (const r of fresh.rows) {
      const interval = refitted.predictInterval(r, { coverage: 0.9 });
      const y = Math.log(Number(r.settlement));
      if (y >= interval.lower && y <= interval.upper) hits++;
    }
    expect(hits / fresh.rows.length).toBeGreaterThan(0.87);
    expect(hits / fresh.rows.length).toBeLessThan(0.95);
  });

  it('refits the same model when a helper thread grows half of the forest', async () => {
    const data = generateSyntheticCases({ rows: 1200, seed: 33 });
    const options = {
      target: 'settlement',
      targetTransform: 'log' as const,
      seed: 5,
      calibrationFraction: 0.2,
      refitOnAllRows: true,
      forest: { nTrees: 16 },
      gbm: { maxIterations: 40 },
    };
    const threaded = await trainInWorker(data, { ...options, threads: 2 });
    const local = await trainModel(data, options);
    for (const row of data.rows.slice(0, 20)) expect(threaded.predict(row).value).toBe(local.predict(row).value);
  });
});
