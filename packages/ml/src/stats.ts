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
