// The hot loop of boosting: per-node gradient histograms over feature-major 8-bit bins, for a range of features.
import type { BinnedData } from './binning.js';
import { HIST_STRIDE } from './split.js';

/** Pluggable histogram builder (one thread, or features shared with a helper thread). */
export type HistogramBuilder = (hist: Float64Array, grad: Float64Array, rows: Uint32Array, start: number, end: number) => void;

/** Adds the histogram of rows[start, end) from row-major bins into hist (cleared by the caller). Reference for the tests. */
export function accumulateHistogram(
  hist: Float64Array,
  bins: Uint8Array,
  nFeatures: number,
  grad: Float64Array,
  rows: Uint32Array,
  start: number,
  end: number,
): void {
  for (let k = start; k < end; k++) {
    const i = rows[k]!;
    const g = grad[i]!;
    let offset = i * nFeatures;
    let base = 0;
    for (let f = 0; f < nFeatures; f++) {
      const idx = base + (bins[offset++]! << 1);
      hist[idx]! += g;
      hist[idx + 1]! += 1;
      base += HIST_STRIDE;
    }
  }
}

/**
 * Adds the histograms of features [fromFeature, toFeature) over rows[start, end) from the feature-major
 * bins (columns[f * nRows + i]) into hist. Every bin receives its rows' gradients in row order, the same
 * additions as accumulateHistogram, so any split of the features between threads gives identical sums.
 *
 * Six features (then four, then one) share one pass over the rows: the row index and gradient are
 * loaded once for six updates, and the six updates go to different histograms, so they do not wait on
 * each other (one feature at a time, consecutive rows in the same bin form a chain of dependent memory
 * additions). Measured on 100k and 1M rows, one pass per feature took about 1.9× as long as four per pass.
 * With identity = true the rows are known to be 0..n-1 in order (the root), so no row index is read.
 */
