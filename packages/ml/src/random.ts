// Seeded random numbers so every training run can be reproduced exactly.

export type Random = { next: () => number; nextInt: (n: number) => number };

/** sfc32-style generator seeded through splitmix32: fast, 32-bit state words, good enough for sampling. */
export function createRandom(seed: number): Random {
  let s = seed >>> 0;
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix() | 1;
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  return { next, nextInt: (n) => Math.floor(next() * n) };
}

export function shuffleInPlace(values: Uint32Array | number[], random: Random): void {
  for (let i = values.length - 1; i > 0; i--) {
    const j = random.nextInt(i + 1);
    const tmp = values[i]!;
    values[i] = values[j]!;
    values[j] = tmp;
  }
}

export function createPermutation(n: number, random: Random): Uint32Array {
  const out = new Uint32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  shuffleInPlace(out, random);
  return out;
}
