// Histogram gradient boosting: leaf-wise trees on binned features, squared or quantile (pinball) loss, early stopping.
import {
  applyBinMapper,
  binColumns,
  createSharedBinning,
  fitBinMapper,
  readSharedBinning,
  type BinnedData,
  type BinMapper,
} from './binning.js';
import { createRandom, createPermutation } from './random.js';
import { HIST_STRIDE, createSplit, describeSplit, type Split, type SplitParams } from './split.js';
import { selectQuantile } from './stats.js';
import type { EncodedMatrix, FeatureSchema } from './table.js';
import { startHistogramHelper } from './histogram-threads.js';
import {
  createLocalSplitter,
  finishTreeOnThisThread,
  leafStride,
  searchHistogram,
  type FeatureInfo,
  type GrowData,
  type Splitter,
} from './expand.js';
import { accumulateFeatures, type HistogramBuilder } from './histogram.js';
import { TreeBuilder, predictTree, type Tree } from './tree.js';
import { KernelArena, createHistogramKernel } from './wasm-kernel.js';

export type GbmLoss = { kind: 'squared' } | { kind: 'quantile'; alpha: number };

export type GbmOptions = {
  loss?: GbmLoss;
  maxIterations?: number;
  learningRate?: number;
  maxLeaves?: number;
  maxDepth?: number;
  minSamplesLeaf?: number;
  l2?: number;
  maxBins?: number;
  /** Fraction of the training rows held out for early stopping when no validation set is given; 0 disables. */
  validationFraction?: number;
  /** Stop when the validation loss has not improved for this many iterations (then keep the best). */
  earlyStoppingRounds?: number;
  earlyStopping?: boolean;
  seed?: number;
  /**
   * 2 builds the histograms of large nodes on two threads (rows split in halves, a helper worker over
   * SharedArrayBuffer) when there are at least PARALLEL_MIN_ROWS rows. The trees are identical to 1 thread's.
   */
  threads?: number;
  /**
   * Per feature (schema order): +1 the prediction never falls as the feature rises, -1 never rises, 0 free
   * (LightGBM's "basic" monotone constraints). Categorical features must be 0.
   */
  monotone?: ArrayLike<number>;
};

/** Below this many training rows a second thread costs more in start-up and hand-offs than it saves. */
export const PARALLEL_MIN_ROWS = 50_000;

export type GbmModel = { kind: 'gbm'; loss: GbmLoss; init: number; trees: Tree[]; learningRate: number };

export type GbmTrainInput = {
  schema: FeatureSchema;
  x: EncodedMatrix;
  y: Float64Array;
  validation?: { x: EncodedMatrix; y: Float64Array };
  /** Bins already fitted on the training rows (shared across models to save time). */
  binned?: BinnedData;
  onIteration?: (iteration: number, maxIterations: number) => void;
};

/** allTrees: every tree grown, also those after the best iteration (cross-validation picks its own count from them). */
export type GbmTrainResult = {
  model: GbmModel;
  trainLoss: number[];
  validationLoss: number[];
  bestIteration: number;
  allTrees: Tree[];
  threadedHistograms: number;
};

type Resolved = Required<Omit<GbmOptions, 'loss' | 'maxDepth' | 'earlyStopping' | 'monotone'>> & {
  loss: GbmLoss;
  maxDepth: number;
  earlyStopping: boolean;
  monotone: Int8Array | null;
};

function resolveOptions(options: GbmOptions, nRows: number): Resolved {
  return {
    loss: options.loss ?? { kind: 'squared' },
    maxIterations: options.maxIterations ?? 200,
    learningRate: options.learningRate ?? 0.1,
    maxLeaves: options.maxLeaves ?? 31,
    maxDepth: options.maxDepth ?? Infinity,
    minSamplesLeaf: options.minSamplesLeaf ?? Math.min(20, Math.max(2, Math.floor(nRows / 50))),
    l2: options.l2 ?? 0,
    maxBins: options.maxBins ?? 255,
    validationFraction: options.validationFraction ?? 0.1,
    earlyStoppingRounds: options.earlyStoppingRounds ?? 10,
    earlyStopping: options.earlyStopping ?? true,
    seed: options.seed ?? 0,
    threads: options.threads ?? 1,
    monotone:
      options.monotone !== undefined && Array.prototype.some.call(options.monotone, (d: number) => d !== 0)
        ? Int8Array.from(options.monotone, Math.sign)
        : null,
  };
}

