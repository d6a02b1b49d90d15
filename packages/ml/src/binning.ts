// Quantile binning of the feature matrix into bytes: bin 0 = missing, bins 1..n = values (n <= 255).
import type { EncodedMatrix, FeatureSchema } from './table.js';
import { createRandom } from './random.js';

export const MISSING_BIN = 0;
export const MAX_VALUE_BINS = 255;

export type BinnedData = {
  nRows: number;
  nFeatures: number;
  /** Row-major: bins[i * nFeatures + f]. Row-major keeps one row's bins in one cache line while a node's histogram is built. */
  bins: Uint8Array;
  /** Value bins per feature (not counting the missing bin). */
  nBins: Int32Array;
  /** Numeric features: thresholds[f][k] separates bin k+1 (x <= t) from bin k+2. Empty for categoricals. */
  thresholds: Float64Array[];
  isCategorical: boolean[];
};

export type BinMapper = { thresholds: Float64Array[]; nBins: Int32Array; isCategorical: boolean[] };

// Quantiles from a subsample, as scikit-learn does: 200k values pin 255 quantiles far below their spacing.
const QUANTILE_SAMPLE = 200_000;

export function fitBinMapper(schema: FeatureSchema, matrix: EncodedMatrix, maxBins = MAX_VALUE_BINS, seed = 0): BinMapper {
  const thresholds: Float64Array[] = [];
  const nBins = new Int32Array(matrix.nFeatures);
  const isCategorical = schema.columns.map((column) => column.kind === 'categorical');
  for (let f = 0; f < matrix.nFeatures; f++) {
    const column = schema.columns[f]!;
    const t = column.kind === 'categorical' ? new Float64Array(0) : fitFeatureThresholds(matrix.columns[f]!, maxBins, seed, f);
    thresholds.push(t);
    nBins[f] = column.kind === 'categorical' ? Math.max(1, column.categories.length) : t.length + 1;
  }
  return { thresholds, nBins, isCategorical };
}

/**
 * One numeric feature's bin thresholds. Each feature samples with its own generator (seeded from seed and f),
 * so features can be binned in any order, or on two threads, with the same result.
 */
export function fitFeatureThresholds(source: Float64Array, maxBins: number, seed: number, f: number): Float64Array {
  const limit = Math.max(2, Math.min(maxBins, MAX_VALUE_BINS));
  let present = 0;
  for (let i = 0; i < source.length; i++) if (!Number.isNaN(source[i]!)) present++;
  let values: Float64Array;
  if (present === source.length && present <= QUANTILE_SAMPLE) {
    // No missing values: the column itself, which is only read (and copied only for a full sort).
    values = source;
  } else if (present <= QUANTILE_SAMPLE) {
    values = new Float64Array(present);
    let k = 0;
    for (let i = 0; i < source.length; i++) if (!Number.isNaN(source[i]!)) values[k++] = source[i]!;
  } else {
    // Sample the present values with replacement straight from the column, without copying it first.
    const random = createRandom((seed ^ 0x5bd1e995) + Math.imul(f + 1, 0x9e3779b9));
    values = new Float64Array(QUANTILE_SAMPLE);
    for (let k = 0; k < QUANTILE_SAMPLE;) {
      const v = source[random.nextInt(source.length)]!;
      if (!Number.isNaN(v)) values[k++] = v;
    }
  }
  const ordered = values.length >= SELECT_MIN_VALUES ? orderQuantileRanks(values, limit) : null;
  if (ordered !== null) return quantileThresholds(ordered, limit);
  return computeThresholds((values === source ? values.slice() : values).sort(), limit);
}

/** Midpoints between distinct values when few, else between quantiles; duplicates removed. */
function computeThresholds(sorted: Float64Array, maxBins: number): Float64Array {
  const distinct: number[] = [];
  for (let i = 0; i < sorted.length && distinct.length <= maxBins; i++)
    if (i === 0 || sorted[i] !== sorted[i - 1]) distinct.push(sorted[i]!);
  if (distinct.length > maxBins) return quantileThresholds(sorted, maxBins);
  const out: number[] = [];
  for (let k = 0; k + 1 < distinct.length; k++) out.push(midpoint(distinct[k]!, distinct[k + 1]!));
  return Float64Array.from(out);
}

