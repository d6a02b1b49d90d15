// The communications log: GET (newest first, with contacts and attachments), POST, PATCH /:itemId and DELETE /:itemId
// at /api/cases/:caseId/communications from the communication kind's definition, and a contact's communications at
// GET /api/contacts/:itemId/communications.
import { communicationEndpoints as endpoints } from '@casecast/domain';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { registerRecordRoutes, type RecordRouteDeps } from '../records/routes.js';
import * as service from './service.js';

export async function registerCommunicationRoutes(app: FastifyInstance, deps: RecordRouteDeps) {
  const { db, callers } = deps;
  registerRecordRoutes(app, deps, service.communications, { tags: ['communications'], ownList: true });
  registerEndpoint(app, endpoints.listForCase, async (request) =>
    service.listCaseCommunications(db, await requireActor(callers, request), request.params.caseId),
  );
  registerEndpoint(app, endpoints.listForContact, async (request) =>
    service.listContactCommunications(db, await requireActor(callers, request), request.params.itemId),
  );
}
