// The web client of any record kind defined in packages/domain (defineRecordKind): list, create, update and remove
// through the endpoints its definition gives (recordEndpoints), every answer parsed through the kind's own schemas.
import { recordEndpoints, type RecordKind } from '@casecast/domain';
import type { z } from 'zod';
import { call, type SeenVersion } from './api';

/** The record an add answered: a treatment's create answers { data: record } (kind.createdAs). */
function createdRecord<K extends RecordKind>(kind: K, answer: unknown): z.output<K['schema']> {
  return (kind.createdAs === 'data' ? (answer as { data: unknown }).data : answer) as z.output<K['schema']>;
}

/** A kind that hangs off a case: every call names the case (a flat kind's changes and removals need only the id). */
export function caseRecordClient<K extends RecordKind<RecordKind['fields'], 'case'>>(kind: K) {
  type Item = z.output<K['schema']>;
  // Called as any case kind: TypeScript cannot resolve a call's options for a kind it only knows as `K`.
  const endpoints = recordEndpoints<RecordKind<RecordKind['fields'], 'case'>>(kind);
  // A flat kind's item path names no case: endpointUrl leaves the caseId out.
  const item = (caseId: string, itemId: string) => ({ caseId, itemId });
  return {
    path: kind.path,
    list: async (caseId: string): Promise<Item[]> => (await call(endpoints.list, { params: { caseId } })).items as Item[],
    create: async (caseId: string, input: z.input<K['createSchema']>): Promise<Item> =>
      createdRecord(kind, await call(endpoints.create, { params: { caseId }, body: input })),
    update: async (caseId: string, id: string, input: z.input<K['updateSchema']>, seen?: SeenVersion): Promise<Item> =>
      (await call(endpoints.update, { params: item(caseId, id), body: input, seen })) as Item,
    remove: (caseId: string, id: string, seen?: SeenVersion) => call(endpoints.remove, { params: item(caseId, id), seen }),
  };
}

/** A firm's own kind (contacts, events): at /api/<path>. */
export function firmRecordClient<K extends RecordKind<RecordKind['fields'], 'firm'>>(kind: K) {
  type Item = z.output<K['schema']>;
  const endpoints = recordEndpoints<RecordKind<RecordKind['fields'], 'firm'>>(kind);
  return {
    path: kind.path,
    list: async (): Promise<Item[]> => (await call(endpoints.list)).items as Item[],
    create: async (input: z.input<K['createSchema']>): Promise<Item> => createdRecord(kind, await call(endpoints.create, { body: input })),
    update: async (id: string, input: z.input<K['updateSchema']>, seen?: SeenVersion): Promise<Item> =>
      (await call(endpoints.update, { params: { itemId: id }, body: input, seen })) as Item,
    remove: (id: string, seen?: SeenVersion) => call(endpoints.remove, { params: { itemId: id }, seen }),
  };
}
