// GET /api/cases/:id: the case file (the case with its parts and timeline).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caseDetailResponseSchema } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { idParam } from '../../http/params.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import { getCaseFile } from './service.js';

export async function registerCaseFileRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/cases/:id',
    { schema: { tags: ['cases'], summary: 'A case with injuries, treatments, notes and its timeline', params: idParam, response: { 200: caseDetailResponseSchema } } },
    async (request) => getCaseFile(db, await requireActor(callers, request), request.params.id),
  );
}
