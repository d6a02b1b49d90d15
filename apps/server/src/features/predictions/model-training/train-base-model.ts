// The base-model job: the model `npm run build` made, or one trained on synthetic settled cases; measured, stored, made the base.
import { saveModel, type Model } from '@casecast/ml';
import { UNMEASURED_CONFIDENCE_RULE, type ModelTrust } from '@casecast/domain';
import { buildTrainingTable, generateSyntheticExamples } from '../training-data.js';
import { readBaseModelArtifact } from './base-model-artifact.js';
import { buildModelCardView, measureModel, toCardEvaluation } from './model-evaluation.js';
import * as jobRepo from './job-repository.js';
import * as repo from './repository.js';
import { SYNTHETIC_SEED } from './training-settings.js';
import { formatVersion, getCalibrationSet, TakenOverError, trackProgress, trainOffThread, type TrainingAttempt } from './training-steps.js';

/** A base model just stored: its row id, version and the loaded model. */
export type StoredBaseModel = { id: string; version: string; model: Model; trust: ModelTrust };

export async function trainBaseModel(run: TrainingAttempt, onBaseModelStored?: (stored: StoredBaseModel) => Promise<void>): Promise<void> {
  const { db, settings, log } = run;
  const job = { id: run.job.id, attempt: run.attempt };
  // Servers starting together each find no base model and queue one; the first stores it, the rest stand down.
  if (await repo.hasBaseModel(db)) {
    await jobRepo.finishJob(db, job, {
      status: 'succeeded',
      message: 'Base model already stored by another server.',
      model_id: null,
      replaced: false,
    });
    return;
  }
  await jobRepo.updateJobProgress(db, job, 'data', 0);
  // The model `npm run build` made from the same data and seeds, when there is one: no training wait.
  const built = readBaseModelArtifact(settings.baseModelArtifact, settings.baseModelRows);
  const rows = settings.baseModelRows;
  let model = built?.model;
  if (!model) {
    const progress = trackProgress(run);
    try {
      model = await trainOffThread(run, buildTrainingTable(generateSyntheticExamples({ seed: SYNTHETIC_SEED, rows })), {
        progress,
        span: { from: 0, to: 1 },
      });
    } finally {
      await progress.stop();
    }
  }
  // A file built before the confidence rule was measured has no rule: measure the model again (a few seconds).
  const evaluation = built?.artifact.evaluation.confidenceRule ? built.artifact.evaluation : measureModel(model, getCalibrationSet());
  const card = buildModelCardView({
    card: model.card,
    firmRows: 0,
    syntheticRows: rows,
    evaluation: toCardEvaluation('calibration', evaluation, null),
  });
  const version = formatVersion('base', new Date(), job.id);
  const how = built ? `loaded from the build (trained on ${rows} synthetic settled cases)` : `trained on ${rows} synthetic settled cases`;
  const trained = model;
  // In a transaction: the embedded database's socket interleaves other connections' messages between the
  // parts of a large statement unless a transaction holds it (and a model file is a large statement).
  const modelId = await db.transaction().execute(async (trx) => {
    if (!(await jobRepo.holdJob(trx, job.id, job.attempt))) throw new TakenOverError();
    const id = await repo.insertModel(trx, {
      firm_id: null,
      scope: 'base',
      version,
      model_file: saveModel(trained),
      card,
      firm_rows: 0,
      synthetic_rows: rows,
      outcome: 'accepted',
    });
    await jobRepo.finishJob(trx, job, { status: 'succeeded', message: `Base model ${how}.`, model_id: id, replaced: true });
    return id;
  });
  log.info(
    `Base prediction model ${modelId} ${how}${built ? '' : ` in ${model.card.trainingSeconds.toFixed(1)} s`} (held-out MAE log ${model.card.heldOut.mae.toFixed(3)}).`,
  );
  await onBaseModelStored?.({
    id: modelId,
    version,
    model,
    trust: { basis: 'synthetic', rule: evaluation.confidenceRule ?? UNMEASURED_CONFIDENCE_RULE },
  }).catch((error: unknown) => log.error({ err: error }, 'a listener of the new base model failed'));
}
