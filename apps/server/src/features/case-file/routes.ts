// POST /api/cases and GET /api/cases/:id: the case file (the case with its parts and timeline).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caseCreateRequestSchema, caseDetailResponseSchema, caseSchema } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { idParam } from '../../http/params.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import { createCaseFile, getCaseFile } from './service.js';

export async function registerCaseFileRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/cases',
    {
      schema: {
        tags: ['cases'],
        summary: 'Create a case, with its injuries, treatments and notes if given: all or nothing',
        body: caseCreateRequestSchema,
        response: { 201: caseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createCaseFile(db, await requireActor(callers, request), request.body)),
  );
  typed.get(
    '/api/cases/:id',
    {
      schema: {
        tags: ['cases'],
        summary: 'A case with injuries, treatments, notes and its timeline',
        params: idParam,
        response: { 200: caseDetailResponseSchema },
      },
    },
    async (request) => getCaseFile(db, await requireActor(callers, request), request.params.id),
  );
}
