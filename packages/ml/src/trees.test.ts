import { describe, expect, it } from 'vitest';
import { applyBinMapper, fitBinMapper } from './binning.js';
import { growForestTree, resolveForestOptions } from './forest.js';
import { predictGbm, trainGbm } from './gbm.js';
import { accumulateFeatures, accumulateHistogram, buildHistogram } from './histogram.js';
import { HIST_STRIDE } from './split.js';
import { createRandom } from './random.js';
import { buildSchema, encodeRows, type ColumnSpec, type Row } from './table.js';
import { predictTree } from './tree.js';
import { KernelArena, createHistogramKernel } from './wasm-kernel.js';

function makeData(rows: Row[], columns: ColumnSpec[]) {
  const schema = buildSchema(columns, rows);
  const x = encodeRows(schema, rows);
  return { schema, x, y: Float64Array.from(rows, (r) => r.y as number) };
}

describe('trees', () => {
  it('finds a known threshold split', () => {
    const random = createRandom(1);
    const rows: Row[] = Array.from({ length: 400 }, () => {
      const a = random.next();
      return { a, b: random.next(), y: a > 0.3 ? 5 : 1 };
    });
    const d = makeData(rows, [
      { name: 'a', kind: 'numeric' },
      { name: 'b', kind: 'numeric' },
    ]);
    const { model } = trainGbm(
      { schema: d.schema, x: d.x, y: d.y },
      { maxIterations: 1, learningRate: 1, maxLeaves: 2, earlyStopping: false, minSamplesLeaf: 1 },
    );
    const tree = model.trees[0]!;
    expect(tree.feature[0]).toBe(0);
    const sorted = rows.map((r) => r.a as number).sort((p, q) => p - q);
    const below = sorted.filter((v) => v <= 0.3).at(-1)!;
    const above = sorted.find((v) => v > 0.3)!;
    expect(tree.threshold[0]).toBeGreaterThanOrEqual(below);
    expect(tree.threshold[0]).toBeLessThan(above);
    expect(predictGbm(model, Float64Array.of(0.1, 0.5))).toBeCloseTo(1, 12);
    expect(predictGbm(model, Float64Array.of(0.9, 0.5))).toBeCloseTo(5, 12);
    const mapper = fitBinMapper(d.schema, d.x);
    const forestTree = growForestTree(
      applyBinMapper(mapper, d.x),
      d.y,
      resolveForestOptions({ maxFeatures: 1, minSamplesLeaf: 1 }),
      0,
    ).tree;
    expect(forestTree.feature[0]).toBe(0);
    expect(predictTree(forestTree, Float64Array.of(0.05, 0.5))).toBeCloseTo(1, 12);
    expect(predictTree(forestTree, Float64Array.of(0.95, 0.5))).toBeCloseTo(5, 12);
  });

  it('lowers the training loss at every boosting iteration', () => {
    const random = createRandom(2);
    const rows: Row[] = Array.from({ length: 2000 }, () => {
      const a = random.next();
      const b = random.next();
      return { a, b, c: ['p', 'q', 'r'][random.nextInt(3)]!, y: Math.sin(6 * a) + b * b + random.next() * 0.3 };
    });
    const d = makeData(rows, [
      { name: 'a', kind: 'numeric' },
      { name: 'b', kind: 'numeric' },
      { name: 'c', kind: 'categorical' },
    ]);
    const result = trainGbm({ schema: d.schema, x: d.x, y: d.y }, { maxIterations: 60, earlyStopping: false });
    expect(result.trainLoss).toHaveLength(61);
    for (let k = 1; k < result.trainLoss.length; k++) expect(result.trainLoss[k]!).toBeLessThan(result.trainLoss[k - 1]!);
    expect(result.trainLoss.at(-1)!).toBeLessThan(result.trainLoss[0]! * 0.2);
  });

  it('learns where missing values go', () => {
    const random = createRandom(3);
    // Missing behaves like a high value: the tree must send missing right, with the big values.
    const rows: Row[] = Array.from({ length: 600 }, (_, i) => {
      if (i % 3 === 0) return { a: null, y: 10 };
      // 100 distinct values fit in the bins, so the split can sit exactly at 0.5.
      const a = random.nextInt(100) / 100;
      return { a, y: a > 0.5 ? 10 : 0 };
    });
    const d = makeData(rows, [{ name: 'a', kind: 'numeric' }]);
    const { model } = trainGbm(
      { schema: d.schema, x: d.x, y: d.y },
      { maxIterations: 1, learningRate: 1, maxLeaves: 2, earlyStopping: false },
    );
    expect(model.trees[0]!.missingLeft[0]).toBe(0);
    expect(predictGbm(model, Float64Array.of(NaN))).toBeCloseTo(10, 12);
    expect(predictGbm(model, Float64Array.of(0.2))).toBeCloseTo(0, 12);
  });

  it('splits categories into the groups that differ, in one split', () => {
    const random = createRandom(4);
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const high = new Set(['b', 'e', 'f']);
    const rows: Row[] = Array.from({ length: 600 }, () => {
      const c = names[random.nextInt(names.length)]!;
      return { c, y: high.has(c) ? 3 : -3 };
    });
    const d = makeData(rows, [{ name: 'c', kind: 'categorical' }]);
    const { model } = trainGbm(
      { schema: d.schema, x: d.x, y: d.y },
      { maxIterations: 1, learningRate: 1, maxLeaves: 2, earlyStopping: false },
    );
    expect(model.trees[0]!.feature).toHaveLength(3);
    const categories = d.schema.columns[0]!.kind === 'categorical' ? d.schema.columns[0]!.categories : [];
    for (const c of names) expect(predictGbm(model, Float64Array.of(categories.indexOf(c)))).toBeCloseTo(high.has(c) ? 3 : -3, 12);
  });

  it('fits quantile loss leaves to quantiles', () => {
    const random = createRandom(5);
    const rows: Row[] = Array.from({ length: 4000 }, () => ({ a: random.next(), y: random.next() * 10 }));
    const d = makeData(rows, [{ name: 'a', kind: 'numeric' }]);
    const { model } = trainGbm(
      { schema: d.schema, x: d.x, y: d.y },
      { loss: { kind: 'quantile', alpha: 0.9 }, maxIterations: 30, earlyStopping: false },
    );
    const above = rows.filter((r) => (r.y as number) > predictGbm(model, Float64Array.of(r.a as number))).length / rows.length;
    expect(above).toBeGreaterThan(0.07);
    expect(above).toBeLessThan(0.13);
  });
});

