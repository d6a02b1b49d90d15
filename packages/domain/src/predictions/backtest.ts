// The backtest on a firm's own history: a model trained on cases closed before a date predicts those closed after;
// predicted versus actual, and how often the ranges held.
import { z } from 'zod';

export const backtestQuerySchema = z.object({
  /** Cases closed before this day train the model; cases closed on or after it are predicted. Default: the day that leaves the last fifth of settled cases to predict. */
  cutoff: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The cutoff must be a date (YYYY-MM-DD)')
    .optional(),
});

export const backtestPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  dateClosed: z.string(),
  predicted: z.number(),
  actual: z.number(),
  likelyLower: z.number(),
  likelyUpper: z.number(),
  lower: z.number(),
  upper: z.number(),
});
export type BacktestPoint = z.infer<typeof backtestPointSchema>;

export const backtestBinSchema = z.object({
  /** Predicted values from … to … (the bin's smallest and largest prediction). */
  predictedFrom: z.number(),
  predictedTo: z.number(),
  n: z.number(),
  medianPredicted: z.number(),
  medianActual: z.number(),
  likelyCoverage: z.number(),
  rangeCoverage: z.number(),
});
export type BacktestBin = z.infer<typeof backtestBinSchema>;

export const backtestResponseSchema = z.object({
  status: z.enum(['ok', 'not_enough_cases']),
  message: z.string().nullable(),
  cutoff: z.string().nullable(),
  /** The firm's settled cases the model learned from (closed before the cutoff), and the synthetic prior beside them. */
  trainCases: z.number(),
  syntheticCases: z.number(),
  /** Median absolute % error on held-out cases: here, the cases closed on or after the cutoff. */
  medianApe: z.number().nullable(),
  likelyCoverage: z.number().nullable(),
  rangeCoverage: z.number().nullable(),
  points: z.array(backtestPointSchema),
  bins: z.array(backtestBinSchema),
});
export type BacktestResponse = z.infer<typeof backtestResponseSchema>;

/** Fewer firm cases than this before or after the cutoff and the backtest says so instead of guessing. */
export const BACKTEST_MIN_TRAIN = 20;
export const BACKTEST_MIN_TEST = 5;
export const BACKTEST_BINS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  return n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
}

/** The default cutoff: the close date that leaves the last fifth of the settled cases (at least BACKTEST_MIN_TEST) to predict. */
export function chooseBacktestCutoff(closeDates: readonly string[]): string | null {
  const sorted = [...closeDates].sort();
  if (sorted.length < BACKTEST_MIN_TRAIN + BACKTEST_MIN_TEST) return null;
  const test = Math.max(BACKTEST_MIN_TEST, Math.round(sorted.length / 5));
  return sorted[sorted.length - test]!;
}

/**
 * The calibration summary: the median absolute % error, the share inside each range, and up to BACKTEST_BINS bins of
 * equal size by predicted value with the median predicted and actual amounts (on the diagonal when calibrated).
 */
export function summariseBacktest(
  points: readonly BacktestPoint[],
): Pick<BacktestResponse, 'medianApe' | 'likelyCoverage' | 'rangeCoverage' | 'bins'> {
  if (points.length === 0) return { medianApe: null, likelyCoverage: null, rangeCoverage: null, bins: [] };
  const inside = (p: BacktestPoint, lower: number, upper: number) => p.actual >= lower && p.actual <= upper;
  const share = (list: readonly BacktestPoint[], test: (p: BacktestPoint) => boolean) => list.filter(test).length / list.length;
  const sorted = [...points].sort((a, b) => a.predicted - b.predicted);
  const nBins = Math.min(BACKTEST_BINS, sorted.length);
  const bins: BacktestBin[] = [];
  for (let b = 0; b < nBins; b++) {
    const slice = sorted.slice(Math.floor((b * sorted.length) / nBins), Math.floor(((b + 1) * sorted.length) / nBins));
    bins.push({
      predictedFrom: slice[0]!.predicted,
      predictedTo: slice.at(-1)!.predicted,
      n: slice.length,
      medianPredicted: median(slice.map((p) => p.predicted)),
      medianActual: median(slice.map((p) => p.actual)),
      likelyCoverage: share(slice, (p) => inside(p, p.likelyLower, p.likelyUpper)),
      rangeCoverage: share(slice, (p) => inside(p, p.lower, p.upper)),
    });
  }
  return {
    medianApe: median(points.map((p) => Math.abs(p.predicted - p.actual) / p.actual)),
    likelyCoverage: share(points, (p) => inside(p, p.likelyLower, p.likelyUpper)),
    rangeCoverage: share(points, (p) => inside(p, p.lower, p.upper)),
    bins,
  };
}
