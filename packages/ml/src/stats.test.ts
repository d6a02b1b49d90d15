import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';
import { selectRanks } from './stats.js';

describe('selectRanks', () => {
  const random = createRandom(3);
  const cases: Array<[string, Float64Array]> = [
    ['uniform values', Float64Array.from({ length: 5000 }, () => random.next())],
    [
      'lognormal values with far outliers',
      Float64Array.from({ length: 5000 }, (_, i) => (i % 997 === 0 ? 1e12 : Math.exp(3 * random.next()))),
    ],
    ['a few repeated values', Float64Array.from({ length: 5000 }, () => Math.floor(random.next() * 4))],
    ['negative and positive values', Float64Array.from({ length: 777 }, () => (random.next() - 0.7) * 1e6)],
    ['one value', new Float64Array(50).fill(2.5)],
    ['a single row', Float64Array.of(-1)],
    ['missing values among them', Float64Array.from({ length: 3000 }, (_, i) => (i % 7 === 0 ? NaN : random.next() * 100))],
  ];
  it.each(cases)('finds the values a full sort puts at the ranks: %s', (_, values) => {
    const sorted = values.filter((v) => !Number.isNaN(v)).sort();
    const ranksOf = (n: number): number[] => [0, Math.floor(0.1 * n), Math.floor(0.5 * n), Math.floor(0.5 * n), Math.floor(0.9 * n), n - 1];
    const before = Float64Array.from(values);
    expect(selectRanks(values, ranksOf)).toEqual(ranksOf(sorted.length).map((r) => sorted[r]));
    expect(values).toEqual(before);
  });

  it('gives null when no value is known', () => {
    expect(selectRanks(Float64Array.of(NaN, NaN), () => [0])).toBeNull();
  });
});
