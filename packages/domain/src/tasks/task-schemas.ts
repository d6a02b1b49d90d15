// Tasks: a title, an optional case, an assignee (a user of the firm), a due date, priority and status.
import { z } from 'zod';
import { addLegalPeriod, type LegalPeriod } from '../legal/calendar.js';
import { dateValueSchema, isoDateSchema, isIsoDate, INVALID_DATE_MESSAGE, type IsoDate } from '../shared/iso-date.js';
import { optionalTextSchema, requiredTextSchema } from '../shared/schema-fields.js';

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

export const taskSchema = z.object({
  id: z.string(),
  caseId: z.string().nullable(),
  /** The case's client name and number, for lists that show tasks of many cases. */
  clientName: z.string().nullable(),
  /** The firm's case number (CASE-0001) and the court or claim number typed in. */
  caseNo: z.number().int().nullable(),
  caseNumber: z.string().nullable(),
  title: z.string(),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  dueDate: z.string().nullable(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  doneAt: dateValueSchema.nullable(),
  doneBy: z.string().nullable(),
  source: z.enum(TASK_SOURCES),
  sourceId: z.string().nullable(),
  notes: z.string().nullable(),
  recurrence: z.enum(TASK_RECURRENCES),
  /** A repeating task, once done: the occurrence it made. */
  nextTaskId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: dateValueSchema,
  updatedAt: dateValueSchema,
});
export type Task = z.infer<typeof taskSchema>;

const PRIORITY_MESSAGE = `Priority must be one of ${TASK_PRIORITIES.join(', ')}`;
const STATUS_MESSAGE = `Status must be one of ${TASK_STATUSES.join(', ')}`;
const idField = (label: string) =>
  z
    .string({ error: `${label} must be an id` })
    .trim()
    .min(1, `${label} must be an id`)
    .max(100, `${label} must be an id`);

const optionalDueDate = z
  .string({ error: INVALID_DATE_MESSAGE })
  .trim()
  .nullable()
  .refine((value) => value === null || value === '' || isIsoDate(value), { message: INVALID_DATE_MESSAGE })
  .transform((value) => (value === '' ? null : value));

const taskFields = {
  title: requiredTextSchema({ requiredMessage: 'Title is required', max: 200, tooLongMessage: 'Title is too long' }),
  caseId: idField('Case').nullable(),
  assigneeId: idField('Assignee').nullable(),
  dueDate: optionalDueDate,
  priority: z.enum(TASK_PRIORITIES, { error: PRIORITY_MESSAGE }),
  status: z.enum(TASK_STATUSES, { error: STATUS_MESSAGE }),
  notes: optionalTextSchema({ max: 2000, tooLongMessage: 'Notes are too long' }),
  recurrence: z.enum(TASK_RECURRENCES, { error: `Recurrence must be one of ${TASK_RECURRENCES.join(', ')}` }),
};

/** A new task made by hand: priority defaults to normal, status to open. */
export const taskCreateSchema = z
  .object({
    title: taskFields.title,
    caseId: taskFields.caseId.optional().default(null),
    assigneeId: taskFields.assigneeId.optional().default(null),
    dueDate: taskFields.dueDate.optional().default(null),
    priority: taskFields.priority.default('normal'),
    notes: taskFields.notes,
    recurrence: taskFields.recurrence.default('none'),
  })
  .refine((task) => task.recurrence === 'none' || task.dueDate !== null, {
    message: RECURRING_TASK_NEEDS_DUE_DATE_MESSAGE,
    path: ['dueDate'],
  });
export type TaskCreateInput = z.input<typeof taskCreateSchema>;
export type TaskCreate = z.output<typeof taskCreateSchema>;

/** Only the keys present change; null clears the case, assignee, due date or notes. */
export const taskUpdateSchema = z
  .object({
    title: taskFields.title.optional(),
    caseId: taskFields.caseId.optional(),
    assigneeId: taskFields.assigneeId.optional(),
    dueDate: taskFields.dueDate.optional(),
    priority: taskFields.priority.optional(),
    status: taskFields.status.optional(),
    notes: taskFields.notes,
    recurrence: taskFields.recurrence.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Nothing to change' });
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;
export type TaskUpdate = z.output<typeof taskUpdateSchema>;

export const TASK_LIST_LIMIT = 500;

/** GET /api/tasks filters: all optional; `from`/`to` bound the due date (inclusive). */
export const taskListQuerySchema = z
  .object({
    caseId: idField('Case').optional(),
    assigneeId: idField('Assignee').optional(),
    /** `true`: only tasks nobody is assigned (with assigneeId, nothing matches). */
    unassigned: z.enum(['true'], { error: 'Unassigned must be true' }).optional(),
    status: taskFields.status.optional(),
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
  title: taskFields.title.optional(),
  assigneeId: taskFields.assigneeId.optional().default(null),
  dueDate: taskFields.dueDate.optional(),
  priority: taskFields.priority.default('high'),
});
export type DeadlineTaskCreateInput = z.input<typeof deadlineTaskCreateSchema>;
export type DeadlineTaskCreate = z.output<typeof deadlineTaskCreateSchema>;

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };
