import { describe, expect, it } from 'vitest';
import {
  MAX_VALUE_BINS,
  MISSING_BIN,
  applyBinMapper,
  binClaimedFeatures,
  binColumns,
  createSharedBinning,
  findBin,
  findBinPadded,
  fitBinMapper,
  fitFeatureThresholds,
  padThresholds,
  readSharedBinning,
} from './binning.js';
import { createRandom } from './random.js';
import { buildSchema, encodeRows, type ColumnSpec, type Row } from './table.js';

function binColumn(values: Array<number | null>, maxBins?: number) {
  const columns: ColumnSpec[] = [{ name: 'x', kind: 'numeric' }];
  const rows: Row[] = values.map((x) => ({ x }));
  const schema = buildSchema(columns, rows);
  const matrix = encodeRows(schema, rows);
  const mapper = fitBinMapper(schema, matrix, maxBins);
  return { mapper, binned: applyBinMapper(mapper, matrix) };
}

describe('binning', () => {
  it('gives each distinct value its own bin when there are few, with thresholds between them', () => {
    const { mapper, binned } = binColumn([3, 1, 2, 2, 1]);
    expect(Array.from(mapper.thresholds[0]!)).toEqual([1.5, 2.5]);
    expect(mapper.nBins[0]).toBe(3);
    expect(Array.from(binned.bins)).toEqual([3, 1, 2, 2, 1]);
  });

  it('puts missing values in bin 0 and leaves them out of the thresholds', () => {
    const { mapper, binned } = binColumn([null, 10, null, 20]);
    expect(Array.from(mapper.thresholds[0]!)).toEqual([15]);
    expect(Array.from(binned.bins)).toEqual([MISSING_BIN, 1, MISSING_BIN, 2]);
  });

  it('keeps at most the requested number of bins and orders rows by value', () => {
    const values = Array.from({ length: 10_000 }, (_, i) => (i * 7919) % 10_000);
    const { mapper, binned } = binColumn(values, 16);
    expect(mapper.nBins[0]).toBeLessThanOrEqual(16);
    expect(mapper.nBins[0]).toBeGreaterThan(10);
    for (let i = 0; i < values.length; i++) {
      for (const j of [0, 4999, 9999]) {
        if (values[i]! < values[j]!) expect(binned.bins[i]!).toBeLessThanOrEqual(binned.bins[j]!);
      }
    }
    // Quantile bins hold about the same number of rows each.
    const counts = new Map<number, number>();
    for (const bin of binned.bins) counts.set(bin, (counts.get(bin) ?? 0) + 1);
    for (const count of counts.values()) expect(count).toBeLessThan((10_000 / 16) * 1.6);
  });

  it('never uses more than 255 value bins, so a bin fits a byte beside the missing bin', () => {
    const { mapper, binned } = binColumn(
      Array.from({ length: 2_000 }, (_, i) => i / 3),
      100_000,
    );
    expect(mapper.nBins[0]).toBeLessThanOrEqual(MAX_VALUE_BINS);
    expect(Math.max(...binned.bins)).toBeLessThanOrEqual(MAX_VALUE_BINS);
  });

  it('bins a value at a threshold on the left: "bin <= b" is exactly "x <= threshold b"', () => {
    const thresholds = Float64Array.from([1, 2, 3]);
    expect(findBin(thresholds, 0)).toBe(1);
    expect(findBin(thresholds, 1)).toBe(1);
    expect(findBin(thresholds, 1.0001)).toBe(2);
    expect(findBin(thresholds, 3)).toBe(3);
    expect(findBin(thresholds, 99)).toBe(4);
  });

  it('maps categories to their code plus one, and unseen values at prediction to missing', () => {
    const columns: ColumnSpec[] = [{ name: 'carrier', kind: 'categorical' }];
    const rows: Row[] = [{ carrier: 'Geico' }, { carrier: 'Allstate' }, { carrier: 'Geico' }, { carrier: null }];
    const schema = buildSchema(columns, rows);
    const mapper = fitBinMapper(schema, encodeRows(schema, rows));
    expect(mapper.isCategorical[0]).toBe(true);
    expect(mapper.nBins[0]).toBe(2);
    const bins = Array.from(applyBinMapper(mapper, encodeRows(schema, [...rows, { carrier: 'Progressive' }])).bins);
    expect(bins[0]).toBe(bins[2]);
    expect(bins[0]).not.toBe(bins[1]);
    expect(bins[3]).toBe(MISSING_BIN);
    expect(bins[4]).toBe(MISSING_BIN);
  });
});

/** The thresholds by definition, from a full sort: midpoints between distinct values when few, else interpolated quantiles. */
function thresholdsBySorting(column: Float64Array, maxBins: number): number[] {
  const sorted = Float64Array.from(column.filter((v) => !Number.isNaN(v))).sort();
  const n = sorted.length;
  const distinct = [...new Set(sorted)];
  if (distinct.length <= maxBins)
    return distinct.slice(1).map((b, k) => {
      const a = distinct[k]!;
      const m = a + (b - a) / 2;
      return m < b ? m : a;
    });
  const out: number[] = [];
  for (let k = 1; k < maxBins; k++) {
    const position = (k / maxBins) * (n - 1);
    const lo = Math.floor(position);
    const value = sorted[lo]! + (sorted[Math.min(lo + 1, n - 1)]! - sorted[lo]!) * (position - lo);
    if (value >= sorted[n - 1]!) break;
    if (out.length === 0 || value > out[out.length - 1]!) out.push(value);
  }
  return out;
}

