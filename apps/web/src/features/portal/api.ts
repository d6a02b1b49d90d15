// The client portal's API: the client's side (/api/portal, the portal session cookie) and the firm's side of a case
// (/api/cases/:id/portal…, a member's session), with their TanStack Query hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointUrl, portalEndpoints as endpoints, type PortalUploadKind } from '@casecast/domain';
import { ApiError, call, fetchOrNetworkError, readApiError } from '../../lib/api';

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
        return await call(endpoints.me);
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
    queryFn: () => call(endpoints.case, { params: { caseId } }),
    retry: false,
  });
}

export function usePortalSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(endpoints.signIn, { body: { token } }),
    onSuccess: (me) => queryClient.setQueryData(portalKeys.me, me),
  });
}

export function useRequestPortalLink() {
  return useMutation({
    mutationFn: (email: string) => call(endpoints.requestSignInLink, { body: { email } }),
  });
}

export function usePortalSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.signOut),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['portal'] });
      queryClient.setQueryData(portalKeys.me, null);
    },
  });
}

export function useSendPortalMessage(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call(endpoints.writeToFirm, { params: { caseId }, body: { body } }),
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
      const response = await fetchOrNetworkError(endpointUrl(endpoints.upload, { caseId }, { requestId }), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
        body: form,
      });
      if (!response.ok) throw await readApiError(response, response.status === 413 ? 'The file is too large.' : 'The upload failed.');
      return endpoints.upload.response.parse(await response.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.case(caseId) }),
  });
}

/** A fresh link to the signing page for one of the client's documents to sign. */
export function useOpenPortalSigning(caseId: string) {
  return useMutation({
    mutationFn: (signerId: string) => call(endpoints.signingLink, { params: { caseId, itemId: signerId } }),
  });
}

// ---- the firm's side ----

export function useCasePortal(caseId: string) {
  return useQuery({
    queryKey: portalKeys.firmCase(caseId),
    queryFn: () => call(endpoints.casePortal, { params: { caseId } }),
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
  useFirmPortalMutation(caseId, (enabled: boolean) => call(endpoints.setCasePortal, { params: { caseId }, body: { enabled } }));
export const useInviteClient = (caseId: string) =>
  useFirmPortalMutation(caseId, (email: string) => call(endpoints.inviteClient, { params: { caseId }, body: { email } }));
export const useRevokeClient = (caseId: string) =>
  useFirmPortalMutation(caseId, (clientId: string) => call(endpoints.revokeClient, { params: { caseId, itemId: clientId } }));
export const useAddUploadRequest = (caseId: string) =>
  useFirmPortalMutation(caseId, (input: { kind: PortalUploadKind; note: string | null }) =>
    call(endpoints.addUploadRequest, { params: { caseId }, body: input }),
  );
export const useRemoveUploadRequest = (caseId: string) =>
  useFirmPortalMutation(caseId, (id: string) => call(endpoints.removeUploadRequest, { params: { caseId, itemId: id } }));
export const useReplyInPortal = (caseId: string) =>
  useFirmPortalMutation(caseId, (body: string) => call(endpoints.replyToClient, { params: { caseId }, body: { body } }));
