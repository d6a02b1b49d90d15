// Deterministic 30-feature regression data for the speed benchmark, generated identically in every process.
import { createRandom } from '../src/random.js';

export const SPEED_FEATURES = 30;
/** The held-out rows every model of the speed table is scored on: the same 50,000 rows at every training size. */
export const SPEED_TEST_ROWS = 50_000;
export const SPEED_TEST_SEED = 99;

/** Column-major features and a nonlinear target with interactions and noise. */
export function generateSpeedData(rows: number, seed = 17): { columns: Float64Array[]; y: Float64Array } {
  const random = createRandom(seed);
  const columns = Array.from({ length: SPEED_FEATURES }, () => new Float64Array(rows));
  const y = new Float64Array(rows);
  for (let i = 0; i < rows; i++) {
    for (let f = 0; f < SPEED_FEATURES; f++) {
      // A few discrete columns, like counts and flags in case data; the rest continuous.
      const u = random.next();
      columns[f]![i] = f % 5 === 4 ? Math.floor(u * 12) : Math.round(u * 1e6) / 1e6;
    }
    const c = (f: number): number => columns[f]![i]!;
    y[i] = Math.sin(6 * c(0)) + 2 * c(1) * c(2) + (c(3) > 0.5 ? 1 : -1) * c(5) + 0.1 * c(4) + 0.5 * c(6) ** 2 + 0.3 * random.next();
  }
  return { columns, y };
}
