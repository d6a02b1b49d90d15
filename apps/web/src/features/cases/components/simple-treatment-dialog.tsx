// The case page's simple Add Treatment dialog (Treatment Type, Facility, Frequency, Status, Amount to Date), saved to the server.
import { useZodForm } from '../../../components/ui/form';
import {
  formatSelectPlaceholder,
  simpleTreatmentDialogSchema,
  toTreatmentFromSimpleDialog,
  TREATMENT_FREQUENCY_OPTIONS,
  TREATMENT_STATUS_OPTIONS,
  type SimpleTreatmentDialogSubmission,
  type SimpleTreatmentDialogValues,
} from '@casecast/domain';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { treatmentsApi, useCaseMutation } from '../api';

// Selects start on their empty 'Select {label}' option, which the schema then reports as missing.
const emptyValues = {
  treatmentType: '',
  facility: '',
  frequency: '',
  status: '',
  amountToDate: '',
} as unknown as SimpleTreatmentDialogValues;

export function SimpleTreatmentDialog({
  caseId,
  open,
  onOpenChange,
}: {
  caseId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(simpleTreatmentDialogSchema, { defaultValues: emptyValues });
  const create = useCaseMutation(caseId, (values: SimpleTreatmentDialogSubmission) =>
    treatmentsApi.create(caseId, toTreatmentFromSimpleDialog(values)),
  );
  const errors = form.formState.errors;
  const close = (next: boolean) => {
    if (!next) {
      form.reset(emptyValues);
      create.reset();
    }
    onOpenChange(next);
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      close(false);
    } catch {
      // shown from create.error
    }
  });

  return (
    <Dialog open={open} onOpenChange={close} title="Add Treatment" description="A quick record of ongoing or planned care.">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {create.isError && <Alert tone="error">{errorMessage(create.error)}</Alert>}
        <Field label="Treatment Type" htmlFor="simple-treatment-type" error={errors.treatmentType?.message}>
          <Input id="simple-treatment-type" aria-invalid={errors.treatmentType ? true : undefined} {...form.register('treatmentType')} />
        </Field>
        <Field label="Facility" htmlFor="simple-treatment-facility" error={errors.facility?.message}>
          <Input id="simple-treatment-facility" aria-invalid={errors.facility ? true : undefined} {...form.register('facility')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Frequency" htmlFor="simple-treatment-frequency" error={errors.frequency?.message}>
            <Select id="simple-treatment-frequency" aria-invalid={errors.frequency ? true : undefined} {...form.register('frequency')}>
              <option value="">{formatSelectPlaceholder('Frequency')}</option>
              {TREATMENT_FREQUENCY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Status" htmlFor="simple-treatment-status" error={errors.status?.message}>
            <Select id="simple-treatment-status" aria-invalid={errors.status ? true : undefined} {...form.register('status')}>
              <option value="">{formatSelectPlaceholder('Status')}</option>
              {TREATMENT_STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label="Amount to Date" htmlFor="simple-treatment-amount" error={errors.amountToDate?.message}>
          <Input
            id="simple-treatment-amount"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            aria-invalid={errors.amountToDate ? true : undefined}
            {...form.register('amountToDate')}
          />
        </Field>
        <DialogActions onCancel={() => close(false)} pending={create.isPending} submitLabel="Add Treatment" />
      </form>
    </Dialog>
  );
}
