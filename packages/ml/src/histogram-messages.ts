// The shared control block and data between the boosting thread and its helper: a module of its own, so the
// helper worker never imports the module that starts it.
import type { FeatureInfo, BoostLoss, GrowData } from './expand.js';
import type { SharedBinning } from './binning.js';
import type { KernelMemory } from './wasm-kernel.js';

/** Slots of the shared control block. */
export const CONTROL = {
  command: 0,
  kind: 1,
  done: 2,
  partialDone: 3,
  mainPartial: 4,
  ready: 5,
  failed: 6,
  start: 7,
  end: 8,
  mid: 9,
  feature: 10,
  smallIsLeft: 11,
  smallSlot: 12,
  parentSlot: 13,
  searchSmall: 14,
  searchLarge: 15,
  nLeaves: 16,
} as const;
export const CONTROL_SLOTS = 17;
export const COMMAND = { split: 1, finish: 2, stop: 3 } as const;

/**
 * Everything lives in SharedArrayBuffers and is read in place, never copied: the feature-major bins, the
 * gradients, the row order and its scratch, targets and predictions, the pool of node histograms (slot s is
 * pool[s * nFeatures * HIST_STRIDE ...]) and the partial histogram (in grow). totals: the children's gradient
 * sums and counts; results: the helper's best split per child ([gain, feature, leftG, leftC] twice) and
 * resultBins its leftByBin flags; leaves: finishTreeShard's leaf table. After a finish command totals[0] and
 * totals[1] hold the helper's shard's loss and gradient sums.
 */
export type HistogramHelperData = {
  /** grow without its kernel (functions do not cross threads): the helper makes its own over memory. */
  grow: GrowData;
  memory: KernelMemory | null;
  info: FeatureInfo;
  loss: BoostLoss;
  y: Float64Array;
  pred: Float64Array;
  pool: Float64Array;
  splitFeature: number;
  /** The root's histogram, moved by each tree's leaves between trees (squared loss), in the kernel's memory; null: not moved. */
  root: Float64Array | null;
  /** Features to bin first, from the last one down, while the main thread bins from the first one up. */
  binning: SharedBinning | null;
  control: Int32Array;
  totals: Float64Array;
  results: Float64Array;
  resultBins: Uint8Array;
  leftByBin: Uint8Array;
  leaves: Float64Array;
};

/**
 * Waits until control[slot] holds value: first by reading it in a loop (20,000 reads, about 100–200 µs; a
 * sleeping thread takes 20–100 µs to wake, and a fit hands off thousands of times), then asleep, as OpenMP's
 * threads do. Returns false when the other thread reported a failure or did not answer in time.
 */
export function waitForSlot(control: Int32Array, slot: number, value: number, timeoutMs = 30_000): boolean {
  for (let spin = 0; spin < 20_000; spin++) if (Atomics.load(control, slot) === value) return true;
  const from = performance.now();
  for (;;) {
    const seen = Atomics.load(control, slot);
    if (seen === value) return true;
    if (Atomics.load(control, CONTROL.failed) !== 0 || performance.now() - from > timeoutMs) return false;
    Atomics.wait(control, slot, seen, 50);
  }
}
