// Task and case-stage use cases: tasks by hand, from a deadline or from a stage's checklist; the firm's
// checklist templates; a case's stage. Every change is audited in its transaction.
import {
  addDays,
  CASE_STAGES,
  DEADLINE_TASK_LEAD_DAYS,
  DEFAULT_STAGE_CHECKLISTS,
  ERROR_MESSAGES,
  getTodayIsoDate,
  nextOccurrenceDate,
  taskKind,
  TASK_LIST_LIMIT,
  type CaseStage,
  type CaseStageResponse,
  type CaseStageUpdate,
  type ChecklistItem,
  type DeadlineTaskCreate,
  type StageTemplate,
  type StageTemplatesUpdate,
  type Task,
  type TaskCreate,
  type TaskListQuery,
  type TaskUpdate,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import * as audit from '../audit/service.js';
import * as deadlines from '../deadlines/repository.js';
import * as repo from './repository.js';
import { recordIssuesError } from '../records/service.js';
import { assertUnchanged, type IfMatch } from '../../http/preconditions.js';
import type { Database, Db } from '../../db/schema.js';

const taskNotFound = () => notFound(taskKind.notFoundMessage);
/** A task as its kind's checks read it. */
type TaskFields = Parameters<typeof taskKind.check>[0];
const caseNotFound = () => notFound(ERROR_MESSAGES.caseNotFound);

/** What the history shows of a task. */
function snapshot(task: Task): Record<string, unknown> {
  return {
    title: task.title,
    caseId: task.caseId,
    assigneeId: task.assigneeId,
    dueDate: task.dueDate,
    priority: task.priority,
    status: task.status,
    doneBy: task.doneBy,
    source: task.source,
    notes: task.notes,
    recurrence: task.recurrence,
  };
}

/**
 * A repeating task just done makes its next occurrence (once: reopening and completing it again makes no second
 * one), due one step on and not before today, with the same title, case, assignee, priority, notes and repeat.
 */
async function makeNextOccurrence(trx: Db, actor: Actor, done: Task): Promise<void> {
  if (done.recurrence === 'none' || done.dueDate === null || done.nextTaskId !== null) return;
  const next = await insertAudited(trx, actor, {
    title: done.title,
    caseId: done.caseId,
    assigneeId: done.assigneeId,
    dueDate: nextOccurrenceDate(done.dueDate, done.recurrence, getTodayIsoDate()),
    priority: done.priority,
    notes: done.notes,
    recurrence: done.recurrence,
    source: done.source,
    sourceId: done.sourceId,
    createdBy: actor.userName ?? actor.userId,
  });
  await repo.updateTask(trx, actor.firmId, done.id, { nextTaskId: next.id });
}

async function checkAssignee(db: Db, actor: Actor, assigneeId: string | null | undefined): Promise<void> {
  if (assigneeId == null) return;
  if (!(await repo.isFirmUser(db, actor.firmId, assigneeId)))
    throw badRequest('The assignee must be a member of the firm (assigneeId)', 'VALIDATION_ERROR');
}

async function checkCase(db: Db, actor: Actor, caseId: string | null | undefined): Promise<void> {
  if (caseId == null) return;
  // Another firm's case reads as a missing one; in a body that is a bad field, not a missing route.
  if (!(await repo.findCaseStage(db, actor.firmId, caseId))) throw badRequest('No such case (caseId)', 'VALIDATION_ERROR');
}

/** A stored task's own fields (the task kind's), without what is joined or set by the server. */
function storedFields(task: Task): TaskFields {
  const { title, caseId, assigneeId, dueDate, priority, status, notes, recurrence } = task;
  return { title, caseId, assigneeId, dueDate, priority, status, notes, recurrence };
}

/** The fields a change sets (a key left out keeps the stored value). */
function changedFields(patch: TaskUpdate): Partial<TaskFields> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}

/** At most TASK_LIST_LIMIT tasks; `truncated` says when more match (one more is read to know). */
export async function listTasks(db: Db, actor: Actor, query: TaskListQuery): Promise<{ items: Task[]; truncated: boolean }> {
  const rows = await repo.listTasks(db, actor.firmId, query, TASK_LIST_LIMIT + 1);
  return { items: rows.slice(0, TASK_LIST_LIMIT), truncated: rows.length > TASK_LIST_LIMIT };
}

export async function getTask(db: Db, actor: Actor, id: string): Promise<Task> {
  const task = await repo.findTask(db, actor.firmId, id);
  if (!task) throw taskNotFound();
  return task;
}

