// Add or change a medical bill of a provider: service dates, CPT codes, billed / paid / adjusted ('12,500.50' accepted) and the payer.
import { BILL_PAYERS, formatCodeLabel, type MedicalBill, type MedicalBillCreate, type Provider } from '@casecast/domain';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { billFormSchema, toBillForm, type BillFormValues } from '../money-forms';
import { showServerFieldErrors } from '../../../lib/record-form';

const BILL_FIELDS = [
  'providerId',
  'serviceFrom',
  'serviceTo',
  'cptCodes',
  'description',
  'billed',
  'paid',
  'adjusted',
  'payer',
  'notes',
] as const;

/** The form alone (the dialog wraps it): `onSave` gets the bill as the API takes it, and its failure comes back as `error`. */
export function BillForm({
  providers,
  bill,
  providerId,
  pending,
  error,
  onSave,
  onCancel,
}: {
  providers: Provider[];
  bill?: MedicalBill;
  providerId: string;
  pending: boolean;
  error: unknown;
  onSave: (input: MedicalBillCreate, handlers: { onError: (failure: unknown) => void }) => void;
  onCancel: () => void;
}) {
  const form = useZodForm<BillFormValues, MedicalBillCreate>(billFormSchema, { defaultValues: toBillForm(bill, providerId) });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    onSave(values, { onError: (failure) => showServerFieldErrors(failure, form.setError, BILL_FIELDS) }),
  );
  // A server message that names a field shows under it; any other in the banner.
  const bannerError = error && !BILL_FIELDS.some((field) => errors[field]?.type === 'server') ? error : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <FormError error={bannerError} />
      <Field label="Provider" htmlFor="bill-provider" error={errors.providerId?.message}>
        <Select id="bill-provider" defaultValue={bill?.providerId ?? providerId} {...form.register('providerId')}>
          {providers.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.name}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Service from" htmlFor="bill-service-from" error={errors.serviceFrom?.message}>
          <Input id="bill-service-from" type="date" {...form.register('serviceFrom')} />
        </Field>
        <Field label="Service to" htmlFor="bill-service-to" error={errors.serviceTo?.message} hint="Leave empty for a single day.">
          <Input id="bill-service-to" type="date" {...form.register('serviceTo')} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyField form={form} name="billed" id="bill-billed" label="Billed" placeholder="12,500.00" />
        <MoneyField form={form} name="paid" id="bill-paid" label="Paid" placeholder="0.00" />
        <MoneyField
          form={form}
          name="adjusted"
          id="bill-adjusted"
          label="Adjusted"
          hint="Write-offs and contractual adjustments."
          placeholder="0.00"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Payer" htmlFor="bill-payer" error={errors.payer?.message}>
          <Select id="bill-payer" {...form.register('payer')}>
            {BILL_PAYERS.map((payer) => (
              <option key={payer} value={payer}>
                {formatCodeLabel(payer)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="CPT codes"
          htmlFor="bill-cpt"
          error={errors.cptCodes?.message ?? errors.cptCodes?.root?.message}
          hint="Optional, separated by commas, e.g. 99213, 97110."
        >
          <Input id="bill-cpt" autoComplete="off" {...form.register('cptCodes')} />
        </Field>
      </div>
      <Field label="Description" htmlFor="bill-description" error={errors.description?.message}>
        <Input id="bill-description" autoComplete="off" {...form.register('description')} />
      </Field>
      <Field label="Notes" htmlFor="bill-notes" error={errors.notes?.message}>
        <Textarea id="bill-notes" rows={2} {...form.register('notes')} />
      </Field>
      <DialogActions onCancel={onCancel} pending={pending} submitLabel={bill ? 'Save bill' : 'Add bill'} />
    </form>
  );
}

export function BillDialog(props: Parameters<typeof BillForm>[0]) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onCancel()}
      title={props.bill ? 'Edit bill' : 'Add bill'}
      description="The balance is billed less paid and adjusted."
    >
      <BillForm {...props} />
    </Dialog>
  );
}
