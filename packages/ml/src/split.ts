// Best split of one feature from its gradient histogram, with learned missing direction and categorical ordering.
import { MISSING_BIN } from './binning.js';

/**
 * Histogram layout: for feature f and bin b, hist[(f*256 + b)*2] = sum of gradients and
 * hist[(f*256 + b)*2 + 1] = number of rows. Every loss here has a unit hessian (squared error;
 * pinball loss with leaves refitted to quantiles, as scikit-learn does), so the row count is the
 * hessian sum and a separate hessian histogram would only cost memory bandwidth.
 */
export const HIST_STRIDE = 512;

export type Split = {
  gain: number;
  feature: number;
  /** Which bins go left (index = bin); bin 0 (missing) entry is the default direction. */
  leftByBin: Uint8Array;
  leftG: number;
  leftC: number;
  /**
   * Input, not result: the bounds monotone constraints put on the node's value (-G / (C + lambda)); the children's
   * values are clamped to them in the gain, as LightGBM does. Infinite: no bounds.
   */
  lower: number;
  upper: number;
};

/**
 * monotone: per feature +1 (the model may only rise with the feature), -1 (only fall) or 0 (free); a numeric
 * split on a constrained feature is kept only when its children's values (-G / (C + lambda)) respect the direction.
 */
export type SplitParams = { lambda: number; minSamplesLeaf: number; categorySmoothing: number; monotone?: Int8Array };

export function createSplit(): Split {
  return { gain: 0, feature: -1, leftByBin: new Uint8Array(256), leftG: 0, leftC: 0, lower: -Infinity, upper: Infinity };
}

function score(g: number, c: number, lambda: number): number {
  return (g * g) / (c + lambda);
}

/** score() of a node whose value -g / (c + lambda) is clamped to [lower, upper]: the loss reduction of that value. */
function boundedScore(g: number, c: number, lambda: number, lower: number, upper: number): number {
  const w = Math.min(upper, Math.max(lower, -g / (c + lambda)));
  return -(2 * g * w + (c + lambda) * w * w);
}

/**
 * The gain of a split under monotone constraints: the children's values clamped to the node's bounds, and
 * -Infinity when they go against direction (+1: left, the lower values, above right; -1 the reverse).
 */
function constrainedGain(
  gL: number,
  cL: number,
  totalG: number,
  totalC: number,
  lambda: number,
  parent: number,
  direction: number,
  best: Split,
): number {
  const left = Math.min(best.upper, Math.max(best.lower, -gL / (cL + lambda)));
  const right = Math.min(best.upper, Math.max(best.lower, -(totalG - gL) / (totalC - cL + lambda)));
  if (direction > 0 ? left > right : direction < 0 ? left < right : false) return -Infinity;
  return (
    boundedScore(gL, cL, lambda, best.lower, best.upper) + boundedScore(totalG - gL, totalC - cL, lambda, best.lower, best.upper) - parent
  );
}

/** scanNumeric's best split, when it returns one: its gain and its left child's gradient sum and row count. */
const scan = { gain: 0, leftG: 0, leftC: 0 };

/**
 * The threshold scan of a numeric feature with no missing values and no monotone bounds (the common case): the
 * best bin b in lo..hi ("bins 1..b go left"; bins below lo are empty) whose gain beats bestGain, or -1; the split itself is left in scan.
 * It finds what the general loop below finds, with the same arithmetic, but tests each bin first without
 * dividing: a split's scores gL²/a + gR²/r (a, r: the children's counts plus lambda) beat bestGain + parent
 * exactly when gL²·r + gR²·a > (bestGain + parent)·a·r. Divisions cost several times a multiplication, and a
 * fit tries tens of millions of bins. The test allows a relative 1e-9 more than the rounding of either form,
 * so every bin the exact gain accepts gets through it; only those bins (a few per feature) are divided out.
 */
function scanNumeric(
  hist: Float64Array,
  base: number,
  lo: number,
  hi: number,
  totalG: number,
  totalC: number,
  lambda: number,
  minSamplesLeaf: number,
  parent: number,
  bestGain: number,
): number {
  let bar = (bestGain + parent) * (1 - 1e-9);
  let gL = 0;
  let cL = 0;
  let bestBin = -1;
  for (let b = lo; b <= hi; b++) {
    const c = hist[base + b * 2 + 1]!;
    if (c === 0) continue;
    gL += hist[base + b * 2]!;
    cL += c;
    const cR = totalC - cL;
    if (cR < minSamplesLeaf) break;
    if (cL < minSamplesLeaf) continue;
    const gR = totalG - gL;
    const a = cL + lambda;
    const r = cR + lambda;
    if (gL * gL * r + gR * gR * a <= bar * (a * r)) continue;
    const gain = score(gL, cL, lambda) + score(gR, cR, lambda) - parent;
    if (gain > bestGain) {
      bestGain = gain;
      bestBin = b;
      scan.gain = gain;
      scan.leftG = gL;
      scan.leftC = cL;
      bar = (bestGain + parent) * (1 - 1e-9);
    }
  }
  return bestBin;
}

