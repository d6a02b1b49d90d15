// Add or edit one contact of the firm's directory: the contact kind's fields, its checks before sending, and the
// server's refusals under the fields they name. The Contacts page and a case's client card use it.
import { z } from 'zod';
import {
  CONTACT_KIND_LABELS,
  CONTACT_KINDS,
  contactKind,
  PREFERRED_CONTACT_LABELS,
  PREFERRED_CONTACT_METHODS,
  type Contact,
  type ContactKind,
} from '@casecast/domain';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { checkWith, showServerFieldErrors } from '../../../lib/record-form';
import { useSaveContact } from '../api';

/** '' in the preferred-contact select means none. */
const contactFormSchema = contactKind.createSchema.extend({
  preferredContact: z
    .string()
    .transform((value, ctx) => checkWith(contactKind.fields.preferredContact.input, value === '' ? null : value, ctx)),
});
type ContactFormValues = z.input<typeof contactFormSchema>;
const FORM_FIELDS = ['kind', 'name', 'organization', 'phone', 'email', 'address', 'preferredContact', 'language', 'notes'] as const;

function toForm(contact: Contact | undefined, kind: ContactKind, name: string): ContactFormValues {
  return {
    kind: contact?.kind ?? kind,
    name: contact?.name ?? name,
    organization: contact?.organization ?? '',
    phone: contact?.phone ?? '',
    email: contact?.email ?? '',
    address: contact?.address ?? '',
    preferredContact: contact?.preferredContact ?? '',
    language: contact?.language ?? '',
    notes: contact?.notes ?? '',
  };
}

export function ContactDialog({
  contact,
  kind,
  name = '',
  onClose,
  onSaved,
}: {
  contact?: Contact | undefined;
  kind: ContactKind;
  /** A new contact's name, filled in (a case's client). */
  name?: string;
  onClose: () => void;
  /** After a save, before the dialog closes (e.g. linking the new contact to a case). */
  onSaved?: (saved: Contact) => Promise<unknown> | void;
}) {
  const form = useZodForm(contactFormSchema, { defaultValues: toForm(contact, kind, name) });
  const save = useSaveContact(contact);
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: async (saved) => {
        await onSaved?.(saved);
        onClose();
      },
      onError: (failure) => showServerFieldErrors(failure, form.setError, FORM_FIELDS),
    }),
  );
  const labels = contactKind.labels;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={contact ? 'Edit contact' : 'Add contact'}
      description="Typed once, picked on every case that needs it."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={save.error} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={labels.kind} htmlFor="contact-kind" error={errors.kind?.message}>
            <Select id="contact-kind" {...form.register('kind')}>
              {CONTACT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {CONTACT_KIND_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={labels.name} htmlFor="contact-name" error={errors.name?.message}>
            <Input id="contact-name" autoComplete="off" {...form.register('name')} />
          </Field>
          <Field label={labels.organization} htmlFor="contact-organization" error={errors.organization?.message}>
            <Input id="contact-organization" autoComplete="off" placeholder="e.g. GEICO" {...form.register('organization')} />
          </Field>
          <Field label={labels.phone} htmlFor="contact-phone" error={errors.phone?.message}>
            <Input id="contact-phone" type="tel" autoComplete="off" {...form.register('phone')} />
          </Field>
          <Field label={labels.email} htmlFor="contact-email" error={errors.email?.message}>
            <Input id="contact-email" type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field label={labels.preferredContact} htmlFor="contact-preferred" error={errors.preferredContact?.message}>
            <Select id="contact-preferred" {...form.register('preferredContact')}>
              <option value="">No preference</option>
              {PREFERRED_CONTACT_METHODS.map((value) => (
                <option key={value} value={value}>
                  {PREFERRED_CONTACT_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={labels.language} htmlFor="contact-language" error={errors.language?.message}>
            <Input id="contact-language" autoComplete="off" placeholder="e.g. Spanish" {...form.register('language')} />
          </Field>
        </div>
        <Field label={labels.address} htmlFor="contact-address" error={errors.address?.message}>
          <Textarea id="contact-address" rows={2} {...form.register('address')} />
        </Field>
        <Field label={labels.notes} htmlFor="contact-notes" error={errors.notes?.message}>
          <Textarea id="contact-notes" rows={2} {...form.register('notes')} />
        </Field>
        <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={contact ? 'Save contact' : 'Add contact'} />
      </form>
    </Dialog>
  );
}
