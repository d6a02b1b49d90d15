// The backtest on the firm's own history: train on its cases closed before a date (with the synthetic prior a firm
// retrain uses), predict the cases closed on or after it, and compare with what they settled for.
import {
  BACKTEST_MIN_TEST,
  BACKTEST_MIN_TRAIN,
  chooseBacktestCutoff,
  summariseBacktest,
  type BacktestPoint,
  type BacktestResponse,
} from '@casecast/domain';
import { trainInWorker, type Row } from '@casecast/ml';
import { listSettledCaseSources, listSettledCloseDates } from '../repository.js';
import { buildCaseFeatures, buildTrainingTable, generateSyntheticExamples } from '../training-data.js';
import { ENGINE_OPTIONS, MAX_FIRM_ROWS, SYNTHETIC_SEED } from './training-settings.js';
import type { Db } from '../../../db/schema.js';

/** At most this many predicted cases are returned as points (the summary counts them all). */
export const BACKTEST_MAX_POINTS = 500;

const cents = (value: number): number => Math.round(value * 100) / 100;

export async function runBacktest(
  db: Db,
  firmId: string,
  options: { cutoff?: string; maxSyntheticRows: number },
): Promise<BacktestResponse> {
  const [examples, dates] = await Promise.all([listSettledCaseSources(db, firmId, MAX_FIRM_ROWS), listSettledCloseDates(db, firmId)]);
  const closed = new Map(dates.map((row) => [row.id, row]));
  const dated = examples.flatMap((example) => {
    const row = closed.get(example.source.id);
    return row ? [{ ...example, name: row.client_name, dateClosed: row.date_closed }] : [];
  });
  const cutoff = options.cutoff ?? chooseBacktestCutoff(dated.map((item) => item.dateClosed));
  const train = cutoff === null ? [] : dated.filter((item) => item.dateClosed < cutoff);
  const test = cutoff === null ? [] : dated.filter((item) => item.dateClosed >= cutoff);
  const empty = {
    cutoff,
    trainCases: train.length,
    syntheticCases: 0,
    medianApe: null,
    likelyCoverage: null,
    rangeCoverage: null,
    points: [],
    bins: [],
  };
  if (train.length < BACKTEST_MIN_TRAIN || test.length < BACKTEST_MIN_TEST) {
    return {
      status: 'not_enough_cases',
      message: `A backtest needs at least ${BACKTEST_MIN_TRAIN} settled cases closed before the cutoff and ${BACKTEST_MIN_TEST} closed on or after it (with their close dates and amounts); ${cutoff === null ? `this firm has ${dated.length}` : `before ${cutoff}: ${train.length}, from it: ${test.length}`}.`,
      ...empty,
    };
  }
  // The same mix a firm retrain learns from: the firm's cases plus a synthetic prior (never the test cases).
  const priorRows = Math.min(options.maxSyntheticRows, Math.max(2000, 3 * train.length));
  const prior = generateSyntheticExamples({ seed: SYNTHETIC_SEED, rows: priorRows });
  const model = await trainInWorker(buildTrainingTable([...train, ...prior]), { ...ENGINE_OPTIONS, threads: 1 });
  const points: BacktestPoint[] = test.map((item) => {
    const row = buildCaseFeatures(item.source) as Row;
    const likely = model.predictInterval(row, { coverage: 0.5 });
    const range = model.predictInterval(row, { coverage: 0.95 });
    return {
      id: item.source.id,
      name: item.name,
      dateClosed: item.dateClosed,
      predicted: cents(likely.amount),
      actual: item.amount,
      likelyLower: cents(Math.min(likely.lowerAmount, likely.amount)),
      likelyUpper: cents(Math.max(likely.upperAmount, likely.amount)),
      lower: cents(Math.min(range.lowerAmount, likely.amount)),
      upper: cents(Math.max(range.upperAmount, likely.amount)),
    };
  });
  points.sort((a, b) => a.dateClosed.localeCompare(b.dateClosed) || a.id.localeCompare(b.id));
  return {
    status: 'ok',
    message: null,
    cutoff,
    trainCases: train.length,
    syntheticCases: prior.length,
    ...summariseBacktest(points),
    points: points.slice(0, BACKTEST_MAX_POINTS),
  };
}
