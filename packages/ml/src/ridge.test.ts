import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';
import { predictRidge, trainRidge } from './ridge.js';
import { buildSchema, encodeRows, readRow, type Row } from './table.js';

/** Gaussian elimination with partial pivoting on the full system, intercept column unpenalised. */
function solveDense(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

describe('ridge regression', () => {
  it('matches the closed-form solution of the penalised normal equations', () => {
    const random = createRandom(7);
    const rows: Row[] = [];
    for (let i = 0; i < 200; i++) {
      const a = random.next() * 10;
      const b = random.next() * 3 - 1;
      const c = ['x', 'y', 'z'][random.nextInt(3)]!;
      rows.push({ a, b, c, y: 2 * a - 3 * b + (c === 'y' ? 1 : 0) + random.next() });
    }
    const schema = buildSchema(
      [
        { name: 'a', kind: 'numeric' },
        { name: 'b', kind: 'numeric' },
        { name: 'c', kind: 'categorical' },
      ],
      rows,
    );
    const x = encodeRows(schema, rows);
    const y = Float64Array.from(rows, (r) => r.y as number);
    const alpha = 2.5;
    const model = trainRidge(schema, x, y, alpha);
    // Independent construction of the same design: z-scored numerics (population sd), one-hot categories.
    const stats = ['a', 'b'].map((k) => {
      const v = rows.map((r) => r[k] as number);
      const mean = v.reduce((s, t) => s + t, 0) / v.length;
      return { mean, sd: Math.sqrt(v.reduce((s, t) => s + (t - mean) ** 2, 0) / v.length) };
    });
    const categories = schema.columns[2]!.kind === 'categorical' ? schema.columns[2]!.categories : [];
    const design = rows.map((r) => [
      1,
      ((r.a as number) - stats[0]!.mean) / stats[0]!.sd,
      ((r.b as number) - stats[1]!.mean) / stats[1]!.sd,
      ...categories.map((c) => (r.c === c ? 1 : 0)),
    ]);
    const p = design[0]!.length;
    const xtx = Array.from({ length: p }, (_, i) =>
      Array.from({ length: p }, (_, j) => design.reduce((s, d) => s + d[i]! * d[j]!, 0) + (i === j && i > 0 ? alpha : 0)),
    );
    const xty = Array.from({ length: p }, (_, i) => design.reduce((s, d, k) => s + d[i]! * y[k]!, 0));
    const beta = solveDense(xtx, xty);
    for (let i = 0; i < rows.length; i += 17) {
      const expected = design[i]!.reduce((s, d, k) => s + d * beta[k]!, 0);
      expect(predictRidge(model, readRow(x, i))).toBeCloseTo(expected, 8);
    }
    expect(model.coefficients[0]).toBeCloseTo(beta[1]!, 8);
  });

  it('prices a missing value through its indicator instead of failing', () => {
    const rows: Row[] = Array.from({ length: 100 }, (_, i) => ({ a: i % 4 === 0 ? null : i, y: i % 4 === 0 ? 500 : i }));
    const schema = buildSchema([{ name: 'a', kind: 'numeric' }], rows);
    const x = encodeRows(schema, rows);
    const model = trainRidge(
      schema,
      x,
      Float64Array.from(rows, (r) => r.y as number),
      1e-6,
    );
    expect(predictRidge(model, Float64Array.of(NaN))).toBeCloseTo(500, 2);
  });
});