/** The thresholds between quantiles, interpolated; sorted need only be in order at the ranks quantileRanks names. */
function quantileThresholds(sorted: Float64Array, maxBins: number): Float64Array {
  const out: number[] = [];
  const n = sorted.length;
  for (let k = 1; k < maxBins; k++) {
    const position = (k / maxBins) * (n - 1);
    const lo = Math.floor(position);
    const frac = position - lo;
    const value = sorted[lo]! + (sorted[Math.min(lo + 1, n - 1)]! - sorted[lo]!) * frac;
    // A threshold equal to the largest value would leave an empty last bin.
    if (value >= sorted[n - 1]!) break;
    if (out.length === 0 || value > out[out.length - 1]!) out.push(value);
  }
  return Float64Array.from(out);
}

/** The ranks quantileThresholds reads: both sides of each quantile's position, and the largest value. */
function quantileRanks(n: number, maxBins: number): number[] {
  const ranks = [n - 1];
  for (let k = 1; k < maxBins; k++) {
    const lo = Math.floor((k / maxBins) * (n - 1));
    ranks.push(lo, Math.min(lo + 1, n - 1));
  }
  return ranks;
}

// Below this many values a full sort costs little; above it, sorting is most of the binning's time.
const SELECT_MIN_VALUES = 16_384;
// The sample the buckets' splitters come from, and the number of buckets (a power of two).
const SPLITTER_SAMPLE = 4_096;
const BUCKETS = 1_024;

/**
 * A copy of values in which every rank quantileRanks names holds the value a full sort would put there, or null
 * when the values may have maxBins distinct values or fewer (the midpoint rule then needs them all, sorted). It is
 * the first round of a sample sort, about 2.5 times faster than sorting: splitters
 * drawn from a sorted sample of every (n / SPLITTER_SAMPLE)th value cut the value range into BUCKETS buckets
 * (bucket j: the values above splitter j − 1 and up to splitter j); the values are counted and gathered bucket
 * by bucket, which puts each bucket at its ranks in sorted order, and only the buckets holding a wanted rank
 * are sorted.
 */
function orderQuantileRanks(values: Float64Array, maxBins: number): Float64Array | null {
  const n = values.length;
  const sample = new Float64Array(SPLITTER_SAMPLE);
  for (let k = 0; k < SPLITTER_SAMPLE; k++) sample[k] = values[Math.floor((k * n) / SPLITTER_SAMPLE)]!;
  sample.sort();
  let distinct = 1;
  for (let k = 1; k < SPLITTER_SAMPLE && distinct <= maxBins; k++) if (sample[k] !== sample[k - 1]) distinct++;
  if (distinct <= maxBins) return null;
  // splitters[BUCKETS - 1] stays +Infinity, so the halving search below never counts it.
  const splitters = new Float64Array(BUCKETS).fill(Infinity);
  for (let j = 0; j + 1 < BUCKETS; j++) splitters[j] = sample[Math.floor(((j + 1) * SPLITTER_SAMPLE) / BUCKETS)]!;
  const bucketOf = new Uint16Array(n);
  const starts = new Int32Array(BUCKETS + 1);
  for (let i = 0; i < n; i++) {
    const x = values[i]!;
    // The number of splitters below x, in ten halvings whose comparisons are additions (no jumps to mispredict).
    let pos = +(splitters[511]! < x) << 9;
    pos += +(splitters[pos + 255]! < x) << 8;
    pos += +(splitters[pos + 127]! < x) << 7;
    pos += +(splitters[pos + 63]! < x) << 6;
    pos += +(splitters[pos + 31]! < x) << 5;
    pos += +(splitters[pos + 15]! < x) << 4;
    pos += +(splitters[pos + 7]! < x) << 3;
    pos += +(splitters[pos + 3]! < x) << 2;
    pos += +(splitters[pos + 1]! < x) << 1;
    pos += +(splitters[pos]! < x);
    bucketOf[i] = pos;
    starts[pos + 1]!++;
  }
  for (let j = 0; j < BUCKETS; j++) starts[j + 1]! += starts[j]!;
  const next = starts.slice(0, BUCKETS);
  const ordered = new Float64Array(n);
  for (let i = 0; i < n; i++) ordered[next[bucketOf[i]!]!++] = values[i]!;
  const sorted = new Uint8Array(BUCKETS);
  let bucket = 0;
  for (const rank of quantileRanks(n, maxBins).sort((a, b) => a - b)) {
    while (starts[bucket + 1]! <= rank) bucket++;
    if (sorted[bucket] === 1) continue;
    ordered.subarray(starts[bucket]!, starts[bucket + 1]!).sort();
    sorted[bucket] = 1;
  }
  return ordered;
}

