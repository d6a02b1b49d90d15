// The tasks API: the firm's tasks, a task made from a deadline, and the checklist each case stage starts with.
import { defineEndpoint } from '../shared/endpoint.js';
import { stageTemplatesResponseSchema, stageTemplatesUpdateSchema } from './stages.js';
import {
  deadlineTaskCreateSchema,
  taskCreateSchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskSchema,
  taskUpdateSchema,
} from './task-schemas.js';

const tags = ['tasks'];

export const taskEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/tasks',
    tags,
    summary: "The firm's tasks, soonest due first (filters: caseId, assigneeId, status, due from/to)",
    query: taskListQuerySchema,
    response: taskListResponseSchema,
  }),
  get: defineEndpoint({ method: 'GET', path: '/api/tasks/:id', tags, summary: 'One task', response: taskSchema }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/tasks',
    tags,
    summary: 'Add a task (case and assignee optional)',
    body: taskCreateSchema,
    response: taskSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/tasks/:id',
    tags,
    summary: 'Change a task; status done records who and when',
    body: taskUpdateSchema,
    response: taskSchema,
  }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/tasks/:id', tags, summary: 'Delete a task' }),
  fromDeadline: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/deadlines/:deadlineId/tasks',
    tags,
    summary: 'Add a task due before a deadline (by default two weeks before it, assigned to the caller)',
    body: deadlineTaskCreateSchema,
    response: taskSchema,
    status: 201,
  }),
  stageTemplates: defineEndpoint({
    method: 'GET',
    path: '/api/stage-templates',
    tags,
    summary: "The firm's checklist per case stage",
    response: stageTemplatesResponseSchema,
  }),
  saveStageTemplates: defineEndpoint({
    method: 'PUT',
    path: '/api/stage-templates',
    tags,
    summary: 'Replace the checklists of the stages sent (owners)',
    body: stageTemplatesUpdateSchema,
    response: stageTemplatesResponseSchema,
  }),
};
