// Random forest regression: bootstrap samples, per-node feature subsampling, histogram splits, out-of-bag predictions.
import type { BinnedData } from './binning.js';
import { createRandom, type Random } from './random.js';
import { createSplit, describeSplit, findFeatureSplit, partitionRows, type SplitParams } from './split.js';
import { TreeBuilder, predictTree, type Tree } from './tree.js';

export type ForestOptions = {
  nTrees?: number;
  /** Fraction of the features tried at each node (Breiman's mtry); 1 = bagged trees. */
  maxFeatures?: number;
  minSamplesLeaf?: number;
  maxDepth?: number;
  seed?: number;
};

export type ForestModel = { kind: 'forest'; trees: Tree[] };

export type ResolvedForestOptions = Required<ForestOptions>;

export function resolveForestOptions(options: ForestOptions): ResolvedForestOptions {
  return {
    nTrees: options.nTrees ?? 100,
    maxFeatures: options.maxFeatures ?? 0.5,
    // Leaves of 20+ rows and depth 12: as accurate as deeper trees on noisy settlement data (measured),
    // and explanations cost O(leaves x depth^2) per tree, so smaller trees explain several times faster.
    minSamplesLeaf: options.minSamplesLeaf ?? 20,
    maxDepth: options.maxDepth ?? 12,
    seed: options.seed ?? 0,
  };
}

/** Seeds derived per tree, so any subset of trees can be trained on another thread with identical results. */
export function seedForTree(seed: number, tree: number): number {
  return (Math.imul(seed + 1, 0x9e3779b1) ^ Math.imul(tree + 1, 0x85ebca77)) >>> 0;
}

export type ForestTreeResult = { tree: Tree; inBag: Uint8Array };

/** Grows tree number `index` of the forest: one bootstrap sample, depth-first, mtry features per node. */
export function growForestTree(data: BinnedData, y: Float64Array, options: ResolvedForestOptions, index: number): ForestTreeResult {
  const random = createRandom(seedForTree(options.seed, index));
  const n = data.nRows;
  const rows = new Uint32Array(n);
  const inBag = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    const i = random.nextInt(n);
    rows[k] = i;
    inBag[i] = 1;
  }
  // Centre the target so the squared sums in the split score keep their precision.
  let mean = 0;
  for (let k = 0; k < n; k++) mean += y[rows[k]!]!;
  mean /= n;
  const grad = new Float64Array(n);
  for (let i = 0; i < n; i++) grad[i] = y[i]! - mean;
  const tree = growTreeDepthFirst({ data, grad, rows, mean, options, random });
  return { tree, inBag };
}

