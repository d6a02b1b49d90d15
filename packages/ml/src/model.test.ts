import { beforeAll, describe, expect, it } from 'vitest';
import { computeConformalQuantile } from './conformal.js';
import { MODEL_FORMAT_VERSION, ModelFileError, loadModel, saveModel, serializeModel } from './model-file.js';
import type { Model, ModelKind } from './model.js';
import { createPermutation, createRandom } from './random.js';
import { predictRegressor } from './regressor.js';
import { generateSyntheticCases } from './synthetic.js';
import { trainModel, TrainingError } from './train.js';

const data = generateSyntheticCases({ rows: 1500, seed: 5 });
const kinds: ModelKind[] = ['ridge', 'forest', 'gbm', 'ensemble'];
const models = new Map<ModelKind, Model>();

beforeAll(async () => {
  for (const kind of kinds) {
    models.set(
      kind,
      await trainModel(data, {
        target: 'settlement',
        targetTransform: 'log',
        model: kind,
        forest: { nTrees: 20 },
        gbm: { maxIterations: 80 },
      }),
    );
  }
});

describe.each(kinds)('%s model', (kind) => {
  it('explains every prediction exactly: base value + contributions = prediction', () => {
    const model = models.get(kind)!;
    for (const row of data.rows.slice(0, 60)) {
      const { baseValue, contributions, prediction } = model.explain(row);
      const sum = Object.values(contributions).reduce((s, v) => s + v, baseValue);
      expect(Math.abs(sum - model.predict(row).value)).toBeLessThan(1e-9);
      expect(Math.abs(prediction - model.predict(row).value)).toBeLessThan(1e-9);
      expect(Object.keys(contributions)).toEqual(data.columns.filter((c) => c.name !== 'settlement').map((c) => c.name));
    }
  });

  it('round-trips through its model file with identical predictions, intervals and explanations', () => {
    const model = models.get(kind)!;
    const loaded = loadModel(saveModel(model));
    for (const row of data.rows.slice(0, 50)) {
      expect(loaded.predict(row)).toEqual(model.predict(row));
      expect(loaded.predictInterval(row)).toEqual(model.predictInterval(row));
      expect(loaded.explain(row)).toEqual(model.explain(row));
    }
    expect(loaded.card).toEqual(model.card);
  });

  it('predicts on the log scale and reports the interval in dollars', () => {
    const model = models.get(kind)!;
    const row = data.rows[3]!;
    const interval = model.predictInterval(row, { coverage: 0.95 });
    expect(interval.amount).toBeCloseTo(Math.exp(interval.value), 6);
    expect(interval.lowerAmount).toBeCloseTo(Math.exp(interval.lower), 6);
    expect(interval.lower).toBeLessThan(interval.value);
    expect(interval.upper).toBeGreaterThan(interval.value);
    const narrow = model.predictInterval(row, { coverage: 0.5 });
    expect(narrow.upper - narrow.lower).toBeLessThan(interval.upper - interval.lower);
    expect(model.card.heldOut.r2).toBeGreaterThan(0.6);
    const measured95 = model.card.coverage.find((c) => c.coverage === 0.95 && c.method === 'split')!.measured;
    expect(measured95).toBeGreaterThan(0.9);
  });
});

