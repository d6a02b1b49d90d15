// The routes that change a case: PATCH /api/cases/:id, /api/cases/:id/status and PUT /api/cases/:id/stage. Here
// rather than in cases, because ending a case also closes its deadlines and tasks, which hang off the case.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { caseSchema, caseStageResponseSchema, caseStageUpdateSchema, caseStatusUpdateSchema, caseUpdateSchema } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { caseIdParam, idParam } from '../../http/params.js';
import { ifMatchOf } from '../../http/preconditions.js';
import { changeCase, moveCaseToStage } from './service.js';
import type { Database } from '../../db/schema.js';

export async function registerCaseLifecycleRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; callers: CallerResolver }) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cases'];

  typed.patch(
    '/api/cases/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a case; a phase of settled or closed closes its open deadlines and tasks',
        params: idParam,
        body: caseUpdateSchema,
        response: { 200: caseSchema },
      },
    },
    async (request) => changeCase(db, await requireActor(callers, request), request.params.id, request.body, ifMatchOf(request)),
  );

  typed.patch(
    '/api/cases/:id/status',
    {
      schema: {
        tags,
        summary:
          "Change a case's phase (or, for one release, its old status word); settling or closing it closes its open deadlines and tasks, except those in keepOpen",
        params: idParam,
        body: caseStatusUpdateSchema,
        response: { 200: caseSchema },
      },
    },
    async (request) => {
      const { keepOpen, ...patch } = request.body;
      return changeCase(db, await requireActor(callers, request), request.params.id, patch, ifMatchOf(request), keepOpen);
    },
  );

  typed.put(
    '/api/cases/:caseId/stage',
    {
      schema: {
        tags: ['tasks'],
        summary:
          "Move a case to a phase and create the chosen tasks of that phase's checklist; settling or closing it closes its open deadlines and tasks first",
        params: caseIdParam,
        body: caseStageUpdateSchema,
        response: { 200: caseStageResponseSchema },
      },
    },
    async (request) => moveCaseToStage(db, await requireActor(callers, request), request.params.caseId, request.body),
  );
}
