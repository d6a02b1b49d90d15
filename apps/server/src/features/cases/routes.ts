// /api/cases: thin routes over the case service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  caseCreateRequestSchema,
  caseDetailResponseSchema,
  caseHistoryResponseSchema,
  caseListQuerySchema,
  caseListResponseSchema,
  caseSchema,
  caseStatusUpdateSchema,
  caseUpdateSchema,
} from '@casecast/domain';
import type { CallerResolver } from '../../http/caller.js';
import * as service from './service.js';
import type { Actor, CaseDatabase } from './tables.js';

export const idParam = z.object({ id: z.string().min(1).max(100) });
export const caseIdParam = z.object({ caseId: z.string().min(1).max(100) });

export type CaseRouteDeps = { db: Kysely<CaseDatabase>; callers: CallerResolver };

/** The signed-in member as the services see them: their firm scopes every query and signs every change. */
export async function requireActor(callers: CallerResolver, request: FastifyRequest): Promise<Actor> {
  const caller = await callers.requireFirmCaller(request);
  return { firmId: caller.firm.firmId, userId: caller.user.id, userName: caller.user.name };
}

export async function registerCaseRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cases'];

  typed.get(
    '/api/cases',
    { schema: { tags, summary: 'Cases: search, status filter, sort, pages', querystring: caseListQuerySchema, response: { 200: caseListResponseSchema } } },
    async (request) => service.listCases(db, await requireActor(callers, request), request.query),
  );

  typed.post('/api/cases', { schema: { tags, summary: 'Create a case, with its injuries, treatments and notes if given: all or nothing', body: caseCreateRequestSchema, response: { 201: caseSchema } } }, async (request, reply) => {
    const created = await service.createCase(db, await requireActor(callers, request), request.body);
    return reply.status(201).send(created);
  });

  typed.get(
    '/api/cases/:id',
    { schema: { tags, summary: 'A case with injuries, treatments, notes and its timeline', params: idParam, response: { 200: caseDetailResponseSchema } } },
    async (request) => service.getCaseDetail(db, await requireActor(callers, request), request.params.id),
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