describe('two-thread boosting', () => {
  // Two trainings of 60,000 rows: on a busy shared machine they can take longer than the default limit.
  it('grows trees identical to one thread when a helper takes the second row shard of each large node', () => {
    const random = createRandom(21);
    const n = 60_000;
    const nf = 6;
    const columns: Float64Array[] = Array.from({ length: nf }, () => new Float64Array(n));
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      for (let f = 0; f < nf; f++) columns[f]![i] = f === 5 && random.next() < 0.1 ? NaN : random.next();
      y[i] = Math.sin(6 * columns[0]![i]!) + 2 * columns[1]![i]! * columns[2]![i]! + 0.3 * random.next();
    }
    const schema = { columns: Array.from({ length: nf }, (_, f) => ({ name: `f${f}`, kind: 'numeric' as const })) };
    const x = { nRows: n, nFeatures: nf, columns };
    // Squared loss, and pinball loss (whose gradients the helper computes for its rows between trees).
    for (const loss of [{ kind: 'squared' as const }, { kind: 'quantile' as const, alpha: 0.9 }]) {
      // Enough trees to outlast the helper's start: it loads its module (here through the TypeScript loader, slower
      // than the built JavaScript) while training goes on without it, so a short run can end before it is ready.
      const options = { maxIterations: 150, maxLeaves: 31, earlyStopping: false, minSamplesLeaf: 20, loss };
      const one = trainGbm({ schema, x, y }, { ...options, threads: 1 });
      // On a busy machine even that can pass before it is ready. It must take part in one of three runs, whose trees
      // must be one thread's.
      let two = trainGbm({ schema, x, y }, { ...options, threads: 2 });
      for (let attempt = 1; attempt < 3 && two.threadedHistograms === 0; attempt++)
        two = trainGbm({ schema, x, y }, { ...options, threads: 2 });
      expect(two.threadedHistograms).toBeGreaterThan(0);
      expect(one.threadedHistograms).toBe(0);
      expect(two.model.trees.length).toBe(one.model.trees.length);
      expect(two.trainLoss).toEqual(one.trainLoss);
      two.model.trees.forEach((tree, t) => {
        const reference = one.model.trees[t]!;
        expect(tree.feature).toEqual(reference.feature);
        expect(tree.threshold).toEqual(reference.threshold);
        expect(tree.value).toEqual(reference.value);
        expect(tree.cover).toEqual(reference.cover);
      });
    }
  }, 120_000);
});

