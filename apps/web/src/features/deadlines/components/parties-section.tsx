// The case page's Parties: client, defendants, witnesses, added and edited here; a government defendant adds the
// notice-of-claim deadline, and the days its claim was presented and denied start the suit periods that run from them.
import { useEffect, useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  formatDate,
  GOVERNMENT_LEVELS,
  PARTY_KINDS,
  PARTY_ROLES,
  partyCreateSchema,
  type GovernmentLevel,
  type Party,
  type PartyCreate,
  type PartyCreateInput,
} from '@casecast/domain';
import { ContactDetails } from '../../../components/contact-details';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Alert, Badge, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/auth';
import { ContactPicker } from '../../contacts/components/contact-picker';
import { partiesApi, useCaseParties, useDeadlineMutation } from '../api';

const ROLE_LABELS: Record<Party['role'], string> = { client: 'Client', defendant: 'Defendant', witness: 'Witness', other: 'Other' };
const KIND_LABELS: Record<Party['kind'], string> = { person: 'Person', business: 'Business', government: 'Government' };
const LEVEL_LABELS: Record<GovernmentLevel, string> = {
  federal: 'Federal (FTCA)',
  state: 'State',
  local: 'Local (city, county, district)',
};
const DIALOG_DESCRIPTION = 'A government defendant adds the notice-of-claim deadline; a federal one the FTCA administrative claim.';
const CLAIM_FILED_HINT = 'The day the claim (notice of claim, SF 95) reached the government.';
const CLAIM_DENIED_HINT = 'The day the government denied the claim in writing. Some suit periods run from it.';

const emptyParty: PartyCreateInput = {
  role: 'defendant',
  name: '',
  kind: 'person',
  governmentLevel: '',
  claimFiledOn: '',
  claimDeniedOn: '',
  email: '',
  phone: '',
  address: '',
  notes: '',
  contactId: null,
};

function toFormValues(party: Party): PartyCreateInput {
  return {
    role: party.role,
    name: party.name,
    kind: party.kind,
    governmentLevel: party.governmentLevel ?? '',
    claimFiledOn: party.claimFiledOn ?? '',
    claimDeniedOn: party.claimDeniedOn ?? '',
    email: party.email ?? '',
    phone: party.phone ?? '',
    address: party.address ?? '',
    notes: party.notes ?? '',
    contactId: party.contactId,
  };
}

