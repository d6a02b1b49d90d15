// SQL for prediction models and each firm's active model.
import { sql, type Selectable } from 'kysely';
import type { Database, Db } from '../../../db/schema.js';

export type ModelRow = {
  id: string;
  firm_id: string | null;
  scope: 'base' | 'firm';
  version: string;
  card: Record<string, unknown>;
  firm_rows: number;
  synthetic_rows: number;
  outcome: 'accepted' | 'rejected';
  created_at: Date;
};

const MODEL_COLUMNS = ['id', 'firm_id', 'scope', 'version', 'card', 'firm_rows', 'synthetic_rows', 'outcome', 'created_at'] as const;

/** The model id a firm predicts with: its chosen model, else the newest base model. One indexed lookup. */
export async function findActiveModelId(db: Db, firmId: string): Promise<string | null> {
  const result = await sql<{ id: string | null }>`
    SELECT coalesce(
      (SELECT active_model_id FROM firm_prediction_model WHERE firm_id = ${firmId}),
      (SELECT id FROM prediction_model WHERE scope = 'base' ORDER BY created_at DESC, id DESC LIMIT 1)
    ) AS id`.execute(db);
  return result.rows[0]?.id ?? null;
}

/** A model's file with what its labels need: how many firm cases it learned from and its card's confidence rule. */
export async function findModelFile(
  db: Db,
  id: string,
): Promise<{ id: string; version: string; model_file: string; firm_rows: number; confidence_rule: unknown } | undefined> {
  return db
    .selectFrom('prediction_model')
    .select(['id', 'version', 'model_file', 'firm_rows', sql<unknown>`card -> 'evaluation' -> 'confidenceRule'`.as('confidence_rule')])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function hasBaseModel(db: Db): Promise<boolean> {
  const row = await db.selectFrom('prediction_model').select('id').where('scope', '=', 'base').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function findModel(db: Db, id: string): Promise<ModelRow | undefined> {
  return db.selectFrom('prediction_model').select(MODEL_COLUMNS).where('id', '=', id).executeTakeFirst() as Promise<ModelRow | undefined>;
}

/** A firm sees the base models and its own. */
export async function findModelForFirm(db: Db, firmId: string, id: string): Promise<ModelRow | undefined> {
  return db
    .selectFrom('prediction_model')
    .select(MODEL_COLUMNS)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('firm_id', '=', firmId), eb('scope', '=', 'base')]))
    .executeTakeFirst() as Promise<ModelRow | undefined>;
}

export async function listModelsForFirm(db: Db, firmId: string, limit: number): Promise<ModelRow[]> {
  return db
    .selectFrom('prediction_model')
    .select(MODEL_COLUMNS)
    .where((eb) => eb.or([eb('firm_id', '=', firmId), eb('scope', '=', 'base')]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute() as Promise<ModelRow[]>;
}

export async function insertModel(
  db: Db,
  input: Pick<Selectable<Database['prediction_model']>, 'firm_id' | 'version' | 'model_file'> & {
    scope: 'base' | 'firm';
    card: Record<string, unknown>;
    firm_rows: number;
    synthetic_rows: number;
    outcome: 'accepted' | 'rejected';
  },
): Promise<string> {
  const row = await db
    .insertInto('prediction_model')
    .values({ ...input, card: JSON.stringify(input.card) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findFirmModelState(
  db: Db,
  firmId: string,
): Promise<{ active_model_id: string; previous_model_id: string | null } | undefined> {
  return db
    .selectFrom('firm_prediction_model')
    .select(['active_model_id', 'previous_model_id'])
    .where('firm_id', '=', firmId)
    .forUpdate()
    .executeTakeFirst();
}

export async function setFirmActiveModel(db: Db, firmId: string, activeModelId: string, previousModelId: string | null): Promise<void> {
  await db
    .insertInto('firm_prediction_model')
    .values({ firm_id: firmId, active_model_id: activeModelId, previous_model_id: previousModelId })
    .onConflict((oc) =>
      oc.column('firm_id').doUpdateSet({ active_model_id: activeModelId, previous_model_id: previousModelId, updated_at: new Date() }),
    )
    .execute();
}
