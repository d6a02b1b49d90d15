// Helper thread for two-thread boosting: waits on the shared control block and does shard 1's part of what it is handed.
import { workerData } from 'node:worker_threads';
import { binClaimedFeatures } from './binning.js';
import {
  addLeavesToRoot,
  buildShardPartial,
  finishTreeShard,
  partitionShard,
  reduceAndSearch,
  type GrowData,
  type SplitStep,
} from './expand.js';
import { COMMAND, CONTROL, waitForSlot, type HistogramHelperData } from './histogram-messages.js';
import { HIST_STRIDE, createSplit } from './split.js';
import { createHistogramKernel } from './wasm-kernel.js';

const d = workerData as HistogramHelperData;
const { control, totals, results, resultBins, info } = d;
// The views arrive as new objects over the same shared memory; the kernel needs them over its own buffer.
const memory = d.memory;
const rebase = <T extends Uint8Array | Uint32Array | Float64Array>(view: T): T =>
  memory === null
    ? view
    : new (view.constructor as new (buffer: ArrayBufferLike, offset: number, length: number) => T)(
        memory.buffer,
        view.byteOffset,
        view.length,
      );
const grow: GrowData = {
  ...d.grow,
  columns: rebase(d.grow.columns),
  bins: rebase(d.grow.bins),
  grad: rebase(d.grow.grad),
  rows: rebase(d.grow.rows),
  scratch: rebase(d.grow.scratch),
  partial: rebase(d.grow.partial),
  flags: rebase(d.grow.flags),
  kernel: memory === null ? null : createHistogramKernel(memory),
};
const pool = rebase(d.pool);
const root = d.root === null ? null : rebase(d.root);
const size = grow.nFeatures * HIST_STRIDE;
const bests = [createSplit(), createSplit()] as const;
const slot = (s: number): Float64Array => pool.subarray(s * size, (s + 1) * size);
const step: SplitStep = {
  feature: 0,
  leftByBin: d.leftByBin,
  smallIsLeft: true,
  starts: new Int32Array(2),
  ends: new Int32Array(2),
  mids: new Int32Array(2),
  small: slot(0),
  parent: slot(0),
  smallG: 0,
  smallC: 0,
  largeG: 0,
  largeC: 0,
  searchSmall: false,
  searchLarge: false,
  partitioned: null,
};

function split(command: number): void {
  step.starts[1] = control[CONTROL.start]!;
  step.ends[1] = control[CONTROL.end]!;
  step.feature = control[CONTROL.feature]!;
  step.smallIsLeft = control[CONTROL.smallIsLeft] === 1;
  step.small = slot(control[CONTROL.smallSlot]!);
  step.parent = slot(control[CONTROL.parentSlot]!);
  step.searchSmall = control[CONTROL.searchSmall] === 1;
  step.searchLarge = control[CONTROL.searchLarge] === 1;
  step.smallG = totals[0]!;
  step.smallC = totals[1]!;
  step.largeG = totals[2]!;
  step.largeC = totals[3]!;
  for (let c = 0; c < 2; c++) {
    const best = bests[c]!;
    best.gain = 0;
    best.lower = totals[4 + 2 * c]!;
    best.upper = totals[5 + 2 * c]!;
  }
  control[CONTROL.mid] = partitionShard(grow, step, 1);
  buildShardPartial(grow, step, 1, grow.partial);
  Atomics.store(control, CONTROL.partialDone, command);
  Atomics.notify(control, CONTROL.partialDone);
  // This thread's features add this thread's partial to the smaller child, which needs the main thread's part in it.
  if (!waitForSlot(control, CONTROL.mainPartial, command)) throw new Error('The main thread stopped answering');
  reduceAndSearch({
    info,
    step,
    partial: grow.partial,
    kernel: grow.kernel,
    from: d.splitFeature,
    to: grow.nFeatures,
    bestSmall: bests[0],
    bestLarge: bests[1],
  });
  for (let c = 0; c < 2; c++) {
    const best = bests[c]!;
    results[c * 4] = best.gain;
    results[c * 4 + 1] = best.feature;
    results[c * 4 + 2] = best.leftG;
    results[c * 4 + 3] = best.leftC;
    resultBins.set(best.leftByBin, c * 256);
  }
}

/** The root's histogram over this thread's features, then the per-row passes of shard 1. */
function finish(nLeaves: number): void {
  if (root !== null)
    addLeavesToRoot({ root, pool, leaves: d.leaves, nLeaves, shards: 2, nBins: info.nBins, from: d.splitFeature, to: grow.nFeatures });
  const sums = finishTreeShard({ data: grow, s: 1, loss: d.loss, y: d.y, pred: d.pred, leaves: d.leaves, nLeaves });
  totals[0] = sums.loss;
  totals[1] = sums.gradient;
}

let handled = Atomics.load(control, CONTROL.command);
try {
  if (d.binning !== null) binClaimedFeatures(d.binning, true);
  Atomics.store(control, CONTROL.ready, 1);
  for (;;) {
    // Between two commands the main thread does little (picks the next leaf), so the wait spins first.
    while (!waitForSlot(control, CONTROL.command, handled + 1, Infinity));
    const command = ++handled;
    const kind = control[CONTROL.kind];
    if (kind === COMMAND.stop) break;
    if (kind === COMMAND.split) split(command);
    else finish(control[CONTROL.nLeaves]!);
    Atomics.store(control, CONTROL.done, command);
    Atomics.notify(control, CONTROL.done);
  }
} catch (error) {
  Atomics.store(control, CONTROL.failed, 1);
  Atomics.notify(control, CONTROL.done);
  Atomics.notify(control, CONTROL.partialDone);
  throw error;
}
