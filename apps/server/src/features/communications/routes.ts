// The communications log: GET (newest first, with contacts and attachments), POST, PATCH /:itemId and DELETE /:itemId
// at /api/cases/:caseId/communications from the communication kind's definition, and a contact's communications at
// GET /api/contacts/:itemId/communications.
import { communicationListResponseSchema, contactCommunicationListResponseSchema } from '@casecast/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../auth/caller.js';
import { caseIdParam } from '../../http/params.js';
import { registerRecordRoutes, type RecordRouteDeps } from '../records/routes.js';
import * as service from './service.js';

export async function registerCommunicationRoutes(app: FastifyInstance, deps: RecordRouteDeps) {
  const tags = ['communications'];
  registerRecordRoutes(app, deps, service.communications, { tags, ownList: true });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/cases/:caseId/communications',
    {
      schema: {
        tags,
        summary: 'The communications log of a case, newest first, with each contact and attachment',
        params: caseIdParam,
        response: { 200: communicationListResponseSchema },
      },
    },
    async (request) => service.listCaseCommunications(deps.db, await requireActor(deps.callers, request), request.params.caseId),
  );
  typed.get(
    '/api/contacts/:itemId/communications',
    {
      schema: {
        tags,
        summary: "A contact's communications across the firm's cases, newest first",
        params: z.object({ itemId: z.string().min(1).max(100) }),
        response: { 200: contactCommunicationListResponseSchema },
      },
    },
    async (request) => service.listContactCommunications(deps.db, await requireActor(deps.callers, request), request.params.itemId),
  );
}
