// A firm's retraining: its settled cases with a synthetic prior, judged against the active model, stored, activated when better.
import { saveModel, type Row, type Table } from '@casecast/ml';
import type { ModelCardView } from '@casecast/domain';
import { countSettledCases, SETTLED_PAGE_SIZE, streamSettledCaseSources } from '../repository.js';
import { TARGET_COLUMN, TRAINING_COLUMNS, toTrainingRow } from '../training-data.js';
import { buildModelCardView, isHeldOut, measureCases, shouldReplace, toCardEvaluation, type EvaluationCase } from './model-evaluation.js';
import * as jobRepo from './job-repository.js';
import * as repo from './repository.js';
import { firmEngineOptions, MAX_EVALUATION_CASES, MAX_RETRAIN_ROWS, MIN_FIRM_HOLDOUT } from './training-settings.js';
import {
  formatVersion,
  getCalibrationCases,
  getPriorRows,
  TakenOverError,
  trackProgress,
  trainOffThread,
  type Progress,
  type TrainingAttempt,
} from './training-steps.js';

/** Seconds each part of a firm's retraining took, and the rows it learned from (logged; benchmarks read them). */
export type RetrainTimings = {
  firmRows: number;
  trainingRows: number;
  read: number;
  features: number;
  fit: number;
  calibrate: number;
  store: number;
  total: number;
};

export async function retrainFirm(run: TrainingAttempt, onFirmRetrained?: (timings: RetrainTimings) => void): Promise<void> {
  const progress = trackProgress(run);
  try {
    const timings = await retrainWithProgress(run, progress);
    run.log.info(
      `Firm ${run.job.firm_id} retrained on ${timings.trainingRows} rows in ${timings.total.toFixed(1)} s (read ${timings.read.toFixed(1)}, features ${timings.features.toFixed(1)}, ` +
        `fit ${timings.fit.toFixed(1)}, calibrate and judge ${timings.calibrate.toFixed(1)}, store ${timings.store.toFixed(1)}).`,
    );
    onFirmRetrained?.(timings);
  } finally {
    await progress.stop();
  }
}

/** Seconds since the last lap, for the timings. */
function lapTimer() {
  const started = performance.now();
  let mark = started;
  return {
    lap: (): number => {
      const now = performance.now();
      const seconds = (now - mark) / 1000;
      mark = now;
      return seconds;
    },
    total: () => (performance.now() - started) / 1000,
  };
}

/**
 * Reads the firm's settled cases page by page (one keyset-paginated statement per page, the same on both
 * databases), turning each page into feature rows before the next is read; trains on them with the synthetic
 * prior; judges the new model against the active one on the firm's held-out cases; stores it and activates it
 * when it is not worse. Progress: reading 0–20%, training 20–90%, judging 90–98%, storing to 100%.
 */