describe('ensemble', () => {
  it('weights its members on validation data and sums their explanations by weight', () => {
    const model = models.get('ensemble')!;
    const weights = Object.values(model.card.ensembleWeights!);
    expect(weights.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 12);
    expect(weights.every((w) => w >= 0)).toBe(true);
    const regressor = model.regressor;
    if (regressor.kind !== 'ensemble') throw new Error('expected an ensemble');
    const x = model.encodeRow(data.rows[0]!);
    const manual = regressor.members.reduce((s, m) => s + m.weight * predictRegressor(m.model, x), 0);
    expect(model.predict(data.rows[0]!).value).toBeCloseTo(manual, 12);
    // Cross-fitted: no rows held out, the intervals calibrated on out-of-fold predictions of every row.
    expect(model.card.calibration).toBe('out-of-fold');
    expect(model.card.crossFitFolds).toBe(5);
    expect(model.card.nCalibration).toBe(model.card.nTrain);
    expect(model.card.nTrain).toBe(data.rows.length);
    expect(model.card.gbmIterations).toBeGreaterThan(0);
    const importance = Object.values(model.card.importance);
    expect(Math.max(...importance)).toBe(1);
    expect(model.card.importance.medical_costs).toBe(1);
  });

  it("predicts with each member alone, and their weighted sum is the ensemble's value", () => {
    const model = models.get('ensemble')!;
    const regressor = model.regressor;
    if (regressor.kind !== 'ensemble') throw new Error('expected an ensemble');
    const row = data.rows[7]!;
    const members = model.predictMembers(row);
    expect(Object.keys(members).sort()).toEqual(['forest', 'gbm', 'ridge']);
    const weighted = regressor.members.reduce((s, m) => s + m.weight * members[m.model.kind]!.value, 0);
    expect(weighted).toBeCloseTo(model.predict(row).value, 12);
    expect(members.gbm!.amount).toBeCloseTo(Math.exp(members.gbm!.value), 6);
    expect(models.get('gbm')!.predictMembers(row)).toEqual({ gbm: models.get('gbm')!.predict(row) });
  });

  it('handles unknown categories and missing cells at prediction time', () => {
    const model = models.get('ensemble')!;
    const row = { ...data.rows[0]!, state: 'Atlantis', liability: null, age: undefined };
    const result = model.predictCase(row);
    expect(Number.isFinite(result.prediction.value)).toBe(true);
    const sum = Object.values(result.explanation.contributions).reduce((s, v) => s + v, result.explanation.baseValue);
    expect(Math.abs(sum - result.prediction.value)).toBeLessThan(1e-9);
  });
});

describe('model files', () => {
  it('refuses a newer format version with a clear message', () => {
    const file = serializeModel(models.get('ridge')!);
    expect(() => loadModel(JSON.stringify({ ...file, formatVersion: MODEL_FORMAT_VERSION + 1 }))).toThrow(
      /newer than this engine supports/,
    );
    expect(() => loadModel('{"hello": 1}')).toThrow(ModelFileError);
    expect(() => loadModel('not json')).toThrow(/not valid JSON/);
  });
});

describe('training input', () => {
  it('names the problem with the target', async () => {
    await expect(trainModel(data, { target: 'nope' })).rejects.toThrow(/Target column "nope" not found/);
    const bad = { columns: data.columns, rows: data.rows.map((r, i) => (i === 4 ? { ...r, settlement: -5 } : r)) };
    await expect(trainModel(bad, { target: 'settlement', targetTransform: 'log' })).rejects.toThrow(TrainingError);
  });
});

describe('split conformal intervals', () => {
  it('cover between 1 - a and 1 - a + 1/(n + 1) on average over 50 random splits', () => {
    // Model: a fixed predictor (the truth's mean part) and heavy-tailed noise; only the split is random.
    const random = createRandom(99);
    const n = 2000;
    const xs = Float64Array.from({ length: n }, () => random.next() * 4);
    const noise = () => (random.next() - 0.5) * 2 + (random.next() < 0.1 ? (random.next() - 0.5) * 10 : 0);
    const ys = Float64Array.from(xs, (x) => Math.sin(x) + noise());
    const predict = (x: number): number => Math.sin(x) + 0.1;
    const nCal = 99;
    const a = 0.1;
    let coverage = 0;
    const repeats = 50;
    for (let r = 0; r < repeats; r++) {
      const perm = createPermutation(n, random);
      const scores = Float64Array.from(perm.subarray(0, nCal), (i) => Math.abs(ys[i]! - predict(xs[i]!))).sort();
      const q = computeConformalQuantile(scores, 1 - a);
      let hits = 0;
      const test = perm.subarray(nCal);
      for (const i of test) if (Math.abs(ys[i]! - predict(xs[i]!)) <= q) hits++;
      coverage += hits / test.length / repeats;
    }
    // Standard error of the mean over 50 splits is about 0.004 (beta-distributed coverage, n = 99).
    expect(coverage).toBeGreaterThan(1 - a - 0.012);
    expect(coverage).toBeLessThan(1 - a + 1 / (nCal + 1) + 0.012);
  });

  it('gives an unbounded interval when the calibration set is too small for the coverage', () => {
    expect(computeConformalQuantile(Float64Array.of(1, 2, 3), 0.9)).toBe(Infinity);
    expect(computeConformalQuantile(Float64Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9), 0.9)).toBe(9);
    expect(computeConformalQuantile(Float64Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9), 0.5)).toBe(5);
  });
});
