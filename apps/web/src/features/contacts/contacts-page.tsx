// /dashboard/contacts: the firm's contact directory — clients, providers, adjusters, defense counsel, experts and
// courts — searched by name, organization, email or phone and filtered by kind; add, edit and (owners and attorneys)
// remove. The search and the kind live in the URL.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pencil, Plus } from 'lucide-react';
import { CONTACT_KIND_LABELS, CONTACT_KINDS, PREFERRED_CONTACT_LABELS, type Contact, type ContactKind } from '@casecast/domain';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Alert, Badge, Card, Spinner } from '../../components/ui/feedback';
import { Input, Select } from '../../components/ui/input';
import { ContactDetails } from '../../components/contact-details';
import { errorMessage } from '../../lib/api';
import { useCan } from '../../lib/auth';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useContacts, useRemoveContact } from './api';
import { ContactDialog } from './components/contact-dialog';

const isKind = (value: string | null): value is ContactKind => (CONTACT_KINDS as readonly string[]).includes(value ?? '');

function RemoveContact({ contact }: { contact: Contact }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveContact(contact);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-600 hover:bg-red-50"
        onClick={() => setOpen(true)}
        aria-label={`Remove ${contact.name}`}
      >
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
        title="Remove this contact?"
        confirmLabel="Remove"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setOpen(false) })}
      >
        <p>
          {contact.name} leaves the directory. Cases that name this contact keep the details typed on them; only the link to the directory
          goes.
        </p>
      </ConfirmDialog>
    </>
  );
}

export function ContactsPage() {
  useDocumentTitle('Contacts');
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<{ contact?: Contact } | null>(null);
  const canRemove = useCan('contact.delete');
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : undefined;
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 250);
  const contacts = useContacts({ ...(q ? { q } : {}), ...(kind ? { kind } : {}) });
  const items = contacts.data?.items ?? [];

  const update = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Contacts</h1>
        <Button onClick={() => setEditing({})}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add contact
        </Button>
      </div>
      <Card className="flex flex-wrap items-end gap-3 p-4">
        <label className="min-w-0 flex-1 text-sm font-medium text-slate-700">
          Search
          <Input
            className="mt-1 block w-full"
            type="search"
            value={text}
            placeholder="Name, organization, email or phone"
            onChange={(event) => {
              setText(event.target.value);
              update('q', event.target.value.trim());
            }}
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Kind
          <Select className="mt-1 block" value={kind ?? ''} onChange={(event) => update('kind', event.target.value)}>
            <option value="">All kinds</option>
            {CONTACT_KINDS.map((value) => (
              <option key={value} value={value}>
                {CONTACT_KIND_LABELS[value]}
              </option>
            ))}
          </Select>
        </label>
      </Card>
      <Card role="region" aria-label="Contact directory">
        {contacts.isPending && (
          <div className="px-5 py-4">
            <Spinner label="Loading contacts" />
          </div>
        )}
        {contacts.isError && (
          <div className="px-5 py-4">
            <Alert tone="error">{errorMessage(contacts.error, 'The contacts could not be loaded.')}</Alert>
          </div>
        )}
        {contacts.data && items.length === 0 && (
          <p className="px-5 py-4 text-sm text-slate-500">
            {q || kind ? 'No contacts match this search.' : 'No contacts yet. Add the providers, adjusters and counsel you work with.'}
          </p>
        )}
        {items.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="Contacts">
            {items.map((contact) => (
              <li key={contact.id} className="flex flex-wrap items-start justify-between gap-2 px-5 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {contact.name} <Badge tone="gray">{CONTACT_KIND_LABELS[contact.kind]}</Badge>
                  </p>
                  {contact.organization && <p className="text-sm text-slate-600">{contact.organization}</p>}
                  <p className="text-sm text-slate-600">
                    <ContactDetails
                      parts={[
                        { kind: 'phone', value: contact.phone },
                        { kind: 'email', value: contact.email },
                        { kind: 'text', value: contact.address },
                      ]}
                    />
                  </p>
                  {(contact.preferredContact || contact.language) && (
                    <p className="text-xs text-slate-500">
                      {[
                        contact.preferredContact ? `Prefers ${PREFERRED_CONTACT_LABELS[contact.preferredContact].toLowerCase()}` : null,
                        contact.language ? `Speaks ${contact.language}` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  )}
                </div>
                <div className="flex gap-1">
                  <Button size="sm" variant="ghost" onClick={() => setEditing({ contact })} aria-label={`Edit ${contact.name}`}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  {canRemove && <RemoveContact contact={contact} />}
                </div>
              </li>
            ))}
          </ul>
        )}
        {contacts.data?.truncated && (
          <p className="border-t border-slate-100 px-5 py-3 text-sm text-slate-500">
            Showing the first {items.length} contacts by name. Search to find the others.
          </p>
        )}
      </Card>
      {editing && <ContactDialog contact={editing.contact} kind={kind ?? 'provider'} onClose={() => setEditing(null)} />}
    </div>
  );
}
