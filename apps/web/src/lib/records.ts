// The web client of any record kind defined in packages/domain (defineRecordKind): list, create, update and remove at
// the kind's path, every answer parsed through the kind's own schemas.
import type { RecordKind } from '@casecast/domain';
import type { z } from 'zod';
import { api, type SeenVersion } from './api';

function client<K extends RecordKind>(kind: K) {
  type Item = z.output<K['schema']>;
  type Create = z.input<K['createSchema']>;
  type Update = z.input<K['updateSchema']>;
  const parseItem = (body: unknown) => kind.schema.parse(body) as Item;
  // A treatment's create answers { data: record } (kind.createdAs).
  const parseCreated = (body: unknown) => parseItem(kind.createdAs === 'data' ? (body as { data?: unknown } | null)?.data : body);
  /** `base` serves the list and adds; `itemBase` (default: `base`) changes and removes (a flat kind's /api/<path>). */
  return (base: string, itemBase = base) => {
    const itemPath = (id: string) => `${itemBase}/${encodeURIComponent(id)}`;
    return {
      list: async (query?: Readonly<Record<string, string>>) => {
        const search = query ? `?${new URLSearchParams(query).toString()}` : '';
        return (kind.listSchema.parse(await api.get<unknown>(`${base}${search}`)) as { items: Item[] }).items;
      },
      create: async (input: Create) => parseCreated(await api.post<unknown>(base, input)),
      update: async (id: string, input: Update, seen?: SeenVersion) => parseItem(await api.patch<unknown>(itemPath(id), input, seen)),
      remove: (id: string, seen?: SeenVersion) => api.delete<unknown>(itemPath(id), seen),
    };
  };
}

/** A kind that hangs off a case: every call names the case (a flat kind's changes and removals need only the id). */
export function caseRecordClient<K extends RecordKind<RecordKind['fields'], 'case'>>(kind: K) {
  const at = client(kind);
  const of = (caseId: string) =>
    at(`/api/cases/${encodeURIComponent(caseId)}/${kind.path}`, kind.flatItems ? `/api/${kind.path}` : undefined);
  return {
    path: kind.path,
    list: (caseId: string) => of(caseId).list(),
    create: (caseId: string, input: z.input<K['createSchema']>) => of(caseId).create(input),
    update: (caseId: string, id: string, input: z.input<K['updateSchema']>, seen?: SeenVersion) => of(caseId).update(id, input, seen),
    remove: (caseId: string, id: string, seen?: SeenVersion) => of(caseId).remove(id, seen),
  };
}

/** A firm's own kind (contacts, events): at /api/<path>. */
export function firmRecordClient<K extends RecordKind<RecordKind['fields'], 'firm'>>(kind: K) {
  return { path: kind.path, ...client(kind)(`/api/${kind.path}`) };
}
