// /api/cases: thin routes over the case service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  caseHistoryResponseSchema,
  caseListQuerySchema,
  caseListResponseSchema,
  caseSchema,
  caseStatusUpdateSchema,
  caseUpdateSchema,
} from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { idParam } from '../../http/params.js';
import * as service from './service.js';
import type { CaseDatabase } from '../../db/case-tables.js';

export type CaseRouteDeps = { db: Kysely<CaseDatabase>; callers: CallerResolver };

export async function registerCaseRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cases'];

  typed.get(
    '/api/cases',
    { schema: { tags, summary: 'Cases: search, status filter, sort, pages', querystring: caseListQuerySchema, response: { 200: caseListResponseSchema } } },
    async (request) => service.listCases(db, await requireActor(callers, request), request.query),
  );

  typed.patch(
    '/api/cases/:id',
    { schema: { tags, summary: 'Change the given fields of a case', params: idParam, body: caseUpdateSchema, response: { 200: caseSchema } } },
    async (request) => service.updateCase(db, await requireActor(callers, request), request.params.id, request.body),
  );

  typed.patch(
    '/api/cases/:id/status',
    { schema: { tags, summary: "Change a case's status", params: idParam, body: caseStatusUpdateSchema, response: { 200: caseSchema } } },
    async (request) => service.updateCase(db, await requireActor(callers, request), request.params.id, { status: request.body.status }),
  );

  typed.delete('/api/cases/:id', { schema: { tags, summary: 'Delete a case with its injuries, treatments and notes', params: idParam } }, async (request, reply) => {
    await service.deleteCase(db, await requireActor(callers, request), request.params.id);
    return reply.status(204).send();
  });

  typed.get(
    '/api/cases/:id/history',
    { schema: { tags, summary: "The case's audit log, newest first", params: idParam, response: { 200: caseHistoryResponseSchema } } },
    async (request) => ({ items: await service.getCaseHistory(db, await requireActor(callers, request), request.params.id) }),
  );
}
