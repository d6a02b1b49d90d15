// Optimistic concurrency over HTTP: every response that returns a record carries its `ETag`, and a change or removal
// sent with `If-Match` goes ahead only while the record is still the version the caller saw (else 412, nothing saved).
import { entityTag, ifMatchAccepts, recordEtag } from '@casecast/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.js';

/** The `If-Match` a client sent, or undefined when it sent none (the change then applies to whatever is current). */
export type IfMatch = string | undefined;

const MAX_IF_MATCH_LENGTH = 1000;

export const preconditionFailed = () =>
  new AppError(
    412,
    'PRECONDITION_FAILED',
    'Someone else changed this record after you opened it. Reload to see their change, then try again.',
  );

/** The request's `If-Match` header: one value, bounded, or a 400. */
export function ifMatchOf(request: FastifyRequest): IfMatch {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header.join(', ') : header;
  if (value.length > MAX_IF_MATCH_LENGTH || value.trim() === '')
    throw badRequest('If-Match must be an entity tag from an ETag header', 'VALIDATION_ERROR');
  return value;
}

/** Refuses (412) a change whose `If-Match` no longer names the record's current version. */
export function assertUnchanged(ifMatch: IfMatch, current: { readonly updatedAt: string } | string): void {
  if (ifMatch === undefined) return;
  const tag = typeof current === 'string' ? entityTag(current) : recordEtag(current);
  if (!ifMatchAccepts(ifMatch, tag)) throw preconditionFailed();
}

function recordIn(payload: unknown): { updatedAt: string } | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const candidate =
    'data' in payload && payload.data && typeof payload.data === 'object' && !Array.isArray(payload.data) ? payload.data : payload;
  const fields = candidate as { id?: unknown; updatedAt?: unknown };
  return typeof fields.id === 'string' && typeof fields.updatedAt === 'string' ? { updatedAt: fields.updatedAt } : undefined;
}

/** Adds the `ETag` of the record a JSON response returns (as itself or as `{ data }`), unless the route set one. */
export function registerRecordEtags(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode >= 300 || reply.hasHeader('etag')) return payload;
    const record = recordIn(payload);
    if (record) reply.header('etag', recordEtag(record));
    return payload;
  });
}
