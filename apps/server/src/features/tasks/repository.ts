// SQL for tasks, case stages and stage checklist templates; every query scoped by firm_id. A task's reads join its
// case and its assignee, which the generic records repository cannot, so they are written here; its columns come
// from the task kind (packages/domain).
import { sql } from 'kysely';
import { taskKind, type CaseStage, type ChecklistItem, type IsoDate, type Task } from '@casecast/domain';
import { nextVersion } from '../../db/record-version.js';
import type { Db } from '../../db/schema.js';
import { sqlDate } from '../../db/sql-date.js';

const isoDateOrNull = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

function selectTasks(db: Db) {
  return db
    .selectFrom('task as t')
    .leftJoin('legal_case as c', (join) => join.onRef('c.firm_id', '=', 't.firm_id').onRef('c.id', '=', 't.case_id'))
    .leftJoin('user as u', 'u.id', 't.assignee_id')
    .select([
      't.id',
      't.case_id',
      'c.client_name',
      'c.case_no',
      'c.case_number',
      't.title',
      't.assignee_id',
      'u.name as assignee_name',
      isoDateOrNull('t.due_date').as('due_date'),
      't.priority',
      't.status',
      't.done_at',
      't.done_by',
      't.source',
      't.source_id',
      't.notes',
      't.recurrence',
      't.next_task_id',
      't.created_by',
      't.created_at',
      't.updated_at',
    ]);
}

type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['executeTakeFirstOrThrow']>>;

function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    caseId: row.case_id,
    clientName: row.client_name,
    caseNo: row.case_no,
    caseNumber: row.case_number,
    title: row.title,
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    dueDate: row.due_date,
    priority: row.priority as Task['priority'],
    status: row.status as Task['status'],
    doneAt: row.done_at ? new Date(row.done_at).toISOString() : null,
    doneBy: row.done_by,
    source: row.source as Task['source'],
    sourceId: row.source_id,
    notes: row.notes,
    recurrence: row.recurrence as Task['recurrence'],
    nextTaskId: row.next_task_id,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export type TaskFilters = {
  caseId?: string;
  /** Any of these assignees (the "my day" view passes the caller). */
  assigneeId?: string;
  /** Only tasks nobody is assigned. */
  unassigned?: 'true';
  status?: Task['status'];
  from?: IsoDate;
  to?: IsoDate;
  /** Only tasks of cases handled by this attorney (attorney.id). */
  attorneyId?: string;
};

/** The firm's tasks matching the filters, soonest due first (tasks without a date last). */
export async function listTasks(db: Db, firmId: string, filters: TaskFilters, limit: number): Promise<Task[]> {
  let query = selectTasks(db).where('t.firm_id', '=', firmId);
  if (filters.caseId !== undefined) query = query.where('t.case_id', '=', filters.caseId);
  if (filters.assigneeId !== undefined) query = query.where('t.assignee_id', '=', filters.assigneeId);
  if (filters.unassigned === 'true') query = query.where('t.assignee_id', 'is', null);
  if (filters.status !== undefined) query = query.where('t.status', '=', filters.status);
  if (filters.from !== undefined) query = query.where('t.due_date', '>=', sqlDate(filters.from));
  if (filters.to !== undefined) query = query.where('t.due_date', '<=', sqlDate(filters.to));
  if (filters.attorneyId !== undefined) query = query.where('c.attorney_id', '=', filters.attorneyId);
  const rows = await query
    .orderBy(sql`t.due_date ASC NULLS LAST`)
    .orderBy('t.created_at')
    .orderBy('t.id')
    .limit(limit)
    .execute();
  return rows.map(toTask);
}

export async function findTask(db: Db, firmId: string, id: string, options: { lock?: boolean } = {}): Promise<Task | undefined> {
  let query = selectTasks(db).where('t.firm_id', '=', firmId).where('t.id', '=', id);
  if (options.lock) query = query.forUpdate('t');
  const row = await query.executeTakeFirst();
  return row ? toTask(row) : undefined;
}

