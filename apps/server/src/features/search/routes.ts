// /api/search: the global search box's one route, thin over the search service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { globalSearchQuerySchema, globalSearchResponseSchema } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import * as service from './service.js';

export async function registerSearchRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: "Search the firm's cases, parties, claim and policy numbers and notes (q: 2–100 characters; a few results per kind)",
        querystring: globalSearchQuerySchema,
        response: { 200: globalSearchResponseSchema },
      },
    },
    async (request) => service.searchFirm(db, await requireActor(callers, request), request.query),
  );
}
