// /api/cases/:caseId/parties: thin routes over the party service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partyCreateSchema, partyListResponseSchema, partySchema, partyUpdateSchema } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { caseIdParam } from '../../http/params.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import * as service from './service.js';
import { requirePermission } from '../../http/permissions.js';
import { ifMatchOf } from '../../http/preconditions.js';

const partyParams = caseIdParam.extend({ partyId: z.string().min(1).max(100) });

export async function registerPartyRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['parties'];

  typed.get(
    '/api/cases/:caseId/parties',
    {
      schema: {
        tags,
        summary: "A case's parties (client, defendants, witnesses)",
        params: caseIdParam,
        response: { 200: partyListResponseSchema },
      },
    },
    async (request) => ({ items: await service.listParties(db, await requireActor(callers, request), request.params.caseId) }),
  );

  typed.post(
    '/api/cases/:caseId/parties',
    {
      schema: {
        tags,
        summary: 'Add a party to a case (a government defendant adds the notice-of-claim deadline)',
        params: caseIdParam,
        body: partyCreateSchema,
        response: { 201: partySchema },
      },
    },
    async (request, reply) => {
      const created = await service.createParty(db, await requireActor(callers, request), request.params.caseId, request.body);
      return reply.status(201).send(created);
    },
  );

  typed.patch(
    '/api/cases/:caseId/parties/:partyId',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a party',
        params: partyParams,
        body: partyUpdateSchema,
        response: { 200: partySchema },
      },
    },
    async (request) =>
      service.updateParty(
        db,
        await requireActor(callers, request),
        request.params.caseId,
        request.params.partyId,
        request.body,
        ifMatchOf(request),
      ),
  );

  typed.delete(
    '/api/cases/:caseId/parties/:partyId',
    { schema: { tags, summary: 'Remove a party from a case', params: partyParams } },
    async (request, reply) => {
      const actor = await requireActor(callers, request);
      requirePermission(actor, 'party.delete');
      await service.deleteParty(db, actor, request.params.caseId, request.params.partyId, ifMatchOf(request));
      return reply.status(204).send();
    },
  );
}