describe('histograms', () => {
  it('keeps the root histogram between trees equal to one rebuilt from all rows, for both losses', () => {
    const random = createRandom(8);
    const n = 4000;
    const nf = 5;
    const columns: Float64Array[] = Array.from({ length: nf }, () => new Float64Array(n));
    const y = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      for (let f = 0; f < nf; f++) columns[f]![i] = f === 4 && random.next() < 0.1 ? NaN : f === 3 ? random.nextInt(6) : random.next();
      y[i] = Math.sin(6 * columns[0]![i]!) + 2 * columns[1]![i]! * columns[2]![i]! + 0.2 * columns[3]![i]! + 0.3 * random.next();
    }
    const schema = { columns: Array.from({ length: nf }, (_, f) => ({ name: `f${f}`, kind: 'numeric' as const })) };
    const x = { nRows: n, nFeatures: nf, columns };
    for (const loss of [{ kind: 'squared' as const }, { kind: 'quantile' as const, alpha: 0.9 }]) {
      const options = { maxIterations: 30, maxLeaves: 15, earlyStopping: false, minSamplesLeaf: 20, loss };
      const kept = trainGbm({ schema, x, y }, options);
      // A replaced histogram builder rebuilds every histogram, the root's included, from the rows.
      const rebuilt = trainGbm(
        { schema, x, y },
        options,
        (data) => (hist, grad, rows, start, end) => buildHistogram(hist, data, grad, rows, start, end),
      );
      expect(kept.allTrees).toHaveLength(rebuilt.allTrees.length);
      kept.allTrees.forEach((tree, t) => {
        const reference = rebuilt.allTrees[t]!;
        expect(tree.feature).toEqual(reference.feature);
        expect(tree.threshold).toEqual(reference.threshold);
        expect(tree.cover).toEqual(reference.cover);
        // The kept sums are added up in another order: equal up to rounding.
        tree.value.forEach((v, k) => expect(v).toBeCloseTo(reference.value[k]!, 10));
      });
    }
  });

  it('sums the same values in the same order from feature-major bins as from row-major ones', () => {
    const random = createRandom(4);
    const nRows = 3000;
    // 13 features take the six-, four- and one-feature passes of the kernel.
    for (const nFeatures of [5, 13]) {
      const bins = Uint8Array.from({ length: nRows * nFeatures }, () => random.nextInt(256));
      const columns = new Uint8Array(nRows * nFeatures);
      for (let i = 0; i < nRows; i++) for (let f = 0; f < nFeatures; f++) columns[f * nRows + i] = bins[i * nFeatures + f]!;
      const grad = Float64Array.from({ length: nRows }, () => random.next() - 0.5);
      const rows = Uint32Array.from({ length: nRows }, (_, i) => i).filter(() => random.next() < 0.6);
      const byRow = new Float64Array(nFeatures * HIST_STRIDE);
      const byColumn = new Float64Array(nFeatures * HIST_STRIDE);
      accumulateHistogram(byRow, bins, nFeatures, grad, rows, 10, rows.length - 7);
      accumulateFeatures({
        hist: byColumn,
        columns,
        nRows,
        fromFeature: 0,
        toFeature: nFeatures,
        grad,
        rows,
        start: 10,
        end: rows.length - 7,
      });
      expect(byColumn).toEqual(byRow);
      // The root's pass reads rows 0..n-1 without the row indices.
      const all = Uint32Array.from({ length: nRows }, (_, i) => i);
      const rootByRow = new Float64Array(nFeatures * HIST_STRIDE);
      const rootByColumn = new Float64Array(nFeatures * HIST_STRIDE);
      accumulateHistogram(rootByRow, bins, nFeatures, grad, all, 0, nRows);
      accumulateFeatures({
        hist: rootByColumn,
        columns,
        nRows,
        fromFeature: 0,
        toFeature: nFeatures,
        grad,
        rows: all,
        start: 0,
        end: nRows,
        identity: true,
      });
      expect(rootByColumn).toEqual(rootByRow);
    }
  });

  it('sums the same values in the same order in the WebAssembly loops (by column and by row), in private and in shared memory', () => {
    const random = createRandom(5);
    const nRows = 5000;
    // 13 features: two groups of six, then one alone; a sub-range of the features and of the rows.
    const nFeatures = 13;
    for (const shared of [false, true]) {
      const arena = new KernelArena(
        KernelArena.measure([nFeatures * HIST_STRIDE * 8, nRows * nFeatures, nRows * nFeatures, nRows * 8, nRows * 4]),
        shared,
      );
      const hist = arena.take(Float64Array, nFeatures * HIST_STRIDE, 8);
      const columns = arena.take(Uint8Array, nRows * nFeatures, 1);
      const bins = arena.take(Uint8Array, nRows * nFeatures, 1);
      const grad = arena.take(Float64Array, nRows, 8);
      const rows = arena.take(Uint32Array, nRows, 4);
      expect(hist.buffer instanceof SharedArrayBuffer).toBe(shared);
      columns.set(Uint8Array.from({ length: nRows * nFeatures }, () => random.nextInt(256)));
      for (let i = 0; i < nRows; i++) for (let f = 0; f < nFeatures; f++) bins[i * nFeatures + f] = columns[f * nRows + i]!;
      grad.set(Float64Array.from({ length: nRows }, () => random.next() - 0.5));
      const picked = Uint32Array.from({ length: nRows }, (_, i) => i).filter(() => random.next() < 0.4);
      rows.set(picked);
      const kernel = createHistogramKernel(arena.memory);
      const expected = new Float64Array(nFeatures * HIST_STRIDE);
      for (const [from, to] of [
        [0, nFeatures],
        [1, 8],
      ] as const) {
        hist.fill(0.25);
        expected.fill(0.25);
        kernel.accumulate(hist, columns, nRows, from, to, grad, rows, 3, picked.length - 5);
        accumulateFeatures({
          hist: expected,
          columns,
          nRows,
          fromFeature: from,
          toFeature: to,
          grad,
          rows,
          start: 3,
          end: picked.length - 5,
        });
        expect(Array.from(hist)).toEqual(Array.from(expected));
      }
      hist.fill(0.25);
      expected.fill(0.25);
      kernel.accumulateRows(hist, bins, nFeatures, grad, rows, 3, picked.length - 5);
      accumulateFeatures({
        hist: expected,
        columns,
        nRows,
        fromFeature: 0,
        toFeature: nFeatures,
        grad,
        rows,
        start: 3,
        end: picked.length - 5,
      });
      expect(Array.from(hist)).toEqual(Array.from(expected));
    }
  });
});
