import { describe, expect, it } from 'vitest';
import { MAX_VALUE_BINS, MISSING_BIN, applyBinMapper, findBin, fitBinMapper } from './binning.js';
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
    for (const count of counts.values()) expect(count).toBeLessThan(10_000 / 16 * 1.6);
  });

  it('never uses more than 255 value bins, so a bin fits a byte beside the missing bin', () => {
    const { mapper, binned } = binColumn(Array.from({ length: 2_000 }, (_, i) => i / 3), 100_000);
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