async function retrainWithProgress(run: TrainingAttempt, progress: Progress): Promise<RetrainTimings> {
  const { db, settings, signal } = run;
  const firmId = run.job.firm_id!;
  const clock = lapTimer();
  progress.report('data', 0, { now: true });
  const expected = Math.max(1, Math.min(MAX_RETRAIN_ROWS, await countSettledCases(db, firmId)));
  // Every firm case in read order (newest first), and which are held out (isHeldOut: the same ones on every retrain).
  const firmRows: Row[] = [];
  const heldOut: boolean[] = [];
  let featureSeconds = 0;
  for await (const page of streamSettledCaseSources(db, firmId, { limit: MAX_RETRAIN_ROWS, pageSize: SETTLED_PAGE_SIZE })) {
    signal.throwIfAborted();
    const pageStarted = performance.now();
    for (const example of page) {
      firmRows.push(toTrainingRow(example));
      heldOut.push(isHeldOut(example.source.id));
    }
    featureSeconds += (performance.now() - pageStarted) / 1000;
    progress.report('data', 0.2 * Math.min(1, firmRows.length / expected));
  }
  const readSeconds = clock.lap() - featureSeconds;
  const useFirmHoldout = heldOut.filter(Boolean).length >= MIN_FIRM_HOLDOUT;
  const firmTrain = useFirmHoldout ? firmRows.filter((_, i) => !heldOut[i]) : firmRows;
  const evaluationSet: EvaluationCase[] = useFirmHoldout
    ? firmRows
        .filter((_, i) => heldOut[i])
        .slice(0, MAX_EVALUATION_CASES)
        .map((row) => ({ row, amount: row[TARGET_COLUMN] as number }))
    : getCalibrationCases();
  // The synthetic prior: enough rows to keep a small firm's model sensible, few enough that the firm's own
  // cases carry weight. Firm rows are not duplicated: a copy in the engine's calibration split would make
  // the interval look better than it is.
  const prior = getPriorRows(Math.min(settings.baseModelRows, Math.max(2000, 3 * firmTrain.length)));
  const table: Table = { columns: TRAINING_COLUMNS, rows: [...firmTrain, ...prior] };
  featureSeconds += clock.lap();
  progress.report('prepare', 0.2, { now: true });
  let fitSeconds = 0;
  const model = await trainOffThread(run, table, {
    progress,
    span: { from: 0.2, to: 0.9 },
    engine: firmEngineOptions(settings.threads),
    onCalibrate: () => {
      fitSeconds = clock.lap();
    },
  });
  progress.report('evaluate', 0.9, { now: true });
  const currentId = await repo.findActiveModelId(db, firmId);
  const current = currentId ? await run.models.load(db, currentId) : null;
  const [candidate, currentMeasured = null] = await measureCases(current ? [model, current.model] : [model], evaluationSet, (fraction) => {
    signal.throwIfAborted();
    progress.report('evaluate', 0.9 + 0.08 * fraction);
  });
  const replace = shouldReplace({ candidateMaeLog: candidate!.maeLog, currentMaeLog: currentMeasured?.maeLog ?? null });
  const evaluation: ModelCardView['evaluation'] = toCardEvaluation(
    useFirmHoldout ? 'firm' : 'calibration',
    candidate!,
    currentMeasured?.maeLog ?? null,
  );
  const card = buildModelCardView({ card: model.card, firmRows: firmTrain.length, syntheticRows: prior.length, evaluation });
  const calibrateSeconds = clock.lap();
  progress.report('store', 0.98, { now: true });
  const verdict = replace
    ? `The new model replaced the previous one (held-out error ${candidate!.maeLog.toFixed(3)} vs ${currentMeasured?.maeLog.toFixed(3) ?? 'none'}).`
    : `The new model was kept out of use: its held-out error ${candidate!.maeLog.toFixed(3)} is worse than the current ${currentMeasured!.maeLog.toFixed(3)}.`;
  await progress.stop();
  // The model, the firm's active model and the job's verdict together, and only while the job is this attempt's.
  await db.transaction().execute(async (trx) => {
    if (!(await jobRepo.holdJob(trx, run.job.id, run.attempt))) throw new TakenOverError();
    const state = await repo.findFirmModelState(trx, firmId);
    const id = await repo.insertModel(trx, {
      firm_id: firmId,
      scope: 'firm',
      version: formatVersion('firm', new Date(), run.job.id),
      model_file: saveModel(model),
      card,
      firm_rows: firmTrain.length,
      synthetic_rows: prior.length,
      outcome: replace ? 'accepted' : 'rejected',
    });
    if (replace) await repo.setFirmActiveModel(trx, firmId, id, state?.active_model_id ?? currentId);
    await jobRepo.finishJob(
      trx,
      { id: run.job.id, attempt: run.attempt },
      { status: 'succeeded', message: verdict, model_id: id, replaced: replace },
    );
  });
  return {
    firmRows: firmTrain.length,
    trainingRows: table.rows.length,
    read: readSeconds,
    features: featureSeconds,
    fit: fitSeconds,
    calibrate: calibrateSeconds,
    store: clock.lap(),
    total: clock.total(),
  };
}
