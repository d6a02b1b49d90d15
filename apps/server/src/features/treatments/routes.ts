// /api/cases/:caseId/treatments and /api/treatments/:id: thin routes over the treatment service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { treatmentCreateSchema, treatmentSchema, treatmentUpdateSchema } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { caseIdParam, idParam } from '../../http/params.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import * as service from './service.js';
import { ifMatchOf } from '../../http/preconditions.js';

export async function registerTreatmentRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['treatments'];

  typed.get(
    '/api/cases/:caseId/treatments',
    {
      schema: {
        tags,
        summary: "A case's treatments",
        params: caseIdParam,
        response: { 200: z.object({ items: z.array(treatmentSchema) }) },
      },
    },
    async (request) => ({ items: await service.listTreatments(db, await requireActor(callers, request), request.params.caseId) }),
  );

  typed.post(
    '/api/cases/:caseId/treatments',
    {
      schema: {
        tags,
        summary: 'Add a treatment to a case (answered as { data })',
        params: caseIdParam,
        body: treatmentCreateSchema,
        response: { 201: z.object({ data: treatmentSchema }) },
      },
    },
    async (request, reply) => {
      const created = await service.createTreatment(db, await requireActor(callers, request), request.params.caseId, request.body);
      return reply.status(201).send({ data: created });
    },
  );

  typed.patch(
    '/api/treatments/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a treatment',
        params: idParam,
        body: treatmentUpdateSchema,
        response: { 200: treatmentSchema },
      },
    },
    async (request) =>
      service.updateTreatment(db, await requireActor(callers, request), request.params.id, request.body, ifMatchOf(request)),
  );

  typed.delete('/api/treatments/:id', { schema: { tags, summary: 'Remove a treatment', params: idParam } }, async (request, reply) => {
    await service.deleteTreatment(db, await requireActor(callers, request), request.params.id, ifMatchOf(request));
    return reply.status(204).send();
  });
}
