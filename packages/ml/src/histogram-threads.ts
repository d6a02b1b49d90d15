// Two-thread boosting: a helper worker takes the second row shard of every split step and between trees, in shared memory.
import type { Worker } from 'node:worker_threads';
import { binClaimedFeatures, type SharedBinning } from './binning.js';
import {
  addLeavesToRoot,
  buildShardPartial,
  copySplit,
  finishTreeOnThisThread,
  finishTreeShard,
  leafStride,
  partitionShard,
  reduceAndSearch,
  type BoostLoss,
  type FeatureInfo,
  type GrowData,
  type SplitStep,
  type Splitter,
} from './expand.js';
import { HIST_STRIDE, createSplit, type Split } from './split.js';
import { spawnModuleWorker } from './worker-entry.js';
import { COMMAND, CONTROL, CONTROL_SLOTS, waitForSlot, type HistogramHelperData } from './histogram-messages.js';

/**
 * split: the split steps; finishTree: what happens between trees (the root's histogram moved by the tree, the
 * per-row passes; returns the loss and gradient sums over all rows); shared: how many split steps the helper thread took part in (for tests and progress reports).
 */
export type HistogramHelper = {
  /** Bins the features the helper has not claimed, and waits for those it has (the helper's shared binning). */
  bin: () => void;
  split: Splitter;
  finishTree: (nLeaves: number) => { loss: number; gradient: number };
  close: () => void;
  shared: () => number;
  leaves: Float64Array;
};

/** Leaves with fewer rows than this are split on the calling thread: the hand-off costs more than it saves. */
export const HELPER_MIN_ROWS = 256;

/**
 * Starts the helper over data (whose arrays, and the pool growTree takes its histograms from, must be in
 * shared memory, with two shards). The returned leaves is the table finishTree reads.
 * Until the helper reports ready, and for small leaves, this thread does both shards itself, with the same
 * sums: shard 0's part is built into the child's histogram and shard 1's into the partial, then added.
 */
