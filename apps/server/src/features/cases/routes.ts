// /api/cases: thin routes over the case service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { caseArchivedResponseSchema, caseEndpoints as endpoints } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { idParam } from '../../http/params.js';
import * as service from './service.js';
import { ifMatchOf } from '../../http/preconditions.js';
import type { Database } from '../../db/schema.js';

export type CaseRouteDeps = { db: Kysely<Database>; callers: CallerResolver };

export async function registerCaseRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const actorOf = (request: FastifyRequest) => requireActor(callers, request);

  registerEndpoint(app, endpoints.list, async (request) => service.listCases(db, await actorOf(request), request.query));

  // Not an endpoint of the contract: it has two successes, 204 (deleted) and 200 with the archive (a settled case).
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/cases/:id',
    {
      schema: {
        tags: ['cases'],
        summary:
          'Delete a case with its injuries, treatments and notes (204); a settled case is archived instead (200), kept with its closing statements',
        params: idParam,
        response: { 200: caseArchivedResponseSchema, 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      const archived = await service.deleteCase(db, await actorOf(request), request.params.id, ifMatchOf(request));
      return archived ? reply.status(200).send(archived) : reply.status(204).send(null);
    },
  );

  registerEndpoint(app, endpoints.archived, async (request) => service.listArchivedCases(db, await actorOf(request)));
  registerEndpoint(app, endpoints.restore, async (request) =>
    service.restoreCase(db, await actorOf(request), request.params.id, ifMatchOf(request)),
  );
  registerEndpoint(app, endpoints.history, async (request) => ({
    items: await service.getCaseHistory(db, await actorOf(request), request.params.id),
  }));
}