/** Adds a party, or edits one (every field is sent: an emptied field is cleared). */
function PartyDialog({ caseId, party, onClose }: { caseId: string; party?: Party; onClose: () => void }) {
  const form = useZodForm<PartyCreateInput, PartyCreate>(partyCreateSchema, { defaultValues: party ? toFormValues(party) : emptyParty });
  const save = useDeadlineMutation(caseId, (input: PartyCreate) =>
    party ? partiesApi.update(caseId, party.id, input, party) : partiesApi.create(caseId, input),
  );
  const errors = form.formState.errors;
  const title = party ? 'Edit party' : 'Add party';
  const kind = form.watch('kind');
  // The level and the claim dates belong to a government (of any level): they clear when the kind moves away.
  useEffect(() => {
    if (kind !== 'government') {
      form.setValue('governmentLevel', '');
      form.setValue('claimFiledOn', '');
      form.setValue('claimDeniedOn', '');
    }
  }, [kind, form]);
  // A failure stays on the mutation, where FormError shows it; success closes the dialog.
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={DIALOG_DESCRIPTION}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={save.error} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Role" htmlFor="party-role" error={errors.role?.message}>
            <Select id="party-role" {...form.register('role')}>
              {PARTY_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Kind" htmlFor="party-kind" error={errors.kind?.message}>
            <Select id="party-kind" {...form.register('kind')}>
              {PARTY_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {kind === 'government' && (
          <>
            <Field label="Government level" htmlFor="party-government-level" error={errors.governmentLevel?.message}>
              <Select id="party-government-level" {...form.register('governmentLevel')}>
                <option value="">Not entered (state or local rules)</option>
                {GOVERNMENT_LEVELS.map((value) => (
                  <option key={value} value={value}>
                    {LEVEL_LABELS[value]}
                  </option>
                ))}
              </Select>
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Claim presented on" htmlFor="party-claim-filed-on" error={errors.claimFiledOn?.message} hint={CLAIM_FILED_HINT}>
                <Input id="party-claim-filed-on" type="date" {...form.register('claimFiledOn')} />
              </Field>
              <Field label="Claim denied on" htmlFor="party-claim-denied-on" error={errors.claimDeniedOn?.message} hint={CLAIM_DENIED_HINT}>
                <Input id="party-claim-denied-on" type="date" {...form.register('claimDeniedOn')} />
              </Field>
            </div>
          </>
        )}
        <ContactPicker
          value={form.watch('contactId')}
          onPick={(contact) => {
            form.setValue('contactId', contact?.id ?? null, { shouldDirty: true });
            if (!contact) return;
            // The directory's details are copied: the party keeps them if the contact changes or goes.
            form.setValue('name', contact.name, { shouldDirty: true });
            form.setValue('email', contact.email ?? '', { shouldDirty: true });
            form.setValue('phone', contact.phone ?? '', { shouldDirty: true });
            form.setValue('address', contact.address ?? '', { shouldDirty: true });
          }}
        />
        <Field label="Name" htmlFor="party-name" error={errors.name?.message}>
          <Input id="party-name" autoComplete="off" {...form.register('name')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Email" htmlFor="party-email" error={errors.email?.message}>
            <Input id="party-email" type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field label="Phone" htmlFor="party-phone" error={errors.phone?.message}>
            <Input id="party-phone" type="tel" autoComplete="off" {...form.register('phone')} />
          </Field>
        </div>
        <Field label="Address" htmlFor="party-address" error={errors.address?.message}>
          <Input id="party-address" autoComplete="off" {...form.register('address')} />
        </Field>
        <Field label="Notes" htmlFor="party-notes" error={errors.notes?.message}>
          <Textarea id="party-notes" rows={2} {...form.register('notes')} />
        </Field>
        <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={party ? 'Save party' : 'Add party'} />
      </form>
    </Dialog>
  );
}

/** 'Claim presented March 1, 2025 · denied June 2, 2025', with only the days entered. */
function claimSummary(party: Party): string {
  const parts = [
    party.claimFiledOn && `presented ${formatDate(party.claimFiledOn)}`,
    party.claimDeniedOn && `denied ${formatDate(party.claimDeniedOn)}`,
  ];
  return `Claim ${parts.filter(Boolean).join(' · ')}`;
}

function PartyRow({ caseId, party, onEdit }: { caseId: string; party: Party; onEdit: (party: Party) => void }) {
  const remove = useDeadlineMutation(caseId, () => partiesApi.remove(caseId, party.id, party));
  // Removing a party (with its policies) is for owners and attorneys; staff do not see the button.
  const canDelete = useCan('party.delete');
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
      <div>
        <p className="font-medium text-slate-900">
          {party.name} <Badge tone="gray">{ROLE_LABELS[party.role]}</Badge>{' '}
          {party.kind !== 'person' && (
            <Badge tone="blue">
              {party.governmentLevel ? `${KIND_LABELS[party.kind]} · ${LEVEL_LABELS[party.governmentLevel]}` : KIND_LABELS[party.kind]}
            </Badge>
          )}
        </p>
        {(party.email || party.phone || party.address) && (
          <p className="text-xs text-slate-500">
            <ContactDetails
              parts={[
                { kind: 'email', value: party.email },
                { kind: 'phone', value: party.phone },
                { kind: 'text', value: party.address },
              ]}
            />
          </p>
        )}
        {(party.claimFiledOn || party.claimDeniedOn) && <p className="text-xs text-slate-500">{claimSummary(party)}</p>}
        {remove.isError && <p className="text-xs text-red-600">{errorMessage(remove.error)}</p>}
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => onEdit(party)} aria-label={`Edit ${party.name}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
        </Button>
        {canDelete && (
          <Button
            size="sm"
            variant="ghost"
            className="text-red-600 hover:bg-red-50"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined)}
            aria-label={`Delete ${party.name}`}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
          </Button>
        )}
      </div>
    </li>
  );
}

export function PartiesSection({ caseId }: { caseId: string }) {
  const parties = useCaseParties(caseId);
  const [editing, setEditing] = useState<Party | 'new' | null>(null);
  return (
    <Card role="region" aria-labelledby="parties-heading">
      <CardHeader
        title={<span id="parties-heading">Parties</span>}
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add party
          </Button>
        }
      />
      {parties.isPending && (
        <div className="px-5 py-6">
          <Spinner label="Loading parties" />
        </div>
      )}
      {parties.isError && (
        <div className="px-5 py-4">
          <Alert tone="error">{errorMessage(parties.error, 'The parties could not be loaded.')}</Alert>
        </div>
      )}
      {parties.data &&
        (parties.data.length === 0 ? (
          <p className="px-5 py-6 text-sm text-slate-500">No parties recorded.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Parties">
            {parties.data.map((party) => (
              <PartyRow key={party.id} caseId={caseId} party={party} onEdit={setEditing} />
            ))}
          </ul>
        ))}
      {editing && <PartyDialog caseId={caseId} party={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
