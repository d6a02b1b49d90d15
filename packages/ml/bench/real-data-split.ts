// The real-data bench's one fixed held-out split: seeded, so every run and every model sees the same test rows.
import { createPermutation, createRandom } from '../src/random.js';

export const REAL_DATA_SEED = 2026;
export const REAL_DATA_TEST_FRACTION = 0.25;

/** Row indices (data rows, header excluded) of the training and test parts, each in file order. */
export function splitRealData(
  nRows: number,
  seed = REAL_DATA_SEED,
  testFraction = REAL_DATA_TEST_FRACTION,
): { train: number[]; test: number[] } {
  const nTest = Math.round(nRows * testFraction);
  const perm = Array.from(createPermutation(nRows, createRandom(seed)));
  const test = perm.slice(0, nTest).sort((a, b) => a - b);
  const train = perm.slice(nTest).sort((a, b) => a - b);
  return { train, test };
}