export type TaskValues = Partial<{
  title: string;
  caseId: string | null;
  assigneeId: string | null;
  dueDate: IsoDate | null;
  priority: Task['priority'];
  status: Task['status'];
  doneAt: Date | null;
  doneBy: string | null;
  notes: string | null;
  recurrence: Task['recurrence'];
  nextTaskId: string | null;
}>;

/** The columns the server sets itself (who finished a task and when, the occurrence a repeating one made). */
const SERVER_COLUMNS = { doneAt: 'done_at', doneBy: 'done_by', nextTaskId: 'next_task_id' } as const;

/** The columns of the values given: each field's column from the task kind, then the server-set ones. */
function toColumns(values: TaskValues) {
  const columns: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(taskKind.fields)) {
    const value = values[key as keyof typeof taskKind.fields];
    if (value !== undefined) columns[field.column] = value;
  }
  for (const [key, column] of Object.entries(SERVER_COLUMNS)) {
    const value = values[key as keyof typeof SERVER_COLUMNS];
    if (value !== undefined) columns[column] = value;
  }
  return columns;
}

export async function insertTask(
  db: Db,
  firmId: string,
  input: { title: string; source: Task['source']; sourceId: string | null; createdBy: string | null } & TaskValues,
): Promise<string> {
  const row = await db
    .insertInto('task')
    .values({
      ...(toColumns(input) as { title: string }),
      firm_id: firmId,
      source: input.source,
      source_id: input.sourceId,
      created_by: input.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTask(db: Db, firmId: string, id: string, values: TaskValues): Promise<void> {
  await db
    .updateTable('task')
    .set({ ...toColumns(values), updated_at: nextVersion() })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

export async function deleteTask(db: Db, firmId: string, id: string): Promise<void> {
  await db.deleteFrom('task').where('firm_id', '=', firmId).where('id', '=', id).execute();
}

/** Whether the user is a member of the firm (an assignee must be). */
export async function isFirmUser(db: Db, firmId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('firm_member')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The case (locked for the transaction when asked), with its stage; undefined when the firm has no such case. */
export async function findCaseStage(
  db: Db,
  firmId: string,
  caseId: string,
  options: { lock?: boolean } = {},
): Promise<{ id: string; stage: CaseStage } | undefined> {
  let query = db.selectFrom('legal_case').select(['id', 'phase']).where('firm_id', '=', firmId).where('id', '=', caseId);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { id: row.id, stage: row.phase as CaseStage } : undefined;
}

/** The stage is the case's phase: written with its two older mirrors, status and stage (migration 0042). */
export async function updateCaseStage(db: Db, firmId: string, caseId: string, stage: CaseStage): Promise<void> {
  await db
    .updateTable('legal_case')
    .set({ phase: stage, status: stage, stage, updated_at: nextVersion() })
    .where('firm_id', '=', firmId)
    .where('id', '=', caseId)
    .execute();
}

/** The firm's saved checklists by stage (stages without a row use the default). */
export async function listStageTemplates(db: Db, firmId: string): Promise<Map<CaseStage, ChecklistItem[]>> {
  const rows = await db.selectFrom('stage_template').select(['stage', 'items']).where('firm_id', '=', firmId).execute();
  return new Map(rows.map((row) => [row.stage as CaseStage, row.items as ChecklistItem[]]));
}

export async function upsertStageTemplate(
  db: Db,
  firmId: string,
  stage: CaseStage,
  items: readonly ChecklistItem[],
  updatedBy: string | null,
): Promise<void> {
  const json = JSON.stringify(items);
  await db
    .insertInto('stage_template')
    .values({ firm_id: firmId, stage, items: json, updated_by: updatedBy, updated_at: new Date() })
    .onConflict((conflict) =>
      conflict.columns(['firm_id', 'stage']).doUpdateSet({ items: json, updated_by: updatedBy, updated_at: new Date() }),
    )
    .execute();
}
