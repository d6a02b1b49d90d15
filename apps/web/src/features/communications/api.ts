// The communications log of a case over its record kind's client, the log of one contact, and the hooks over them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  communicationEndpoints as endpoints,
  communicationKind,
  contactEndpoints,
  inboundEmailEndpoints,
  type CommunicationCreate,
  type CommunicationEntry,
} from '@casecast/domain';
import { call } from '../../lib/api';
import { caseRecordClient } from '../../lib/records';

const client = caseRecordClient(communicationKind);

export const communicationKeys = {
  all: ['communications'] as const,
  forCase: (caseId: string) => ['communications', 'case', caseId] as const,
  forContact: (contactId: string) => ['communications', 'contact', contactId] as const,
  emailAddress: (caseId: string) => ['communications', 'email-address', caseId] as const,
  contactPicker: (q: string) => ['contacts', 'search', q, ''] as const,
};

export const communicationsApi = {
  listForCase: (caseId: string) => call(endpoints.listForCase, { params: { caseId } }),
  listForContact: (contactId: string) => call(endpoints.listForContact, { params: { itemId: contactId } }),
  /** The firm's contacts matching `q`, for the picker (the directory's own search). */
  searchContacts: (q: string) => call(contactEndpoints.search, { query: { q: q || undefined } }),
  /** The case's email address (null when the instance has none). */
  emailAddress: (caseId: string) => call(inboundEmailEndpoints.caseAddress, { params: { caseId } }),
  create: client.create,
  update: client.update,
  remove: client.remove,
};

export function useCaseEmailAddress(caseId: string) {
  return useQuery({
    queryKey: communicationKeys.emailAddress(caseId),
    queryFn: () => communicationsApi.emailAddress(caseId),
    retry: false,
  });
}

export function useCaseCommunications(caseId: string) {
  return useQuery({ queryKey: communicationKeys.forCase(caseId), queryFn: () => communicationsApi.listForCase(caseId), retry: false });
}

export function useContactCommunications(contactId: string) {
  return useQuery({
    queryKey: communicationKeys.forContact(contactId),
    queryFn: () => communicationsApi.listForContact(contactId),
    retry: false,
  });
}

export function useContactPicker(q: string) {
  return useQuery({ queryKey: communicationKeys.contactPicker(q), queryFn: () => communicationsApi.searchContacts(q), retry: false });
}

function useCommunicationMutation<TVariables, TResult>(caseId: string, mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The log, the case page (its timeline) and its history, which list the change.
    onSuccess: () =>
      Promise.all(
        [communicationKeys.all, ['cases', 'detail', caseId], ['cases', 'history', caseId]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Logs a communication, or changes `entry` (sent with the version shown, so a stale edit is refused). */
export function useSaveCommunication(caseId: string, entry: CommunicationEntry | undefined) {
  return useCommunicationMutation(caseId, (input: CommunicationCreate) =>
    entry ? communicationsApi.update(caseId, entry.id, input, entry) : communicationsApi.create(caseId, input),
  );
}

export function useRemoveCommunication(caseId: string, entry: CommunicationEntry) {
  return useCommunicationMutation(caseId, () => communicationsApi.remove(caseId, entry.id, entry));
}
