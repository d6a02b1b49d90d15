// The API that changes a case: its fields, its phase, and its move to a phase with that phase's checklist. Ending a
// case (settled or closed) also closes its open deadlines and tasks.
import { defineEndpoint } from '../shared/endpoint.js';
import { caseStageResponseSchema, caseStageUpdateSchema } from '../tasks/stages.js';
import { caseSchema, caseStatusUpdateSchema, caseUpdateSchema } from './case-schemas.js';

const tags = ['cases'];

export const caseLifecycleEndpoints = {
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/cases/:id',
    tags,
    summary: 'Change the given fields of a case; a phase of settled or closed closes its open deadlines and tasks',
    body: caseUpdateSchema,
    response: caseSchema,
  }),
  updateStatus: defineEndpoint({
    method: 'PATCH',
    path: '/api/cases/:id/status',
    tags,
    summary:
      "Change a case's phase (or, for one release, its old status word); settling or closing it closes its open deadlines and tasks, except those in keepOpen",
    body: caseStatusUpdateSchema,
    response: caseSchema,
  }),
  // In the tasks group of the OpenAPI document: it is the case page's checklist step.
  moveToStage: defineEndpoint({
    method: 'PUT',
    path: '/api/cases/:caseId/stage',
    tags: ['tasks'],
    summary:
      "Move a case to a phase and create the chosen tasks of that phase's checklist; settling or closing it closes its open deadlines and tasks first",
    body: caseStageUpdateSchema,
    response: caseStageResponseSchema,
  }),
};
