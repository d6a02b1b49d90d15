// /api/firm/activity: a thin route over the audit service (a case's own history is under /api/cases/:id/history).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { firmActivityQuerySchema, firmActivityResponseSchema } from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import * as service from './service.js';
import type { Database } from '../../db/schema.js';

export async function registerAuditRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; callers: CallerResolver }) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/firm/activity',
    {
      schema: {
        tags: ['firm'],
        summary:
          "Changes to the firm's own records (the demand letter template, tasks without a case), newest first, a page at a time (owners)",
        querystring: firmActivityQuerySchema,
        response: { 200: firmActivityResponseSchema },
      },
    },
    async (request) => service.getFirmActivity(db, await requireActor(callers, request), request.query),
  );
}
