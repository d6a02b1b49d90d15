// Each firm's checklist template per case phase (the tasks a move to that phase offers).
import { z } from 'zod';
import { requiredTextSchema } from '../shared/schema-fields.js';
import { CASE_PHASE_LABELS, CASE_PHASES, casePhaseSchema, type CasePhase } from '../cases/case-phase.js';
import { caseKeepOpenSchema, caseSettlementFactsFields } from '../cases/case-schemas.js';
import { TASK_PRIORITIES, type TaskPriority } from './task-schemas.js';

/** A stage is the case's phase (case-phase.ts): each phase has a checklist the move to it offers. */
export const CASE_STAGES = CASE_PHASES;
export type CaseStage = CasePhase;
export const CASE_STAGE_LABELS = CASE_PHASE_LABELS;

export const caseStageSchema = z.enum(CASE_PHASES, { error: `Stage must be one of ${CASE_PHASES.join(', ')}` });

export const MAX_CHECKLIST_ITEMS = 50;
export const MAX_CHECKLIST_DUE_DAYS = 3650;

export const checklistItemSchema = z.object({
  title: requiredTextSchema({ requiredMessage: 'Title is required', max: 200, tooLongMessage: 'Title is too long' }),
  /** Due this many days after the case enters the stage; null: no due date. */
  dueInDays: z
    .number({ error: `Due in days must be a whole number from 0 to ${MAX_CHECKLIST_DUE_DAYS}` })
    .int(`Due in days must be a whole number from 0 to ${MAX_CHECKLIST_DUE_DAYS}`)
    .min(0, `Due in days must be a whole number from 0 to ${MAX_CHECKLIST_DUE_DAYS}`)
    .max(MAX_CHECKLIST_DUE_DAYS, `Due in days must be a whole number from 0 to ${MAX_CHECKLIST_DUE_DAYS}`)
    .nullable(),
  priority: z.enum(TASK_PRIORITIES, { error: `Priority must be one of ${TASK_PRIORITIES.join(', ')}` }).default('normal'),
});
export type ChecklistItem = z.output<typeof checklistItemSchema>;
export type ChecklistItemInput = z.input<typeof checklistItemSchema>;

export const stageTemplateSchema = z.object({
  stage: caseStageSchema,
  items: z.array(checklistItemSchema).max(MAX_CHECKLIST_ITEMS, `At most ${MAX_CHECKLIST_ITEMS} checklist items per stage`),
});
export type StageTemplate = z.output<typeof stageTemplateSchema>;

export const stageTemplatesResponseSchema = z.object({ items: z.array(stageTemplateSchema) });
export type StageTemplatesResponse = z.infer<typeof stageTemplatesResponseSchema>;

/** PUT /api/stage-templates: any of the stages, each replacing that stage's checklist. */
export const stageTemplatesUpdateSchema = z
  .object({ items: z.array(stageTemplateSchema).min(1, 'Send at least one stage').max(CASE_STAGES.length) })
  .refine((value) => new Set(value.items.map((item) => item.stage)).size === value.items.length, {
    message: 'Each stage at most once (items)',
    path: ['items'],
  });
export type StageTemplatesUpdate = z.output<typeof stageTemplatesUpdateSchema>;
export type StageTemplatesUpdateInput = z.input<typeof stageTemplatesUpdateSchema>;

const item = (title: string, dueInDays: number | null, priority: TaskPriority = 'normal'): ChecklistItem => ({
  title,
  dueInDays,
  priority,
});

/** What every firm starts with (a firm's saved checklist for a stage replaces its default). */
export const DEFAULT_STAGE_CHECKLISTS: Record<CaseStage, ChecklistItem[]> = {
  intake: [
    item('Sign retainer agreement', 1, 'high'),
    item('Send letters of representation to insurers', 3, 'high'),
    item('Request police or incident report', 7),
    item('Collect photos and witness details', 7),
  ],
  treating: [item('Check in with the client on treatment', 14), item('Request medical records and bills as treatment ends', 30)],
  demand: [
    item('Compile medical records and bills', 7, 'high'),
    item('Draft the demand letter', 14, 'high'),
    item('Send the demand package', 21, 'high'),
  ],
  negotiation: [item('Log every offer and counter-offer', 7), item('Review the offer with the client', 10, 'high')],
  litigation: [
    item('File the complaint before the statute of limitations', 7, 'urgent'),
    item('Serve the defendants', 30, 'high'),
    item('Calendar the discovery deadlines', 14, 'high'),
  ],
  settled: [
    item('Get the release signed', 7, 'high'),
    item('Resolve medical liens', 30, 'high'),
    item('Disburse the settlement funds', 45, 'high'),
  ],
  closed: [item('Send the closing letter to the client', 7), item('Archive the file', 30, 'low')],
};

export const caseStageUpdateSchema = z.object({
  stage: caseStageSchema,
  /** Indexes in the stage's checklist of the tasks to create with the move. */
  checklistItems: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(MAX_CHECKLIST_ITEMS - 1),
    )
    .max(MAX_CHECKLIST_ITEMS)
    .optional()
    .default([]),
  /** Who the created tasks go to (a user of the firm); default the caller. */
  assigneeId: z.string().trim().min(1).max(100).nullable().optional(),
  /** A move to settled or closed ends the case's work as the phase selector does: these stay open. */
  keepOpen: caseKeepOpenSchema.optional(),
  /** A move to settled sends what the case settled for and when, saved in the same change, as the phase selector does. */
  ...caseSettlementFactsFields,
});
export type CaseStageUpdate = z.output<typeof caseStageUpdateSchema>;
export type CaseStageUpdateInput = z.input<typeof caseStageUpdateSchema>;

export const caseStageResponseSchema = z.object({
  caseId: z.string(),
  phase: casePhaseSchema,
  /** Deprecated, for one release: the phase under the checklists' old name. */
  stage: caseStageSchema,
  createdTaskIds: z.array(z.string()),
});
export type CaseStageResponse = z.infer<typeof caseStageResponseSchema>;