export function computeLoss(loss: GbmLoss, y: Float64Array, pred: Float64Array): number {
  let sum = 0;
  if (loss.kind === 'squared') {
    for (let i = 0; i < y.length; i++) sum += (y[i]! - pred[i]!) ** 2;
    return sum / (2 * y.length);
  }
  const a = loss.alpha;
  for (let i = 0; i < y.length; i++) {
    const r = y[i]! - pred[i]!;
    sum += r >= 0 ? a * r : (a - 1) * r;
  }
  return sum / y.length;
}

function computeInit(loss: GbmLoss, y: Float64Array): number {
  if (loss.kind === 'squared') {
    let s = 0;
    for (let i = 0; i < y.length; i++) s += y[i]!;
    return s / y.length;
  }
  return selectQuantile(Float64Array.from(y), 0, y.length, loss.alpha);
}

/** lower/upper: the bounds monotone constraints put on the leaf's value (-Infinity/Infinity when none). */
type GrowingLeaf = {
  node: number;
  starts: Int32Array;
  ends: Int32Array;
  g: number;
  c: number;
  depth: number;
  hist: Float64Array;
  split: Split | null;
  lower: number;
  upper: number;
};

/** A leaf of a grown tree: its rows per shard (rows[starts[s], ends[s])), its value and its histogram. */
export type GrownLeaf = { starts: Int32Array; ends: Int32Array; value: number; hist: Float64Array };

/**
 * Grows one leaf-wise tree on the gradients; returns the tree and, per leaf, its rows per shard. On entry
 * every shard's row order must be its row ids in order; it is partitioned in place (stably), so every
 * node's rows stay one range per shard.
 */