export function startHistogramHelper(args: {
  grow: GrowData;
  info: FeatureInfo;
  loss: BoostLoss;
  y: Float64Array;
  pred: Float64Array;
  /** The node histograms (slots of nFeatures × HIST_STRIDE, one after another), in shared memory. */
  pool: Float64Array;
  slots: number;
  maxLeaves: number;
  binning: SharedBinning | null;
  /** The helper's own flags buffer (GrowData.flags), in the same memory. */
  helperFlags: Uint8Array;
  /** The root's histogram, in the same memory, which finishTree moves by the tree's leaves (addLeavesToRoot); null: it does not. */
  root: Float64Array | null;
}): HistogramHelper {
  const { grow, info } = args;
  const nFeatures = grow.nFeatures;
  if (grow.bounds.length !== 3) throw new Error('The helper thread takes the second of two row shards');
  const size = nFeatures * HIST_STRIDE;
  const { pool } = args;
  const { partial } = grow;
  const control = new Int32Array(new SharedArrayBuffer(CONTROL_SLOTS * 4));
  const totals = new Float64Array(new SharedArrayBuffer(8 * 8));
  const results = new Float64Array(new SharedArrayBuffer(8 * 8));
  const resultBins = new Uint8Array(new SharedArrayBuffer(2 * 256));
  const leftByBin = new Uint8Array(new SharedArrayBuffer(256));
  const leaves = new Float64Array(new SharedArrayBuffer(args.maxLeaves * leafStride(2) * 8));
  // The helper searches the second half of the features; the first half is this thread's.
  const splitFeature = nFeatures >>> 1;
  let worker: Worker | null = null;
  try {
    const workerData: HistogramHelperData = {
      grow: { ...grow, kernel: null, flags: args.helperFlags },
      memory: grow.kernel?.memory ?? null,
      info,
      loss: args.loss,
      y: args.y,
      pred: args.pred,
      pool,
      splitFeature,
      root: args.root,
      binning: args.binning,
      control,
      totals,
      results,
      resultBins,
      leftByBin,
      leaves,
    };
    worker = spawnModuleWorker('histogram-worker', { workerData });
    worker.unref();
    // A helper that fails to start is not used; this thread then does both shards itself.
    worker.on('error', () => {
      worker = null;
    });
  } catch {
    worker = null;
  }
  // A histogram's slot in the pool; -1 for one outside it, which the helper cannot see.
  const slotOf = (hist: Float64Array): number => {
    const slot = (hist.byteOffset - pool.byteOffset) / (size * 8);
    return hist.buffer === pool.buffer && Number.isInteger(slot) && slot >= 0 && slot < args.slots ? slot : -1;
  };
  const usable = (): boolean =>
    worker !== null && Atomics.load(control, CONTROL.ready) === 1 && Atomics.load(control, CONTROL.failed) === 0;
  const theirs: [Split, Split] = [createSplit(), createSplit()];
  let sequence = 0;
  let shared = 0;
  const handOff = (kind: number): number => {
    control[CONTROL.kind] = kind;
    sequence++;
    Atomics.store(control, CONTROL.command, sequence);
    Atomics.notify(control, CONTROL.command);
    return sequence;
  };
  // Once shard 1's rows are handed over they are the helper's: if it stops half-way they are lost, so training fails.
  const await_ = (slot: number, value: number): void => {
    if (!waitForSlot(control, slot, value)) {
      const stuck = worker;
      worker = null;
      void stuck?.terminate();
      throw new Error('The training helper thread stopped answering');
    }
  };
  const local = (step: SplitStep, bestSmall: Split, bestLarge: Split): void => {
    for (let s = 0; s < 2; s++) partitionShard(grow, step, s);
    step.partitioned?.();
    buildShardPartial(grow, step, 0, step.small);
    buildShardPartial(grow, step, 1, partial);
    reduceAndSearch({ info, step, partial, kernel: grow.kernel, from: 0, to: nFeatures, bestSmall, bestLarge });
  };
  const split: Splitter = (step, bestSmall, bestLarge) => {
    const smallSlot = slotOf(step.small);
    const parentSlot = slotOf(step.parent);
    const rows = step.ends[1]! - step.starts[1]! + step.ends[0]! - step.starts[0]!;
    if (!usable() || step.partitioned !== null || smallSlot < 0 || parentSlot < 0 || splitFeature === 0 || rows < HELPER_MIN_ROWS) {
      local(step, bestSmall, bestLarge);
      return;
    }
    control[CONTROL.start] = step.starts[1]!;
    control[CONTROL.end] = step.ends[1]!;
    control[CONTROL.feature] = step.feature;
    control[CONTROL.smallIsLeft] = step.smallIsLeft ? 1 : 0;
    control[CONTROL.smallSlot] = smallSlot;
    control[CONTROL.parentSlot] = parentSlot;
    control[CONTROL.searchSmall] = step.searchSmall ? 1 : 0;
    control[CONTROL.searchLarge] = step.searchLarge ? 1 : 0;
    leftByBin.set(step.leftByBin);
    totals[0] = step.smallG;
    totals[1] = step.smallC;
    totals[2] = step.largeG;
    totals[3] = step.largeC;
    totals[4] = bestSmall.lower;
    totals[5] = bestSmall.upper;
    totals[6] = bestLarge.lower;
    totals[7] = bestLarge.upper;
    const command = handOff(COMMAND.split);
    partitionShard(grow, step, 0);
    buildShardPartial(grow, step, 0, step.small);
    Atomics.store(control, CONTROL.mainPartial, command);
    Atomics.notify(control, CONTROL.mainPartial);
    await_(CONTROL.partialDone, command);
    step.mids[1] = control[CONTROL.mid]!;
    reduceAndSearch({ info, step, partial, kernel: grow.kernel, from: 0, to: splitFeature, bestSmall, bestLarge });
    await_(CONTROL.done, command);
    for (let c = 0; c < 2; c++) {
      const best = c === 0 ? bestSmall : bestLarge;
      const gain = results[c * 4]!;
      // Strictly greater: on a tie the lower feature (this thread's) wins, as on one thread.
      if (gain > best.gain) {
        const found = theirs[c]!;
        found.gain = gain;
        found.feature = results[c * 4 + 1]!;
        found.leftG = results[c * 4 + 2]!;
        found.leftC = results[c * 4 + 3]!;
        found.leftByBin.set(resultBins.subarray(c * 256, (c + 1) * 256));
        copySplit(best, found);
      }
    }
    shared++;
  };
  // Each thread moves the root's histogram over its half of the features, then does the per-row passes of its shard.
  const finishTree = (nLeaves: number): { loss: number; gradient: number } => {
    const pass = { data: grow, loss: args.loss, y: args.y, pred: args.pred, leaves, nLeaves };
    if (!usable()) return finishTreeOnThisThread({ ...pass, root: args.root, pool, nBins: info.nBins });
    control[CONTROL.nLeaves] = nLeaves;
    const command = handOff(COMMAND.finish);
    if (args.root !== null)
      addLeavesToRoot({ root: args.root, pool, leaves, nLeaves, shards: 2, nBins: info.nBins, from: 0, to: splitFeature });
    const mine = finishTreeShard({ ...pass, s: 0 });
    await_(CONTROL.done, command);
    return { loss: mine.loss + totals[0]!, gradient: mine.gradient + totals[1]! };
  };
  const bin = (): void => {
    const job = args.binning;
    if (job === null) return;
    binClaimedFeatures(job, false);
    const from = performance.now();
    for (;;) {
      const done = Atomics.load(job.done, 0);
      if (done === job.nFeatures) return;
      if (Atomics.load(control, CONTROL.failed) !== 0 || performance.now() - from > 30_000) {
        const stuck = worker;
        worker = null;
        void stuck?.terminate();
        throw new Error('The training helper thread stopped answering');
      }
      Atomics.wait(job.done, 0, done, 50);
    }
  };
  const close = (): void => {
    if (worker === null) return;
    handOff(COMMAND.stop);
    void worker.terminate();
    worker = null;
  };
  return { bin, split, finishTree, close, shared: () => shared, leaves };
}
