// GET (list), POST, PATCH /:id and DELETE /:id of any record kind defined in packages/domain, at
// /api/cases/:caseId/<path> for a kind that hangs off a case and /api/<path> for a firm's own records.
import type { RecordKind } from '@casecast/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import type { CaseDatabase } from '../../db/case-tables.js';
import { caseIdParam } from '../../http/params.js';
import { ifMatchOf } from '../../http/preconditions.js';
import type { Kysely } from 'kysely';
import type { RecordOperations } from './service.js';

const idParam = z.string().min(1).max(100);

export type RecordRouteDeps = { db: Kysely<CaseDatabase>; callers: CallerResolver };

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
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onCase = kind.scope === 'case';
  const base = onCase ? `/api/cases/:caseId/${kind.path}` : `/api/${kind.path}`;
  const listParams = onCase ? caseIdParam : z.object({});
  // A flat case kind's records are changed at /api/<path>/:itemId, their case read from the record.
  const itemsUnderCase = onCase && !kind.flatItems;
  const itemBase = itemsUnderCase ? base : `/api/${kind.path}`;
  const itemParams = itemsUnderCase ? caseIdParam.extend({ itemId: idParam }) : z.object({ itemId: idParam });
  const itemCaseIdOf = (params: unknown) => (itemsUnderCase ? (params as { caseId: string }).caseId : null);
  const where = onCase ? ' of a case' : '';
  const caseIdOf = (params: unknown) => (onCase ? (params as { caseId: string }).caseId : null);
  const schemas = kind as RecordKind;
  const createdSchema = kind.createdAs === 'data' ? z.object({ data: schemas.schema }) : schemas.schema;

  if (!ownList)
    typed.get(
      base,
      { schema: { tags, summary: `The ${kind.noun} records${where}`, params: listParams, response: { 200: schemas.listSchema } } },
      async (request) => ({ items: await operations.list(db, await requireActor(callers, request), caseIdOf(request.params)) }),
    );

  typed.post(
    base,
    {
      schema: {
        tags,
        summary: `Add a ${kind.noun}${onCase ? ' to a case' : ''}`,
        params: listParams,
        body: schemas.createSchema,
        response: { 201: createdSchema },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(callers, request);
      const created = await operations.create(db, actor, caseIdOf(request.params), request.body as Create);
      return reply.status(201).send(kind.createdAs === 'data' ? { data: created } : created);
    },
  );

  typed.patch(
    `${itemBase}/:itemId`,
    {
      schema: {
        tags,
        summary: `Change the given fields of a ${kind.noun}`,
        params: itemParams,
        body: schemas.updateSchema,
        response: { 200: schemas.schema },
      },
    },
    async (request) => {
      const actor = await requireActor(callers, request);
      const { itemId } = request.params as { itemId: string };
      return operations.update(db, actor, itemCaseIdOf(request.params), itemId, request.body as Update, ifMatchOf(request));
    },
  );

  typed.delete(
    `${itemBase}/:itemId`,
    { schema: { tags, summary: `Remove a ${kind.noun}`, params: itemParams } },
    async (request, reply) => {
      const actor = await requireActor(callers, request);
      const { itemId } = request.params as { itemId: string };
      await operations.remove(db, actor, itemCaseIdOf(request.params), itemId, ifMatchOf(request));
      return reply.status(204).send();
    },
  );
}
