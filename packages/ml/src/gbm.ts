// Histogram gradient boosting: leaf-wise trees on binned features, squared or quantile (pinball) loss, early stopping.
import { applyBinMapper, binColumns, fitBinMapper, type BinnedData, type BinMapper } from './binning.js';
import { createRandom, createPermutation } from './random.js';
import { HIST_STRIDE, createSplit, describeSplit, findFeatureSplit, partitionColumn, type Split, type SplitParams } from './split.js';
import { selectQuantile } from './stats.js';
import type { EncodedMatrix, FeatureSchema } from './table.js';
import { startHistogramHelper } from './histogram-threads.js';
import { createLocalExpander, type Expander, type FeatureInfo } from './expand.js';
import { accumulateFeatures, type HistogramBuilder } from './histogram.js';
import { TreeBuilder, predictTree, type Tree } from './tree.js';

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
export type GbmTrainResult = { model: GbmModel; trainLoss: number[]; validationLoss: number[]; bestIteration: number; allTrees: Tree[]; threadedHistograms: number };

type Resolved = Required<Omit<GbmOptions, 'loss' | 'maxDepth' | 'earlyStopping' | 'monotone'>> & { loss: GbmLoss; maxDepth: number; earlyStopping: boolean; monotone: Int8Array | null };

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
    monotone: options.monotone !== undefined && Array.prototype.some.call(options.monotone, (d: number) => d !== 0) ? Int8Array.from(options.monotone, Math.sign) : null,
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

function fillGradients(loss: GbmLoss, y: Float64Array, pred: Float64Array, grad: Float64Array): void {
  if (loss.kind === 'squared') {
    for (let i = 0; i < y.length; i++) grad[i] = pred[i]! - y[i]!;
    return;
  }
  const a = loss.alpha;
  for (let i = 0; i < y.length; i++) grad[i] = y[i]! > pred[i]! ? -a : 1 - a;
}

/** lower/upper: the bounds monotone constraints put on the leaf's value (-Infinity/Infinity when none). */
type GrowingLeaf = { node: number; start: number; end: number; g: number; c: number; depth: number; hist: Float64Array; split: Split | null; lower: number; upper: number };


export function findBestSplit(data: BinnedData, hist: Float64Array, g: number, c: number, params: SplitParams): Split | null {
  const best = createSplit();
  let found = false;
  for (let f = 0; f < data.nFeatures; f++) {
    if (findFeatureSplit({ hist, base: f * HIST_STRIDE, feature: f, nBins: data.nBins[f]!, categorical: data.isCategorical[f]!, totalG: g, totalC: c, params, best })) found = true;
  }
  return found && best.gain > 1e-12 ? best : null;
}

/**
 * Grows one leaf-wise tree on the gradients; returns the tree and, per leaf, its row range. rows must be
 * 0..nRows-1 in order on entry; it is partitioned in place (stable), so every node's rows stay one range.
 */
