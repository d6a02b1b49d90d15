import { describe, expect, it } from 'vitest';
import { trainGbm } from './gbm.js';
import { createRandom } from './random.js';
import { buildSchema, encodeRows, readRow, type ColumnSpec, type Row } from './table.js';
import { addFastTreeShap, createFastShapWorkspace, prepareShapTree } from './fast-tree-shap.js';
import { applyBinMapper, fitBinMapper } from './binning.js';
import { growForestTree, resolveForestOptions } from './forest.js';
import { addTreeShap, computeExpectedValue, createShapWorkspace, predictTree, type Tree } from './tree.js';

/** E[f(x) | x_S] the path-dependent way: follow x on features in S, else average the children by cover. */
function conditionalExpectation(tree: Tree, x: Float64Array, known: Set<number>, node = 0): number {
  const f = tree.feature[node]!;
  if (f < 0) return tree.value[node]!;
  const left = tree.left[node]!;
  const right = tree.right[node]!;
  if (known.has(f)) {
    // Reuse the tree's own routing by predicting from this node on a one-step tree walk.
    const v = x[f]!;
    let goLeft: boolean;
    if (Number.isNaN(v)) goLeft = tree.missingLeft[node] === 1;
    else if (tree.catOffset[node]! < 0) goLeft = v <= tree.threshold[node]!;
    else goLeft = ((tree.catBits[tree.catOffset[node]! + (v >>> 5)]! >>> (v & 31)) & 1) === 1;
    return conditionalExpectation(tree, x, known, goLeft ? left : right);
  }
  const c = tree.cover[node]!;
  return (
    (tree.cover[left]! / c) * conditionalExpectation(tree, x, known, left) +
    (tree.cover[right]! / c) * conditionalExpectation(tree, x, known, right)
  );
}

/** Shapley values by enumerating every subset: sum over S of |S|!(M-|S|-1)!/M! [v(S+i) - v(S)]. */
function bruteForceShapley(tree: Tree, x: Float64Array, m: number): number[] {
  const factorial = (k: number): number => (k <= 1 ? 1 : k * factorial(k - 1));
  const phi = new Array<number>(m).fill(0);
  for (let mask = 0; mask < 1 << m; mask++) {
    const known = new Set<number>();
    for (let j = 0; j < m; j++) if (mask & (1 << j)) known.add(j);
    const base = conditionalExpectation(tree, x, known);
    for (let i = 0; i < m; i++) {
      if (known.has(i)) continue;
      const weight = (factorial(known.size) * factorial(m - known.size - 1)) / factorial(m);
      phi[i]! += weight * (conditionalExpectation(tree, x, new Set([...known, i])) - base);
    }
  }
  return phi;
}

describe('TreeSHAP', () => {
  it('equals brute-force Shapley values on small trees with repeated features, missing values and categories', () => {
    const random = createRandom(11);
    const columns: ColumnSpec[] = [
      { name: 'a', kind: 'numeric' },
      { name: 'b', kind: 'numeric' },
      { name: 'c', kind: 'categorical' },
      { name: 'd', kind: 'numeric' },
      { name: 'e', kind: 'numeric' },
    ];
    const rows: Row[] = Array.from({ length: 500 }, () => {
      const a = random.next();
      const b = random.next() < 0.15 ? null : random.next();
      const c = ['u', 'v', 'w', 'z'][random.nextInt(4)]!;
      const d = random.next();
      return { a, b, c, d, e: random.next(), y: 3 * a * (b ?? 0.8) + (c === 'v' ? 1 : 0) + Math.sin(5 * d) + (a > 0.5 ? d : -d) };
    });
    const schema = buildSchema(columns, rows);
    const x = encodeRows(schema, rows);
    const y = Float64Array.from(rows, (r) => r.y as number);
    const { model } = trainGbm(
      { schema, x, y },
      { maxIterations: 4, maxLeaves: 12, minSamplesLeaf: 5, earlyStopping: false, learningRate: 0.5 },
    );
    const ws = createShapWorkspace(Math.max(...model.trees.map((t) => t.maxDepth)));
    const fastWs = createFastShapWorkspace(Math.max(...model.trees.map((t) => t.maxDepth)), 8, columns.length);
    let checked = 0;
    for (const tree of model.trees) {
      expect(tree.maxDepth).toBeGreaterThan(2);
      for (let i = 0; i < 20; i++) {
        const row = readRow(x, i * 7);
        if (i === 3) row[1] = NaN;
        const phi = new Float64Array(columns.length);
        addTreeShap(tree, row, phi, 1, ws);
        const fast = new Float64Array(columns.length);
        addFastTreeShap(prepareShapTree(tree), row, fast, 1, fastWs);
        const expected = bruteForceShapley(tree, row, columns.length);
        for (let j = 0; j < columns.length; j++) {
          expect(phi[j]!).toBeCloseTo(expected[j]!, 10);
          expect(fast[j]!).toBeCloseTo(expected[j]!, 10);
        }
        for (const values of [phi, fast]) {
          const total = values.reduce((s, v) => s + v, computeExpectedValue(tree));
          expect(Math.abs(total - predictTree(tree, row))).toBeLessThan(1e-9);
        }
        checked++;
      }
    }
    expect(checked).toBe(80);
  });

  it('fast TreeSHAP equals the path-by-path algorithm on deep forest trees with many repeated features', () => {
    const random = createRandom(5);
    const columns: ColumnSpec[] = [
      { name: 'a', kind: 'numeric' },
      { name: 'b', kind: 'numeric' },
      { name: 'c', kind: 'categorical' },
      { name: 'd', kind: 'numeric' },
    ];
    const rows: Row[] = Array.from({ length: 3000 }, () => {
      const a = random.next();
      const b = random.next() < 0.1 ? null : random.next();
      const c = ['u', 'v', 'w', 'z', 'q'][random.nextInt(5)]!;
      const d = random.next();
      return { a, b, c, d, y: 10 + Math.sin(9 * a) * (b ?? 0.5) + (c === 'v' ? 1 : 0) + d * d + 0.2 * random.next() };
    });
    const schema = buildSchema(columns, rows);
    const x = encodeRows(schema, rows);
    const y = Float64Array.from(rows, (r) => r.y as number);
    const binned = applyBinMapper(fitBinMapper(schema, x), x);
    const options = resolveForestOptions({ maxFeatures: 1, minSamplesLeaf: 2, maxDepth: 16 });
    for (let t = 0; t < 3; t++) {
      const tree = growForestTree(binned, y, options, t).tree;
      expect(tree.maxDepth).toBeGreaterThan(10);
      const ws = createShapWorkspace(tree.maxDepth);
      const prepared = prepareShapTree(tree);
      const fastWs = createFastShapWorkspace(tree.maxDepth, prepared.points, columns.length);
      for (let i = 0; i < 40; i++) {
        const row = readRow(x, i * 31);
        const slow = new Float64Array(columns.length);
        const fast = new Float64Array(columns.length);
        addTreeShap(tree, row, slow, 1, ws);
        addFastTreeShap(prepared, row, fast, 1, fastWs);
        for (let j = 0; j < columns.length; j++) expect(Math.abs(fast[j]! - slow[j]!)).toBeLessThan(1e-10);
        const total = fast.reduce((s, v) => s + v, computeExpectedValue(tree));
        expect(Math.abs(total - predictTree(tree, row))).toBeLessThan(1e-9);
      }
    }
  });
});