async function insertAudited(trx: Db, actor: Actor, input: Parameters<typeof repo.insertTask>[2]): Promise<Task> {
  const id = await repo.insertTask(trx, actor.firmId, input);
  const created = await repo.findTask(trx, actor.firmId, id);
  if (!created) throw taskNotFound();
  await audit.recordChange(trx, actor, {
    caseId: created.caseId,
    entityType: 'task',
    entityId: id,
    before: null,
    after: snapshot(created),
  });
  return created;
}

export async function createTask(db: Kysely<Database>, actor: Actor, input: TaskCreate): Promise<Task> {
  // The task kind's checks, as the task will be stored (a repeating task needs a due date).
  const issues = taskKind.check({ ...input, status: 'open' });
  if (issues.length > 0) throw recordIssuesError(issues);
  return db.transaction().execute(async (trx) => {
    await checkCase(trx, actor, input.caseId);
    await checkAssignee(trx, actor, input.assigneeId);
    return insertAudited(trx, actor, { ...input, source: 'hand', sourceId: null, createdBy: actor.userName ?? actor.userId });
  });
}

/** A case's open tasks closed in one change; far more than any case holds. */
const TASKS_CLOSED_AT_ONCE = 10_000;

/** Marks a case's open tasks done when the case has ended (settled, closed…), each audited, except those in `keep`. */
export async function closeOpenTasks(
  trx: Db,
  actor: Actor,
  caseId: string,
  keep: ReadonlySet<string>,
): Promise<{ closed: string[]; keptOpen: string[] }> {
  const open = await repo.listTasks(trx, actor.firmId, { caseId, status: 'open' }, TASKS_CLOSED_AT_ONCE);
  const closed: string[] = [];
  const keptOpen: string[] = [];
  for (const before of open) {
    if (keep.has(before.id)) {
      keptOpen.push(before.id);
      continue;
    }
    await repo.updateTask(trx, actor.firmId, before.id, { status: 'done', doneAt: new Date(), doneBy: actor.userName ?? actor.userId });
    const after = await repo.findTask(trx, actor.firmId, before.id);
    if (after)
      await audit.recordChange(trx, actor, {
        caseId,
        entityType: 'task',
        entityId: before.id,
        before: snapshot(before),
        after: snapshot(after),
      });
    closed.push(before.id);
  }
  return { closed, keptOpen };
}

