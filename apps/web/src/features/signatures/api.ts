// E-signature over the API: a case's signature requests (send, list, remind, cancel) for the firm, and the signing
// page's calls for the signer, whose link's token is the only credential.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  signatureRequestListSchema,
  signatureRequestSchema,
  signingResultSchema,
  signingViewSchema,
  type SignatureRequestCreate,
  type SigningDecline,
  type SigningSubmit,
} from '@casecast/domain';
import { api } from '../../lib/api';

const casePath = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/signature-requests`;
const requestPath = (id: string) => `/api/signature-requests/${encodeURIComponent(id)}`;
const signingPath = (token: string) => `/api/signing/${encodeURIComponent(token)}`;

export const signatureKeys = {
  forCase: (caseId: string) => ['signature-requests', caseId] as const,
  signing: (token: string) => ['signing', token] as const,
};

export const signaturesApi = {
  list: async (caseId: string) => signatureRequestListSchema.parse(await api.get<unknown>(casePath(caseId))).items,
  send: async (caseId: string, input: SignatureRequestCreate) =>
    signatureRequestSchema.parse(await api.post<unknown>(casePath(caseId), input)),
  remind: async (id: string) => signatureRequestSchema.parse(await api.post<unknown>(`${requestPath(id)}/remind`)),
  cancel: async (id: string) => signatureRequestSchema.parse(await api.post<unknown>(`${requestPath(id)}/cancel`)),
  open: async (token: string) => signingViewSchema.parse(await api.get<unknown>(signingPath(token))),
  consent: (token: string) => api.post<unknown>(`${signingPath(token)}/consent`, { consent: true }),
  sign: async (token: string, input: SigningSubmit) =>
    signingResultSchema.parse(await api.post<unknown>(`${signingPath(token)}/sign`, input)),
  decline: async (token: string, input: SigningDecline) =>
    signingResultSchema.parse(await api.post<unknown>(`${signingPath(token)}/decline`, input)),
};

export function useCaseSignatureRequests(caseId: string) {
  return useQuery({ queryKey: signatureKeys.forCase(caseId), queryFn: () => signaturesApi.list(caseId), retry: false });
}

/** After a send, reminder or cancel: the case's requests, its documents, communications, timeline and history. */
export function useInvalidateSignatures() {
  const queryClient = useQueryClient();
  return async (caseId: string) => {
    await Promise.all(
      [signatureKeys.forCase(caseId), ['documents'], ['communications'], ['cases', 'detail', caseId], ['cases', 'history', caseId]].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}

export function useSignatureAction(caseId: string, action: (id: string) => Promise<unknown>) {
  const invalidate = useInvalidateSignatures();
  return useMutation({ mutationFn: action, onSuccess: () => invalidate(caseId) });
}
