// The four endpoints of a record kind (list, add, change, remove), derived from its definition: the server registers
// its routes from them and the web client calls them, so a kind's paths and shapes are written down once.
import { z } from 'zod';
import { defineEndpoint, type Endpoint, type pathIdSchema } from './endpoint.js';
import type { RecordKind, RecordScope } from './record-kind.js';

type PathId = typeof pathIdSchema;

/** Where the list is read and records are added: under the case, or the firm's own path. */
type ListPath<Scope extends RecordScope> = Scope extends 'case' ? `/api/cases/:caseId/${string}` : `/api/${string}`;
type ListParams<Scope extends RecordScope> = Scope extends 'case' ? z.ZodObject<{ caseId: PathId }> : z.ZodObject<Record<never, never>>;

/** Where one record is changed and removed: under its case, or (a flat case kind, a firm kind) at /api/<path>/:itemId. */
type ItemPath<Scope extends RecordScope> = Scope extends 'case'
  ? `/api/cases/:caseId/${string}/:itemId` | `/api/${string}/:itemId`
  : `/api/${string}/:itemId`;
type ItemParams<Scope extends RecordScope> = Scope extends 'case'
  ? z.ZodObject<{ caseId: PathId; itemId: PathId }> | z.ZodObject<{ itemId: PathId }>
  : z.ZodObject<{ itemId: PathId }>;

/** What adding one answers: the record, or `{ data: record }` for a kind with `createdAs: 'data'`. */
type CreatedSchema<K extends RecordKind> = K['schema'] | z.ZodObject<{ data: K['schema'] }>;

export type RecordEndpoints<K extends RecordKind> = {
  readonly list: Endpoint<'GET', ListPath<K['scope']>, ListParams<K['scope']>, undefined, undefined, K['listSchema']>;
  readonly create: Endpoint<'POST', ListPath<K['scope']>, ListParams<K['scope']>, undefined, K['createSchema'], CreatedSchema<K>>;
  readonly update: Endpoint<'PATCH', ItemPath<K['scope']>, ItemParams<K['scope']>, undefined, K['updateSchema'], K['schema']>;
  readonly remove: Endpoint<'DELETE', ItemPath<K['scope']>, ItemParams<K['scope']>, undefined, undefined, undefined>;
};

/**
 * The endpoints of a kind: a case kind at /api/cases/:caseId/<path> (a flat one's records changed at
 * /api/<path>/:itemId), a firm kind at /api/<path>. `tags` groups them in the OpenAPI document (default: the path);
 * only the server's matter, the web client calls the same paths whatever they are.
 */
export function recordEndpoints<K extends RecordKind>(kind: K, tags: readonly string[] = [kind.path]): RecordEndpoints<K> {
  const onCase = kind.scope === 'case';
  const base = onCase ? `/api/cases/:caseId/${kind.path}` : `/api/${kind.path}`;
  const itemBase = onCase && !kind.flatItems ? base : `/api/${kind.path}`;
  const created = kind.createdAs === 'data' ? z.object({ data: kind.schema }) : kind.schema;
  const endpoints = {
    list: defineEndpoint({
      method: 'GET',
      path: base,
      tags,
      summary: `The ${kind.noun} records${onCase ? ' of a case' : ''}`,
      response: kind.listSchema,
    }),
    create: defineEndpoint({
      method: 'POST',
      path: base,
      tags,
      summary: `Add a ${kind.noun}${onCase ? ' to a case' : ''}`,
      body: kind.createSchema,
      response: created,
      status: 201,
    }),
    update: defineEndpoint({
      method: 'PATCH',
      path: `${itemBase}/:itemId`,
      tags,
      summary: `Change the given fields of a ${kind.noun}`,
      body: kind.updateSchema,
      response: kind.schema,
    }),
    remove: defineEndpoint({ method: 'DELETE', path: `${itemBase}/:itemId`, tags, summary: `Remove a ${kind.noun}` }),
  };
  // The paths are built from the kind's `path` at run time; the types say which params each one names.
  return endpoints as unknown as RecordEndpoints<K>;
}
