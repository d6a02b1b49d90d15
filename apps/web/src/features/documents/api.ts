// Document calls over documentEndpoints: a case's documents, the firm's list, categories, change and delete, and
// uploads with progress (XMLHttpRequest, to the upload endpoint's URL; its answer parsed by the endpoint's schema).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  caseListResponseSchema,
  documentEndpoints as endpoints,
  endpointUrl,
  type CaseDocument,
  type DocumentPatch,
} from '@casecast/domain';
import { api, ApiError, call, type SeenVersion } from '../../lib/api';

export const documentKeys = {
  all: ['documents'] as const,
  forCase: (caseId: string) => ['documents', 'case', caseId] as const,
  firm: (page: number, search: string) => ['documents', 'firm', page, search] as const,
  categories: ['documents', 'categories'] as const,
  uploadCases: (search: string) => ['documents', 'upload-cases', search] as const,
  textSearch: (q: string, caseId: string | null) => ['documents', 'text-search', q, caseId] as const,
};

/** While a listed document waits to be read or is being read for search, its list is asked for again this often. */
const TEXT_STATUS_POLL_MS = 2000;
const isBeingRead = (document: Pick<CaseDocument, 'textIndex'>) =>
  document.textIndex?.status === 'pending' || document.textIndex?.status === 'extracting';

export const documentsApi = {
  listForCase: async (caseId: string) => (await call(endpoints.listForCase, { params: { caseId } })).items,
  listFirm: (page: number, search: string) =>
    call(endpoints.listFirm, { query: { page, pageSize: 25, search: search.trim() || undefined } }),
  /** The first cases by client name matching the search: where an upload from the Documents page goes. */
  uploadCases: async (search: string) => {
    const query = new URLSearchParams({
      sort: 'clientName',
      direction: 'asc',
      pageSize: '10',
      ...(search.trim() ? { search: search.trim() } : {}),
    });
    return caseListResponseSchema.parse(await api.get(`/api/cases?${query}`));
  },
  categories: () => call(endpoints.categories),
  // Adding a category is not an endpoint of the contract: it answers 201 (added) or 200 (there already).
  addCategory: (name: string) => call(endpoints.addCategory, { body: { name } }),
  update: (id: string, patch: DocumentPatch, seen?: SeenVersion) => call(endpoints.update, { params: { id }, body: patch, seen }),
  remove: (id: string, seen?: SeenVersion) => call(endpoints.remove, { params: { id }, seen }),
  /** Pages of the firm's documents (or one case's) holding the words. */
  searchText: (q: string, caseId: string | null) => call(endpoints.searchText, { query: { q, caseId: caseId ?? undefined } }),
  reindex: () => call(endpoints.reindex, { body: {} }),
};

export const downloadUrl = (document: Pick<CaseDocument, 'url'>) => `${document.url}?download=1`;

export type UploadRequest = {
  caseId: string;
  file: File;
  category?: string | undefined;
  description?: string | undefined;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Uploads one file with XMLHttpRequest, whose upload events give real progress (fetch has none).
 * Resolves with the stored document; rejects with an ApiError carrying the server's message.
 */
export function uploadDocument({ caseId, file, category, description, onProgress, signal }: UploadRequest): Promise<CaseDocument> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (category) form.append('category', category);
    if (description) form.append('description', description);
    form.append('files', file, file.name);
    const request = new XMLHttpRequest();
    request.open(endpoints.upload.method, endpointUrl(endpoints.upload, { caseId }));
    request.setRequestHeader('accept', 'application/json');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) {
        const parsed = endpoints.upload.response.safeParse(body);
        const first = parsed.success ? parsed.data.items[0] : undefined;
        if (first) {
          onProgress?.(1);
          resolve(first);
        } else reject(new ApiError(request.status, 'INVALID_RESPONSE', 'The server answered the upload unexpectedly.'));
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      reject(
        new ApiError(
          request.status,
          error?.code ?? 'HTTP_ERROR',
          error?.message ?? (request.status === 413 ? 'The file is too large.' : 'Upload failed'),
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your internet connection and try again.'));
    request.onabort = () => reject(new ApiError(0, 'ABORTED', 'Upload cancelled'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

export function useCaseDocuments(caseId: string) {
  return useQuery({
    queryKey: documentKeys.forCase(caseId),
    queryFn: () => documentsApi.listForCase(caseId),
    enabled: caseId !== '',
    refetchInterval: (query) => (query.state.data?.some(isBeingRead) ? TEXT_STATUS_POLL_MS : false),
  });
}

export function useFirmDocuments(page: number, search: string) {
  return useQuery({
    queryKey: documentKeys.firm(page, search),
    queryFn: () => documentsApi.listFirm(page, search),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isBeingRead) ? TEXT_STATUS_POLL_MS : false),
  });
}

export function useUploadCases(search: string, enabled: boolean) {
  return useQuery({
    queryKey: documentKeys.uploadCases(search),
    queryFn: () => documentsApi.uploadCases(search),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Search inside documents: runs once words are submitted (q non-empty); null caseId searches the whole firm. */
export function useDocumentTextSearch(q: string, caseId: string | null) {
  return useQuery({
    queryKey: documentKeys.textSearch(q, caseId),
    queryFn: () => documentsApi.searchText(q, caseId),
    enabled: q.trim() !== '',
    retry: false,
  });
}

export function useReindexDocuments() {
  const invalidate = useInvalidateDocuments();
  return useMutation({ mutationFn: documentsApi.reindex, onSuccess: () => invalidate() });
}

export function useDocumentCategories() {
  return useQuery({ queryKey: documentKeys.categories, queryFn: documentsApi.categories, staleTime: 60_000 });
}

/** After a document changes: its lists, and the case page (documents and timeline). */
export function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return async (caseId?: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: documentKeys.all }),
      caseId ? queryClient.invalidateQueries({ queryKey: ['cases', 'detail', caseId] }) : Promise.resolve(),
      caseId ? queryClient.invalidateQueries({ queryKey: ['cases', 'history', caseId] }) : Promise.resolve(),
    ]);
  };
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: documentsApi.addCategory,
    onSuccess: (list) => queryClient.setQueryData(documentKeys.categories, list),
  });
}

const PREVIEW_TEXT_LIMIT = 200_000;

/** A text document's content for the in-page preview, through its authorised URL; very long files are cut. */
export function useDocumentText(url: string) {
  return useQuery({
    queryKey: ['document-text', url],
    queryFn: async ({ signal }) => {
      const response = await fetch(url, { credentials: 'same-origin', signal });
      if (!response.ok) throw new ApiError(response.status, 'HTTP_ERROR', 'Preview not available');
      const text = await response.text();
      return text.length > PREVIEW_TEXT_LIMIT ? `${text.slice(0, PREVIEW_TEXT_LIMIT)}\n…` : text;
    },
    retry: false,
    staleTime: Infinity,
  });
}
