import { describe, expect, it } from 'vitest';
import { loadModel, saveModel } from './model-file.js';
import { createRandom } from './random.js';
import { addTargetStatistics, fitOrderedTargetStatistics } from './target-statistics.js';
import { buildSchema, encodeRows, type ColumnSpec, type Row } from './table.js';
import { trainModel } from './train.js';

describe('ordered target statistics', () => {
  it("never lets a row's own target into its encoding: changing one row's target leaves that row's encoding unchanged", () => {
    const random = createRandom(4);
    const n = 500;
    const codes = Float64Array.from({ length: n }, () => (random.next() < 0.05 ? NaN : random.nextInt(7)));
    const y = Float64Array.from({ length: n }, () => random.next() * 10);
    const base = fitOrderedTargetStatistics({ codes, y, nCategories: 7, prior: 5, priorWeight: 3, seed: 9 });
    for (const i of [0, 17, 123, 499]) {
      const changed = Float64Array.from(y);
      changed[i] = 1e6;
      const again = fitOrderedTargetStatistics({ codes, y: changed, nCategories: 7, prior: 5, priorWeight: 3, seed: 9 });
      if (Number.isNaN(codes[i]!)) expect(again.encoding[i]).toBeNaN();
      else expect(again.encoding[i]).toBe(base.encoding[i]);
      // The serving means do use every row, this one included.
      if (!Number.isNaN(codes[i]!)) expect(again.statistic.means[codes[i]!]).toBeGreaterThan(base.statistic.means[codes[i]!]! + 1000);
    }
  });

  it('encodes each row from the rows before it in one random order, smoothed toward the prior', () => {
    // Two rows of one category: one of them saw nothing (the prior), the other saw exactly the first one's target.
    const { encoding, statistic } = fitOrderedTargetStatistics({
      codes: Float64Array.of(0, 0),
      y: Float64Array.of(2, 8),
      nCategories: 1,
      prior: 4,
      priorWeight: 1,
      seed: 1,
    });
    const sorted = [...encoding].sort((a, b) => a - b);
    expect(encoding).toContain(4);
    // (8 + 4) / 2 = 6 when the second row came first, (2 + 4) / 2 = 3 when the first did.
    expect([3, 6]).toContain(sorted[0] === 4 ? sorted[1] : sorted[0]);
    expect(statistic.means[0]).toBeCloseTo((2 + 8 + 4) / 3, 12);
  });

  it('gives held-out rows the means of all the training rows, and leaves missing categories missing', () => {
    const columns: ColumnSpec[] = [{ name: 'carrier', kind: 'categorical' }];
    const rows: Row[] = [{ carrier: 'a' }, { carrier: 'a' }, { carrier: 'b' }, { carrier: null }, { carrier: 'a' }];
    const schema = buildSchema(columns, rows);
    const x = encodeRows(schema, rows);
    const y = Float64Array.of(1, 3, 10, 7, 100);
    const out = addTargetStatistics({ schema, x, y, trainRows: Uint32Array.of(0, 1, 2, 3), columns: ['carrier'], priorWeight: 2, seed: 0 });
    const prior = (1 + 3 + 10 + 7) / 4;
    expect(out.schema.columns.map((c) => c.name)).toEqual(['carrier', 'carrier_target_mean']);
    // Row 4 is held out: its encoding is category a's mean over training rows 0 and 1, not its own 100.
    expect(out.x.columns[1]![4]).toBeCloseTo((1 + 3 + 2 * prior) / (2 + 2), 12);
    expect(out.x.columns[1]![3]).toBeNaN();
    // Serving encodes a new row the same way from the schema alone.
    expect(encodeRows(out.schema, [{ carrier: 'a' }, { carrier: 'zzz' }, { carrier: null }]).columns[1]).toEqual(
      Float64Array.of((1 + 3 + 2 * prior) / 4, NaN, NaN),
    );
  });

  it('trains a model whose explanations and importance speak of the categorical column only, and that survives saving', async () => {
    const random = createRandom(8);
    const carriers = Array.from({ length: 40 }, (_, k) => `carrier ${k}`);
    const effect = carriers.map(() => random.next() * 2);
    const rows: Row[] = Array.from({ length: 1200 }, () => {
      const c = random.nextInt(carriers.length);
      const m = random.next() * 10;
      return { carrier: carriers[c]!, medical: m, y: Math.exp(1 + 0.2 * m + effect[c]! + random.next() * 0.3) };
    });
    const table = {
      columns: [
        { name: 'carrier', kind: 'categorical' as const },
        { name: 'medical', kind: 'numeric' as const },
        { name: 'y', kind: 'numeric' as const },
      ],
      rows,
    };
    const model = await trainModel(table, {
      target: 'y',
      targetTransform: 'log',
      targetStatistics: ['carrier'],
      seed: 3,
      forest: { nTrees: 10 },
    });
    expect(model.card.features).toContain('carrier_target_mean');
    expect(Object.keys(model.card.importance).sort()).toEqual(['carrier', 'medical']);
    const explanation = model.explain({ carrier: 'carrier 3', medical: 5 });
    expect(Object.keys(explanation.contributions).sort()).toEqual(['carrier', 'medical']);
    const sum = explanation.baseValue + Object.values(explanation.contributions).reduce((s, v) => s + v, 0);
    expect(sum).toBeCloseTo(model.predict({ carrier: 'carrier 3', medical: 5 }).value, 8);
    const loaded = loadModel(saveModel(model));
    expect(loaded.predict({ carrier: 'carrier 3', medical: 5 }).value).toBe(model.predict({ carrier: 'carrier 3', medical: 5 }).value);
  });

  it('refuses a numeric or unknown column', async () => {
    const rows: Row[] = Array.from({ length: 50 }, (_, i) => ({ a: i, y: i + 1 }));
    const table = {
      columns: [
        { name: 'a', kind: 'numeric' as const },
        { name: 'y', kind: 'numeric' as const },
      ],
      rows,
    };
    await expect(trainModel(table, { target: 'y', model: 'gbm', targetStatistics: ['a'] })).rejects.toThrow(/not categorical/);
    await expect(trainModel(table, { target: 'y', model: 'gbm', targetStatistics: ['b'] })).rejects.toThrow(/not a feature/);
  });
});
