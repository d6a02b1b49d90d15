// Pre-settlement predictions for settled cases that never had one: the base model's out-of-sample value, dated the day before the close.
import { buildFeatureVector, buildPredictionRequest, readModelTrust, type ModelTrust } from '@casecast/domain';
import { loadModel, type Model, type Row } from '@casecast/ml';
import type { Kysely } from 'kysely';
import { computePrediction } from '../predictions/prediction-record.js';
import { listSettledCaseSources, type PredictionInsert } from '../predictions/repository.js';
import { findModelFile } from '../predictions/model-training/repository.js';
import { MAX_FIRM_ROWS } from '../predictions/model-training/training-settings.js';
import * as repo from './backfill-repository.js';
import type { Database } from '../../db/schema.js';

const BATCH = 50;

export type BaseModel = { id: string; version: string; model: Model; trust: ModelTrust };

function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * WAR compares a settlement with what was expected before it (DESIGN.md, "Attorney metrics"). A
 * settled case with no prediction made before it closed gets one from the base model, which never
 * saw any firm's cases, so the value is out of sample; a firm-retrained model may have learnt from
 * this very outcome and is never used here. The case is read as it stood the day before it closed,
 * and the row is stored with source 'backfill' and that date. Returns how many were stored.
 */
export async function backfillPreSettlementPredictions(deps: { db: Kysely<Database>; model: BaseModel; firmId: string }): Promise<number> {
  const db = deps.db;
  const missing = await repo.listCasesMissingPreClosePrediction(db, deps.firmId);
  if (missing.length === 0) return 0;
  const closedOn = new Map(missing.map((row) => [row.id, row.date_closed]));
  // The predictions feature's reading of a case (facts, injuries, treatments), the one its models train on.
  const sources = (await listSettledCaseSources(deps.db, deps.firmId, MAX_FIRM_ROWS)).filter((item) => closedOn.has(item.source.id));
  let stored = 0;
  for (let start = 0; start < sources.length; start += BATCH) {
    const rows: Array<PredictionInsert & { created_at: string }> = sources.slice(start, start + BATCH).map(({ source }) => {
      const asOf = dayBefore(closedOn.get(source.id)!);
      const request = buildPredictionRequest(source, { asOf });
      const computed = computePrediction({
        model: deps.model.model,
        modelId: deps.model.id,
        version: deps.model.version,
        trust: deps.model.trust,
        features: buildFeatureVector(request) as Row,
        request,
      });
      return { ...computed, case_id: source.id, created_at: `${asOf}T12:00:00Z` };
    });
    stored += await db.transaction().execute(async (trx) => {
      await repo.lockFirmBackfill(trx, deps.firmId);
      // Another backfill may have stored some of these meanwhile.
      const still = new Set(
        (
          await repo.listCasesMissingPreClosePrediction(
            trx,
            deps.firmId,
            rows.map((row) => row.case_id),
          )
        ).map((row) => row.id),
      );
      const fresh = rows.filter((row) => still.has(row.case_id));
      await repo.insertBackfillPredictions(trx, deps.firmId, fresh);
      return fresh.length;
    });
  }
  return stored;
}

/** Every firm with settled cases lacking a pre-settlement prediction: run once a new base model is stored. */
export async function backfillAllFirms(deps: { db: Kysely<Database>; model: BaseModel }): Promise<number> {
  const firms = await repo.listFirmsMissingPreClosePredictions(deps.db);
  let stored = 0;
  for (const firmId of firms) stored += await backfillPreSettlementPredictions({ ...deps, firmId });
  return stored;
}

/**
 * One firm's backfill with the newest stored base model, whichever way it came (trained, or loaded from the build's
 * file); 0 while there is none (then the base model's listener, backfillAllFirms, covers the firm once it is stored).
 * For a firm created after that listener ran: the demo firm, seeded at start while the base model is being stored.
 */
export async function backfillFirmFromNewestBaseModel(deps: { db: Kysely<Database>; firmId: string }): Promise<number> {
  const id = await findNewestBaseModelId(deps.db);
  if (id === null) return 0;
  const file = await findModelFile(deps.db, id);
  if (!file) return 0;
  const model: BaseModel = {
    id,
    version: file.version,
    model: loadModel(file.model_file),
    trust: readModelTrust({ firmRows: Number(file.firm_rows), rule: file.confidence_rule }),
  };
  return backfillPreSettlementPredictions({ db: deps.db, model, firmId: deps.firmId });
}

export async function findNewestBaseModelId(db: Kysely<Database>): Promise<string | null> {
  return repo.findNewestBaseModelId(db);
}
