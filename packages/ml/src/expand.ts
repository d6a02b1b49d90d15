// One step of leaf-wise growth over row shards: partition the leaf, the smaller child's histogram, the larger one's by subtraction, both best splits.
import { accumulateFeatures } from './histogram.js';
import type { HistogramKernel } from './wasm-kernel.js';
import { HIST_STRIDE, findFeatureSplit, partitionColumn, type Split, type SplitParams } from './split.js';

/** What the split search needs to know about the features; fixed for a whole training run. */
export type FeatureInfo = { nBins: Int32Array; isCategorical: boolean[]; params: SplitParams };

/**
 * The rows of a training run, cut into shards of consecutive row ids: shard s holds the rows
 * bounds[s] .. bounds[s + 1] - 1, and its part of the row order lives in rows[bounds[s], bounds[s + 1]).
 * Every node has one range per shard, partitioned in place (stably) shard by shard, so two threads can
 * each take a shard: partition it, and build its part of the smaller child's histogram.
 */
export type GrowData = {
  /**
   * Feature-major bins (columns[f * nRows + i]), which partitioning reads, and the same bins row-major
   * (bins[i * nFeatures + f]; empty: none), which the WebAssembly histogram pass reads where readsRowMajor says.
   */
  columns: Uint8Array;
  bins: Uint8Array;
  nRows: number;
  nFeatures: number;
  grad: Float64Array;
  rows: Uint32Array;
  scratch: Uint32Array;
  bounds: Int32Array;
  /** Shard 1's part of the smaller child's histogram, before it is added to shard 0's. */
  partial: Float64Array;
  /** A split's leftByBin copied where the WebAssembly partition reads it (256 bytes, this thread's own). */
  flags: Uint8Array;
  /** The WebAssembly loops, when every array above lives in its memory; null: the JavaScript loops. */
  kernel: HistogramKernel | null;
};

/**
 * Splitting a leaf. Its rows are rows[starts[s], ends[s]) in shard s; after the step mids[s] is the first
 * right row of each shard. small receives the smaller child's histogram; parent (the leaf's) becomes the
 * larger child's in place (parent − small): histogram subtraction, so only the smaller child's rows are read.
 */
export type SplitStep = {
  feature: number;
  leftByBin: Uint8Array;
  smallIsLeft: boolean;
  starts: Int32Array;
  ends: Int32Array;
  mids: Int32Array;
  small: Float64Array;
  parent: Float64Array;
  smallG: number;
  smallC: number;
  largeG: number;
  largeC: number;
  /** Whether each child may be split at all (size and depth limits). */
  searchSmall: boolean;
  searchLarge: boolean;
  /** Called once the rows are partitioned, before the searches (monotone constraints set the children's bounds there). */
  partitioned: (() => void) | null;
};

/** Carries out a split step (on this thread alone, or with a helper taking a shard), updating both best splits. */
export type Splitter = (step: SplitStep, bestSmall: Split, bestLarge: Split) => void;

/** Partitions shard s of the leaf by the split; returns the first right row (also written to step.mids). */
export function partitionShard(data: GrowData, step: SplitStep, s: number): number {
  const n = data.nRows;
  const column = data.columns.subarray(step.feature * n, (step.feature + 1) * n);
  // Each shard partitions through its own part of the scratch array, so shards can be split at once.
  const scratch = data.scratch.subarray(data.bounds[s]!, data.bounds[s + 1]!);
  let mid: number;
  if (data.kernel !== null) {
    if (step.leftByBin !== data.flags) data.flags.set(step.leftByBin);
    mid = data.kernel.partition(data.rows, scratch, step.starts[s]!, step.ends[s]!, column, data.flags);
  } else {
    mid = partitionColumn(data.rows, scratch, step.starts[s]!, step.ends[s]!, column, step.leftByBin);
  }
  step.mids[s] = mid;
  return mid;
}

/**
 * Which layout the histogram pass reads for `count` rows spread over a shard of `span` rows (the same sums either
 * way). By column, each feature's column is read line by line, which streams well while the rows are dense but
 * costs a cache line per feature per row once they are sparse; row-major, a row's bins are one or two lines,
 * touched ahead (accumulateRows). Which wins depends on where the bins live. Measured per update, by column against
 * row-major, at 30 features:
 *
 * | rows (row-major bins) | 30%+ of the shard | 10–30% | 3–10% | 1–3% | 0.3–1% |
 * |---|---|---|---|---|---|
 * | 100k (3 MB, in the caches) | 0.56 / 0.50 ns | 0.57 / 0.59 | 0.67 / 0.55 | 0.88 / 0.57 | 1.23 / 0.64 |
 * | 300k (9 MB) | 0.59 / 0.77 | 0.65 / 1.33 | 0.84 / 1.54 | 1.16 / 1.56 | 1.88 / 1.49 |
 * | 1M (30 MB, past the caches) | 0.57 / 0.86 | 0.82 / 1.95 | 2.03 / 2.82 | 3.58 / 3.00 | 6.93 / 2.91 |
 */
