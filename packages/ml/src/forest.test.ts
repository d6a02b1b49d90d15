import { describe, expect, it } from 'vitest';
import { applyBinMapper, fitBinMapper } from './binning.js';
import { computeOutOfBag, growForestTree, predictForest, resolveForestOptions, trainForest } from './forest.js';
import { createRandom } from './random.js';
import { buildSchema, encodeRows, readRow, type ColumnSpec, type Row } from './table.js';

/** y = 3 when x1 > 0.5 else 0, plus small noise; x2 is pure noise. */
function stepData(n: number, seed = 1) {
  const random = createRandom(seed);
  const rows: Row[] = Array.from({ length: n }, () => {
    const x1 = random.next();
    const x2 = random.next();
    return { x1, x2, y: (x1 > 0.5 ? 3 : 0) + (random.next() - 0.5) * 0.2 };
  });
  const columns: ColumnSpec[] = [
    { name: 'x1', kind: 'numeric' },
    { name: 'x2', kind: 'numeric' },
  ];
  const schema = buildSchema(columns, rows);
  const x = encodeRows(schema, rows);
  const binned = applyBinMapper(fitBinMapper(schema, x), x);
  return { x, binned, y: Float64Array.from(rows, (row) => row.y as number) };
}

describe('random forest', () => {
  it('learns a step function and predicts close to it on both sides', () => {
    const { binned, y } = stepData(2_000);
    const results = trainForest(binned, y, { nTrees: 30, minSamplesLeaf: 5, seed: 3 });
    const model = { kind: 'forest' as const, trees: results.map((result) => result.tree) };
    expect(predictForest(model, Float64Array.from([0.2, 0.5]))).toBeCloseTo(0, 0);
    expect(predictForest(model, Float64Array.from([0.8, 0.5]))).toBeCloseTo(3, 0);
  });

  it('grows the same tree for the same seed and index, whichever thread grows it', () => {
    const { binned, y } = stepData(500);
    const options = resolveForestOptions({ seed: 9, minSamplesLeaf: 3 });
    const a = growForestTree(binned, y, options, 4);
    const b = growForestTree(binned, y, options, 4);
    const c = growForestTree(binned, y, options, 5);
    expect(b).toEqual(a);
    expect(Array.from(c.inBag)).not.toEqual(Array.from(a.inBag));
  });

  it('draws bootstrap samples that leave about a third of the rows out of each tree', () => {
    const { binned, y } = stepData(3_000);
    const { inBag } = growForestTree(binned, y, resolveForestOptions({ seed: 2 }), 0);
    const outOfBag = inBag.length - inBag.reduce((sum, v) => sum + v, 0);
    // (1 - 1/n)^n tends to e^-1 ≈ 0.368.
    expect(outOfBag / inBag.length).toBeGreaterThan(0.33);
    expect(outOfBag / inBag.length).toBeLessThan(0.4);
  });

  it('predicts each row out of bag only from trees that never saw it, close to the truth', () => {
    const { x, binned, y } = stepData(1_500);
    const results = trainForest(binned, y, { nTrees: 25, minSamplesLeaf: 5, seed: 4 });
    const oob = computeOutOfBag(results, (i, out) => readRow(x, i, out), x.nRows, x.nFeatures);
    let error = 0;
    let counted = 0;
    for (let i = 0; i < oob.length; i++) {
      if (Number.isNaN(oob[i]!)) continue;
      error += Math.abs(oob[i]! - y[i]!);
      counted++;
    }
    expect(counted).toBeGreaterThan(oob.length * 0.99);
    expect(error / counted).toBeLessThan(0.2);
    // A row in every bootstrap sample has no out-of-bag prediction at all.
    const alwaysIn = results.map((result) => ({ ...result, inBag: new Uint8Array(x.nRows).fill(1) }));
    expect(Number.isNaN(computeOutOfBag(alwaysIn, (i, out) => readRow(x, i, out), x.nRows, x.nFeatures)[0]!)).toBe(true);
  });

  it('keeps every leaf at least minSamplesLeaf bootstrap rows and no deeper than maxDepth', () => {
    const { x, binned, y } = stepData(1_000);
    const options = resolveForestOptions({ seed: 5, minSamplesLeaf: 40, maxDepth: 3 });
    const { tree } = growForestTree(binned, y, options, 0);
    const leafValues = new Set<number>();
    for (let i = 0; i < x.nRows; i++) leafValues.add(predictForest({ kind: 'forest', trees: [tree] }, readRow(x, i)));
    expect(leafValues.size).toBeLessThanOrEqual(2 ** 3);
    expect(leafValues.size).toBeLessThanOrEqual(Math.floor(1_000 / 40));
    expect(leafValues.size).toBeGreaterThan(1);
  });
});
