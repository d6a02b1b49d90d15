// /api/attorneys: thin routes over the attorney service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attorneyDetailSchema, attorneyListResponseSchema } from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import type { Kysely } from 'kysely';
import * as service from './service.js';
import type { Database } from '../../db/schema.js';

const idParam = z.object({ id: z.string().min(1).max(100) });

export async function registerAttorneyRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; callers: CallerResolver }) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['attorneys'];

  typed.get(
    '/api/attorneys',
    { schema: { tags, summary: "The firm's attorneys", response: { 200: attorneyListResponseSchema } } },
    async (request) => {
      const { firm } = await callers.requireFirmCaller(request);
      return { items: await service.listAttorneys(db, firm.firmId) };
    },
  );

  typed.get(
    '/api/attorneys/:id',
    { schema: { tags, summary: 'One attorney', params: idParam, response: { 200: attorneyDetailSchema } } },
    async (request) => {
      const { firm } = await callers.requireFirmCaller(request);
      return service.getAttorney(db, firm.firmId, request.params.id);
    },
  );
}