function readsRowMajor(data: GrowData, count: number, span: number): boolean {
  const bytes = data.bins.length;
  if (bytes === 0) return false;
  if (bytes <= ROW_MAJOR_CACHED_BYTES) return true;
  return count < span * (bytes <= ROW_MAJOR_NEAR_BYTES ? 0.01 : 0.03);
}

/** Row-major bins up to this size stay in the caches: read row-major at every density (see readsRowMajor). */
const ROW_MAJOR_CACHED_BYTES = 4 << 20;
/** Up to this size the columns still stream from the caches down to 1% of the rows; past it, down to 3%. */
const ROW_MAJOR_NEAR_BYTES = 16 << 20;

/** Clears hist and adds shard s's part of the smaller child's histogram to it. */
export function buildShardPartial(data: GrowData, step: SplitStep, s: number, hist: Float64Array): void {
  hist.fill(0, 0, data.nFeatures * HIST_STRIDE);
  const start = step.smallIsLeft ? step.starts[s]! : step.mids[s]!;
  const end = step.smallIsLeft ? step.mids[s]! : step.ends[s]!;
  const { kernel } = data;
  if (kernel !== null && hist.buffer === kernel.memory.buffer) {
    if (readsRowMajor(data, end - start, data.bounds[s + 1]! - data.bounds[s]!))
      kernel.accumulateRows(hist, data.bins, data.nFeatures, data.grad, data.rows, start, end);
    else kernel.accumulate(hist, data.columns, data.nRows, 0, data.nFeatures, data.grad, data.rows, start, end);
    return;
  }
  accumulateFeatures({
    hist,
    columns: data.columns,
    nRows: data.nRows,
    fromFeature: 0,
    toFeature: data.nFeatures,
    grad: data.grad,
    rows: data.rows,
    start,
    end,
  });
}

/**
 * For features [from, to): small += partial (the other shard's part, when there is one), parent −= small,
 * then both children's split searches. Features are independent, so two threads can each take a range and
 * the better of their two results (the lower range winning ties) is what one thread would have found.
 */
export function reduceAndSearch(args: {
  info: FeatureInfo;
  step: SplitStep;
  partial: Float64Array | null;
  kernel: HistogramKernel | null;
  from: number;
  to: number;
  bestSmall: Split;
  bestLarge: Split;
}): void {
  const { info, step, partial } = args;
  const { small, parent } = step;
  const buffer = args.kernel?.memory.buffer;
  const kernel =
    small.buffer === buffer && parent.buffer === buffer && (partial === null || partial.buffer === buffer) ? args.kernel : null;
  for (let f = args.from; f < args.to; f++) {
    const base = f * HIST_STRIDE;
    const nBins = info.nBins[f]!;
    const categorical = info.isCategorical[f]!;
    // Only bins 0..nBins are ever filled.
    const stop = base + (nBins + 1) * 2;
    if (kernel !== null) {
      kernel.reduce(small, partial, parent, base, stop);
    } else {
      if (partial !== null) for (let k = base; k < stop; k++) small[k]! += partial[k]!;
      for (let k = base; k < stop; k++) parent[k]! -= small[k]!;
    }
    if (step.searchSmall)
      findFeatureSplit({
        hist: small,
        base,
        feature: f,
        nBins,
        categorical,
        totalG: step.smallG,
        totalC: step.smallC,
        params: info.params,
        best: args.bestSmall,
      });
    if (step.searchLarge)
      findFeatureSplit({
        hist: parent,
        base,
        feature: f,
        nBins,
        categorical,
        totalG: step.largeG,
        totalC: step.largeC,
        params: info.params,
        best: args.bestLarge,
      });
  }
}

/**
 * Every shard on this thread: shard 0 builds into small, each later shard into partial, then added, so the
 * sums are the ones a helper thread taking shard 1 gives. build replaces the histogram pass (one shard only).
 */
export function createLocalSplitter(
  data: GrowData,
  info: FeatureInfo,
  build?: (hist: Float64Array, start: number, end: number) => void,
): Splitter {
  const shards = data.bounds.length - 1;
  if (shards > 2) throw new Error('At most two row shards');
  if (build !== undefined && shards !== 1) throw new Error('A replaced histogram pass works on one shard');
  const partial = shards > 1 ? data.partial : null;
  return (step, bestSmall, bestLarge) => {
    for (let s = 0; s < shards; s++) partitionShard(data, step, s);
    step.partitioned?.();
    if (build !== undefined) {
      step.small.fill(0);
      build(step.small, step.smallIsLeft ? step.starts[0]! : step.mids[0]!, step.smallIsLeft ? step.mids[0]! : step.ends[0]!);
    } else {
      buildShardPartial(data, step, 0, step.small);
      if (partial !== null) buildShardPartial(data, step, 1, partial);
    }
    reduceAndSearch({ info, step, partial, kernel: data.kernel, from: 0, to: data.nFeatures, bestSmall, bestLarge });
  };
}

