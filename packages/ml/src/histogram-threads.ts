// Two-thread boosting: a helper worker takes the second half of the features of every large node expansion, in shared memory.
import type { Worker } from 'node:worker_threads';
import { copySplit, expandFeatures, type Expander, type ExpansionData, type FeatureInfo } from './expand.js';
import { HIST_STRIDE, createSplit, type Split } from './split.js';
import { spawnModuleWorker } from './worker-entry.js';

/** Slots of the shared control block. */
export const CONTROL = { command: 0, done: 1, ready: 2, start: 3, end: 4, identity: 5, smallSlot: 6, parentSlot: 7, searchSmall: 8, searchLarge: 9 } as const;
const CONTROL_SLOTS = 10;

/**
 * Everything lives in SharedArrayBuffers and is read in place, never copied: the feature-major bins
 * (columns[f * nRows + i]), the gradients, the row order, and the pool of node histograms (slot s is
 * pool[s * nFeatures * HIST_STRIDE ...]). totals: the children's gradient sums and counts; results: the
 * helper's best split per child ([gain, feature, leftG, leftC] twice) and resultBins its leftByBin flags.
 */
export type HistogramHelperData = {
  columns: Uint8Array; nRows: number; nFeatures: number; grad: Float64Array; rows: Uint32Array; pool: Float64Array;
  nBins: Int32Array; isCategorical: boolean[]; params: FeatureInfo['params']; splitFeature: number;
  control: Int32Array; totals: Float64Array; results: Float64Array; resultBins: Uint8Array;
};

/** shared: how many expansions the helper thread took part in (for tests and progress reports). */
export type HistogramHelper = { expand: Expander; close: () => void; shared: () => number; pool: Float64Array[] };

/** Smaller children than this are expanded on the calling thread: the hand-off costs more than it saves. */
export const HELPER_MIN_ROWS = 1_024;

/**
 * Starts the helper. The returned pool holds the histograms growTree must use (views of one shared
 * buffer). Histograms outside it, small nodes, and every expansion until the helper reports ready (or
 * after it fails) run on this thread alone. The result is the same either way: each feature's sums and
 * split search do not depend on which thread does them, and ties go to the lower feature as on one thread.
 */
export function startHistogramHelper(args: { data: ExpansionData; info: FeatureInfo; nFeatures: number; slots: number }): HistogramHelper {
  const { data, info, nFeatures } = args;
  const size = nFeatures * HIST_STRIDE;
  const buffer = new SharedArrayBuffer(args.slots * size * 8);
  const pool = Array.from({ length: args.slots }, (_, s) => new Float64Array(buffer, s * size * 8, size));
  const control = new Int32Array(new SharedArrayBuffer(CONTROL_SLOTS * 4));
  const totals = new Float64Array(new SharedArrayBuffer(4 * 8));
  const results = new Float64Array(new SharedArrayBuffer(8 * 8));
  const resultBins = new Uint8Array(new SharedArrayBuffer(2 * 256));
  // The helper takes the second half of the features; the first half is this thread's.
  const splitFeature = nFeatures >>> 1;
  let worker: Worker | null = null;
  try {
    const workerData: HistogramHelperData = {
      columns: data.columns, nRows: data.nRows, nFeatures, grad: data.grad, rows: data.rows, pool: new Float64Array(buffer),
      nBins: info.nBins, isCategorical: info.isCategorical, params: info.params, splitFeature, control, totals, results, resultBins,
    };
    worker = spawnModuleWorker('histogram-worker', { workerData });
    worker.unref();
    // A helper that fails stops being used; this thread then expands every feature itself.
    worker.on('error', () => {
      worker = null;
    });
  } catch {
    worker = null;
  }
  const slotOf = (hist: Float64Array | null): number => (hist === null ? -1 : hist.buffer === buffer ? hist.byteOffset / (size * 8) : -2);
  const theirs: [Split, Split] = [createSplit(), createSplit()];
  let sequence = 0;
  let shared = 0;
  const expand: Expander = (node, bestSmall, bestLarge) => {
    const smallSlot = slotOf(node.small);
    const parentSlot = slotOf(node.parent);
    // A histogram already built leaves only the split search, too little work to hand off.
    if (worker === null || node.built === true || smallSlot < 0 || parentSlot < -1 || splitFeature === 0 || node.end - node.start < HELPER_MIN_ROWS || Atomics.load(control, CONTROL.ready) !== 1) {
      expandFeatures({ data, info, node, from: 0, to: nFeatures, bestSmall, bestLarge });
      return;
    }
    control[CONTROL.start] = node.start;
    control[CONTROL.end] = node.end;
    control[CONTROL.identity] = node.identity ? 1 : 0;
    control[CONTROL.smallSlot] = smallSlot;
    control[CONTROL.parentSlot] = parentSlot;
    control[CONTROL.searchSmall] = node.searchSmall ? 1 : 0;
    control[CONTROL.searchLarge] = node.searchLarge ? 1 : 0;
    totals[0] = node.smallG;
    totals[1] = node.smallC;
    totals[2] = node.largeG;
    totals[3] = node.largeC;
    sequence++;
    Atomics.store(control, CONTROL.command, sequence);
    Atomics.notify(control, CONTROL.command);
    expandFeatures({ data, info, node, from: 0, to: splitFeature, bestSmall, bestLarge });
    const waitedFrom = performance.now();
    for (;;) {
      const done = Atomics.load(control, CONTROL.done);
      if (done === sequence) break;
      if (performance.now() - waitedFrom > 30_000) {
        // The helper stopped answering: drop it and do its features here (same sums, same search).
        const stuck = worker;
        worker = null;
        void stuck?.terminate();
        expandFeatures({ data, info, node, from: splitFeature, to: nFeatures, bestSmall, bestLarge });
        return;
      }
      Atomics.wait(control, CONTROL.done, done, 50);
    }
    for (let c = 0; c < 2; c++) {
      const best = c === 0 ? bestSmall : bestLarge;
      const gain = results[c * 4]!;
      // Strictly greater: on a tie the lower feature (this thread's) wins, as on one thread.
      if (gain > best.gain) {
        const split = theirs[c]!;
        split.gain = gain;
        split.feature = results[c * 4 + 1]!;
        split.leftG = results[c * 4 + 2]!;
        split.leftC = results[c * 4 + 3]!;
        split.leftByBin.set(resultBins.subarray(c * 256, (c + 1) * 256));
        copySplit(best, split);
      }
    }
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
  return { expand, close, shared: () => shared, pool };
}