function growTreeDepthFirst(args: {
  data: BinnedData;
  grad: Float64Array;
  rows: Uint32Array;
  mean: number;
  options: ResolvedForestOptions;
  random: Random;
}): Tree {
  const { data, grad, rows, mean, options, random } = args;
  const { nFeatures, bins } = data;
  const n = rows.length;
  const scratch = new Uint32Array(n);
  const hist = new Float64Array(512);
  const params: SplitParams = { lambda: 0, minSamplesLeaf: options.minSamplesLeaf, categorySmoothing: 1 };
  const mtry = Math.max(1, Math.round(options.maxFeatures * nFeatures));
  const features = Int32Array.from({ length: nFeatures }, (_, f) => f);
  const builder = new TreeBuilder();
  const best = createSplit();
  type Pending = { node: number; start: number; end: number; depth: number; g: number };
  let rootG = 0;
  for (let k = 0; k < n; k++) rootG += grad[rows[k]!]!;
  const stack: Pending[] = [{ node: builder.addLeaf(mean + rootG / n, n), start: 0, end: n, depth: 0, g: rootG }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const c = item.end - item.start;
    if (c < 2 * options.minSamplesLeaf || item.depth >= options.maxDepth) continue;
    best.gain = 1e-12;
    best.feature = -1;
    // Partial Fisher-Yates: the first mtry entries become this node's random feature subset.
    for (let k = 0; k < mtry; k++) {
      const j = k + random.nextInt(nFeatures - k);
      const t = features[k]!;
      features[k] = features[j]!;
      features[j] = t;
    }
    for (let k = 0; k < mtry; k++) {
      const f = features[k]!;
      let minBin = 255;
      let maxBin = 0;
      for (let r = item.start; r < item.end; r++) {
        const i = rows[r]!;
        const b = bins[i * nFeatures + f]!;
        hist[b * 2]! += grad[i]!;
        hist[b * 2 + 1]! += 1;
        if (b > 0) {
          if (b < minBin) minBin = b;
          if (b > maxBin) maxBin = b;
        }
      }
      if (maxBin > 0)
        findFeatureSplit({
          hist,
          base: 0,
          feature: f,
          nBins: data.nBins[f]!,
          categorical: data.isCategorical[f]!,
          totalG: item.g,
          totalC: c,
          params,
          best,
          minBin,
          maxBin: data.isCategorical[f] ? data.nBins[f]! : maxBin,
        });
      // Clearing only the touched bins keeps small deep nodes cheap.
      if (c < 128)
        for (let r = item.start; r < item.end; r++) {
          const b = bins[rows[r]! * nFeatures + f]!;
          hist[b * 2] = 0;
          hist[b * 2 + 1] = 0;
        }
      else hist.fill(0);
    }
    if (best.feature < 0) continue;
    const f = best.feature;
    const mid = partitionRows(rows, scratch, item.start, item.end, bins, nFeatures, f, best.leftByBin);
    const leftC = mid - item.start;
    const rightC = item.end - mid;
    if (leftC === 0 || rightC === 0) continue;
    const described = describeSplit(best, data.thresholds[f]!, data.isCategorical[f]!, data.nBins[f]!);
    const leftG = best.leftG;
    const rightG = item.g - leftG;
    const leftNode = builder.addLeaf(mean + leftG / leftC, leftC);
    const rightNode = builder.addLeaf(mean + rightG / rightC, rightC);
    builder.setSplit({
      node: item.node,
      feature: f,
      threshold: described.threshold,
      categories: described.categories,
      missingLeft: described.missingLeft,
      left: leftNode,
      right: rightNode,
    });
    stack.push({ node: leftNode, start: item.start, end: mid, depth: item.depth + 1, g: leftG });
    stack.push({ node: rightNode, start: mid, end: item.end, depth: item.depth + 1, g: rightG });
  }
  return builder.freeze();
}

export function predictForest(model: ForestModel, x: Float64Array): number {
  let sum = 0;
  for (const tree of model.trees) sum += predictTree(tree, x);
  return sum / model.trees.length;
}

/** Out-of-bag prediction per training row (NaN when a row was in every bootstrap sample). */
export function computeOutOfBag(
  results: ForestTreeResult[],
  rowsOf: (i: number, out: Float64Array) => Float64Array,
  nRows: number,
  nFeatures: number,
): Float64Array {
  const sum = new Float64Array(nRows);
  const count = new Uint32Array(nRows);
  const x = new Float64Array(nFeatures);
  for (const { tree, inBag } of results) {
    for (let i = 0; i < nRows; i++) {
      if (inBag[i] === 1) continue;
      sum[i]! += predictTree(tree, rowsOf(i, x));
      count[i]! += 1;
    }
  }
  return sum.map((s, i) => (count[i]! > 0 ? s / count[i]! : NaN));
}

export function trainForest(
  data: BinnedData,
  y: Float64Array,
  options: ForestOptions = {},
  onTree?: (done: number, total: number) => void,
): ForestTreeResult[] {
  const o = resolveForestOptions(options);
  const out: ForestTreeResult[] = [];
  for (let t = 0; t < o.nTrees; t++) {
    out.push(growForestTree(data, y, o, t));
    onTree?.(t + 1, o.nTrees);
  }
  return out;
}