describe('quantile thresholds without a full sort', () => {
  it('gives the thresholds a full sort gives, for spread, tied, signed-zero, infinite, clustered and ordered values', () => {
    const random = createRandom(11);
    const shapes: Record<string, (i: number) => number> = {
      uniform: () => random.next(),
      dollars: () => Math.round(Math.exp(8 + 4 * random.next()) * 100) / 100,
      // More distinct values than bins, but only just, and heavily tied.
      tied: () => Math.floor(random.next() * 300),
      signedZeros: () => (random.next() < 0.9 ? (random.next() < 0.5 ? 0 : -0) : random.next() - 0.5),
      infinite: () => {
        const u = random.next();
        return u < 0.05 ? Infinity : u < 0.1 ? -Infinity : u;
      },
      clustered: () => (random.next() < 0.99 ? 1 + random.next() * 1e-9 : random.next() * 1e6),
      ascending: (i) => i * 0.25,
      descending: (i) => -i,
      missing: () => (random.next() < 0.3 ? NaN : random.next() ** 4),
      fewValues: () => Math.floor(random.next() * 200),
    };
    for (const [name, shape] of Object.entries(shapes)) {
      for (const n of [16_384, 70_001]) {
        const column = Float64Array.from({ length: n }, (_, i) => shape(i));
        for (const maxBins of [255, 40]) {
          const found = Array.from(fitFeatureThresholds(column, maxBins, 0, 0));
          expect(
            found.map((v) => (Object.is(v, -0) ? 0 : v)),
            `${name}, ${n} values, ${maxBins} bins`,
          ).toEqual(thresholdsBySorting(column, maxBins).map((v) => (Object.is(v, -0) ? 0 : v)));
        }
      }
    }
  });
});

describe('branch-free bin search', () => {
  it('finds the same bin as the binary search for every value, including the edges', () => {
    for (const size of [0, 1, 2, 11, 200, 254]) {
      const thresholds = Float64Array.from({ length: size }, (_, k) => k * 0.5 - 3);
      const padded = padThresholds(thresholds);
      const probes = [
        -Infinity,
        Infinity,
        -3,
        -3.1,
        size * 0.5 - 3.5,
        size * 0.5 - 3.4,
        ...Array.from({ length: 300 }, (_, k) => k * 0.45 - 4),
      ];
      for (const x of probes) expect(findBinPadded(padded, x)).toBe(findBin(thresholds, x));
    }
  });
});

describe('feature-major bins', () => {
  it('bins every value as the row-major binning does, one column after another', () => {
    const values = Array.from({ length: 500 }, (_, i) => (i % 7 === 0 ? null : Math.sin(i) * 100));
    const rows: Row[] = values.map((x, i) => ({ x, y: i % 3 === 0 ? 'a' : i % 3 === 1 ? 'b' : null }));
    const schema = buildSchema(
      [
        { name: 'x', kind: 'numeric' },
        { name: 'y', kind: 'categorical' },
      ],
      rows,
    );
    const matrix = encodeRows(schema, rows);
    const mapper = fitBinMapper(schema, matrix, 32);
    const rowMajor = applyBinMapper(mapper, matrix).bins;
    const columns = binColumns(mapper, matrix);
    for (let i = 0; i < rows.length; i++) for (let f = 0; f < 2; f++) expect(columns[f * rows.length + i]).toBe(rowMajor[i * 2 + f]);
  });

  it('gives the same thresholds and bins when threads share out the features, each claiming a feature once', () => {
    const random = createRandom(3);
    const n = 4000;
    const columns: ColumnSpec[] = [
      { name: 'a', kind: 'numeric' },
      { name: 'kind', kind: 'categorical' },
      { name: 'b', kind: 'numeric' },
      { name: 'c', kind: 'numeric' },
    ];
    const rows: Row[] = Array.from({ length: n }, () => ({
      a: random.next() < 0.1 ? null : random.next() * 100,
      kind: ['x', 'y', 'z'][random.nextInt(3)]!,
      b: random.nextInt(7),
      c: random.next() ** 3,
    }));
    const schema = buildSchema(columns, rows);
    const matrix = encodeRows(schema, rows);
    const mapper = fitBinMapper(schema, matrix, 64, 9);
    const expected = binColumns(mapper, matrix);
    // A helper thread binning from the last feature, alone, gives one thread's thresholds and bins.
    const job = createSharedBinning(schema, matrix, 64, 9, new Uint8Array(new SharedArrayBuffer(n * columns.length)));
    binClaimedFeatures(job, true);
    expect(job.done[0]).toBe(columns.length);
    expect(Array.from(job.claims)).toEqual([2, 2, 2, 2]);
    const shared = readSharedBinning(job);
    expect(shared.nBins).toEqual(mapper.nBins);
    expect(shared.isCategorical).toEqual(mapper.isCategorical);
    shared.thresholds.forEach((t, f) => expect(Array.from(t)).toEqual(Array.from(mapper.thresholds[f]!)));
    expect(Array.from(job.out)).toEqual(Array.from(expected));
    // A feature the other thread has claimed is left to it.
    const split = createSharedBinning(schema, matrix, 64, 9, new Uint8Array(new SharedArrayBuffer(n * columns.length)));
    split.claims[2] = 2;
    binClaimedFeatures(split, false);
    expect(split.done[0]).toBe(columns.length - 1);
    expect(Array.from(split.claims)).toEqual([1, 1, 2, 1]);
    expect(split.out.subarray(2 * n, 3 * n).every((b) => b === 0)).toBe(true);
    expect(Array.from(split.out.subarray(3 * n))).toEqual(Array.from(expected.subarray(3 * n)));
  });
});
