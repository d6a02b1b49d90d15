// Small numeric helpers shared by the models, metrics and conformal intervals.

export function computeMean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return values.length === 0 ? 0 : sum / values.length;
}

/** Linear-interpolated quantile (numpy's default), q in [0, 1]. Sorts a copy. */
export function computeQuantile(values: ArrayLike<number>, q: number): number {
  const sorted = Float64Array.from(values).sort();
  return readSortedQuantile(sorted, q);
}

export function readSortedQuantile(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const position = Math.min(Math.max(q, 0), 1) * (n - 1);
  const lo = Math.floor(position);
  const hi = Math.min(lo + 1, n - 1);
  const frac = position - lo;
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * frac;
}

/** In-place quickselect of the k-th smallest value (0-based) in values[start, end). */
export function selectKth(values: Float64Array, start: number, end: number, k: number): number {
  let lo = start;
  let hi = end - 1;
  const target = start + k;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return values[target]!;
}

/** Interpolated quantile of values[start, end) without sorting everything (reorders that range). */
export function selectQuantile(values: Float64Array, start: number, end: number, q: number): number {
  const n = end - start;
  if (n <= 0) return 0;
  const position = q * (n - 1);
  const lo = Math.floor(position);
  const frac = position - lo;
  const a = selectKth(values, start, end, lo);
  if (frac === 0 || lo + 1 >= n) return a;
  // After selection everything right of lo is >= a, so the next order statistic is their minimum.
  let b = Infinity;
  for (let i = start + lo + 1; i < end; i++) if (values[i]! < b) b = values[i]!;
  return a + (b - a) * frac;
}

/**
 * The values a full ascending sort of values' known (not NaN) values would put at each of ranks, a function of how
 * many are known; null when none is. Linear time: the values are counted into equal-width buckets between their
 * minimum and maximum (bucket order is value order), and only the buckets holding a wanted rank are gathered and
 * sorted. values is only read.
 */
export function selectRanks(values: Float64Array, ranksOf: (known: number) => readonly number[]): number[] | null {
  const n = values.length;
  let min = Infinity;
  let max = -Infinity;
  let known = 0;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    known++;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (known === 0) return null;
  const ranks = ranksOf(known);
  const nBuckets = Math.min(4096, known);
  const scale = nBuckets / (max - min);
  // One value, or a range too wide or too narrow for the arithmetic: sort them all.
  if (!(max > min) || !Number.isFinite(scale) || scale <= 0) {
    const sorted = values.filter((v) => !Number.isNaN(v)).sort();
    return ranks.map((rank) => sorted[rank]!);
  }
  const bucketOf = (v: number): number => Math.min(nBuckets - 1, Math.floor((v - min) * scale));
  const starts = new Int32Array(nBuckets + 1);
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (!Number.isNaN(v)) starts[bucketOf(v) + 1]!++;
  }
  for (let b = 0; b < nBuckets; b++) starts[b + 1]! += starts[b]!;
  const wanted = new Uint8Array(nBuckets);
  for (const rank of ranks) {
    // The last bucket starting at or before the rank (never an empty one: the next bucket starts at the same place).
    let lo = 0;
    let hi = nBuckets - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (starts[mid]! <= rank) lo = mid;
      else hi = mid - 1;
    }
    wanted[lo] = 1;
  }
  const gathered = new Float64Array(known);
  const next = starts.slice(0, nBuckets);
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) continue;
    const b = bucketOf(v);
    if (wanted[b] === 1) gathered[next[b]!++] = v;
  }
  for (let b = 0; b < nBuckets; b++) if (wanted[b] === 1) gathered.subarray(starts[b]!, starts[b + 1]!).sort();
  // Gathered bucket by bucket at their starts, the wanted buckets hold their values at their sorted ranks.
  return ranks.map((rank) => gathered[rank]!);
}
