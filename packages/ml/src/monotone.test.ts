import { describe, expect, it } from 'vitest';
import { predictGbm, trainGbm, type GbmLoss } from './gbm.js';
import { createRandom } from './random.js';
import { buildSchema, encodeRows, type ColumnSpec, type Row } from './table.js';
import { trainModel } from './train.js';

const COLUMNS: ColumnSpec[] = [
  { name: 'up', kind: 'numeric' },
  { name: 'down', kind: 'numeric' },
  { name: 'free', kind: 'numeric' },
  { name: 'group', kind: 'categorical' },
];

/** Noisy rows where neither constrained feature is monotone in the data: a wiggle rides on each trend, so only the constraint can keep the model monotone. */
function makeRows(seed: number, n: number): Row[] {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => {
    const up = random.next() * 10;
    const down = random.next() * 10;
    const free = random.next();
    const group = ['a', 'b', 'c'][random.nextInt(3)]!;
    const missing = random.next() < 0.1;
    const y =
      0.3 * up + 3 * Math.sin(2 * up) - 0.3 * down + 3 * Math.cos(3 * down) + 4 * free * (group === 'b' ? 1 : -1) + random.next() * 2;
    return { up: missing ? null : up, down, free, group, y };
  });
}

function train(rows: Row[], monotone: number[] | undefined, loss: GbmLoss = { kind: 'squared' }) {
  const schema = buildSchema(COLUMNS, rows);
  const x = encodeRows(schema, rows);
  const y = Float64Array.from(rows, (r) => r.y as number);
  return trainGbm(
    { schema, x, y },
    {
      maxIterations: 80,
      learningRate: 0.2,
      maxLeaves: 31,
      minSamplesLeaf: 5,
      earlyStopping: false,
      loss,
      ...(monotone !== undefined ? { monotone } : {}),
    },
  ).model;
}

/** The largest drop (direction +1) or rise (-1) of the prediction along a grid of the feature, the other features held at a random point. */
function worstViolation(model: ReturnType<typeof train>, feature: number, direction: 1 | -1, seed: number): number {
  const random = createRandom(seed);
  let worst = 0;
  for (let p = 0; p < 200; p++) {
    const x = Float64Array.of(random.next() * 10, random.next() * 10, random.next(), random.nextInt(3));
    let previous = -Infinity * direction;
    for (let k = 0; k <= 100; k++) {
      x[feature] = -0.5 + (k / 100) * 11;
      const value = predictGbm(model, x);
      if (k > 0) worst = Math.max(worst, direction * (previous - value));
      previous = value;
    }
  }
  return worst;
}

describe('monotone constraints', () => {
  const rows = makeRows(11, 3000);

  it('without a constraint the data make the model fall along "up" and rise along "down"', () => {
    const model = train(rows, undefined);
    expect(worstViolation(model, 0, 1, 5)).toBeGreaterThan(0.5);
    expect(worstViolation(model, 1, -1, 6)).toBeGreaterThan(0.5);
  });

  it('a +1 feature never lowers the prediction and a -1 feature never raises it, at any other feature values', () => {
    const model = train(rows, [1, -1, 0, 0]);
    expect(worstViolation(model, 0, 1, 5)).toBe(0);
    expect(worstViolation(model, 1, -1, 6)).toBe(0);
    // The trend is still learnt: the constrained model rises with "up" overall.
    const low = predictGbm(model, Float64Array.of(1, 5, 0.5, 0));
    const high = predictGbm(model, Float64Array.of(9, 5, 0.5, 0));
    expect(high - low).toBeGreaterThan(1);
  });

  it('holds for quantile (pinball) boosting, whose leaves are refitted to quantiles', () => {
    const model = train(rows, [1, -1, 0, 0], { kind: 'quantile', alpha: 0.9 });
    expect(worstViolation(model, 0, 1, 7)).toBe(0);
    expect(worstViolation(model, 1, -1, 8)).toBe(0);
  });

  it('holds on other random data sets', () => {
    for (const seed of [21, 22, 23]) {
      const model = train(makeRows(seed, 1500), [1, -1, 0, 0]);
      expect(worstViolation(model, 0, 1, seed)).toBe(0);
      expect(worstViolation(model, 1, -1, seed + 100)).toBe(0);
    }
  });

  it('refuses a constraint on a categorical feature', () => {
    expect(() => train(rows, [0, 0, 0, 1])).toThrow(/numeric features only/);
  });

  it('takes the constraints by column name in training, and names a column that cannot take one', async () => {
    const table = { columns: [...COLUMNS, { name: 'y', kind: 'numeric' as const }], rows };
    const model = await trainModel(table, {
      target: 'y',
      model: 'gbm',
      monotone: { up: 1, down: -1 },
      gbm: { maxIterations: 60, learningRate: 0.2 },
    });
    let previous = -Infinity;
    for (let k = 0; k <= 50; k++) {
      const value = model.predict({ up: k / 5, down: 5, free: 0.5, group: 'a' }).value;
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
    await expect(trainModel(table, { target: 'y', model: 'gbm', monotone: { group: 1 } })).rejects.toThrow(/"group" is not numeric/);
    await expect(trainModel(table, { target: 'y', model: 'gbm', monotone: { nothing: 1 } })).rejects.toThrow(/"nothing" is not a feature/);
  });
});
