// The detailed treatment dialog (spec section 5): linked to one of the case's injuries, with CPT code, cost and duration; saved to the server.
import { useZodForm } from '../../../components/ui/form';
import {
  createEmptyDetailedTreatmentValues,
  detailedTreatmentDialogSchema,
  formatSelectPlaceholder,
  toTreatmentFromDetailedDialog,
  TREATMENT_FREQUENCY_OPTIONS,
  type DetailedTreatmentDialogSubmission,
  type DetailedTreatmentDialogValues,
  type Injury,
} from '@casecast/domain';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { treatmentsApi, useCaseMutation } from '../api';

export function DetailedTreatmentDialog({
  caseId,
  injuries,
  open,
  onOpenChange,
}: {
  caseId: string;
  injuries: readonly Injury[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useZodForm(detailedTreatmentDialogSchema, { defaultValues: createEmptyDetailedTreatmentValues() });
  const create = useCaseMutation(caseId, (values: DetailedTreatmentDialogSubmission) =>
    treatmentsApi.create(caseId, toTreatmentFromDetailedDialog(values)),
  );
  const errors = form.formState.errors;
  const close = (next: boolean) => {
    if (!next) {
      form.reset(createEmptyDetailedTreatmentValues());
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
  const field = (name: keyof DetailedTreatmentDialogValues) => ({
    'aria-invalid': errors[name] ? true : undefined,
    ...form.register(name),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add Detailed Treatment"
      description="Link the treatment to an injury and record its billing details."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {errors.injuryId && <Alert tone="error">{errors.injuryId.message}</Alert>}
        {create.isError && <Alert tone="error">{errorMessage(create.error)}</Alert>}
        {injuries.length === 0 && (
          <Alert tone="warning">This case has no injuries yet. Add an injury first, then link treatments to it.</Alert>
        )}
        <Field label="Injury" htmlFor="detailed-injury">
          <Select id="detailed-injury" {...field('injuryId')}>
            <option value="">{formatSelectPlaceholder('Injury')}</option>
            {injuries.map((injury) => (
              <option key={injury.id} value={injury.id}>
                {injury.type}
                {injury.bodyPart ? ` (${injury.bodyPart})` : ''}
              </option>
            ))}
          </Select>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name" htmlFor="detailed-name" error={errors.name?.message}>
            <Input id="detailed-name" placeholder="e.g. Lumbar MRI" {...field('name')} />
          </Field>
          <Field label="Type" htmlFor="detailed-type" error={errors.type?.message}>
            <Input id="detailed-type" placeholder="e.g. Imaging" {...field('type')} />
          </Field>
          <Field label="Provider" htmlFor="detailed-provider" error={errors.provider?.message}>
            <Input id="detailed-provider" {...field('provider')} />
          </Field>
          <Field label="CPT Code" htmlFor="detailed-cpt" error={errors.cptCode?.message}>
            <Input id="detailed-cpt" placeholder="e.g. 72148" {...field('cptCode')} />
          </Field>
          <Field label="Start Date" htmlFor="detailed-start" error={errors.startDate?.message}>
            <Input id="detailed-start" type="date" {...field('startDate')} />
          </Field>
          <Field label="End Date" htmlFor="detailed-end" error={errors.endDate?.message}>
            <Input id="detailed-end" type="date" {...field('endDate')} />
          </Field>
          <Field label="Cost" htmlFor="detailed-cost" error={errors.cost?.message}>
            <Input id="detailed-cost" type="number" min={0} step="0.01" inputMode="decimal" placeholder="0.00" {...field('cost')} />
          </Field>
          <Field label="Duration (days)" htmlFor="detailed-duration" error={errors.duration?.message}>
            <Input id="detailed-duration" type="number" min={0} step="1" inputMode="numeric" {...field('duration')} />
          </Field>
          <Field label="Frequency" htmlFor="detailed-frequency" error={errors.frequency?.message}>
            <Select id="detailed-frequency" {...field('frequency')}>
              {TREATMENT_FREQUENCY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label="Description" htmlFor="detailed-description" error={errors.description?.message}>
          <Textarea id="detailed-description" rows={2} {...field('description')} />
        </Field>
        <Field label="Notes" htmlFor="detailed-notes" error={errors.notes?.message}>
          <Textarea id="detailed-notes" rows={2} {...field('notes')} />
        </Field>
        <DialogActions onCancel={() => close(false)} pending={create.isPending} submitLabel="Save Treatment" />
      </form>
    </Dialog>
  );
}
