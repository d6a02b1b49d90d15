// E-signature over the API: a case's signature requests (send, list, remind, cancel) for the firm, and the signing
// page's calls for the signer, whose link's token is the only credential.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signatureEndpoints as endpoints, type SignatureRequestCreate, type SigningDecline, type SigningSubmit } from '@casecast/domain';
import { call } from '../../lib/api';

export const signatureKeys = {
  forCase: (caseId: string) => ['signature-requests', caseId] as const,
  signing: (token: string) => ['signing', token] as const,
};

export const signaturesApi = {
  list: async (caseId: string) => (await call(endpoints.list, { params: { caseId } })).items,
  send: (caseId: string, input: SignatureRequestCreate) => call(endpoints.send, { params: { caseId }, body: input }),
  remind: (id: string) => call(endpoints.remind, { params: { id } }),
  cancel: (id: string) => call(endpoints.cancel, { params: { id } }),
  open: (token: string) => call(endpoints.open, { params: { token } }),
  consent: (token: string) => call(endpoints.consent, { params: { token }, body: { consent: true } }),
  sign: (token: string, input: SigningSubmit) => call(endpoints.sign, { params: { token }, body: input }),
  decline: (token: string, input: SigningDecline) => call(endpoints.decline, { params: { token }, body: input }),
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
