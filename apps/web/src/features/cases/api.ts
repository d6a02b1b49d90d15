// Case management calls: the cases list, one case with its injuries, treatments, notes and history, and the hooks over them.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  attorneyEndpoints,
  caseArchivedResponseSchema,
  caseEndpoints,
  caseFileEndpoints,
  caseImportEndpoints,
  caseLifecycleEndpoints,
  caseImportPreviewSchema,
  caseImportResultSchema,
  injuryKind,
  noteKind,
  treatmentKind,
  type CaseImportMapping,
  type CaseCreateRequestInput,
  type CaseListQueryInput,
  type CaseStatusUpdateInput,
  type CaseUpdateInput,
  endpointUrl,
  type EndpointQuery,
  firmTransferEndpoints,
  relatedImportPreviewSchema,
  type CaseImportSource,
  type RelatedImportKind,
  type RelatedImportMapping,
} from '@casecast/domain';
import { api, call, fetchOrNetworkError, readApiError, type SeenVersion } from '../../lib/api';
import { caseRecordClient } from '../../lib/records';

/** A case's injuries, treatments and notes, each over its record kind's client. */
export const injuriesApi = caseRecordClient(injuryKind);
export const treatmentsApi = caseRecordClient(treatmentKind);
export const notesApi = caseRecordClient(noteKind);

/** The list's query without blank values: a blank search or filter asks for nothing. */
function withoutBlanks(query: CaseListQueryInput): CaseListQueryInput {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null && String(value) !== ''));
}

export const caseKeys = {
  all: ['cases'] as const,
  list: (query: CaseListQueryInput) => ['cases', 'list', query] as const,
  detail: (id: string) => ['cases', 'detail', id] as const,
  history: (id: string) => ['cases', 'history', id] as const,
  attorneys: ['attorneys'] as const,
  archived: ['cases', 'archived'] as const,
};

export const casesApi = {
  list: (query: CaseListQueryInput) => call(caseEndpoints.list, { query: withoutBlanks(query) }),
  get: (id: string) => call(caseFileEndpoints.get, { params: { id } }),
  create: (input: CaseCreateRequestInput) => call(caseFileEndpoints.create, { body: input }),
  update: (id: string, input: CaseUpdateInput, seen?: SeenVersion) =>
    call(caseLifecycleEndpoints.update, { params: { id }, body: input, seen }),
  /** A status that ends the case also closes its open deadlines and tasks, except those in keepOpen. */
  updateStatus: (id: string, input: CaseStatusUpdateInput, seen?: SeenVersion) =>
    call(caseLifecycleEndpoints.updateStatus, { params: { id }, body: input, seen }),
  /** Deletes the case, or archives it when it is settled: then the server's answer says so (undefined when deleted). */
  remove: async (id: string, seen?: SeenVersion) => {
    const answer = await api.delete<unknown>(`/api/cases/${encodeURIComponent(id)}`, seen);
    return answer === undefined ? undefined : caseArchivedResponseSchema.parse(answer);
  },
  archived: () => call(caseEndpoints.archived),
  restore: (id: string, seen?: SeenVersion) => call(caseEndpoints.restore, { params: { id }, body: {}, seen }),
  history: async (id: string) => (await call(caseEndpoints.history, { params: { id } })).items,
  attorneys: async () => (await call(attorneyEndpoints.list)).items,
  /** The link that downloads every case matching the list's search, filters and order, as CSV. */
  exportCsvUrl: (query: EndpointQuery<typeof caseImportEndpoints.exportCsv>) =>
    endpointUrl(caseImportEndpoints.exportCsv, {}, withoutBlanks(query)),
  /** The link that downloads every part of every case, with the documents' files, as one ZIP. */
  exportFirmUrl: () => endpointUrl(firmTransferEndpoints.exportFirm, {}, { format: 'zip', files: 'true' }),
  previewImport: async (input: { csv: string; mapping?: CaseImportMapping; source?: CaseImportSource }) =>
    caseImportPreviewSchema.parse(await api.post<unknown>('/api/cases/import/preview', input)),
  importCases: async (input: { csv: string; mapping?: CaseImportMapping; source?: CaseImportSource }) =>
    caseImportResultSchema.parse(await api.post<unknown>('/api/cases/import', input)),
  /** A file of one kind of related records of cases already imported (parties, bills… see RELATED_IMPORT_KINDS), or of contacts. */
  previewRelatedImport: async (input: { csv: string; kind: RelatedImportKind; mapping?: RelatedImportMapping }) =>
    relatedImportPreviewSchema.parse(await api.post<unknown>('/api/cases/import/related/preview', input)),
  importRelated: async (input: { csv: string; kind: RelatedImportKind; mapping?: RelatedImportMapping }) =>
    caseImportResultSchema.parse(await api.post<unknown>('/api/cases/import/related', input)),
  /** A firm export (ZIP or JSON) into this firm, sent as it is. */
  importFirm: async (file: File) => {
    const endpoint = firmTransferEndpoints.importFirm;
    const response = await fetchOrNetworkError(endpointUrl(endpoint), {
      method: endpoint.method,
      credentials: 'same-origin',
      headers: {
        'content-type': file.name.toLowerCase().endsWith('.json') ? 'application/json' : 'application/zip',
        accept: 'application/json',
      },
      body: file,
    });
    if (!response.ok) throw await readApiError(response);
    return endpoint.response.parse(await response.json());
  },
};

export function useCaseList(query: CaseListQueryInput) {
  return useQuery({ queryKey: caseKeys.list(query), queryFn: () => casesApi.list(query), placeholderData: keepPreviousData, retry: false });
}

export function useCaseDetail(id: string) {
  return useQuery({ queryKey: caseKeys.detail(id), queryFn: () => casesApi.get(id), retry: false });
}

export function useCaseHistory(id: string) {
  return useQuery({ queryKey: caseKeys.history(id), queryFn: () => casesApi.history(id), retry: false });
}

export function useAttorneys() {
  return useQuery({ queryKey: caseKeys.attorneys, queryFn: casesApi.attorneys, staleTime: 5 * 60_000, retry: false });
}

/** A mutation on one case's records that refreshes the case, its history and the lists when it lands. */
export function useCaseMutation<TVariables, TResult>(caseId: string, mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: caseKeys.detail(caseId) }),
        queryClient.invalidateQueries({ queryKey: caseKeys.history(caseId) }),
        queryClient.invalidateQueries({ queryKey: ['cases', 'list'] }),
        // The prediction panel says whether the prediction is still current for the facts just changed.
        queryClient.invalidateQueries({ queryKey: ['predictions', 'latest', caseId] }),
        // Ending a case closes its deadlines and tasks, and the calendar and My day show them.
        queryClient.invalidateQueries({ queryKey: ['deadlines'] }),
        queryClient.invalidateQueries({ queryKey: ['tasks'] }),
        queryClient.invalidateQueries({ queryKey: ['calendar'] }),
      ]);
    },
  });
}

export function useArchivedCases() {
  return useQuery({ queryKey: caseKeys.archived, queryFn: casesApi.archived, retry: false });
}
