// One step of leaf-wise growth over a range of features: the smaller child's histogram, the larger one's by subtraction, both best splits.
import { accumulateFeatures } from './histogram.js';
import { HIST_STRIDE, findFeatureSplit, type Split, type SplitParams } from './split.js';

/** What the split search needs to know about the features; fixed for a whole training run. */
export type FeatureInfo = { nBins: Int32Array; isCategorical: boolean[]; params: SplitParams };

/**
 * The node to expand. For the root, parent is null and small is the root's histogram. Otherwise the
 * parent's histogram becomes the larger child's in place (parent − small): histogram subtraction, so
 * only the smaller child's rows are read.
 */
export type Expansion = {
  small: Float64Array; parent: Float64Array | null;
  /** The smaller child's rows: rows[start, end); identity when they are 0..nRows-1 in order. */
  start: number; end: number; identity: boolean;
  smallG: number; smallC: number; largeG: number; largeC: number;
  /** Whether each child may be split at all (size and depth limits). */
  searchSmall: boolean; searchLarge: boolean;
  /** small already holds the node's histogram (the root's, kept up to date between trees): only the split search runs. */
  built?: boolean;
};

export type ExpansionData = { columns: Uint8Array; nRows: number; grad: Float64Array; rows: Uint32Array };

/**
 * Does the expansion for features [from, to), updating bestSmall and bestLarge when a feature there beats
 * them. Features are independent, so two threads can each take a range and the better of their two
 * results (the lower range winning ties) is what one thread would have found.
 */
export function expandFeatures(args: { data: ExpansionData; info: FeatureInfo; node: Expansion; from: number; to: number; bestSmall: Split; bestLarge: Split }): void {
  const { data, info, node, from, to } = args;
  const { small, parent } = node;
  if (node.built !== true) {
    small.fill(0, from * HIST_STRIDE, to * HIST_STRIDE);
    accumulateFeatures({ hist: small, columns: data.columns, nRows: data.nRows, fromFeature: from, toFeature: to, grad: data.grad, rows: data.rows, start: node.start, end: node.end, identity: node.identity });
  }
  for (let f = from; f < to; f++) {
    const base = f * HIST_STRIDE;
    const nBins = info.nBins[f]!;
    const categorical = info.isCategorical[f]!;
    if (parent !== null) {
      // Only bins 0..nBins are ever filled.
      const stop = base + (nBins + 1) * 2;
      for (let k = base; k < stop; k++) parent[k]! -= small[k]!;
    }
    if (node.searchSmall) findFeatureSplit({ hist: small, base, feature: f, nBins, categorical, totalG: node.smallG, totalC: node.smallC, params: info.params, best: args.bestSmall });
    if (parent !== null && node.searchLarge) findFeatureSplit({ hist: parent, base, feature: f, nBins, categorical, totalG: node.largeG, totalC: node.largeC, params: info.params, best: args.bestLarge });
  }
}

/** Runs an expansion: on this thread alone, or with a helper taking part of the features. */
export type Expander = (node: Expansion, bestSmall: Split, bestLarge: Split) => void;

export function createLocalExpander(data: ExpansionData, info: FeatureInfo, nFeatures: number): Expander {
  return (node, bestSmall, bestLarge) => expandFeatures({ data, info, node, from: 0, to: nFeatures, bestSmall, bestLarge });
}

/** Copies a split found elsewhere into best. */
export function copySplit(best: Split, from: { gain: number; feature: number; leftG: number; leftC: number; leftByBin: Uint8Array }): void {
  best.gain = from.gain;
  best.feature = from.feature;
  best.leftG = from.leftG;
  best.leftC = from.leftC;
  best.leftByBin.set(from.leftByBin);
}
