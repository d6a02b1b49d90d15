// The client portal's API: the client's side (/api/portal, the portal session cookie) and the firm's side of a case
// (/api/cases/:id/portal…, a member's session), with their TanStack Query hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { casePortalSchema, documentUploadResponseSchema, portalCaseSchema, portalMeSchema, type PortalUploadKind } from '@casecast/domain';
import { api, ApiError, fetchOrNetworkError, readApiError } from '../../lib/api';

const enc = encodeURIComponent;

export const portalKeys = {
  me: ['portal', 'me'] as const,
  case: (caseId: string) => ['portal', 'case', caseId] as const,
  firmCase: (caseId: string) => ['case-portal', caseId] as const,
};

// ---- the client's side ----

/** The signed-in client, or null when there is no portal session (401). */
export function usePortalMe() {
  return useQuery({
    queryKey: portalKeys.me,
    queryFn: async () => {
      try {
        return portalMeSchema.parse(await api.get<unknown>('/api/portal/me'));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    retry: false,
  });
}

export function usePortalCase(caseId: string) {
  return useQuery({
    queryKey: portalKeys.case(caseId),
    queryFn: async () => portalCaseSchema.parse(await api.get<unknown>(`/api/portal/cases/${enc(caseId)}`)),
    retry: false,
  });
}

export function usePortalSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => portalMeSchema.parse(await api.post<unknown>('/api/portal/sign-in', { token })),
    onSuccess: (me) => queryClient.setQueryData(portalKeys.me, me),
  });
}

export function useRequestPortalLink() {
  return useMutation({
    mutationFn: async (email: string) => api.post<{ message: string }>('/api/portal/sign-in-links', { email }),
  });
}

export function usePortalSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/api/portal/sign-out'),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['portal'] });
      queryClient.setQueryData(portalKeys.me, null);
    },
  });
}

export function useSendPortalMessage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.post<unknown>(`/api/portal/cases/${enc(caseId)}/messages`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.case(caseId) }),
  });
}

/** Sends the client's files (for one upload request, or none) through the firm's upload pipeline. */
export function usePortalUpload(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, requestId }: { files: readonly File[]; requestId?: string | undefined }) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      const query = requestId ? `?${new URLSearchParams({ requestId }).toString()}` : '';
      const response = await fetchOrNetworkError(`/api/portal/cases/${enc(caseId)}/documents${query}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        body: form,
      });
      if (!response.ok) throw await readApiError(response, response.status === 413 ? 'The file is too large.' : 'The upload failed.');
      return documentUploadResponseSchema.parse(await response.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.case(caseId) }),
  });
}

/** A fresh link to the signing page for one of the client's documents to sign. */
export function useOpenPortalSigning(caseId: string) {
  return useMutation({
    mutationFn: async (signerId: string) => api.post<{ url: string }>(`/api/portal/cases/${enc(caseId)}/signatures/${enc(signerId)}/link`),
  });
}

// ---- the firm's side ----

const firmPath = (caseId: string) => `/api/cases/${enc(caseId)}`;

export function useCasePortal(caseId: string) {
  return useQuery({
    queryKey: portalKeys.firmCase(caseId),
    queryFn: async () => casePortalSchema.parse(await api.get<unknown>(`${firmPath(caseId)}/portal`)),
    retry: false,
  });
}

function useFirmPortalMutation<T>(caseId: string, mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: portalKeys.firmCase(caseId) });
      await queryClient.invalidateQueries({ queryKey: ['communications'] });
    },
  });
}

export const useSetCasePortal = (caseId: string) =>
  useFirmPortalMutation(caseId, (enabled: boolean) => api.put(`${firmPath(caseId)}/portal`, { enabled }));
export const useInviteClient = (caseId: string) =>
  useFirmPortalMutation(caseId, (email: string) => api.post(`${firmPath(caseId)}/portal-invitations`, { email }));
export const useRevokeClient = (caseId: string) =>
  useFirmPortalMutation(caseId, (clientId: string) => api.delete(`${firmPath(caseId)}/portal-invitations/${enc(clientId)}`));
export const useAddUploadRequest = (caseId: string) =>
  useFirmPortalMutation(caseId, (input: { kind: PortalUploadKind; note: string | null }) =>
    api.post(`${firmPath(caseId)}/portal/upload-requests`, input),
  );
export const useRemoveUploadRequest = (caseId: string) =>
  useFirmPortalMutation(caseId, (id: string) => api.delete(`${firmPath(caseId)}/portal/upload-requests/${enc(id)}`));
export const useReplyInPortal = (caseId: string) =>
  useFirmPortalMutation(caseId, (body: string) => api.post(`${firmPath(caseId)}/portal/messages`, { body }));