export function growTree(args: {
  data: BinnedData; grad: Float64Array; rows: Uint32Array; scratch: Uint32Array; nRows: number;
  maxLeaves: number; maxDepth: number; params: SplitParams; expand: Expander; pool: Float64Array[];
  leafValue: (start: number, end: number, g: number, c: number) => number;
  /** Feature-major copy of the bins (columns[f * nRows + i]): partitioning reads one byte per row from one column. */
  columns: Uint8Array;
  /**
   * Monotone constraints: leaf values are valueScale × (-G / (C + lambda)) (squared loss: the learning rate), so the
   * split search can clamp its children to a node's bounds; null when leaf values are not of that form (quantiles).
   */
  valueScale?: number | null;
  /** The root's histogram when the caller already has it (copied, not built). */
  rootHist?: Float64Array;
}): { tree: Tree; leaves: Array<{ start: number; end: number; value: number; hist: Float64Array }> } {
  const { data, rows, scratch, params, pool, grad } = args;
  const n = args.nRows;
  const takeHist = (): Float64Array => pool.pop() ?? new Float64Array(data.nFeatures * HIST_STRIDE);
  const builder = new TreeBuilder();
  const canSplit = (c: number, depth: number): boolean => c >= 2 * params.minSamplesLeaf && depth < args.maxDepth;
  const found = (best: Split): Split | null => (best.gain > 1e-12 ? best : null);
  let rootG = 0;
  for (let i = 0; i < n; i++) rootG += grad[i]!;
  const rootHist = takeHist();
  if (args.rootHist !== undefined) rootHist.set(args.rootHist);
  const rootBest = createSplit();
  args.expand({ small: rootHist, parent: null, start: 0, end: n, identity: true, smallG: rootG, smallC: n, largeG: 0, largeC: 0, searchSmall: canSplit(n, 0), searchLarge: false, built: args.rootHist !== undefined }, rootBest, rootBest);
  const root: GrowingLeaf = { node: builder.addLeaf(0, n), start: 0, end: n, g: rootG, c: n, depth: 0, hist: rootHist, split: found(rootBest), lower: -Infinity, upper: Infinity };
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
    const mid = partitionColumn(rows, scratch, leaf.start, leaf.end, args.columns.subarray(f * n, (f + 1) * n), split.leftByBin);
    const leftC = mid - leaf.start;
    const rightC = leaf.end - mid;
    const described = describeSplit(split, data.thresholds[f]!, data.isCategorical[f]!, data.nBins[f]!);
    const leftNode = builder.addLeaf(0, leftC);
    const rightNode = builder.addLeaf(0, rightC);
    builder.setSplit({ node: leaf.node, feature: f, threshold: described.threshold, categories: described.categories, missingLeft: described.missingLeft, left: leftNode, right: rightNode });
    const depth = leaf.depth + 1;
    const left: GrowingLeaf = { node: leftNode, start: leaf.start, end: mid, g: split.leftG, c: leftC, depth, hist: leaf.hist, split: null, lower: leaf.lower, upper: leaf.upper };
    const right: GrowingLeaf = { node: rightNode, start: mid, end: leaf.end, g: leaf.g - split.leftG, c: rightC, depth, hist: leaf.hist, split: null, lower: leaf.lower, upper: leaf.upper };
    const direction = params.monotone?.[f] ?? 0;
    if (direction !== 0) {
      // Mid-point bounds: everything grown under the left child stays on its side of the mid-point, the right on the other.
      const middle = (clamp(args.leafValue(left.start, left.end, left.g, left.c), leaf) + clamp(args.leafValue(right.start, right.end, right.g, right.c), leaf)) / 2;
      if (direction > 0) {
        left.upper = middle;
        right.lower = middle;
      } else {
        left.lower = middle;
        right.upper = middle;
      }
    }
    // Histogram subtraction: build only the smaller child; the larger is parent minus smaller (in place).
    const small = leftC <= rightC ? left : right;
    const large = small === left ? right : left;
    small.hist = takeHist();
    const bestSmall = createSplit();
    const bestLarge = createSplit();
    if (args.valueScale != null) {
      // The split search sees the children's bounds in its own units (before the learning rate).
      bestSmall.lower = small.lower / args.valueScale; bestSmall.upper = small.upper / args.valueScale;
      bestLarge.lower = large.lower / args.valueScale; bestLarge.upper = large.upper / args.valueScale;
    }
    args.expand({
      small: small.hist, parent: leaf.hist, start: small.start, end: small.end, identity: false,
      smallG: small.g, smallC: small.c, largeG: large.g, largeC: large.c, searchSmall: canSplit(small.c, depth), searchLarge: canSplit(large.c, depth),
    }, bestSmall, bestLarge);
    small.split = found(bestSmall);
    large.split = found(bestLarge);
    leaves[pick] = left;
    leaves.push(right);
  }
  // Each leaf's histogram stays readable until the next tree takes it from the pool again.
  const out: Array<{ start: number; end: number; value: number; hist: Float64Array }> = [];
  for (const leaf of leaves) {
    const value = clamp(args.leafValue(leaf.start, leaf.end, leaf.g, leaf.c), leaf);
    builder.setValue(leaf.node, value);
    out.push({ start: leaf.start, end: leaf.end, value, hist: leaf.hist });
    pool.push(leaf.hist);
  }
  return { tree: builder.freeze(), leaves: out };
}

