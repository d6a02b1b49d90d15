// /api/tasks, /api/cases/:caseId/deadlines/:deadlineId/tasks and /api/stage-templates (a case's move to a stage is
// in case-lifecycle, since settling or closing it closes its deadlines and tasks).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deadlineTaskCreateSchema,
  stageTemplatesResponseSchema,
  stageTemplatesUpdateSchema,
  taskCreateSchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskSchema,
  taskUpdateSchema,
} from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { caseIdParam, idParam } from '../../http/params.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import * as service from './service.js';
import { ifMatchOf } from '../../http/preconditions.js';

const deadlineParams = caseIdParam.extend({ deadlineId: z.string().min(1).max(100) });

export async function registerTaskRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tasks'];

  typed.get(
    '/api/tasks',
    {
      schema: {
        tags,
        summary: "The firm's tasks, soonest due first (filters: caseId, assigneeId, status, due from/to)",
        querystring: taskListQuerySchema,
        response: { 200: taskListResponseSchema },
      },
    },
    async (request) => service.listTasks(db, await requireActor(callers, request), request.query),
  );

  typed.get('/api/tasks/:id', { schema: { tags, summary: 'One task', params: idParam, response: { 200: taskSchema } } }, async (request) =>
    service.getTask(db, await requireActor(callers, request), request.params.id),
  );

  typed.post(
    '/api/tasks',
    { schema: { tags, summary: 'Add a task (case and assignee optional)', body: taskCreateSchema, response: { 201: taskSchema } } },
    async (request, reply) => {
      const created = await service.createTask(db, await requireActor(callers, request), request.body);
      return reply.status(201).send(created);
    },
  );

  typed.patch(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Change a task; status done records who and when',
        params: idParam,
        body: taskUpdateSchema,
        response: { 200: taskSchema },
      },
    },
    async (request) => service.updateTask(db, await requireActor(callers, request), request.params.id, request.body, ifMatchOf(request)),
  );

  typed.delete('/api/tasks/:id', { schema: { tags, summary: 'Delete a task', params: idParam } }, async (request, reply) => {
    await service.deleteTask(db, await requireActor(callers, request), request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });

  typed.post(
    '/api/cases/:caseId/deadlines/:deadlineId/tasks',
    {
      schema: {
        tags,
        summary: 'Add a task due before a deadline (by default two weeks before it, assigned to the caller)',
        params: deadlineParams,
        body: deadlineTaskCreateSchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => {
      const created = await service.createTaskFromDeadline(
        db,
        await requireActor(callers, request),
        request.params.caseId,
        request.params.deadlineId,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  typed.get(
    '/api/stage-templates',
    { schema: { tags, summary: "The firm's checklist per case stage", response: { 200: stageTemplatesResponseSchema } } },
    async (request) => ({
      items: await service.listStageTemplates(db, await requireActor(callers, request)),
    }),
  );

  typed.put(
    '/api/stage-templates',
    {
      schema: {
        tags,
        summary: 'Replace the checklists of the stages sent (owners)',
        body: stageTemplatesUpdateSchema,
        response: { 200: stageTemplatesResponseSchema },
      },
    },
    async (request) => ({ items: await service.updateStageTemplates(db, await requireActor(callers, request), request.body) }),
  );
}