/** Searches a histogram already built (the root's) over every feature. */
export function searchHistogram(info: FeatureInfo, hist: Float64Array, g: number, c: number, best: Split): void {
  for (let f = 0; f < info.nBins.length; f++) {
    findFeatureSplit({
      hist,
      base: f * HIST_STRIDE,
      feature: f,
      nBins: info.nBins[f]!,
      categorical: info.isCategorical[f]!,
      totalG: g,
      totalC: c,
      params: info.params,
      best,
    });
  }
}

/** Copies a split found elsewhere into best. */
export function copySplit(best: Split, from: { gain: number; feature: number; leftG: number; leftC: number; leftByBin: Uint8Array }): void {
  best.gain = from.gain;
  best.feature = from.feature;
  best.leftG = from.leftG;
  best.leftC = from.leftC;
  best.leftByBin.set(from.leftByBin);
}

export type BoostLoss = { kind: 'squared' } | { kind: 'quantile'; alpha: number };

/** Entries per leaf in the leaf table: per shard its rows' start and end, then the leaf's value and its histogram's pool slot. */
export function leafStride(shards: number): number {
  return 2 * shards + 2;
}

/**
 * The per-row passes between two trees over shard s: each leaf's value added to its rows' predictions, the
 * loss's sum over the shard, the next tree's gradients and their sum, and the shard's row order back to its row ids.
 * leaves: the leaf table (leafStride entries per leaf).
 */
export function finishTreeShard(args: {
  data: GrowData;
  s: number;
  loss: BoostLoss;
  y: Float64Array;
  pred: Float64Array;
  leaves: Float64Array;
  nLeaves: number;
}): { loss: number; gradient: number } {
  const { data, s, loss, y, pred, leaves } = args;
  const { grad, rows } = data;
  const shards = data.bounds.length - 1;
  const stride = leafStride(shards);
  for (let l = 0; l < args.nLeaves; l++) {
    const value = leaves[l * stride + 2 * shards]!;
    const end = leaves[l * stride + 2 * s + 1]!;
    for (let k = leaves[l * stride + 2 * s]!; k < end; k++) pred[rows[k]!]! += value;
  }
  const from = data.bounds[s]!;
  const to = data.bounds[s + 1]!;
  let sum = 0;
  let gradient = 0;
  if (loss.kind === 'squared') {
    for (let i = from; i < to; i++) {
      const g = pred[i]! - y[i]!;
      sum += g * g;
      gradient += g;
      grad[i] = g;
      rows[i] = i;
    }
    return { loss: sum, gradient };
  }
  const a = loss.alpha;
  for (let i = from; i < to; i++) {
    const r = y[i]! - pred[i]!;
    sum += r >= 0 ? a * r : (a - 1) * r;
    const g = r > 0 ? -a : 1 - a;
    gradient += g;
    grad[i] = g;
    rows[i] = i;
  }
  return { loss: sum, gradient };
}

/**
 * Squared loss: a leaf moves every gradient of its rows by its value, so the next tree's root histogram is this
 * tree's plus, per leaf, value × the leaf's row count in each bin, over the bins each feature fills (0..nBins).
 * For features [from, to), so two threads can each take a range; the leaves' histograms are pool slots (leaf table).
 */
export function addLeavesToRoot(args: {
  root: Float64Array;
  pool: Float64Array;
  leaves: Float64Array;
  nLeaves: number;
  shards: number;
  nBins: Int32Array;
  from: number;
  to: number;
}): void {
  const { root, pool, leaves, nBins } = args;
  const stride = leafStride(args.shards);
  const size = nBins.length * HIST_STRIDE;
  for (let l = 0; l < args.nLeaves; l++) {
    const value = leaves[l * stride + stride - 2]!;
    const offset = leaves[l * stride + stride - 1]! * size;
    for (let f = args.from; f < args.to; f++) {
      const base = f * HIST_STRIDE;
      const stop = base + (nBins[f]! + 1) * 2;
      for (let k = base; k < stop; k += 2) root[k]! += value * pool[offset + k + 1]!;
    }
  }
}

/**
 * Every shard's per-row passes on this thread, after moving the root's histogram by the tree over every feature
 * (root null: it is not moved); the loss and gradient sums over all rows, shard by shard, as two threads add them.
 */
export function finishTreeOnThisThread(args: {
  data: GrowData;
  loss: BoostLoss;
  y: Float64Array;
  pred: Float64Array;
  leaves: Float64Array;
  nLeaves: number;
  root: Float64Array | null;
  pool: Float64Array;
  nBins: Int32Array;
}): { loss: number; gradient: number } {
  const { data, leaves, nLeaves } = args;
  const shards = data.bounds.length - 1;
  if (args.root !== null)
    addLeavesToRoot({ root: args.root, pool: args.pool, leaves, nLeaves, shards, nBins: args.nBins, from: 0, to: data.nFeatures });
  const sums = { loss: 0, gradient: 0 };
  for (let s = 0; s < shards; s++) {
    const shard = finishTreeShard({ data, s, loss: args.loss, y: args.y, pred: args.pred, leaves, nLeaves });
    sums.loss += shard.loss;
    sums.gradient += shard.gradient;
  }
  return sums;
}
