// Tasks: a title, an optional case, an assignee (a user of the firm), a due date, priority and status; a record kind.
import { z } from 'zod';
import { addLegalPeriod, type LegalPeriod } from '../legal/calendar.js';
import { dateValueSchema, isoDateSchema, type IsoDate } from '../shared/iso-date.js';
import { enumField, idSchema, optionalDateField, requiredTextField } from '../shared/record-fields.js';
import { defineRecordKind, type RecordIssue } from '../shared/record-kind.js';
import { optionalTextSchema } from '../shared/schema-fields.js';

export const TASK_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_STATUSES = ['open', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** How often a task repeats: done, it makes its next occurrence (same title, case, assignee, priority). */
export const TASK_RECURRENCES = ['none', 'daily', 'weekly', 'biweekly', 'monthly', 'quarterly', 'yearly'] as const;
export type TaskRecurrence = (typeof TASK_RECURRENCES)[number];

export const TASK_RECURRENCE_LABELS: Record<TaskRecurrence, string> = {
  none: 'Does not repeat',
  daily: 'Every day',
  weekly: 'Every week',
  biweekly: 'Every 2 weeks',
  monthly: 'Every month',
  quarterly: 'Every 3 months',
  yearly: 'Every year',
};

const RECURRENCE_STEPS: Record<Exclude<TaskRecurrence, 'none'>, LegalPeriod> = {
  daily: { days: 1 },
  weekly: { days: 7 },
  biweekly: { days: 14 },
  monthly: { months: 1 },
  quarterly: { months: 3 },
  yearly: { years: 1 },
};

export const RECURRING_TASK_NEEDS_DUE_DATE_MESSAGE = 'A repeating task needs a due date (dueDate)';

/**
 * The next occurrence's due date: one step after `dueDate`, and further steps until it is today or later, so
 * a task done late makes one next occurrence, not a pile of overdue ones. Months keep the day where the month
 * has it and take the month's last day otherwise (January 31 → February 28 → March 28).
 */
export function nextOccurrenceDate(dueDate: IsoDate, recurrence: Exclude<TaskRecurrence, 'none'>, today: IsoDate): IsoDate {
  let next = addLegalPeriod(dueDate, RECURRENCE_STEPS[recurrence]);
  while (next < today) next = addLegalPeriod(next, RECURRENCE_STEPS[recurrence]);
  return next;
}

/** How a task was made: by hand, from a stage's checklist, or from a deadline. */
export const TASK_SOURCES = ['hand', 'stage_checklist', 'deadline'] as const;
export type TaskSource = (typeof TASK_SOURCES)[number];

/** Another record a task may name (its case, its assignee), or null; left out of a new task, none. */
function optionalIdField(column: string, label: string) {
  const input = idSchema(label).nullable();
  return { column, label, input, create: input.optional().default(null), read: z.string().nullable() } as const;
}

const dueDate = optionalDateField('due_date', 'Due date');
const priority = enumField('priority', 'Priority', TASK_PRIORITIES);
const recurrence = enumField('recurrence', 'Recurrence', TASK_RECURRENCES);

/** The rule of a task as it will be stored: a repeating task needs a due date (its next one is due a step after it). */
export function checkTask(task: { recurrence: TaskRecurrence; dueDate?: string | null | undefined }): RecordIssue[] {
  return task.recurrence !== 'none' && task.dueDate == null ? [{ path: 'dueDate', message: RECURRING_TASK_NEEDS_DUE_DATE_MESSAGE }] : [];
}

/**
 * A task of the firm, defined once. Its list and reads join its case (client name, numbers) and its assignee (name),
 * and done, repeats and checklists are rules of their own, so the server's tasks feature serves it (not the generic
 * records routes) and applies the kind's checks and column map.
 */
export const taskKind = defineRecordKind({
  name: 'task',
  scope: 'firm',
  path: 'tasks',
  noun: 'task',
  table: 'task',
  fields: {
    title: requiredTextField('title', 'Title', 200),
    caseId: optionalIdField('case_id', 'Case'),
    assigneeId: optionalIdField('assignee_id', 'Assignee'),
    dueDate: { ...dueDate, create: dueDate.input.default(null) },
    priority: { ...priority, create: priority.input.default('normal') },
    status: enumField('status', 'Status', TASK_STATUSES),
    notes: {
      column: 'notes',
      label: 'Notes',
      input: optionalTextSchema({ max: 2000, tooLongMessage: 'Notes are too long' }),
      read: z.string().nullable(),
    },
    /** The screens ask "Repeats"; the messages name the field, recurrence. */
    recurrence: { ...recurrence, label: 'Repeats', create: recurrence.input.default('none') },
  },
  computed: {
    /** The case's client name and number, for lists that show tasks of many cases. */
    clientName: z.string().nullable(),
    /** The firm's case number (CASE-0001) and the court or claim number typed in. */
    caseNo: z.number().int().nullable(),
    caseNumber: z.string().nullable(),
    assigneeName: z.string().nullable(),
    doneAt: dateValueSchema.nullable(),
    doneBy: z.string().nullable(),
    source: z.enum(TASK_SOURCES),
    sourceId: z.string().nullable(),
    /** A repeating task, once done: the occurrence it made. */
    nextTaskId: z.string().nullable(),
    createdBy: z.string().nullable(),
  },
  orderBy: ['dueDate'],
  checks: checkTask,
});

export const taskSchema = taskKind.schema;
export type Task = z.infer<typeof taskSchema>;

/** A new task made by hand: priority defaults to normal; its status is open (a new task is never sent done). */
export const taskCreateSchema = taskKind.createSchema.omit({ status: true });
export type TaskCreateInput = z.input<typeof taskCreateSchema>;
export type TaskCreate = z.output<typeof taskCreateSchema>;

/** Only the keys present change; null clears the case, assignee, due date or notes. */
export const taskUpdateSchema = taskKind.updateSchema.refine((value) => Object.values(value).some((field) => field !== undefined), {
  message: 'Nothing to change',
});
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;
export type TaskUpdate = z.output<typeof taskUpdateSchema>;

export const TASK_LIST_LIMIT = 500;

/** GET /api/tasks filters: all optional; `from`/`to` bound the due date (inclusive). */
export const taskListQuerySchema = z
  .object({
    caseId: idSchema('Case').optional(),
    assigneeId: idSchema('Assignee').optional(),
    /** `true`: only tasks nobody is assigned (with assigneeId, nothing matches). */
    unassigned: z.enum(['true'], { error: 'Unassigned must be true' }).optional(),
    status: taskKind.fields.status.input.optional(),
    from: isoDateSchema().optional(),
    to: isoDateSchema().optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'From must be on or before to (from)',
    path: ['from'],
  });
export type TaskListQuery = z.output<typeof taskListQuerySchema>;

/** `truncated`: more tasks match than the TASK_LIST_LIMIT returned (narrow the filters to see them). */
export const taskListResponseSchema = z.object({ items: z.array(taskSchema), truncated: z.boolean() });
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

/** "Add task" from a deadline: due this many days before it by default (never before today). */
export const DEADLINE_TASK_LEAD_DAYS = 14;

export const deadlineTaskCreateSchema = z.object({
  title: taskKind.fields.title.input.optional(),
  assigneeId: taskKind.fields.assigneeId.create,
  dueDate: taskKind.fields.dueDate.input,
  priority: taskKind.fields.priority.input.default('high'),
});
export type DeadlineTaskCreateInput = z.input<typeof deadlineTaskCreateSchema>;
export type DeadlineTaskCreate = z.output<typeof deadlineTaskCreateSchema>;

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };
