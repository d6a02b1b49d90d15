// The firm's contact directory over its record kind's client (list searched by the server), and the hooks over it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contactEndpoints as endpoints, contactKind, type Contact, type ContactCreate, type ContactKind } from '@casecast/domain';
import { call } from '../../lib/api';
import { firmRecordClient } from '../../lib/records';

const client = firmRecordClient(contactKind);

export type ContactSearch = { q?: string; kind?: ContactKind };

export const contactKeys = {
  all: ['contacts'] as const,
  search: (search: ContactSearch) => ['contacts', 'search', search.q ?? '', search.kind ?? ''] as const,
};

export const contactsApi = {
  // An empty search is no search: the URL names only what was asked.
  search: (search: ContactSearch) => call(endpoints.search, { query: { q: search.q || undefined, kind: search.kind } }),
  /** Names the directory contact who is the case's client (null for none). */
  setClientContact: (caseId: string, contactId: string | null) =>
    call(endpoints.setClientContact, { params: { caseId }, body: { contactId } }),
  create: client.create,
  update: client.update,
  remove: client.remove,
};

export function useContacts(search: ContactSearch) {
  return useQuery({ queryKey: contactKeys.search(search), queryFn: () => contactsApi.search(search), retry: false });
}

function useContactMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The directory, and the firm's activity that lists the change.
    onSuccess: () => Promise.all([contactKeys.all, ['firm']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Adds a contact, or changes `contact` (sent with the version shown, so a stale edit is refused). */
export function useSaveContact(contact: Contact | undefined) {
  return useContactMutation((input: ContactCreate) =>
    contact ? contactsApi.update(contact.id, input, contact) : contactsApi.create(input),
  );
}

export function useRemoveContact(contact: Contact) {
  return useContactMutation(() => contactsApi.remove(contact.id, contact));
}