/** Updates best when feature f (histogram at hist[base..]) has a better split; returns whether it did. */
export function findFeatureSplit(args: {
  hist: Float64Array;
  base: number;
  feature: number;
  nBins: number;
  categorical: boolean;
  totalG: number;
  totalC: number;
  params: SplitParams;
  best: Split;
  /** The first and last value bins holding rows, when the caller knows them: the bins outside are empty and not read. */
  minBin?: number;
  maxBin?: number;
}): boolean {
  const { hist, base, nBins, totalG, totalC, params, best } = args;
  const { lambda, minSamplesLeaf } = params;
  // Monotone constraints: a constrained feature, or a node with bounds from a constrained split above it.
  const constrained =
    best.lower !== -Infinity || best.upper !== Infinity || (!args.categorical && (params.monotone?.[args.feature] ?? 0) !== 0);
  const parent = constrained ? boundedScore(totalG, totalC, lambda, best.lower, best.upper) : score(totalG, totalC, lambda);
  const missG = hist[base + MISSING_BIN * 2]!;
  const missC = hist[base + MISSING_BIN * 2 + 1]!;
  let bestGain = best.gain;
  let found = false;
  if (!args.categorical && !constrained && missC === 0) {
    const lo = Math.max(1, args.minBin ?? 1);
    // "Bins 1..nBins go left" leaves nothing on the right: with no missing values that split is never tried.
    const hi = Math.min(nBins - 1, args.maxBin ?? nBins);
    const bin = scanNumeric(hist, base, lo, hi, totalG, totalC, lambda, minSamplesLeaf, parent, bestGain);
    if (bin < 0) return false;
    const flags = best.leftByBin;
    flags.fill(0);
    for (let b = 1; b <= bin; b++) flags[b] = 1;
    best.gain = scan.gain;
    best.feature = args.feature;
    best.leftG = scan.leftG;
    best.leftC = scan.leftC;
    return true;
  }
  if (!args.categorical) {
    const direction = constrained ? (params.monotone?.[args.feature] ?? 0) : 0;
    const lo = Math.max(1, args.minBin ?? 1);
    const hi = Math.min(nBins, args.maxBin ?? nBins);
    let gL = 0;
    let cL = 0;
    let bestBin = -1;
    let bestMissingLeft = false;
    let bestLG = 0;
    let bestLC = 0;
    // Bin b means "bins 1..b go left"; b = nBins separates missing values from all the others.
    for (let b = lo; b <= hi; b++) {
      const c = hist[base + b * 2 + 1]!;
      if (c === 0 && b !== hi) continue;
      gL += hist[base + b * 2]!;
      cL += c;
      if (b === nBins && missC === 0) break;
      const cR = totalC - cL - missC;
      if (cL >= minSamplesLeaf && cR + missC >= minSamplesLeaf) {
        const gain = constrained
          ? constrainedGain(gL, cL, totalG, totalC, lambda, parent, direction, best)
          : score(gL, cL, lambda) + score(totalG - gL, totalC - cL, lambda) - parent;
        if (gain > bestGain) {
          bestGain = gain;
          bestBin = b;
          bestMissingLeft = false;
          bestLG = gL;
          bestLC = cL;
        }
      }
      if (missC > 0 && cL + missC >= minSamplesLeaf && cR >= minSamplesLeaf && b < nBins) {
        const gl = gL + missG;
        const cl = cL + missC;
        const gain = constrained
          ? constrainedGain(gl, cl, totalG, totalC, lambda, parent, direction, best)
          : score(gl, cl, lambda) + score(totalG - gl, totalC - cl, lambda) - parent;
        if (gain > bestGain) {
          bestGain = gain;
          bestBin = b;
          bestMissingLeft = true;
          bestLG = gl;
          bestLC = cl;
        }
      }
    }
    if (bestBin > 0) {
      const flags = best.leftByBin;
      flags.fill(0);
      for (let b = 1; b <= bestBin; b++) flags[b] = 1;
      flags[MISSING_BIN] = bestMissingLeft ? 1 : 0;
      best.gain = bestGain;
      best.feature = args.feature;
      best.leftG = bestLG;
      best.leftC = bestLC;
      found = true;
    }
    return found;
  }
  // Categorical: order the present categories by mean gradient, then scan the order like a numeric
  // feature (Fisher 1958; LightGBM). The smoothing keeps tiny categories from sorting to the ends.
  const present: number[] = [];
  for (let b = 1; b <= nBins; b++) if (hist[base + b * 2 + 1]! > 0) present.push(b);
  if (present.length < 1 || (present.length < 2 && missC === 0)) return false;
  const smooth = params.categorySmoothing;
  present.sort(
    (a, b) => hist[base + a * 2]! / (hist[base + a * 2 + 1]! + smooth) - hist[base + b * 2]! / (hist[base + b * 2 + 1]! + smooth),
  );
  let gL = 0;
  let cL = 0;
  let bestK = -1;
  let bestMissingLeft = false;
  let bestLG = 0;
  let bestLC = 0;
  for (let k = 0; k < present.length; k++) {
    const b = present[k]!;
    gL += hist[base + b * 2]!;
    cL += hist[base + b * 2 + 1]!;
    const last = k === present.length - 1;
    if (last && missC === 0) break;
    const cR = totalC - cL - missC;
    if (cL >= minSamplesLeaf && cR + missC >= minSamplesLeaf) {
      const gain = constrained
        ? constrainedGain(gL, cL, totalG, totalC, lambda, parent, 0, best)
        : score(gL, cL, lambda) + score(totalG - gL, totalC - cL, lambda) - parent;
      if (gain > bestGain) {
        bestGain = gain;
        bestK = k;
        bestMissingLeft = false;
        bestLG = gL;
        bestLC = cL;
      }
    }
    if (!last && missC > 0 && cL + missC >= minSamplesLeaf && cR >= minSamplesLeaf) {
      const gl = gL + missG;
      const cl = cL + missC;
      const gain = constrained
        ? constrainedGain(gl, cl, totalG, totalC, lambda, parent, 0, best)
        : score(gl, cl, lambda) + score(totalG - gl, totalC - cl, lambda) - parent;
      if (gain > bestGain) {
        bestGain = gain;
        bestK = k;
        bestMissingLeft = true;
        bestLG = gl;
        bestLC = cl;
      }
    }
  }
  if (bestK < 0) return false;
  const flags = best.leftByBin;
  flags.fill(0);
  for (let k = 0; k <= bestK; k++) flags[present[k]!] = 1;
  flags[MISSING_BIN] = bestMissingLeft ? 1 : 0;
  best.gain = bestGain;
  best.feature = args.feature;
  best.leftG = bestLG;
  best.leftC = bestLC;
  return true;
}