export function growTree(args: {
  data: BinnedData;
  grow: GrowData;
  info: FeatureInfo;
  split: Splitter;
  nRows: number;
  maxLeaves: number;
  maxDepth: number;
  pool: Float64Array[];
  leafValue: (leaf: { starts: Int32Array; ends: Int32Array; g: number; c: number }) => number;
  /**
   * Monotone constraints: leaf values are valueScale × (-G / (C + lambda)) (squared loss: the learning rate), so the
   * split search can clamp its children to a node's bounds; null when leaf values are not of that form (quantiles).
   */
  valueScale?: number | null;
  /** The root's histogram (copied, not changed) and its gradient sum. */
  rootHist: Float64Array;
  rootG: number;
}): { tree: Tree; leaves: GrownLeaf[] } {
  const { data, grow, info, pool } = args;
  const { params } = info;
  const n = args.nRows;
  const shards = grow.bounds.length - 1;
  const takeHist = (): Float64Array => {
    const hist = pool.pop();
    // The pool has a slot for every leaf a tree can have, and the leaf table names a leaf's histogram by its slot.
    if (hist === undefined) throw new Error('Every node histogram is in use');
    return hist;
  };
  const builder = new TreeBuilder();
  const canSplit = (c: number, depth: number): boolean => c >= 2 * params.minSamplesLeaf && depth < args.maxDepth;
  const found = (best: Split): Split | null => (best.gain > 1e-12 ? best : null);
  const { rootG } = args;
  const rootHist = takeHist();
  rootHist.set(args.rootHist);
  const rootBest = createSplit();
  if (canSplit(n, 0)) searchHistogram(info, rootHist, rootG, n, rootBest);
  const root: GrowingLeaf = {
    node: builder.addLeaf(0, n),
    starts: grow.bounds.slice(0, shards),
    ends: grow.bounds.slice(1),
    g: rootG,
    c: n,
    depth: 0,
    hist: rootHist,
    split: found(rootBest),
    lower: -Infinity,
    upper: Infinity,
  };
  const clamp = (v: number, leaf: GrowingLeaf): number => Math.min(leaf.upper, Math.max(leaf.lower, v));
  const leaves: GrowingLeaf[] = [root];
  while (leaves.length < args.maxLeaves) {
    let pick = -1;
    for (let k = 0; k < leaves.length; k++) {
      const s = leaves[k]!.split;
      if (s !== null && (pick < 0 || s.gain > leaves[pick]!.split!.gain)) pick = k;
    }
    if (pick < 0) break;
    const leaf = leaves[pick]!;
    const split = leaf.split!;
    const f = split.feature;
    const leftC = split.leftC;
    const rightC = leaf.c - leftC;
    const described = describeSplit(split, data.thresholds[f]!, data.isCategorical[f]!, data.nBins[f]!);
    const leftNode = builder.addLeaf(0, leftC);
    const rightNode = builder.addLeaf(0, rightC);
    builder.setSplit({
      node: leaf.node,
      feature: f,
      threshold: described.threshold,
      categories: described.categories,
      missingLeft: described.missingLeft,
      left: leftNode,
      right: rightNode,
    });
    const depth = leaf.depth + 1;
    const mids = new Int32Array(shards);
    const left: GrowingLeaf = {
      node: leftNode,
      starts: leaf.starts,
      ends: mids,
      g: split.leftG,
      c: leftC,
      depth,
      hist: leaf.hist,
      split: null,
      lower: leaf.lower,
      upper: leaf.upper,
    };
    const right: GrowingLeaf = {
      node: rightNode,
      starts: mids,
      ends: leaf.ends,
      g: leaf.g - split.leftG,
      c: rightC,
      depth,
      hist: leaf.hist,
      split: null,
      lower: leaf.lower,
      upper: leaf.upper,
    };
    // Histogram subtraction: build only the smaller child; the larger is parent minus smaller (in place).
    const smallIsLeft = leftC <= rightC;
    const small = smallIsLeft ? left : right;
    const large = smallIsLeft ? right : left;
    small.hist = takeHist();
    const bestSmall = createSplit();
    const bestLarge = createSplit();
    const direction = params.monotone?.[f] ?? 0;
    const bounded = direction !== 0 || leaf.lower !== -Infinity || leaf.upper !== Infinity;
    args.split(
      {
        feature: f,
        leftByBin: split.leftByBin,
        smallIsLeft,
        starts: leaf.starts,
        ends: leaf.ends,
        mids,
        small: small.hist,
        parent: leaf.hist,
        smallG: small.g,
        smallC: small.c,
        largeG: large.g,
        largeC: large.c,
        searchSmall: canSplit(small.c, depth),
        searchLarge: canSplit(large.c, depth),
        partitioned: !bounded
          ? null
          : (): void => {
              if (direction !== 0) {
                // Mid-point bounds: everything grown under the left child stays on its side of the mid-point, the right on the other.
                const middle = (clamp(args.leafValue(left), leaf) + clamp(args.leafValue(right), leaf)) / 2;
                if (direction > 0) {
                  left.upper = middle;
                  right.lower = middle;
                } else {
                  left.lower = middle;
                  right.upper = middle;
                }
              }
              if (args.valueScale != null) {
                // The split search sees the children's bounds in its own units (before the learning rate).
                bestSmall.lower = small.lower / args.valueScale;
                bestSmall.upper = small.upper / args.valueScale;
                bestLarge.lower = large.lower / args.valueScale;
                bestLarge.upper = large.upper / args.valueScale;
              }
            },
      },
      bestSmall,
      bestLarge,
    );
    small.split = found(bestSmall);
    large.split = found(bestLarge);
    leaves[pick] = left;
    leaves.push(right);
  }
  // Each leaf's histogram stays readable until the next tree takes it from the pool again.
  const out: GrownLeaf[] = [];
  for (const leaf of leaves) {
    const value = clamp(args.leafValue(leaf), leaf);
    builder.setValue(leaf.node, value);
    out.push({ starts: leaf.starts, ends: leaf.ends, value, hist: leaf.hist });
    pool.push(leaf.hist);
  }
  return { tree: builder.freeze(), leaves: out };
}

