// SQL for the training jobs' status rows (training_job): what the UI and API read while the job queue runs them.
import { sql, type Selectable } from 'kysely';
import type { Database, Db } from '../../../db/schema.js';

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

/** A base-model job or a firm's retraining as a status row: queued, running with stage and progress, then done or failed. */
async function insertUnfinishedJob(
  db: Db,
  input: { scope: 'base'; firmId: null; requestedBy: null } | { scope: 'firm'; firmId: string; requestedBy: string },
): Promise<JobRow> {
  const conflict =
    input.scope === 'base'
      ? sql`ON CONFLICT (scope) WHERE scope = 'base' AND status IN ('queued', 'running') DO NOTHING`
      : sql`ON CONFLICT (firm_id) WHERE scope = 'firm' AND status IN ('queued', 'running') DO NOTHING`;
  await sql`INSERT INTO training_job (firm_id, scope, requested_by) VALUES (${input.firmId}, ${input.scope}, ${input.requestedBy}) ${conflict}`.execute(
    db,
  );
  let query = db
    .selectFrom('training_job')
    .select(JOB_COLUMNS)
    .where('scope', '=', input.scope)
    .where('status', 'in', ['queued', 'running']);
  if (input.firmId) query = query.where('firm_id', '=', input.firmId);
  return query.executeTakeFirstOrThrow() as Promise<JobRow>;
}

/** Queues the base-model job, or answers the one already queued or running (a partial unique index decides). */
export async function enqueueBaseJob(db: Db): Promise<JobRow> {
  return insertUnfinishedJob(db, { scope: 'base', firmId: null, requestedBy: null });
}

/** Queues a firm's retraining, or answers the one already queued or running. */
export async function enqueueFirmJob(db: Db, firmId: string, requestedBy: string): Promise<JobRow> {
  return insertUnfinishedJob(db, { scope: 'firm', firmId, requestedBy });
}

/** Every job queued or running (each has its job on the queue, or is given one at start). */
export async function listUnfinishedJobs(db: Db): Promise<JobRow[]> {
  return db.selectFrom('training_job').select(JOB_COLUMNS).where('status', 'in', ['queued', 'running']).execute() as Promise<JobRow[]>;
}

/**
 * Marks the job running for this attempt (a new one takes over from an attempt that expired): from here on only
 * this attempt's writes count. Undefined when the job is finished already.
 */
export async function claimJob(db: Db, id: string, attempt: string): Promise<JobRow | undefined> {
  return db
    .updateTable('training_job')
    .set({ status: 'running', stage: 'prepare', fraction: 0, started_at: new Date(), heartbeat_at: new Date(), owner_instance: attempt })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning(JOB_COLUMNS)
    .executeTakeFirst() as Promise<JobRow | undefined>;
}

/** Whether the job is still this attempt's, its row locked until the transaction ends (the model is stored under it). */
export async function holdJob(db: Db, id: string, attempt: string): Promise<boolean> {
  const row = await db
    .selectFrom('training_job')
    .select('id')
    .where('id', '=', id)
    .where('owner_instance', '=', attempt)
    .where('status', '=', 'running')
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Shows the job queued again (its server is stopping; the queue retries it here or on another server). */
export async function requeueJob(db: Db, id: string, attempt: string): Promise<void> {
  await db
    .updateTable('training_job')
    .set({ status: 'queued', stage: 'queued', fraction: 0 })
    .where('id', '=', id)
    .where('owner_instance', '=', attempt)
    .where('status', '=', 'running')
    .execute();
}

export async function updateJobProgress(db: Db, job: { id: string; attempt: string }, stage: string, fraction: number): Promise<void> {
  await db
    .updateTable('training_job')
    .set({ stage, fraction, heartbeat_at: new Date() })
    .where('id', '=', job.id)
    .where('owner_instance', '=', job.attempt)
    .where('status', '=', 'running')
    .execute();
}

/** Finishes the job for this attempt; an attempt the queue gave up on and retried elsewhere writes nothing. */
export async function finishJob(
  db: Db,
  job: { id: string; attempt: string },
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
    .where('id', '=', job.id)
    .where('owner_instance', '=', job.attempt)
    .where('status', '=', 'running')
    .execute();
}

/** Marks failed a job the queue no longer runs (it gave up on it), so that it does not stand as the firm's unfinished job. */
export async function failAbandonedJob(db: Db, id: string, message: string): Promise<void> {
  await db
    .updateTable('training_job')
    .set({ status: 'failed', stage: 'failed', fraction: 0, message, finished_at: new Date() })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
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