export async function updateTask(db: Kysely<Database>, actor: Actor, id: string, patch: TaskUpdate, ifMatch?: IfMatch): Promise<Task> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findTask(trx, actor.firmId, id, { lock: true });
    if (!before) throw taskNotFound();
    assertUnchanged(ifMatch, before);
    await checkCase(trx, actor, patch.caseId);
    await checkAssignee(trx, actor, patch.assigneeId);
    // The task kind's checks, on the task as it will be stored: the stored one with the change over it.
    const issues = taskKind.check({ ...storedFields(before), ...changedFields(patch) });
    if (issues.length > 0) throw recordIssuesError(issues);
    const values: repo.TaskValues = { ...patch };
    if (patch.status === 'done' && before.status !== 'done')
      Object.assign(values, { doneAt: new Date(), doneBy: actor.userName ?? actor.userId });
    if (patch.status === 'open' && before.status !== 'open') Object.assign(values, { doneAt: null, doneBy: null });
    await repo.updateTask(trx, actor.firmId, id, values);
    let after = await repo.findTask(trx, actor.firmId, id);
    if (!after) throw taskNotFound();
    if (after.status === 'done' && before.status !== 'done') {
      await makeNextOccurrence(trx, actor, after);
      after = (await repo.findTask(trx, actor.firmId, id)) ?? after;
    }
    // A task moved to another case leaves an entry in both histories.
    if (before.caseId !== after.caseId && before.caseId !== null) {
      await audit.recordChange(trx, actor, {
        caseId: before.caseId,
        entityType: 'task',
        entityId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
    }
    await audit.recordChange(trx, actor, {
      caseId: after.caseId,
      entityType: 'task',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

export async function deleteTask(db: Kysely<Database>, actor: Actor, id: string, ifMatch?: IfMatch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findTask(trx, actor.firmId, id, { lock: true });
    if (!before) throw taskNotFound();
    assertUnchanged(ifMatch, before);
    await repo.deleteTask(trx, actor.firmId, id);
    await audit.recordChange(trx, actor, {
      caseId: before.caseId,
      entityType: 'task',
      entityId: id,
      before: snapshot(before),
      after: null,
    });
  });
}

/** The default due date of a task made from a deadline: DEADLINE_TASK_LEAD_DAYS before it, not before today, and never after it. */
export function dueDateBeforeDeadline(deadlineDue: string, today: string = getTodayIsoDate()): string {
  const lead = addDays(deadlineDue, -DEADLINE_TASK_LEAD_DAYS);
  if (lead >= today) return lead;
  return today <= deadlineDue ? today : deadlineDue;
}

/** "Add task" on a deadline: a task on the deadline's case, due before it (by default two weeks before). */
export async function createTaskFromDeadline(
  db: Kysely<Database>,
  actor: Actor,
  caseId: string,
  deadlineId: string,
  input: DeadlineTaskCreate,
): Promise<Task> {
  return db.transaction().execute(async (trx) => {
    const deadline = await deadlines.findDeadline(trx, actor.firmId, caseId, deadlineId);
    if (!deadline) throw notFound('Deadline not found');
    const dueDate = input.dueDate ?? dueDateBeforeDeadline(deadline.dueDate);
    if (dueDate !== null && dueDate > deadline.dueDate)
      throw badRequest(`The task must be due on or before the deadline, ${deadline.dueDate} (dueDate)`, 'VALIDATION_ERROR');
    await checkAssignee(trx, actor, input.assigneeId);
    return insertAudited(trx, actor, {
      title: input.title ?? `Prepare for: ${deadline.title}`,
      caseId,
      assigneeId: input.assigneeId ?? actor.userId,
      dueDate,
      priority: input.priority,
      source: 'deadline',
      sourceId: deadlineId,
      createdBy: actor.userName ?? actor.userId,
    });
  });
}

// ---- Stages and their checklists ----

function templatesFrom(saved: Map<CaseStage, ChecklistItem[]>): StageTemplate[] {
  return CASE_STAGES.map((stage) => ({ stage, items: saved.get(stage) ?? DEFAULT_STAGE_CHECKLISTS[stage] }));
}

/** Every stage's checklist: the firm's saved one, or the default. */
export async function listStageTemplates(db: Db, actor: Actor): Promise<StageTemplate[]> {
  return templatesFrom(await repo.listStageTemplates(db, actor.firmId));
}

/** Owners replace the checklists of the stages sent; the others keep theirs. */
export async function updateStageTemplates(db: Kysely<Database>, actor: Actor, input: StageTemplatesUpdate): Promise<StageTemplate[]> {
  requirePermission(actor, 'stageTemplates.edit');
  return db.transaction().execute(async (trx) => {
    for (const template of input.items)
      await repo.upsertStageTemplate(trx, actor.firmId, template.stage, template.items, actor.userName ?? actor.userId);
    return templatesFrom(await repo.listStageTemplates(trx, actor.firmId));
  });
}

/**
 * Moves a case to a stage, that is a phase (audited as a case change, so it is on the timeline), and creates the
 * chosen items of that stage's checklist as tasks, due so many days after today, assigned to `assigneeId` or the
 * caller, inside the caller's transaction. `afterMove` runs between the move and the new tasks (the case's
 * lifecycle closes what an ending leaves open there, before the ending's own checklist is added).
 */
export async function changeCaseStageIn(
  trx: Db,
  actor: Actor,
  caseId: string,
  input: CaseStageUpdate,
  options: { today?: string; afterMove?: (from: CaseStage, to: CaseStage) => Promise<void> } = {},
): Promise<CaseStageResponse> {
  const today = options.today ?? getTodayIsoDate();
  const current = await repo.findCaseStage(trx, actor.firmId, caseId, { lock: true });
  if (!current) throw caseNotFound();
  const assigneeId = input.assigneeId === undefined ? actor.userId : input.assigneeId;
  await checkAssignee(trx, actor, assigneeId);
  const checklist = (await repo.listStageTemplates(trx, actor.firmId)).get(input.stage) ?? DEFAULT_STAGE_CHECKLISTS[input.stage];
  const chosen = [...new Set(input.checklistItems)].sort((a, b) => a - b);
  const outOfRange = chosen.find((index) => index >= checklist.length);
  if (outOfRange !== undefined)
    throw badRequest(`The ${input.stage} checklist has no item ${outOfRange} (checklistItems)`, 'VALIDATION_ERROR');
  if (current.stage !== input.stage) {
    await repo.updateCaseStage(trx, actor.firmId, caseId, input.stage);
    await audit.recordChange(trx, actor, {
      caseId,
      entityType: 'case',
      entityId: caseId,
      before: { phase: current.stage },
      after: { phase: input.stage },
    });
    await options.afterMove?.(current.stage, input.stage);
  }
  const createdTaskIds: string[] = [];
  for (const index of chosen) {
    const item = checklist[index]!;
    const task = await insertAudited(trx, actor, {
      title: item.title,
      caseId,
      assigneeId,
      dueDate: item.dueInDays === null ? null : addDays(today, item.dueInDays),
      priority: item.priority,
      source: 'stage_checklist',
      sourceId: input.stage,
      createdBy: actor.userName ?? actor.userId,
    });
    createdTaskIds.push(task.id);
  }
  return { caseId, stage: input.stage, phase: input.stage, createdTaskIds };
}