/**
 * Pinball loss: a gradient is (1 − alpha) − [y > prediction], so a bin's gradient sum is (1 − alpha) × its
 * rows − its rows above their prediction. Between two trees only the rows that crossed their target change
 * that count, a few percent of them: those are gathered and their bins counted (above[f * HIST_STRIDE + 2b]).
 */
type QuantileRoot = { above: Float64Array; wasAbove: Uint8Array; flips: Uint32Array; step: Float64Array };

function createQuantileRoot(n: number, nFeatures: number): QuantileRoot {
  return {
    above: new Float64Array(nFeatures * HIST_STRIDE),
    wasAbove: new Uint8Array(n),
    flips: new Uint32Array(n),
    step: new Float64Array(n),
  };
}

/** Brings root's gradient sums up to date with grad (its row counts never change). */
function updateQuantileRoot(
  q: QuantileRoot,
  root: Float64Array,
  grad: Float64Array,
  columns: Uint8Array,
  nBins: Int32Array,
  alpha: number,
): void {
  const n = grad.length;
  let nFlips = 0;
  // The two gradient values, −alpha (above) and 1 − alpha, lie either side of 0.5 − alpha.
  const middle = 0.5 - alpha;
  for (let i = 0; i < n; i++) {
    const above = grad[i]! < middle ? 1 : 0;
    if (above !== q.wasAbove[i]) {
      q.wasAbove[i] = above;
      q.step[i] = above === 1 ? 1 : -1;
      q.flips[nFlips++] = i;
    }
  }
  // The counts land in the odd slots of above, which are never read.
  accumulateFeatures({
    hist: q.above,
    columns,
    nRows: n,
    fromFeature: 0,
    toFeature: nBins.length,
    grad: q.step,
    rows: q.flips,
    start: 0,
    end: nFlips,
  });
  const below = 1 - alpha;
  for (let f = 0; f < nBins.length; f++) {
    const base = f * HIST_STRIDE;
    const stop = base + (nBins[f]! + 1) * 2;
    for (let k = base; k < stop; k += 2) root[k] = below * root[k + 1]! - q.above[k]!;
  }
}

/**
 * Copies the bins between their two layouts: row-major (rowMajor[i * nFeatures + f]) and feature-major
 * (columns[f * nRows + i]), in the direction given. Blocks of rows keep both sides' accesses inside the caches.
 */
function transposeBins(rowMajor: Uint8Array, columns: Uint8Array, nRows: number, nFeatures: number, into: 'columns' | 'rows'): void {
  const block = 4096;
  for (let from = 0; from < nRows; from += block) {
    const to = Math.min(nRows, from + block);
    for (let f = 0; f < nFeatures; f++) {
      const column = f * nRows;
      if (into === 'columns') for (let i = from; i < to; i++) columns[column + i] = rowMajor[i * nFeatures + f]!;
      else for (let i = from; i < to; i++) rowMajor[i * nFeatures + f] = columns[column + i]!;
    }
  }
}

/** The BinnedData of bins written only in the feature-major layout (its row-major bins are left empty). */
function binnedColumns(mapper: BinMapper, nRows: number, nFeatures: number): BinnedData {
  return {
    nRows,
    nFeatures,
    bins: new Uint8Array(0),
    nBins: mapper.nBins,
    thresholds: mapper.thresholds,
    isCategorical: mapper.isCategorical,
  };
}

export function predictGbm(model: GbmModel, x: Float64Array): number {
  let sum = model.init;
  for (const tree of model.trees) sum += predictTree(tree, x);
  return sum;
}

