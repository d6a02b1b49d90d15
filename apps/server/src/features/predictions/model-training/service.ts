// Model use cases: the firm's models with their cards, retraining (owners), job progress, activating a model (owners: rollback).
import {
  can,
  MODEL_HISTORY_LIMIT,
  modelCardSchema,
  type FirmRole,
  type PredictionModelView,
  type PredictionModels,
  type TrainingJob,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import { badRequest, notFound } from '../../../http/errors.js';
import { requirePermission } from '../../../http/permissions.js';
import { countSettledCases } from '../repository.js';
import * as jobRepo from './job-repository.js';
import * as repo from './repository.js';
import type { ModelTraining } from './training-queue.js';
import { MIN_FIRM_SETTLED_CASES } from './training-settings.js';
import type { Database } from '../../../db/schema.js';

export type ModelActor = { firmId: string; userId: string; role: FirmRole };
export type ModelDeps = { db: Kysely<Database>; training: ModelTraining };

function toModelView(row: repo.ModelRow, activeId: string | null): PredictionModelView {
  return {
    id: row.id,
    version: row.version,
    scope: row.scope,
    outcome: row.outcome,
    active: row.id === activeId,
    createdAt: row.created_at.toISOString(),
    card: modelCardSchema.parse(row.card),
  };
}

function toJobView(row: jobRepo.JobRow): TrainingJob {
  return {
    id: row.id,
    scope: row.scope,
    status: row.status,
    stage: row.stage,
    fraction: row.fraction,
    message: row.message,
    modelId: row.model_id,
    replaced: row.replaced,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export async function listModels(deps: ModelDeps, actor: ModelActor): Promise<PredictionModels> {
  const [activeId, rows, settled, firmJob, baseJob] = await Promise.all([
    repo.findActiveModelId(deps.db, actor.firmId),
    repo.listModelsForFirm(deps.db, actor.firmId, MODEL_HISTORY_LIMIT + 1),
    countSettledCases(deps.db, actor.firmId),
    jobRepo.findLatestJobForFirm(deps.db, actor.firmId),
    jobRepo.findLatestBaseJob(deps.db),
  ]);
  const models = rows.slice(0, MODEL_HISTORY_LIMIT).map((row) => toModelView(row, activeId));
  let active = models.find((model) => model.active) ?? null;
  if (!active && activeId) {
    const row = await repo.findModelForFirm(deps.db, actor.firmId, activeId);
    active = row ? toModelView(row, activeId) : null;
  }
  // Before the firm has retrained, the base model's job is the one worth watching.
  const latestJob = firmJob ?? (baseJob && baseJob.status !== 'succeeded' ? baseJob : null);
  return {
    active,
    canManage: can(actor.role, 'model.retrain'),
    settledCaseCount: settled,
    models,
    modelsTruncated: rows.length > MODEL_HISTORY_LIMIT,
    latestJob: latestJob ? toJobView(latestJob) : null,
  };
}

export async function requestRetrain(deps: ModelDeps, actor: ModelActor): Promise<TrainingJob> {
  requirePermission(actor, 'model.retrain');
  const settled = await countSettledCases(deps.db, actor.firmId);
  if (settled < MIN_FIRM_SETTLED_CASES) {
    throw badRequest(
      `Retraining needs at least ${MIN_FIRM_SETTLED_CASES} settled cases with an actual settlement; this firm has ${settled}.`,
      'NOT_ENOUGH_DATA',
    );
  }
  if (!(await repo.hasBaseModel(deps.db)))
    throw badRequest('The base model is still being prepared. Please try again in a minute.', 'MODEL_NOT_READY');
  return toJobView(await deps.training.requestFirmRetrain(actor.firmId, actor.userId));
}

export async function getJob(deps: ModelDeps, actor: ModelActor, id: string): Promise<TrainingJob> {
  const row = await jobRepo.findJobForFirm(deps.db, actor.firmId, id);
  if (!row) throw notFound('Training job not found');
  return toJobView(row);
}

/** Makes a model the firm's active one (a rollback to the previous model, or back to the base model). */
export async function activateModel(deps: ModelDeps, actor: ModelActor, id: string): Promise<PredictionModelView> {
  requirePermission(actor, 'model.retrain');
  return deps.db.transaction().execute(async (trx) => {
    const row = await repo.findModelForFirm(trx, actor.firmId, id);
    if (!row) throw notFound('Prediction model not found');
    const state = await repo.findFirmModelState(trx, actor.firmId);
    const currentId = state?.active_model_id ?? (await repo.findActiveModelId(trx, actor.firmId));
    if (currentId !== id) await repo.setFirmActiveModel(trx, actor.firmId, id, currentId);
    return toModelView(row, id);
  });
}
