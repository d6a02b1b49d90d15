// The firm's contact directory: GET /api/contacts (searched by name, organization, email or phone, and by kind),
// POST, PATCH /:itemId and DELETE /:itemId from the contact kind's definition; and PUT /api/cases/:caseId/client-contact.
import { caseClientContactInputSchema, contactKind, contactListQuerySchema, contactListResponseSchema } from '@casecast/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../auth/caller.js';
import { caseIdParam } from '../../http/params.js';
import { registerRecordRoutes, type RecordRouteDeps } from '../records/routes.js';
import * as service from './service.js';

export async function registerContactRoutes(app: FastifyInstance, deps: RecordRouteDeps) {
  const tags = ['contacts'];
  registerRecordRoutes(app, deps, service.contacts, { tags, ownList: true });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/contacts',
    {
      schema: {
        tags,
        summary: "The firm's contacts, by name; `q` searches name, organization, email and phone",
        querystring: contactListQuerySchema,
        response: { 200: contactListResponseSchema },
      },
    },
    async (request) => service.listContacts(deps.db, await requireActor(deps.callers, request), request.query),
  );
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/cases/:caseId/client-contact',
    {
      schema: {
        tags,
        summary: "Name the directory contact who is the case's client (null for none); answers the contact",
        params: caseIdParam,
        body: caseClientContactInputSchema,
        response: { 200: contactKind.schema.nullable() },
      },
    },
    async (request) => service.setClientContact(deps.db, await requireActor(deps.callers, request), request.params.caseId, request.body),
  );
}
