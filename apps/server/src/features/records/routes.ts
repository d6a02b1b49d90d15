// GET (list), POST, PATCH /:itemId and DELETE /:itemId of any record kind defined in packages/domain, registered from
// the endpoints its definition gives (recordEndpoints): /api/cases/:caseId/<path> for a kind that hangs off a case and
// /api/<path> for a firm's own records.
import { recordEndpoints } from '@casecast/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import type { CaseDatabase } from '../../db/case-tables.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { ifMatchOf } from '../../http/preconditions.js';
import type { RecordOperations } from './service.js';

export type RecordRouteDeps = { db: Kysely<CaseDatabase>; callers: CallerResolver };

/** The case a route's params name: none for a firm kind, nor for a flat case kind's item routes (the record says). */
const caseIdOf = (params: object) => ('caseId' in params && typeof params.caseId === 'string' ? params.caseId : null);

/** Registers the four routes of one kind; `tags` groups them in the OpenAPI document. */
export function registerRecordRoutes<Item extends { id: string; updatedAt: string }, Create extends object, Update extends object>(
  app: FastifyInstance,
  deps: RecordRouteDeps,
  operations: RecordOperations<Item, Create, Update>,
  {
    tags,
    ownList = false,
  }: { tags: string[]; /** The feature registers its own GET of the list (a search, a filter). */ ownList?: boolean },
) {
  const { db, callers } = deps;
  const { kind } = operations;
  const endpoints = recordEndpoints(kind, tags);

  if (!ownList)
    registerEndpoint(app, endpoints.list, async (request) => ({
      items: await operations.list(db, await requireActor(callers, request), caseIdOf(request.params)),
    }));

  registerEndpoint(app, endpoints.create, async (request) => {
    const actor = await requireActor(callers, request);
    const created = await operations.create(db, actor, caseIdOf(request.params), request.body as Create);
    return kind.createdAs === 'data' ? { data: created } : created;
  });

  registerEndpoint(app, endpoints.update, async (request) => {
    const actor = await requireActor(callers, request);
    const { itemId } = request.params;
    return operations.update(db, actor, caseIdOf(request.params), itemId, request.body as Update, ifMatchOf(request));
  });

  registerEndpoint(app, endpoints.remove, async (request) => {
    const actor = await requireActor(callers, request);
    await operations.remove(db, actor, caseIdOf(request.params), request.params.itemId, ifMatchOf(request));
  });
}
