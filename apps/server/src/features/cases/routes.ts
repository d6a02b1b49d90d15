// /api/cases: thin routes over the case service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  archivedCaseListSchema,
  caseArchivedResponseSchema,
  caseHistoryResponseSchema,
  caseListQuerySchema,
  caseListResponseSchema,
  caseSchema,
} from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { idParam } from '../../http/params.js';
import * as service from './service.js';
import { ifMatchOf } from '../../http/preconditions.js';
import type { Database } from '../../db/schema.js';

export type CaseRouteDeps = { db: Kysely<Database>; callers: CallerResolver };

export async function registerCaseRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cases'];

  typed.get(
    '/api/cases',
    {
      schema: {
        tags,
        summary: 'Cases: search, status filter, sort, pages',
        querystring: caseListQuerySchema,
        response: { 200: caseListResponseSchema },
      },
    },
    async (request) => service.listCases(db, await requireActor(callers, request), request.query),
  );

  typed.delete(
    '/api/cases/:id',
    {
      schema: {
        tags,
        summary:
          'Delete a case with its injuries, treatments and notes (204); a settled case is archived instead (200), kept with its closing statements',
        params: idParam,
        response: { 200: caseArchivedResponseSchema, 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const archived = await service.deleteCase(db, await requireActor(callers, request), request.params.id, ifMatchOf(request));
      return archived ? reply.status(200).send(archived) : reply.status(204).send(null);
    },
  );

  typed.get(
    '/api/cases/archived',
    {
      schema: {
        tags,
        summary: "The firm's archived (settled) cases, most recently archived first",
        response: { 200: archivedCaseListSchema },
      },
    },
    async (request) => service.listArchivedCases(db, await requireActor(callers, request)),
  );

  typed.post(
    '/api/cases/:id/restore',
    {
      schema: {
        tags,
        summary: 'Put an archived case back on the cases list (owners and attorneys)',
        params: idParam,
        body: z.object({}).optional(),
        response: { 200: caseSchema },
      },
    },
    async (request) => service.restoreCase(db, await requireActor(callers, request), request.params.id, ifMatchOf(request)),
  );

  typed.get(
    '/api/cases/:id/history',
    { schema: { tags, summary: "The case's audit log, newest first", params: idParam, response: { 200: caseHistoryResponseSchema } } },
    async (request) => ({ items: await service.getCaseHistory(db, await requireActor(callers, request), request.params.id) }),
  );
}