/**
 * Whether trainGbm, given no validation rows, holds out a share of its rows for early stopping: it then bins the
 * remaining rows itself and ignores bins passed in.
 */
export function holdsOutValidation(options: GbmOptions, nRows: number): boolean {
  return (options.earlyStopping ?? true) && (options.validationFraction ?? 0.1) > 0 && nRows >= 40;
}

/** Trains a boosted ensemble; histogram building can be replaced (multi-threaded) via buildHist. */
export function trainGbm(
  input: GbmTrainInput,
  options: GbmOptions = {},
  buildHist?: (data: BinnedData) => HistogramBuilder,
): GbmTrainResult {
  let { x, y, validation } = input;
  const o = resolveOptions(options, y.length);
  let binned = input.binned;
  if (validation === undefined && holdsOutValidation(options, y.length)) {
    const perm = createPermutation(y.length, createRandom(o.seed ^ 0x2545f491));
    const nValid = Math.max(1, Math.floor(y.length * o.validationFraction));
    const validIdx = perm.subarray(0, nValid);
    const trainIdx = perm.subarray(nValid).slice().sort();
    const pick = (m: EncodedMatrix, idx: Uint32Array): EncodedMatrix => ({
      nRows: idx.length,
      nFeatures: m.nFeatures,
      columns: m.columns.map((col) => Float64Array.from(idx, (i) => col[i]!)),
    });
    validation = { x: pick(x, validIdx), y: Float64Array.from(validIdx, (i) => y[i]!) };
    x = pick(x, trainIdx);
    y = Float64Array.from(trainIdx, (i) => y[i]!);
    binned = undefined;
  }
  const n = y.length;
  // At PARALLEL_MIN_ROWS rows and more the rows are cut into two shards, on one thread or two: the sums, and so
  // the trees, are the same either way. A helper thread then takes shard 1 (its split search does not see
  // monotone bounds: constrained models use one thread).
  const shards = buildHist === undefined && n >= PARALLEL_MIN_ROWS ? 2 : 1;
  const parallel = shards === 2 && o.threads >= 2 && o.monotone === null;
  const nFeatures = x.nFeatures;
  const loss = o.loss;
  const init = computeInit(loss, y);
  // The arrays the histogram loop reads and writes live in the WebAssembly kernel's memory; a helper thread reads and
  // writes them, the targets and the predictions in place, so with one they are all in shared memory.
  const histSize = nFeatures * HIST_STRIDE;
  const slots = o.maxLeaves + 2;
  const arena = new KernelArena(
    KernelArena.measure([n * nFeatures, n * nFeatures, n * 8, n * 4, n * 4, slots * histSize * 8, histSize * 8, histSize * 8, 256, 256]),
    parallel,
  );
  const columns = arena.take(Uint8Array, n * nFeatures, 1);
  const rowBins = arena.take(Uint8Array, n * nFeatures, 1);
  const grad = arena.take(Float64Array, n, 8);
  const rows = arena.take(Uint32Array, n, 4);
  const scratch = arena.take(Uint32Array, n, 4);
  const poolMemory = arena.take(Float64Array, slots * histSize, 8);
  const partial = arena.take(Float64Array, histSize, 8);
  // The root's histogram, the largest of every tree (a pass over all rows), is built once for the whole
  // run and then kept up to date from what each tree changed, instead of being rebuilt per tree.
  const rootHist = arena.take(Float64Array, histSize, 8);
  const flags = arena.take(Uint8Array, 256, 1);
  const helperFlags = arena.take(Uint8Array, 256, 1);
  const kernel = createHistogramKernel(arena.memory);
  const sharedOrLocal = (bytes: number): ArrayBuffer | SharedArrayBuffer =>
    parallel ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
  const pred = new Float64Array(sharedOrLocal(n * 8)).fill(init);
  if (parallel) {
    const sharedY = new Float64Array(new SharedArrayBuffer(n * 8));
    sharedY.set(y);
    y = sharedY;
  }
  const residuals = new Float64Array(n);
  const params: SplitParams = {
    lambda: o.l2,
    minSamplesLeaf: o.minSamplesLeaf,
    categorySmoothing: 10,
    ...(o.monotone !== null ? { monotone: o.monotone } : {}),
  };
  // Filled once the bins are known; the helper reads it only after that.
  const nBins = new Int32Array(sharedOrLocal(nFeatures * 4));
  const isCategorical = binned?.isCategorical ?? input.schema.columns.map((column) => column.kind === 'categorical');
  const info: FeatureInfo = { nBins, isCategorical, params };
  const bounds = shards === 2 ? Int32Array.of(0, n >>> 1, n) : Int32Array.of(0, n);
  const grow: GrowData = { columns, bins: rowBins, nRows: n, nFeatures, grad, rows, scratch, bounds, partial, flags, kernel };
  // Without bins given, the two threads share the binning: the helper starts on it as soon as it is up.
  const binning = parallel && binned === undefined ? createSharedBinning(input.schema, x, o.maxBins, o.seed, columns) : null;
  const helper = parallel
    ? startHistogramHelper({
        grow,
        info,
        loss,
        y,
        pred,
        pool: poolMemory,
        slots,
        maxLeaves: o.maxLeaves,
        binning,
        helperFlags,
        root: loss.kind === 'squared' ? rootHist : null,
      })
    : null;
  let data: BinnedData;
  if (binning !== null) {
    helper!.bin();
    data = binnedColumns(readSharedBinning(binning), n, nFeatures);
  } else if (binned === undefined && buildHist === undefined) {
    // Binned straight into the feature-major layout (the row-major copy is transposed from it below).
    const mapper = fitBinMapper(input.schema, x, o.maxBins, o.seed);
    binColumns(mapper, x, columns);
    data = binnedColumns(mapper, n, nFeatures);
  } else {
    data = binned ?? applyBinMapper(fitBinMapper(input.schema, x, o.maxBins, o.seed), x);
    transposeBins(data.bins, columns, n, nFeatures, 'columns');
  }
  nBins.set(data.nBins);
  // The row-major bins the histogram pass reads for sparse nodes: given (binned), or transposed from the columns.
  if (data.bins.length === n * nFeatures) rowBins.set(data.bins);
  else transposeBins(rowBins, columns, n, nFeatures, 'rows');
  if (o.monotone !== null && o.monotone.some((d, f) => d !== 0 && data.isCategorical[f] === true))
    throw new Error('Monotone constraints apply to numeric features only');
  const custom = buildHist?.(data);
  const split =
    helper?.split ??
    createLocalSplitter(grow, info, custom !== undefined ? (hist, start, end) => custom(hist, grad, rows, start, end) : undefined);
  // The node histograms, in the kernel's memory (a helper thread writes its part of them in place).
  const pool = Array.from({ length: slots }, (_, s) => poolMemory.subarray(s * histSize, (s + 1) * histSize));
  const leafTable = helper?.leaves ?? new Float64Array(o.maxLeaves * leafStride(shards));
  // Squared loss moves the root's histogram by the tree's leaves (addLeavesToRoot); pinball loss and a
  // replaced histogram pass bring it up to date their own way.
  const updatesRoot = custom === undefined && loss.kind === 'squared';
  const finishTree =
    helper?.finishTree ??
    ((nLeaves: number) =>
      finishTreeOnThisThread({
        data: grow,
        loss,
        y,
        pred,
        leaves: leafTable,
        nLeaves,
        root: updatesRoot ? rootHist : null,
        pool: poolMemory,
        nBins: data.nBins,
      }));
  const trees: Tree[] = [];
  const trainLoss: number[] = [];
  const meanLoss = (sum: number): number => (loss.kind === 'squared' ? sum / (2 * n) : sum / n);
  const validationLoss: number[] = [];
  const useValidation = validation !== undefined && o.earlyStopping && validation.y.length > 0;
  const validPred = useValidation ? new Float64Array(validation!.y.length).fill(init) : new Float64Array(0);
  const validRow = new Float64Array(x.nFeatures);
  if (useValidation) validationLoss.push(computeLoss(loss, validation!.y, validPred));
  let best = 0;
  const lr = o.learningRate;
  const leafValue =
    loss.kind === 'squared'
      ? (leaf: { g: number; c: number }): number => (-leaf.g / (leaf.c + o.l2)) * lr
      : (leaf: { starts: Int32Array; ends: Int32Array }): number => {
          // Pinball loss: refit the leaf to the alpha-quantile of its residuals (Friedman 2001, section 4.3).
          let m = 0;
          for (let s = 0; s < shards; s++) {
            for (let k = leaf.starts[s]!; k < leaf.ends[s]!; k++) residuals[m++] = y[rows[k]!]! - pred[rows[k]!]!;
          }
          return selectQuantile(residuals, 0, m, loss.alpha) * lr;
        };
  const quantileRoot = custom === undefined && loss.kind === 'quantile' ? createQuantileRoot(n, data.nFeatures) : null;
  // With no leaves, the per-row pass only sums the starting loss and fills the first gradients and row order.
  let sums = finishTree(0);
  trainLoss.push(meanLoss(sums.loss));
  try {
    for (let it = 0; it < o.maxIterations; it++) {
      if (custom !== undefined) {
        rootHist.fill(0);
        custom(rootHist, grad, rows, 0, n);
      } else if (it === 0) {
        accumulateFeatures({
          hist: rootHist,
          columns,
          nRows: n,
          fromFeature: 0,
          toFeature: data.nFeatures,
          grad,
          rows,
          start: 0,
          end: n,
          identity: true,
        });
      }
      if (quantileRoot !== null && loss.kind === 'quantile')
        updateQuantileRoot(quantileRoot, rootHist, grad, columns, data.nBins, loss.alpha);
      const { tree, leaves } = growTree({
        data,
        grow,
        info,
        split,
        nRows: n,
        maxLeaves: o.maxLeaves,
        maxDepth: o.maxDepth,
        pool,
        leafValue,
        valueScale: loss.kind === 'squared' ? lr : null,
        rootHist,
        rootG: sums.gradient,
      });
      trees.push(tree);
      const stride = leafStride(shards);
      leaves.forEach((leaf, l) => {
        for (let s = 0; s < shards; s++) {
          leafTable[l * stride + 2 * s] = leaf.starts[s]!;
          leafTable[l * stride + 2 * s + 1] = leaf.ends[s]!;
        }
        leafTable[l * stride + stride - 2] = leaf.value;
        leafTable[l * stride + stride - 1] = (leaf.hist.byteOffset - poolMemory.byteOffset) / (histSize * 8);
      });
      // Moves the root's histogram by the tree, adds the tree to the predictions, sums the loss, and fills the next
      // tree's gradients (and their sum) and row order.
      sums = finishTree(leaves.length);
      trainLoss.push(meanLoss(sums.loss));
      input.onIteration?.(it + 1, o.maxIterations);
      if (useValidation) {
        const v = validation!;
        for (let i = 0; i < v.y.length; i++) {
          for (let j = 0; j < v.x.nFeatures; j++) validRow[j] = v.x.columns[j]![i]!;
          validPred[i]! += predictTree(tree, validRow);
        }
        const current = computeLoss(loss, v.y, validPred);
        validationLoss.push(current);
        if (current < validationLoss[best]! - 1e-12) best = it + 1;
        else if (it + 1 - best >= o.earlyStoppingRounds) break;
      } else {
        best = it + 1;
      }
      if (tree.feature.length === 1 && loss.kind === 'squared') break;
    }
  } finally {
    helper?.close();
  }
  return {
    model: { kind: 'gbm', loss, init, trees: trees.slice(0, best), learningRate: lr },
    trainLoss,
    validationLoss,
    bestIteration: best,
    allTrees: trees,
    threadedHistograms: helper?.shared() ?? 0,
  };
}