/** Translates a bin-level split into the raw-value form trees use at prediction time. */
export function describeSplit(
  split: Split,
  thresholds: Float64Array,
  categorical: boolean,
  nBins: number,
): { threshold: number; categories: number[] | null; missingLeft: boolean } {
  const missingLeft = split.leftByBin[MISSING_BIN] === 1;
  if (categorical) {
    const categories: number[] = [];
    for (let b = 1; b <= nBins; b++) if (split.leftByBin[b] === 1) categories.push(b - 1);
    return { threshold: 0, categories, missingLeft };
  }
  let last = 0;
  for (let b = 1; b <= nBins; b++) if (split.leftByBin[b] === 1) last = b;
  const threshold = last >= nBins ? Infinity : last === 0 ? -Infinity : thresholds[last - 1]!;
  return { threshold, categories: null, missingLeft };
}

/** Splits rows[start, end) in place into left rows then right rows; returns the first right position. */
export function partitionRows(
  rows: Uint32Array,
  scratch: Uint32Array,
  start: number,
  end: number,
  bins: Uint8Array,
  nFeatures: number,
  feature: number,
  leftByBin: Uint8Array,
): number {
  let l = start;
  let r = 0;
  for (let k = start; k < end; k++) {
    const i = rows[k]!;
    if (leftByBin[bins[i * nFeatures + feature]!] === 1) rows[l++] = i;
    else scratch[r++] = i;
  }
  rows.set(scratch.subarray(0, r), l);
  return l;
}

/**
 * partitionRows over one feature's column of the feature-major bins (column[i] = bin of row i), without
 * branches: each row is written to both sides and only the side it belongs to advances, so the split's
 * unpredictable left/right choice costs no mispredicted jumps. Stable, like partitionRows.
 */
export function partitionColumn(
  rows: Uint32Array,
  scratch: Uint32Array,
  start: number,
  end: number,
  column: Uint8Array,
  leftByBin: Uint8Array,
): number {
  let l = start;
  let r = 0;
  for (let k = start; k < end; k++) {
    const i = rows[k]!;
    const left = leftByBin[column[i]!]!;
    rows[l] = i;
    scratch[r] = i;
    l += left;
    r += 1 - left;
  }
  rows.set(scratch.subarray(0, r), l);
  return l;
}
