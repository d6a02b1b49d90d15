// The firm's contact directory: GET /api/contacts (searched by name, organization, email or phone, and by kind),
// POST, PATCH /:itemId and DELETE /:itemId from the contact kind's definition; and PUT /api/cases/:caseId/client-contact.
import { contactEndpoints as endpoints } from '@casecast/domain';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { registerRecordRoutes, type RecordRouteDeps } from '../records/routes.js';
import * as service from './service.js';

export async function registerContactRoutes(app: FastifyInstance, deps: RecordRouteDeps) {
  const { db, callers } = deps;
  registerRecordRoutes(app, deps, service.contacts, { tags: ['contacts'], ownList: true });
  registerEndpoint(app, endpoints.search, async (request) => service.listContacts(db, await requireActor(callers, request), request.query));
  registerEndpoint(app, endpoints.setClientContact, async (request) =>
    service.setClientContact(db, await requireActor(callers, request), request.params.caseId, request.body),
  );
}
