// Seeded pseudo-random numbers and samplers, so every generated firm or dataset is reproducible from its seed.

export type Random = {
  /** Uniform in [0, 1). */
  next: () => number;
  /** Uniform integer in [min, max] inclusive. */
  int: (min: number, max: number) => number;
  normal: (mean?: number, sd?: number) => number;
  /** exp(N(log(median), sigma)): parameterised by its median because that is how the sources quote amounts. */
  lognormal: (median: number, sigma: number) => number;
  gamma: (shape: number, scale?: number) => number;
  beta: (a: number, b: number) => number;
  bernoulli: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Index drawn with probability proportional to weights[i]. */
  weightedIndex: (weights: readonly number[]) => number;
  /** A new independent stream, so adding draws in one part of a generator does not shift another part. */
  fork: () => Random;
};

// splitmix32 spreads a small integer seed over the 128-bit xoshiro state; all-zero state would be stuck.
function seedState(seed: number): [number, number, number, number] {
  let s = seed >>> 0;
  const out: number[] = [];
  for (let i = 0; i < 4; i++) {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    out.push((z ^ (z >>> 16)) >>> 0);
  }
  return [out[0] ?? 1, out[1] ?? 2, out[2] ?? 3, out[3] ?? 4];
}

/** xoshiro128** (Blackman & Vigna): fast, 2^128 period, good enough for simulation at 10^9 draws. */
export function createRandom(seed: number): Random {
  let [a, b, c, d] = seedState(seed);
  let spareNormal: number | null = null;

  const nextUint = (): number => {
    const t = b << 9;
    let r = Math.imul(b, 5);
    r = Math.imul((r << 7) | (r >>> 25), 9);
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return r >>> 0;
  };

  const next = (): number => nextUint() / 4294967296;

  const standardNormal = (): number => {
    if (spareNormal !== null) {
      const z = spareNormal;
      spareNormal = null;
      return z;
    }
    // Box-Muller; 1 - next() keeps the logarithm away from zero.
    const u = 1 - next();
    const v = next();
    const r = Math.sqrt(-2 * Math.log(u));
    spareNormal = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };

  // Marsaglia & Tsang (2000); shapes below 1 use the boost gamma(a) = gamma(a + 1) * U^(1/a).
  const gamma = (shape: number, scale = 1): number => {
    if (shape < 1) return gamma(shape + 1, scale) * Math.pow(1 - next(), 1 / shape);
    const dd = shape - 1 / 3;
    const cc = 1 / Math.sqrt(9 * dd);
    for (;;) {
      let x: number;
      let v: number;
      do {
        x = standardNormal();
        v = 1 + cc * x;
      } while (v <= 0);
      v = v * v * v;
      const u = 1 - next();
      if (u < 1 - 0.0331 * x * x * x * x) return dd * v * scale;
      if (Math.log(u) < 0.5 * x * x + dd * (1 - v + Math.log(v))) return dd * v * scale;
    }
  };

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    normal: (mean = 0, sd = 1) => mean + sd * standardNormal(),
    lognormal: (median, sigma) => median * Math.exp(sigma * standardNormal()),
    gamma,
    beta: (x, y) => {
      const g1 = gamma(x);
      return g1 / (g1 + gamma(y));
    },
    bernoulli: (p) => next() < p,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weightedIndex: (weights) => {
      let total = 0;
      for (const w of weights) total += w;
      let r = next() * total;
      for (let i = 0; i < weights.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    fork: () => createRandom(nextUint()),
  };
  return random;
}

/** Cumulative weights for repeated draws from one table: a binary search instead of a linear scan. */
export function createWeightedSampler(weights: readonly number[]): (random: Random) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) {
    total += w;
    cumulative.push(total);
  }
  return (random) => {
    const r = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}
