// /api/cases/:caseId/injuries and /api/injuries/:id: thin routes over the injury service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { injuryCreateSchema, injurySchema, injuryUpdateSchema } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { caseIdParam, idParam } from '../../http/params.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import * as service from './service.js';
import { ifMatchOf } from '../../http/preconditions.js';

export async function registerInjuryRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['injuries'];

  typed.get(
    '/api/cases/:caseId/injuries',
    { schema: { tags, summary: "A case's injuries", params: caseIdParam, response: { 200: z.object({ items: z.array(injurySchema) }) } } },
    async (request) => ({ items: await service.listInjuries(db, await requireActor(callers, request), request.params.caseId) }),
  );

  typed.post(
    '/api/cases/:caseId/injuries',
    { schema: { tags, summary: 'Add a injury to a case', params: caseIdParam, body: injuryCreateSchema, response: { 201: injurySchema } } },
    async (request, reply) => {
      const created = await service.createInjury(db, await requireActor(callers, request), request.params.caseId, request.body);
      return reply.status(201).send(created);
    },
  );

  typed.patch(
    '/api/injuries/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a injury',
        params: idParam,
        body: injuryUpdateSchema,
        response: { 200: injurySchema },
      },
    },
    async (request) => service.updateInjury(db, await requireActor(callers, request), request.params.id, request.body, ifMatchOf(request)),
  );

  typed.delete('/api/injuries/:id', { schema: { tags, summary: 'Remove a injury', params: idParam } }, async (request, reply) => {
    await service.deleteInjury(db, await requireActor(callers, request), request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });
}
