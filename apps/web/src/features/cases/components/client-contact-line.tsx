// The case header's client contact: how to reach the client (phone and email as links, address, preferred contact,
// language) from the firm's directory, with "Add contact details" or "Edit contact details".
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PREFERRED_CONTACT_LABELS, type CaseDetail, type Contact } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { ContactDetails } from '../../../components/contact-details';
import { contactsApi } from '../../contacts/api';
import { ContactDialog } from '../../contacts/components/contact-dialog';
import { caseKeys } from '../api';

export function ClientContactLine({ detail }: { detail: CaseDetail }) {
  const [editing, setEditing] = useState(false);
  const queryClient = useQueryClient();
  const contact = detail.clientContact;
  const refresh = () => queryClient.invalidateQueries({ queryKey: caseKeys.detail(detail.id) });
  // A new contact is filed in the directory, then named as this case's client.
  const link = (saved: Contact) => (contact ? refresh() : contactsApi.setClientContact(detail.id, saved.id).then(refresh));
  const extras = contact
    ? [
        contact.preferredContact ? `Prefers ${PREFERRED_CONTACT_LABELS[contact.preferredContact].toLowerCase()}` : null,
        contact.language ? `Speaks ${contact.language}` : null,
      ].filter(Boolean)
    : [];
  return (
    <div className="mt-1 text-sm text-slate-600" data-testid="client-contact">
      {contact && (
        <>
          <ContactDetails
            parts={[
              { kind: 'phone', value: contact.phone },
              { kind: 'email', value: contact.email },
              { kind: 'text', value: contact.address },
            ]}
          />
          {extras.length > 0 && <span className="block text-xs text-slate-500">{extras.join(' · ')}</span>}
        </>
      )}
      <Button size="sm" variant="ghost" className="-ml-2 px-2" onClick={() => setEditing(true)}>
        {contact ? 'Edit contact details' : 'Add contact details'}
      </Button>
      {editing && (
        <ContactDialog
          contact={contact ?? undefined}
          kind="client"
          name={detail.clientName}
          onSaved={link}
          onClose={() => setEditing(false)}
        />
      )}
    </div>
  );
}
