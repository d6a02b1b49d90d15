// Tests for the seeded random streams and samplers.

import { describe, expect, it } from 'vitest';
import { createRandom, createWeightedSampler } from './random.js';

describe('createRandom', () => {
  it('repeats the same stream for the same seed and differs for another seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const xs = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(xs);
  });

  it('draws normal, gamma and beta values with the right moments', () => {
    const r = createRandom(7);
    const n = 50_000;
    const normals = Array.from({ length: n }, () => r.normal(2, 3));
    const mean = normals.reduce((s, x) => s + x, 0) / n;
    const sd = Math.sqrt(normals.reduce((s, x) => s + (x - mean) ** 2, 0) / n);
    expect(mean).toBeCloseTo(2, 1);
    expect(sd).toBeCloseTo(3, 1);
    const gammas = Array.from({ length: n }, () => r.gamma(0.5, 2));
    expect(gammas.reduce((s, x) => s + x, 0) / n).toBeCloseTo(1, 1);
    const betas = Array.from({ length: n }, () => r.beta(5, 2));
    expect(betas.reduce((s, x) => s + x, 0) / n).toBeCloseTo(5 / 7, 2);
  });

  it('samples weighted indices in proportion to their weights', () => {
    const r = createRandom(3);
    const sample = createWeightedSampler([1, 3, 0, 6]);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) {
      const k = sample(r);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    expect(counts[2]).toBe(0);
    expect((counts[3] ?? 0) / (counts[0] ?? 1)).toBeGreaterThan(5);
  });
});
