// Two-thread histograms for boosting: a helper worker sums one half of a large node's rows over SharedArrayBuffer.
import type { Worker } from 'node:worker_threads';
import { SPLIT_HISTOGRAM_ROWS, accumulateHistogramByColumn, addHistogram, type HistogramBuilder } from './histogram.js';
import { HIST_STRIDE } from './split.js';
import { spawnModuleWorker } from './worker-entry.js';

/** Slots of the shared control block. */
export const CONTROL = { command: 0, start: 1, end: 2, done: 3, ready: 4 } as const;

/** columns: the feature-major bins (columns[f * nRows + i]) in shared memory. */
export type HistogramHelperData = {
  columns: Uint8Array; nRows: number; nFeatures: number; grad: Float64Array; rows: Uint32Array; control: Int32Array; half: Float64Array;
};

/** shared: how many builds the helper thread took half of (for tests and progress reports). */
export type HistogramHelper = { build: HistogramBuilder; close: () => void; shared: () => number };

/**
 * Starts the helper; until it reports ready (and if it never does) this thread sums both halves itself.
 * columns, grad and rows must be backed by a SharedArrayBuffer; they are read in place at every build.
 */
export function startHistogramHelper(columns: Uint8Array, nRows: number, nFeatures: number, grad: Float64Array, rows: Uint32Array): HistogramHelper {
  const ordered = new Float64Array(nRows);
  const control = new Int32Array(new SharedArrayBuffer(5 * 4));
  const half = new Float64Array(new SharedArrayBuffer(nFeatures * HIST_STRIDE * 8));
  const localHalf = new Float64Array(nFeatures * HIST_STRIDE);
  let worker: Worker | null = null;
  try {
    worker = spawnModuleWorker('histogram-worker', { workerData: { columns, nRows, nFeatures, grad, rows, control, half } satisfies HistogramHelperData });
    worker.unref();
    // A helper that fails stops being used; this thread then sums both halves itself.
    worker.on('error', () => {
      worker = null;
    });
  } catch {
    worker = null;
  }
  let sequence = 0;
  let shared = 0;
  const buildLocally = (hist: Float64Array, g: Float64Array, r: Uint32Array, start: number, mid: number, end: number): void => {
    accumulateHistogramByColumn(hist, columns, nRows, nFeatures, g, r, start, mid, ordered);
    localHalf.fill(0);
    accumulateHistogramByColumn(localHalf, columns, nRows, nFeatures, g, r, mid, end, ordered);
    addHistogram(hist, localHalf, nFeatures);
  };
  const build: HistogramBuilder = (hist, g, r, start, end) => {
    hist.fill(0);
    if (end - start < SPLIT_HISTOGRAM_ROWS) {
      accumulateHistogramByColumn(hist, columns, nRows, nFeatures, g, r, start, end, ordered);
      return;
    }
    const mid = start + ((end - start) >>> 1);
    if (worker === null || Atomics.load(control, CONTROL.ready) !== 1) {
      buildLocally(hist, g, r, start, mid, end);
      return;
    }
    control[CONTROL.start] = mid;
    control[CONTROL.end] = end;
    sequence++;
    Atomics.store(control, CONTROL.command, sequence);
    Atomics.notify(control, CONTROL.command);
    accumulateHistogramByColumn(hist, columns, nRows, nFeatures, g, r, start, mid, ordered);
    const waitedFrom = performance.now();
    for (;;) {
      const done = Atomics.load(control, CONTROL.done);
      if (done === sequence) break;
      if (performance.now() - waitedFrom > 30_000) {
        // The helper stopped answering: drop it and finish the node here (same sums, same order).
        const stuck = worker;
        worker = null;
        void stuck?.terminate();
        hist.fill(0);
        buildLocally(hist, g, r, start, mid, end);
        return;
      }
      Atomics.wait(control, CONTROL.done, done, 50);
    }
    addHistogram(hist, half, nFeatures);
    shared++;
  };
  const close = (): void => {
    if (worker === null) return;
    control[CONTROL.start] = -1;
    Atomics.store(control, CONTROL.command, ++sequence);
    Atomics.notify(control, CONTROL.command);
    void worker.terminate();
    worker = null;
  };
  return { build, close, shared: () => shared };
}
