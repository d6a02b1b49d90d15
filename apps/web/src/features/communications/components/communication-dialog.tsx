// Log a call, email, letter, text or meeting on a case, or change one: the kind, which way, when (now by default, in
// the user's time zone), with whom (a contact of the firm's directory, or a name typed), what was said, the case's
// documents it attached and a follow-up date.
import { useState } from 'react';
import {
  COMMUNICATION_DIRECTION_LABELS,
  COMMUNICATION_DIRECTIONS,
  COMMUNICATION_KIND_LABELS,
  LOGGED_COMMUNICATION_KINDS,
  communicationKind,
  contactLabel,
  type CommunicationContact,
  type CommunicationEntry,
} from '@casecast/domain';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Checkbox, Input, Select, Textarea } from '../../../components/ui/input';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCaseDocuments } from '../../documents/api';
import { showServerFieldErrors } from '../../../lib/record-form';
import { useContactPicker, useSaveCommunication } from '../api';
import { COMMUNICATION_FORM_FIELDS, communicationFormSchema, toCommunicationForm } from '../communication-form';

export function CommunicationDialog({
  caseId,
  entry,
  onClose,
  now = new Date(),
}: {
  caseId: string;
  entry?: CommunicationEntry | undefined;
  onClose: () => void;
  now?: Date;
}) {
  const form = useZodForm(communicationFormSchema, { defaultValues: toCommunicationForm(entry, now) });
  const save = useSaveCommunication(caseId, entry);
  const errors = form.formState.errors;
  const labels = communicationKind.labels;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const contacts = useContactPicker(q);
  const documents = useCaseDocuments(caseId);
  // The picked contact stays a choice while another search is typed.
  const [picked, setPicked] = useState<CommunicationContact | null>(entry?.contact ?? null);
  const found = contacts.data?.items ?? [];
  const choices = picked && !found.some((contact) => contact.id === picked.id) ? [picked, ...found] : found;
  const contactField = form.register('contactId');

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onClose,
      onError: (failure) => showServerFieldErrors(failure, form.setError, COMMUNICATION_FORM_FIELDS),
    }),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={entry ? 'Edit communication' : 'Log a communication'}
      description="A call, email, letter, text or meeting on this case."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={save.error} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={labels.kind} htmlFor="communication-kind" error={errors.kind?.message}>
            <Select id="communication-kind" {...form.register('kind')}>
              {LOGGED_COMMUNICATION_KINDS.map((value) => (
                <option key={value} value={value}>
                  {COMMUNICATION_KIND_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={labels.direction} htmlFor="communication-direction" error={errors.direction?.message}>
            <Select id="communication-direction" {...form.register('direction')}>
              {COMMUNICATION_DIRECTIONS.map((value) => (
                <option key={value} value={value}>
                  {COMMUNICATION_DIRECTION_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label={labels.occurredAt} htmlFor="communication-occurred" error={errors.occurredAt?.message}>
          <Input id="communication-occurred" type="datetime-local" {...form.register('occurredAt')} />
        </Field>
        <fieldset className="space-y-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-700">Who</legend>
          <label className="block text-sm font-medium text-slate-700">
            Find a contact
            <Input
              className="mt-1 block w-full"
              type="search"
              value={search}
              placeholder="Name, organization, email or phone"
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <Field label={labels.contactId} htmlFor="communication-contact" error={errors.contactId?.message}>
            <Select
              id="communication-contact"
              {...contactField}
              onChange={(event) => {
                setPicked(choices.find((contact) => contact.id === event.target.value) ?? null);
                void contactField.onChange(event);
              }}
            >
              <option value="">None from the directory</option>
              {choices.map((contact) => (
                <option key={contact.id} value={contact.id}>
                  {contactLabel(contact)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Or someone not in the directory" htmlFor="communication-counterpart" error={errors.counterpart?.message}>
            <Input
              id="communication-counterpart"
              autoComplete="off"
              placeholder="e.g. the client's wife"
              {...form.register('counterpart')}
            />
          </Field>
        </fieldset>
        <Field label={labels.subject} htmlFor="communication-subject" error={errors.subject?.message}>
          <Input id="communication-subject" autoComplete="off" {...form.register('subject')} />
        </Field>
        <Field label={labels.summary} htmlFor="communication-summary" error={errors.summary?.message}>
          <Textarea id="communication-summary" rows={4} {...form.register('summary')} />
        </Field>
        <fieldset className="space-y-1" aria-describedby={errors.documentIds ? 'communication-documents-error' : undefined}>
          <legend className="text-sm font-medium text-slate-700">{labels.documentIds}</legend>
          {documents.data && documents.data.length === 0 && <p className="text-sm text-slate-500">This case has no documents yet.</p>}
          {documents.data?.map((document) => (
            <label key={document.id} className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
              <Checkbox value={document.id} {...form.register('documentIds')} />
              <span className="break-all">{document.name}</span>
            </label>
          ))}
          {errors.documentIds?.message && (
            <p id="communication-documents-error" className="text-sm text-red-600">
              {errors.documentIds.message}
            </p>
          )}
        </fieldset>
        <Field label={labels.followUpOn} htmlFor="communication-follow-up" error={errors.followUpOn?.message}>
          <Input id="communication-follow-up" type="date" {...form.register('followUpOn')} />
        </Field>
        <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={entry ? 'Save communication' : 'Log communication'} />
      </form>
    </Dialog>
  );
}
