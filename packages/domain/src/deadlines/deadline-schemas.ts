// A case's deadlines as the API reads and changes them: computed (statute of limitations, notice of claim) or custom.
import { z } from 'zod';
import { dateValueSchema, isoDateSchema } from '../shared/iso-date.js';
import { optionalTextSchema, requiredTextSchema } from '../shared/schema-fields.js';

export const DEADLINE_KINDS = ['statute_of_limitations', 'notice_of_claim', 'custom'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

export const DEADLINE_STATUSES = ['open', 'met', 'dismissed'] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

/** What every computed date shows beside it: the attorney verifies it against the law. */
export const DEADLINE_DISCLAIMER = 'Casecast is a calculator, not legal advice: the attorney must verify each date.';

const periodSchema = z.object({ years: z.number().optional(), months: z.number().optional(), days: z.number().optional() });

/** The rule a computed date comes from, as stored with the deadline (the tables may change later). */
export const deadlineRuleSchema = z.object({
  jurisdiction: z.string(),
  claimType: z.string(),
  period: periodSchema,
  citation: z.string(),
  effectiveFrom: z.string(),
  /** The case types a row is limited to (Colorado's motor-vehicle period); absent for a row that applies to every type. */
  caseTypes: z.array(z.string()).optional(),
  /** 'state' or 'local' for a row that binds one level of government only (a State's court of claims act); absent otherwise. */
  governments: z.enum(['local', 'state']).optional(),
  verifiedOn: z.string().nullable(),
  /** False: the UI must say "verify this date" louder than usual. */
  verified: z.boolean(),
  note: z.string().nullable(),
});
export type DeadlineRule = z.infer<typeof deadlineRuleSchema>;

export const deadlineSchema = z.object({
  id: z.string(),
  caseId: z.string(),
  kind: z.enum(DEADLINE_KINDS),
  title: z.string(),
  dueDate: z.string(),
  /** The day the period ends (computed deadlines); the safe date to show beside the due date. */
  nominalDate: z.string().nullable(),
  movedBecause: z.enum(['weekend', 'holiday']).nullable(),
  holidayName: z.string().nullable(),
  status: z.enum(DEADLINE_STATUSES),
  confirmedAt: dateValueSchema.nullable(),
  confirmedBy: z.string().nullable(),
  overrideReason: z.string().nullable(),
  rule: deadlineRuleSchema.nullable(),
  computed: z.boolean(),
  createdAt: dateValueSchema,
  updatedAt: dateValueSchema,
});
export type Deadline = z.infer<typeof deadlineSchema>;

export const RULE_DATE_CHANGE_REASONS = ['row_corrected', 'other_row', 'same_row', 'added', 'removed'] as const;
export type RuleDateChangeReason = (typeof RULE_DATE_CHANGE_REASONS)[number];

/** One computed date a change of the rule tables moved (or added, or took away). */
export const ruleDateChangeSchema = z.object({
  computedKey: z.string(),
  title: z.string(),
  /** The date before the change; null when the new rules add this deadline. */
  from: z.string().nullable(),
  /** The date the rules give now; null when they no longer give this deadline. */
  to: z.string().nullable(),
  /** The citation of the row that gives the date now (or gave it, for a removed deadline). */
  citation: z.string().nullable(),
  ruleId: z.string().nullable(),
  /**
   * row_corrected: the same row says something else now; other_row: another row governs now (an added row or a new
   * effective period); same_row: the row is unchanged since the attorney confirmed, so a court calendar moved it.
   */
  reason: z.enum(RULE_DATE_CHANGE_REASONS),
});
export type RuleDateChange = z.infer<typeof ruleDateChangeSchema>;

export const deadlineListResponseSchema = z.object({
  items: z.array(deadlineSchema),
  /** Why there is no statute-of-limitations date (no state or incident date, or no rule on file); null when there is one. */
  unknownReason: z.string().nullable(),
  /** Caveats to read with the dates (discovery rule, minority tolling not applied, no notice rule on file). */
  warnings: z.array(z.string()),
  disclaimer: z.string(),
  /** The dates a rule change moved, until an owner or attorney confirms them ("Confirm dates"); absent or null when none. */
  ruleChange: z
    .object({ changedAt: z.string(), changes: z.array(ruleDateChangeSchema) })
    .nullable()
    .optional(),
});
export type DeadlineListResponse = z.infer<typeof deadlineListResponseSchema>;

const titleSchema = requiredTextSchema({ requiredMessage: 'Title is required', max: 200, tooLongMessage: 'Title is too long' });

export const deadlineCreateSchema = z.object({
  title: titleSchema,
  dueDate: isoDateSchema('Due date is required'),
});
export type DeadlineCreateInput = z.input<typeof deadlineCreateSchema>;
export type DeadlineCreate = z.output<typeof deadlineCreateSchema>;

export const OVERRIDE_REASON_REQUIRED_MESSAGE = 'An override reason is required to change a computed date (overrideReason)';

/**
 * One PATCH changes any of: confirmation, status, the due date (on a computed deadline only with an
 * override reason), and a custom deadline's title.
 */
export const deadlineUpdateSchema = z
  .object({
    confirmed: z.boolean({ error: 'Confirmed must be true or false' }).optional(),
    status: z.enum(DEADLINE_STATUSES, { error: `Status must be one of ${DEADLINE_STATUSES.join(', ')}` }).optional(),
    dueDate: isoDateSchema('Due date is required').optional(),
    overrideReason: optionalTextSchema({ max: 1000, tooLongMessage: 'Override reason is too long' }),
    title: titleSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Nothing to change' })
  .refine((value) => value.overrideReason == null || value.dueDate !== undefined, {
    message: 'An override reason goes with a new due date (dueDate)',
    path: ['dueDate'],
  });
export type DeadlineUpdateInput = z.input<typeof deadlineUpdateSchema>;

/** The override form: a new date and, since it replaces the calculator's, the reason (both required). */
export const deadlineOverrideSchema = z.object({
  dueDate: isoDateSchema('Due date is required'),
  overrideReason: requiredTextSchema({
    requiredMessage: 'A reason is required to override the date',
    max: 1000,
    tooLongMessage: 'Override reason is too long',
  }),
});
export type DeadlineOverrideInput = z.input<typeof deadlineOverrideSchema>;
export type DeadlineOverride = z.output<typeof deadlineOverrideSchema>;
export type DeadlineUpdate = z.output<typeof deadlineUpdateSchema>;

export const UPCOMING_DEADLINE_DAYS_DEFAULT = 90;
export const UPCOMING_DEADLINE_DAYS_MAX = 3650;

export const upcomingDeadlinesQuerySchema = z.object({
  days: z.coerce
    .number({ error: `Days must be a whole number from 1 to ${UPCOMING_DEADLINE_DAYS_MAX}` })
    .int(`Days must be a whole number from 1 to ${UPCOMING_DEADLINE_DAYS_MAX}`)
    .min(1, `Days must be a whole number from 1 to ${UPCOMING_DEADLINE_DAYS_MAX}`)
    .max(UPCOMING_DEADLINE_DAYS_MAX, `Days must be a whole number from 1 to ${UPCOMING_DEADLINE_DAYS_MAX}`)
    .default(UPCOMING_DEADLINE_DAYS_DEFAULT),
});
export type UpcomingDeadlinesQuery = z.output<typeof upcomingDeadlinesQuerySchema>;

/** `caseNo` is the firm's case number (shown as CASE-0001); `caseNumber` the court or claim number typed in. */
export const upcomingDeadlineSchema = deadlineSchema.extend({
  clientName: z.string(),
  caseNo: z.number().int(),
  caseNumber: z.string().nullable(),
});
export type UpcomingDeadline = z.infer<typeof upcomingDeadlineSchema>;

export const caseWithUnknownDeadlineSchema = z.object({
  caseId: z.string(),
  clientName: z.string(),
  caseNo: z.number().int(),
  caseNumber: z.string().nullable(),
  state: z.string().nullable(),
  incidentDate: z.string().nullable(),
});

export const upcomingDeadlinesResponseSchema = z.object({
  /** Open statute-of-limitations and notice-of-claim deadlines due by `until` (overdue ones included), soonest first. */
  items: z.array(upcomingDeadlineSchema),
  /** More deadlines are due by `until` than the 500 listed. */
  truncated: z.boolean(),
  until: z.string(),
  /** Open cases with no statute-of-limitations date (facts missing or no rule on file), oldest first, at most 100. */
  casesWithoutLimitations: z.array(caseWithUnknownDeadlineSchema),
  casesWithoutLimitationsTotal: z.number().int(),
});
export type UpcomingDeadlinesResponse = z.infer<typeof upcomingDeadlinesResponseSchema>;