/** An expander over a replaceable histogram builder (the third argument of trainGbm). */
function createBuilderExpander(build: HistogramBuilder, data: BinnedData, params: SplitParams, grad: Float64Array, rows: Uint32Array): Expander {
  const info: FeatureInfo = { nBins: data.nBins, isCategorical: data.isCategorical, params };
  return (node, bestSmall, bestLarge) => {
    if (node.built !== true) build(node.small, grad, rows, node.start, node.end);
    for (let f = 0; f < data.nFeatures; f++) {
      const base = f * HIST_STRIDE;
      if (node.parent !== null) for (let k = base; k < base + HIST_STRIDE; k++) node.parent[k]! -= node.small[k]!;
      if (node.searchSmall) findFeatureSplit({ hist: node.small, base, feature: f, nBins: info.nBins[f]!, categorical: info.isCategorical[f]!, totalG: node.smallG, totalC: node.smallC, params, best: bestSmall });
      if (node.parent !== null && node.searchLarge) findFeatureSplit({ hist: node.parent, base, feature: f, nBins: info.nBins[f]!, categorical: info.isCategorical[f]!, totalG: node.largeG, totalC: node.largeC, params, best: bestLarge });
    }
  };
}

/** root's gradient sums += value × leaf's row counts, over the bins each feature fills (0..nBins). */
function addLeafToRoot(root: Float64Array, leaf: Float64Array, value: number, nBins: Int32Array): void {
  for (let f = 0; f < nBins.length; f++) {
    const base = f * HIST_STRIDE;
    const stop = base + (nBins[f]! + 1) * 2;
    for (let k = base; k < stop; k += 2) root[k]! += value * leaf[k + 1]!;
  }
}

/**
 * Pinball loss: a gradient is (1 − alpha) − [y > prediction], so a bin's gradient sum is (1 − alpha) × its
 * rows − its rows above their prediction. Between two trees only the rows that crossed their target change
 * that count, a few percent of them: those are gathered and their bins counted (above[f * HIST_STRIDE + 2b]).
 */
type QuantileRoot = { above: Float64Array; wasAbove: Uint8Array; flips: Uint32Array; step: Float64Array };

function createQuantileRoot(n: number, nFeatures: number): QuantileRoot {
  return { above: new Float64Array(nFeatures * HIST_STRIDE), wasAbove: new Uint8Array(n), flips: new Uint32Array(n), step: new Float64Array(n) };
}

/** Brings root's gradient sums up to date with grad (its row counts never change). */
function updateQuantileRoot(q: QuantileRoot, root: Float64Array, grad: Float64Array, columns: Uint8Array, nBins: Int32Array, alpha: number): void {
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
  accumulateFeatures({ hist: q.above, columns, nRows: n, fromFeature: 0, toFeature: nBins.length, grad: q.step, rows: q.flips, start: 0, end: nFlips });
  const below = 1 - alpha;
  for (let f = 0; f < nBins.length; f++) {
    const base = f * HIST_STRIDE;
    const stop = base + (nBins[f]! + 1) * 2;
    for (let k = base; k < stop; k += 2) root[k] = below * root[k + 1]! - q.above[k]!;
  }
}

/** The feature-major copy of the bins (columns[f * nRows + i]) that histograms and partitioning read. */
function transposeBins(data: BinnedData, out: Uint8Array): Uint8Array {
  const { nRows, nFeatures, bins } = data;
  // Blocks of rows keep both the row-major reads and the column writes inside the caches.
  const block = 4096;
  for (let from = 0; from < nRows; from += block) {
    const to = Math.min(nRows, from + block);
    for (let f = 0; f < nFeatures; f++) {
      const column = f * nRows;
      for (let i = from; i < to; i++) out[column + i] = bins[i * nFeatures + f]!;
    }
  }
  return out;
}

export function predictGbm(model: GbmModel, x: Float64Array): number {
  let sum = model.init;
  for (const tree of model.trees) sum += predictTree(tree, x);
  return sum;
}

/** Trains a boosted ensemble; histogram building can be replaced (multi-threaded) via buildHist. */
export function trainGbm(input: GbmTrainInput, options: GbmOptions = {}, buildHist?: (data: BinnedData) => HistogramBuilder): GbmTrainResult {
  let { x, y, validation } = input;
  const o = resolveOptions(options, y.length);
  let binned = input.binned;
  if (validation === undefined && o.earlyStopping && o.validationFraction > 0 && y.length >= 40) {
    const perm = createPermutation(y.length, createRandom(o.seed ^ 0x2545f491));
    const nValid = Math.max(1, Math.floor(y.length * o.validationFraction));
    const validIdx = perm.subarray(0, nValid);
    const trainIdx = perm.subarray(nValid).slice().sort();
    const pick = (m: EncodedMatrix, idx: Uint32Array): EncodedMatrix => ({ nRows: idx.length, nFeatures: m.nFeatures, columns: m.columns.map((col) => Float64Array.from(idx, (i) => col[i]!)) });
    validation = { x: pick(x, validIdx), y: Float64Array.from(validIdx, (i) => y[i]!) };
    x = pick(x, trainIdx);
    y = Float64Array.from(trainIdx, (i) => y[i]!);
    binned = undefined;
  }
  const n = y.length;
  // The helper thread's split search does not see monotone bounds: constrained models use one thread.
  const parallel = buildHist === undefined && o.threads >= 2 && n >= PARALLEL_MIN_ROWS && o.monotone === null;
  let data: BinnedData;
  let mapper: BinMapper | null = null;
  if (binned === undefined && buildHist === undefined) {
    // Binned straight into the feature-major layout below; the row-major form is never built.
    mapper = fitBinMapper(input.schema, x, o.maxBins, o.seed);
    data = { nRows: n, nFeatures: x.nFeatures, bins: new Uint8Array(0), nBins: mapper.nBins, thresholds: mapper.thresholds, isCategorical: mapper.isCategorical };
  } else {
    data = binned ?? applyBinMapper(fitBinMapper(input.schema, x, o.maxBins, o.seed), x);
  }
  const loss = o.loss;
  const init = computeInit(loss, y);
  const pred = new Float64Array(n).fill(init);
  // A helper thread reads the bins, gradients and row order in place, so they live in shared memory.
  const columns = parallel ? new Uint8Array(new SharedArrayBuffer(n * data.nFeatures)) : new Uint8Array(n * data.nFeatures);
  const grad = parallel ? new Float64Array(new SharedArrayBuffer(n * 8)) : new Float64Array(n);
  const rows = parallel ? new Uint32Array(new SharedArrayBuffer(n * 4)) : new Uint32Array(n);
  const scratch = new Uint32Array(n);
  const residuals = new Float64Array(n);
  if (o.monotone !== null && o.monotone.some((d, f) => d !== 0 && data.isCategorical[f] === true)) throw new Error('Monotone constraints apply to numeric features only');
  const params: SplitParams = { lambda: o.l2, minSamplesLeaf: o.minSamplesLeaf, categorySmoothing: 10, ...(o.monotone !== null ? { monotone: o.monotone } : {}) };
  const info: FeatureInfo = { nBins: data.nBins, isCategorical: data.isCategorical, params };
  const expansionData = { columns, nRows: n, grad, rows };
  // Started before the bins are written, so that the worker's start-up overlaps the binning.
  const helper = parallel ? startHistogramHelper({ data: expansionData, info, nFeatures: data.nFeatures, slots: o.maxLeaves + 2 }) : null;
  if (mapper !== null) binColumns(mapper, x, columns);
  else transposeBins(data, columns);
  const custom = buildHist?.(data);
  const expand = custom !== undefined ? createBuilderExpander(custom, data, params, grad, rows) : helper?.expand ?? createLocalExpander(expansionData, info, data.nFeatures);
  // With a helper, the histograms live in its shared pool so that it can write its features in place.
  const pool: Float64Array[] = helper?.pool.slice() ?? [];
  const trees: Tree[] = [];
  const trainLoss: number[] = [computeLoss(loss, y, pred)];
  const validationLoss: number[] = [];
  const useValidation = validation !== undefined && o.earlyStopping && validation.y.length > 0;
  const validPred = useValidation ? new Float64Array(validation!.y.length).fill(init) : new Float64Array(0);
  const validRow = new Float64Array(x.nFeatures);
  if (useValidation) validationLoss.push(computeLoss(loss, validation!.y, validPred));
  let best = 0;
  const lr = o.learningRate;
  const leafValue = loss.kind === 'squared'
    ? (_s: number, _e: number, g: number, c: number): number => (-g / (c + o.l2)) * lr
    : (s: number, e: number): number => {
        // Pinball loss: refit the leaf to the alpha-quantile of its residuals (Friedman 2001, section 4.3).
        for (let k = s; k < e; k++) residuals[k - s] = y[rows[k]!]! - pred[rows[k]!]!;
        return selectQuantile(residuals, 0, e - s, loss.alpha) * lr;
      };
  // The root's histogram, the largest of every tree (a pass over all rows), is built once for the whole
  // run and then kept up to date from what each tree changed, instead of being rebuilt per tree.
  // Squared loss: a leaf moves every gradient of its rows by its value, so the next root histogram is this
  // one plus, per leaf, value × the leaf's row count in each bin (the leaf histograms are at hand).
  const rootHist = custom === undefined ? new Float64Array(data.nFeatures * HIST_STRIDE) : undefined;
  const quantileRoot = rootHist !== undefined && loss.kind === 'quantile' ? createQuantileRoot(n, data.nFeatures) : null;
  try {
    for (let it = 0; it < o.maxIterations; it++) {
      fillGradients(loss, y, pred, grad);
      for (let i = 0; i < n; i++) rows[i] = i;
      if (it === 0 && rootHist !== undefined) accumulateFeatures({ hist: rootHist, columns, nRows: n, fromFeature: 0, toFeature: data.nFeatures, grad, rows, start: 0, end: n, identity: true });
      if (quantileRoot !== null && loss.kind === 'quantile') updateQuantileRoot(quantileRoot, rootHist!, grad, columns, data.nBins, loss.alpha);
      const { tree, leaves } = growTree({ data, grad, rows, scratch, nRows: n, maxLeaves: o.maxLeaves, maxDepth: o.maxDepth, params, expand, pool, leafValue, columns, valueScale: loss.kind === 'squared' ? lr : null, rootHist });
      trees.push(tree);
      for (const leaf of leaves) for (let k = leaf.start; k < leaf.end; k++) pred[rows[k]!]! += leaf.value;
      if (rootHist !== undefined && loss.kind === 'squared') for (const leaf of leaves) addLeafToRoot(rootHist, leaf.hist, leaf.value, data.nBins);
      trainLoss.push(computeLoss(loss, y, pred));
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
  return { model: { kind: 'gbm', loss, init, trees: trees.slice(0, best), learningRate: lr }, trainLoss, validationLoss, bestIteration: best, allTrees: trees, threadedHistograms: helper?.shared() ?? 0 };
}
