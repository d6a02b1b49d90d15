// The routes that change a case: PATCH /api/cases/:id and /api/cases/:id/status. Here rather than in cases,
// because ending a case also closes its deadlines and tasks, which hang off the case.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { caseSchema, caseStatusUpdateSchema, caseUpdateSchema } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { idParam } from '../../http/params.js';
import { ifMatchOf } from '../../http/preconditions.js';
import { changeCase } from './service.js';
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
        summary: 'Change the given fields of a case; a status that ends the case closes its open deadlines and tasks',
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
        summary: "Change a case's status; settling or closing it closes its open deadlines and tasks, except those in keepOpen",
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
}
