// The case page's Add Injury dialog: type, body part and severity required, saved to the server.
import { useZodForm } from '../../../components/ui/form';
import {
  formatSelectPlaceholder,
  INJURY_SEVERITY_OPTIONS,
  injuryCreateSchema,
  type InjuryCreate,
  type InjuryCreateInput,
} from '@casecast/domain';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Alert } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { injuriesApi, useCaseMutation } from '../api';

// The generic add dialog starts every select on its empty 'Select {label}' option.
const emptyValues = { type: '', bodyPart: '', severity: '' as unknown as InjuryCreateInput['severity'], description: '' };

export function InjuryDialog({ caseId, open, onOpenChange }: { caseId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useZodForm(injuryCreateSchema, { defaultValues: emptyValues });
  const create = useCaseMutation(caseId, (input: InjuryCreate) => injuriesApi.create(caseId, input));
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
    <Dialog open={open} onOpenChange={close} title="Add Injury" description="Record an injury the client suffered.">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {create.isError && <Alert tone="error">{errorMessage(create.error)}</Alert>}
        <Field label="Injury Type" htmlFor="injury-type" error={errors.type?.message}>
          <Input
            id="injury-type"
            placeholder="e.g. Herniated disc"
            aria-invalid={errors.type ? true : undefined}
            {...form.register('type')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Body Part" htmlFor="injury-body-part" error={errors.bodyPart?.message}>
            <Input
              id="injury-body-part"
              placeholder="e.g. Lower back"
              aria-invalid={errors.bodyPart ? true : undefined}
              {...form.register('bodyPart')}
            />
          </Field>
          <Field label="Severity" htmlFor="injury-severity" error={errors.severity ? 'Severity is required' : undefined}>
            <Select id="injury-severity" aria-invalid={errors.severity ? true : undefined} {...form.register('severity')}>
              <option value="">{formatSelectPlaceholder('Severity')}</option>
              {INJURY_SEVERITY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label="Description" htmlFor="injury-description" error={errors.description?.message}>
          <Textarea id="injury-description" rows={3} {...form.register('description')} />
        </Field>
        <DialogActions onCancel={() => close(false)} pending={create.isPending} submitLabel="Add Injury" />
      </form>
    </Dialog>
  );
}