function midpoint(a: number, b: number): number {
  const m = a + (b - a) / 2;
  // Rounding can land the midpoint on b; the split must keep b on the right.
  return m < b ? m : a;
}

/** bin(x) = 1 + #{thresholds < x}, so "bin <= b" is exactly "x <= thresholds[b - 1]". */
export function findBin(thresholds: Float64Array, x: number): number {
  let lo = 0;
  let hi = thresholds.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (thresholds[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

export function applyBinMapper(mapper: BinMapper, matrix: EncodedMatrix): BinnedData {
  const { nRows, nFeatures } = matrix;
  const bins = new Uint8Array(nRows * nFeatures);
  // Blocks of rows keep the row-major writes in cache while each column is read in order.
  const block = 4096;
  for (let from = 0; from < nRows; from += block) {
    const to = Math.min(nRows, from + block);
    for (let f = 0; f < nFeatures; f++) {
      const column = matrix.columns[f]!;
      const t = mapper.thresholds[f]!;
      const categorical = mapper.isCategorical[f]!;
      for (let i = from; i < to; i++) {
        const x = column[i]!;
        let bin: number;
        if (Number.isNaN(x)) bin = MISSING_BIN;
        else if (categorical) bin = x + 1;
        else bin = findBin(t, x);
        bins[i * nFeatures + f] = bin;
      }
    }
  }
  return { nRows, nFeatures, bins, nBins: mapper.nBins, thresholds: mapper.thresholds, isCategorical: mapper.isCategorical };
}

/** The thresholds padded with +Infinity to 256 entries, for findBinPadded. */
export function padThresholds(thresholds: Float64Array): Float64Array {
  const padded = new Float64Array(256).fill(Infinity);
  padded.set(thresholds.subarray(0, 255));
  return padded;
}

/**
 * findBin without branches, over padThresholds' output: eight fixed halvings whose comparisons become
 * additions, so the unpredictable left/right choices cost no mispredicted jumps (about 2.5× faster).
 */
export function findBinPadded(p: Float64Array, x: number): number {
  let pos = 0;
  pos += +(p[pos + 127]! < x) << 7;
  pos += +(p[pos + 63]! < x) << 6;
  pos += +(p[pos + 31]! < x) << 5;
  pos += +(p[pos + 15]! < x) << 4;
  pos += +(p[pos + 7]! < x) << 3;
  pos += +(p[pos + 3]! < x) << 2;
  pos += +(p[pos + 1]! < x) << 1;
  pos += +(p[pos]! < x);
  return pos + 1;
}

/** The bins in feature-major order (out[f * nRows + i]), as boosting reads them; out may be shared memory. */
export function binColumns(
  mapper: BinMapper,
  matrix: EncodedMatrix,
  out: Uint8Array = new Uint8Array(matrix.nRows * matrix.nFeatures),
): Uint8Array {
  const { nRows, nFeatures } = matrix;
  for (let f = 0; f < nFeatures; f++)
    binColumn(mapper.isCategorical[f]! ? null : mapper.thresholds[f]!, matrix.columns[f]!, out.subarray(f * nRows, (f + 1) * nRows));
  return out;
}

/** One column's bins into out (thresholds null: a categorical column, whose codes take bins 1, 2, ...). */
export function binColumn(thresholds: Float64Array | null, column: Float64Array, out: Uint8Array): void {
  const n = out.length;
  if (thresholds === null) {
    for (let i = 0; i < n; i++) {
      const x = column[i]!;
      out[i] = Number.isNaN(x) ? MISSING_BIN : x + 1;
    }
    return;
  }
  const padded = padThresholds(thresholds);
  for (let i = 0; i < n; i++) {
    const x = column[i]!;
    out[i] = Number.isNaN(x) ? MISSING_BIN : findBinPadded(padded, x);
  }
}

/**
 * Binning shared between threads, all in shared memory: values holds the columns (values[f * nRows + i]);
 * each thread claims features (claims[f] 0 → 1 from the first, 2 from the last) and writes their thresholds (thresholds[f * 255 ...], counts[f]
 * of them) and bins (out[f * nRows + i]), then adds 1 to done[0]. nCategories[f] > 0 marks a categorical feature.
 */
export type SharedBinning = {
  nRows: number;
  nFeatures: number;
  maxBins: number;
  seed: number;
  values: Float64Array;
  nCategories: Int32Array;
  claims: Int32Array;
  thresholds: Float64Array;
  counts: Int32Array;
  done: Int32Array;
  out: Uint8Array;
};

export function createSharedBinning(
  schema: FeatureSchema,
  matrix: EncodedMatrix,
  maxBins: number,
  seed: number,
  out: Uint8Array,
): SharedBinning {
  const { nRows, nFeatures } = matrix;
  const shared = <T>(make: (buffer: SharedArrayBuffer) => T, bytes: number): T => make(new SharedArrayBuffer(bytes));
  const values = shared((b) => new Float64Array(b), nRows * nFeatures * 8);
  matrix.columns.forEach((column, f) => values.set(column, f * nRows));
  const nCategories = shared((b) => new Int32Array(b), nFeatures * 4);
  schema.columns.forEach((column, f) => {
    nCategories[f] = column.kind === 'categorical' ? Math.max(1, column.categories.length) : 0;
  });
  return {
    nRows,
    nFeatures,
    maxBins,
    seed,
    values,
    nCategories,
    out,
    claims: shared((b) => new Int32Array(b), nFeatures * 4),
    thresholds: shared((b) => new Float64Array(b), nFeatures * MAX_VALUE_BINS * 8),
    counts: shared((b) => new Int32Array(b), nFeatures * 4),
    done: shared((b) => new Int32Array(b), 4),
  };
}

/** Claims features one at a time (from the first, or from the last) and bins them, until every feature is claimed. */
export function binClaimedFeatures(job: SharedBinning, fromLast: boolean): void {
  const { nRows, nFeatures } = job;
  for (let k = 0; k < nFeatures; k++) {
    const f = fromLast ? nFeatures - 1 - k : k;
    if (Atomics.compareExchange(job.claims, f, 0, fromLast ? 2 : 1) !== 0) continue;
    const column = job.values.subarray(f * nRows, (f + 1) * nRows);
    const thresholds = job.nCategories[f]! > 0 ? null : fitFeatureThresholds(column, job.maxBins, job.seed, f);
    if (thresholds !== null) job.thresholds.set(thresholds, f * MAX_VALUE_BINS);
    job.counts[f] = thresholds?.length ?? 0;
    binColumn(thresholds, column, job.out.subarray(f * nRows, (f + 1) * nRows));
    Atomics.add(job.done, 0, 1);
    Atomics.notify(job.done, 0);
  }
}

/** The mapper of a finished shared binning. */
export function readSharedBinning(job: SharedBinning): BinMapper {
  const thresholds: Float64Array[] = [];
  const nBins = new Int32Array(job.nFeatures);
  const isCategorical: boolean[] = [];
  for (let f = 0; f < job.nFeatures; f++) {
    const categorical = job.nCategories[f]! > 0;
    const t = categorical ? new Float64Array(0) : job.thresholds.slice(f * MAX_VALUE_BINS, f * MAX_VALUE_BINS + job.counts[f]!);
    thresholds.push(t);
    isCategorical.push(categorical);
    nBins[f] = categorical ? job.nCategories[f]! : t.length + 1;
  }
  return { thresholds, nBins, isCategorical };
}
