// SQL for prediction models, each firm's active model and the training-job queue.
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

export type JobRow = {
  id: string;
  firm_id: string | null;
  scope: 'base' | 'firm';
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  stage: string;
  fraction: number;
  message: string | null;
  model_id: string | null;
  replaced: boolean | null;
  created_at: Date;
  finished_at: Date | null;
};

const JOB_COLUMNS = [
  'id',
  'firm_id',
  'scope',
  'status',
  'stage',
  'fraction',
  'message',
  'model_id',
  'replaced',
  'created_at',
  'finished_at',
] as const;

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

/** Queues the base-model job unless one is queued or running already (a partial unique index decides). */
export async function enqueueBaseJob(db: Db): Promise<void> {
  await sql`INSERT INTO training_job (scope) VALUES ('base') ON CONFLICT (scope) WHERE scope = 'base' AND status IN ('queued', 'running') DO NOTHING`.execute(
    db,
  );
}

/** Queues a firm's retraining, or answers the one already queued or running. */
export async function enqueueFirmJob(db: Db, firmId: string, requestedBy: string): Promise<JobRow> {
  await sql`INSERT INTO training_job (firm_id, scope, requested_by) VALUES (${firmId}, 'firm', ${requestedBy})
    ON CONFLICT (firm_id) WHERE scope = 'firm' AND status IN ('queued', 'running') DO NOTHING`.execute(db);
  return db
    .selectFrom('training_job')
    .select(JOB_COLUMNS)
    .where('firm_id', '=', firmId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirstOrThrow() as Promise<JobRow>;
}

/**
 * Claims the oldest queued job for this server instance. SKIP LOCKED: servers claiming at the same
 * moment each get a different job, or none.
 */
export async function claimNextJob(db: Db, instanceId: string): Promise<JobRow | undefined> {
  const result = await sql<JobRow>`
    UPDATE training_job SET status = 'running', stage = 'prepare', fraction = 0, started_at = now(), heartbeat_at = now(), owner_instance = ${instanceId}
    WHERE id = (
      SELECT id FROM training_job
      WHERE status = 'queued'
      ORDER BY created_at, id
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id, firm_id, scope, status, stage, fraction, message, model_id, replaced, created_at, finished_at`.execute(db);
  return result.rows[0];
}

/** Hands a job back to the queue (its server is shutting down), for this or another server. */
export async function requeueJob(db: Db, id: string): Promise<void> {
  await db
    .updateTable('training_job')
    .set({ status: 'queued', stage: 'queued', fraction: 0, owner_instance: null })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** Advisory-lock class of live training instances (the two-key form: migrations lock in the one-key space). */
const INSTANCE_LOCK_CLASS = sql.lit(7316002);

/** Held on one connection for as long as this server instance lives (PostgreSQL only). */
export async function lockTrainingInstance(db: Db, instanceId: string): Promise<void> {
  await sql`SELECT pg_advisory_lock(${INSTANCE_LOCK_CLASS}, hashtext(${instanceId}))`.execute(db);
}

export async function unlockTrainingInstance(db: Db, instanceId: string): Promise<void> {
  await sql`SELECT pg_advisory_unlock(${INSTANCE_LOCK_CLASS}, hashtext(${instanceId}))`.execute(db);
}

/** A round trip on a held connection: fails when the connection (and so its lock) is gone. */
export async function pingConnection(db: Db): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

/**
 * Marks failed the running jobs of server instances that stopped. With checkOwnerLocks (PostgreSQL,
 * several servers) an owner is gone when nobody holds its instance lock: the transaction-scoped try
 * takes it only then, and lets it go at the end of the statement. Without (the embedded database,
 * one process by its data-folder lock) every running job of another instance is an earlier run's.
 */
export async function failOrphanedJobs(
  db: Db,
  input: { instanceId: string; checkOwnerLocks: boolean; message: string },
): Promise<string[]> {
  const ownerGone = input.checkOwnerLocks
    ? sql`(owner_instance IS NULL OR pg_try_advisory_xact_lock(${INSTANCE_LOCK_CLASS}, hashtext(owner_instance)))`
    : sql`true`;
  const result = await sql<{ id: string }>`
    UPDATE training_job SET status = 'failed', stage = 'failed', fraction = 0, finished_at = now(), message = ${input.message}
    WHERE status = 'running' AND owner_instance IS DISTINCT FROM ${input.instanceId} AND ${ownerGone}
    RETURNING id`.execute(db);
  return result.rows.map((row) => row.id);
}

export async function updateJobProgress(db: Db, id: string, stage: string, fraction: number): Promise<void> {
  await db
    .updateTable('training_job')
    .set({ stage, fraction, heartbeat_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function finishJob(
  db: Db,
  id: string,
  result: Pick<Selectable<Database['training_job']>, 'message' | 'model_id' | 'replaced'> & { status: 'succeeded' | 'failed' },
): Promise<void> {
  await db
    .updateTable('training_job')
    .set({
      ...result,
      stage: result.status === 'succeeded' ? 'done' : 'failed',
      fraction: result.status === 'succeeded' ? 1 : 0,
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function findJobForFirm(db: Db, firmId: string, id: string): Promise<JobRow | undefined> {
  return db
    .selectFrom('training_job')
    .select(JOB_COLUMNS)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('firm_id', '=', firmId), eb('scope', '=', 'base')]))
    .executeTakeFirst() as Promise<JobRow | undefined>;
}

export async function findLatestJobForFirm(db: Db, firmId: string): Promise<JobRow | undefined> {
  return db
    .selectFrom('training_job')
    .select(JOB_COLUMNS)
    .where('firm_id', '=', firmId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst() as Promise<JobRow | undefined>;
}

export async function findLatestBaseJob(db: Db): Promise<JobRow | undefined> {
  return db
    .selectFrom('training_job')
    .select(JOB_COLUMNS)
    .where('scope', '=', 'base')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst() as Promise<JobRow | undefined>;
}