export function accumulateFeatures(args: {
  hist: Float64Array;
  columns: Uint8Array;
  nRows: number;
  fromFeature: number;
  toFeature: number;
  grad: Float64Array;
  rows: Uint32Array;
  start: number;
  end: number;
  identity?: boolean;
}): void {
  const { hist, columns, nRows, toFeature, grad, rows, start, end } = args;
  let f = args.fromFeature;
  if (args.identity === true) {
    for (; f + 5 < toFeature; f += 6) {
      const c0 = f * nRows;
      const c1 = c0 + nRows;
      const c2 = c1 + nRows;
      const c3 = c2 + nRows;
      const c4 = c3 + nRows;
      const c5 = c4 + nRows;
      const b0 = f * HIST_STRIDE;
      const b1 = b0 + HIST_STRIDE;
      const b2 = b1 + HIST_STRIDE;
      const b3 = b2 + HIST_STRIDE;
      const b4 = b3 + HIST_STRIDE;
      const b5 = b4 + HIST_STRIDE;
      for (let r = start; r < end; r++) {
        const g = grad[r]!;
        const i0 = b0 + (columns[c0 + r]! << 1);
        const i1 = b1 + (columns[c1 + r]! << 1);
        const i2 = b2 + (columns[c2 + r]! << 1);
        const i3 = b3 + (columns[c3 + r]! << 1);
        const i4 = b4 + (columns[c4 + r]! << 1);
        const i5 = b5 + (columns[c5 + r]! << 1);
        hist[i0]! += g;
        hist[i0 + 1]! += 1;
        hist[i1]! += g;
        hist[i1 + 1]! += 1;
        hist[i2]! += g;
        hist[i2 + 1]! += 1;
        hist[i3]! += g;
        hist[i3 + 1]! += 1;
        hist[i4]! += g;
        hist[i4 + 1]! += 1;
        hist[i5]! += g;
        hist[i5 + 1]! += 1;
      }
    }
    for (; f + 3 < toFeature; f += 4) {
      const c0 = f * nRows;
      const c1 = c0 + nRows;
      const c2 = c1 + nRows;
      const c3 = c2 + nRows;
      const b0 = f * HIST_STRIDE;
      const b1 = b0 + HIST_STRIDE;
      const b2 = b1 + HIST_STRIDE;
      const b3 = b2 + HIST_STRIDE;
      for (let r = start; r < end; r++) {
        const g = grad[r]!;
        const i0 = b0 + (columns[c0 + r]! << 1);
        const i1 = b1 + (columns[c1 + r]! << 1);
        const i2 = b2 + (columns[c2 + r]! << 1);
        const i3 = b3 + (columns[c3 + r]! << 1);
        hist[i0]! += g;
        hist[i0 + 1]! += 1;
        hist[i1]! += g;
        hist[i1 + 1]! += 1;
        hist[i2]! += g;
        hist[i2 + 1]! += 1;
        hist[i3]! += g;
        hist[i3 + 1]! += 1;
      }
    }
    for (; f < toFeature; f++) {
      const c = f * nRows;
      const b = f * HIST_STRIDE;
      for (let r = start; r < end; r++) {
        const idx = b + (columns[c + r]! << 1);
        hist[idx]! += grad[r]!;
        hist[idx + 1]! += 1;
      }
    }
    return;
  }
  for (; f + 5 < toFeature; f += 6) {
    const c0 = f * nRows;
    const c1 = c0 + nRows;
    const c2 = c1 + nRows;
    const c3 = c2 + nRows;
    const c4 = c3 + nRows;
    const c5 = c4 + nRows;
    const b0 = f * HIST_STRIDE;
    const b1 = b0 + HIST_STRIDE;
    const b2 = b1 + HIST_STRIDE;
    const b3 = b2 + HIST_STRIDE;
    const b4 = b3 + HIST_STRIDE;
    const b5 = b4 + HIST_STRIDE;
    for (let k = start; k < end; k++) {
      const r = rows[k]!;
      const g = grad[r]!;
      const i0 = b0 + (columns[c0 + r]! << 1);
      const i1 = b1 + (columns[c1 + r]! << 1);
      const i2 = b2 + (columns[c2 + r]! << 1);
      const i3 = b3 + (columns[c3 + r]! << 1);
      const i4 = b4 + (columns[c4 + r]! << 1);
      const i5 = b5 + (columns[c5 + r]! << 1);
      hist[i0]! += g;
      hist[i0 + 1]! += 1;
      hist[i1]! += g;
      hist[i1 + 1]! += 1;
      hist[i2]! += g;
      hist[i2 + 1]! += 1;
      hist[i3]! += g;
      hist[i3 + 1]! += 1;
      hist[i4]! += g;
      hist[i4 + 1]! += 1;
      hist[i5]! += g;
      hist[i5 + 1]! += 1;
    }
  }
  for (; f + 3 < toFeature; f += 4) {
    const c0 = f * nRows;
    const c1 = c0 + nRows;
    const c2 = c1 + nRows;
    const c3 = c2 + nRows;
    const b0 = f * HIST_STRIDE;
    const b1 = b0 + HIST_STRIDE;
    const b2 = b1 + HIST_STRIDE;
    const b3 = b2 + HIST_STRIDE;
    for (let k = start; k < end; k++) {
      const r = rows[k]!;
      const g = grad[r]!;
      const i0 = b0 + (columns[c0 + r]! << 1);
      const i1 = b1 + (columns[c1 + r]! << 1);
      const i2 = b2 + (columns[c2 + r]! << 1);
      const i3 = b3 + (columns[c3 + r]! << 1);
      hist[i0]! += g;
      hist[i0 + 1]! += 1;
      hist[i1]! += g;
      hist[i1 + 1]! += 1;
      hist[i2]! += g;
      hist[i2 + 1]! += 1;
      hist[i3]! += g;
      hist[i3 + 1]! += 1;
    }
  }
  for (; f < toFeature; f++) {
    const c = f * nRows;
    const b = f * HIST_STRIDE;
    for (let k = start; k < end; k++) {
      const r = rows[k]!;
      const idx = b + (columns[c + r]! << 1);
      hist[idx]! += grad[r]!;
      hist[idx + 1]! += 1;
    }
  }
}

/** Clears hist over features [from, to). */
export function clearFeatures(hist: Float64Array, from: number, to: number): void {
  hist.fill(0, from * HIST_STRIDE, to * HIST_STRIDE);
}

/** Builder over the row-major bins, for small data where the feature-major copy is not made. */
export function buildHistogram(
  hist: Float64Array,
  data: BinnedData,
  grad: Float64Array,
  rows: Uint32Array,
  start: number,
  end: number,
): void {
  hist.fill(0);
  accumulateHistogram(hist, data.bins, data.nFeatures, grad, rows, start, end);
}
