// "From the contact directory": picks one of the firm's contacts of a kind, so a provider, an adjuster or a party is
// not typed again; the form copies its details and keeps the link (contactId).
import { useId } from 'react';
import { CONTACT_KIND_LABELS, contactLabel, type Contact, type ContactKind } from '@casecast/domain';
import { Select } from '../../../components/ui/input';
import { useContacts } from '../api';

export function ContactPicker({
  kind,
  value,
  onPick,
}: {
  /** The kind of contact offered (all kinds when left out). */
  kind?: ContactKind | undefined;
  /** The contact the record names now, if any. */
  value: string | null | undefined;
  onPick: (contact: Contact | null) => void;
}) {
  const id = useId();
  const contacts = useContacts(kind ? { kind } : {});
  const items = contacts.data?.items ?? [];
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        From the contact directory
      </label>
      <Select
        id={id}
        value={value ?? ''}
        disabled={contacts.isPending}
        onChange={(event) => onPick(items.find((contact) => contact.id === event.target.value) ?? null)}
      >
        <option value="">
          {contacts.isPending ? 'Loading contacts…' : items.length ? 'Type the details below, or pick one' : 'None in the directory yet'}
        </option>
        {items.map((contact) => (
          <option key={contact.id} value={contact.id}>
            {kind ? contactLabel(contact) : `${contactLabel(contact)} (${CONTACT_KIND_LABELS[contact.kind]})`}
          </option>
        ))}
      </Select>
    </div>
  );
}
