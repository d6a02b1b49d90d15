// The new-case wizard's "Client contact" section: how to reach the client, filed in the firm's contact directory with
// the case (a case being edited keeps these on its page, where the directory contact is edited).
import { PREFERRED_CONTACT_LABELS, PREFERRED_CONTACT_METHODS } from '@casecast/domain';
import { useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import type { CaseWizardFormSubmission, CaseWizardFormValues } from '../case-wizard-form';

export function ClientContactFields() {
  const { register, getValues, formState } = useFormContext<CaseWizardFormValues, unknown, CaseWizardFormSubmission>();
  if (getValues('clientContact') === undefined) return null;
  const errors = formState.errors.clientContact;
  return (
    <div className="border-t border-slate-100 pt-5">
      <fieldset className="space-y-4">
        <legend className="mb-4 text-sm font-semibold text-slate-900">Client contact (optional)</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Phone" htmlFor="wizard-client-phone" error={errors?.phone?.message}>
            <Input id="wizard-client-phone" type="tel" autoComplete="off" {...register('clientContact.phone')} />
          </Field>
          <Field label="Email" htmlFor="wizard-client-email" error={errors?.email?.message}>
            <Input id="wizard-client-email" type="email" autoComplete="off" {...register('clientContact.email')} />
          </Field>
          <Field label="Preferred contact" htmlFor="wizard-client-preferred" error={errors?.preferredContact?.message}>
            <Select id="wizard-client-preferred" {...register('clientContact.preferredContact')}>
              <option value="">No preference</option>
              {PREFERRED_CONTACT_METHODS.map((value) => (
                <option key={value} value={value}>
                  {PREFERRED_CONTACT_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Language" htmlFor="wizard-client-language" error={errors?.language?.message}>
            <Input id="wizard-client-language" autoComplete="off" placeholder="e.g. Spanish" {...register('clientContact.language')} />
          </Field>
        </div>
        <Field label="Address" htmlFor="wizard-client-address" error={errors?.address?.message}>
          <Input id="wizard-client-address" autoComplete="off" {...register('clientContact.address')} />
        </Field>
      </fieldset>
    </div>
  );
}
