// The case page's Medical tab: providers with their records and bills requests, bills per provider, the medical
// totals, lost wages and the property damage estimate.
import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import {
  computeBillBalance,
  formatCodeLabel,
  getTodayIsoDate,
  REQUEST_STATUSES,
  sumDollars,
  WAGE_RATE_UNITS,
  type LostWage,
  type LostWageCreate,
  type MedicalBill,
  type Provider,
  type ProviderCreate,
  type RequestStatus,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Badge } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { moneyApi, useFinancials, useMoneyMutation, useMoneyPart } from '../api';
import { lostWageFormSchema, providerFormSchema, toLostWageForm, toProviderForm, type LostWageFormValues, type ProviderFormValues } from '../money-forms';
import { BillDialog } from './bill-form';
import { amountCellClass, cellClass, DeleteWithConfirm, EmptyRow, formatAmount, formatOptionalAmount, formatOptionalDate, headCellClass, MoneyCard, tableClass } from './money-ui';
import { PropertyDamageCard } from './property-damage-card';

// ------------------------------------------------------------------ totals

function MedicalTotals({ caseId }: { caseId: string }) {
  const financials = useFinancials(caseId);
  const medical = financials.data?.medical;
  const items: Array<[string, number | undefined]> = [
    ['Billed', medical?.billed],
    ['Paid', medical?.paid],
    ['Adjusted', medical?.adjusted],
    ['Outstanding', medical?.outstanding],
    ['Lost wages', financials.data?.lostWages],
  ];
  return (
    <MoneyCard id="medical-totals" title="Medical specials" description="Totals of every bill on the case; outstanding is billed less paid and adjusted." query={financials} loadingLabel="Loading totals">
      <dl className="grid grid-cols-2 gap-4 px-5 py-4 sm:grid-cols-5">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900" data-testid={`total-${label.toLowerCase().replace(/\s+/g, '-')}`}>
              {value == null ? '—' : formatAmount(value)}
            </dd>
          </div>
        ))}
      </dl>
    </MoneyCard>
  );
}

// ------------------------------------------------------------------ providers

function RequestFields({ prefix, label, form }: { prefix: 'records' | 'bills'; label: string; form: ReturnType<typeof useZodForm<ProviderFormValues, ProviderCreate>> }) {
  const errors = form.formState.errors;
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Status" htmlFor={`provider-${prefix}-status`} error={errors[`${prefix}Status`]?.message}>
          <Select id={`provider-${prefix}-status`} {...form.register(`${prefix}Status`)}>
            {REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {formatCodeLabel(status)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Requested on" htmlFor={`provider-${prefix}-requested`} error={errors[`${prefix}RequestedOn`]?.message}>
          <Input id={`provider-${prefix}-requested`} type="date" {...form.register(`${prefix}RequestedOn`)} />
        </Field>
        <Field label="Received on" htmlFor={`provider-${prefix}-received`} error={errors[`${prefix}ReceivedOn`]?.message}>
          <Input id={`provider-${prefix}-received`} type="date" {...form.register(`${prefix}ReceivedOn`)} />
        </Field>
        <Field label="Follow-up due" htmlFor={`provider-${prefix}-follow-up`} error={errors[`${prefix}FollowUpOn`]?.message}>
          <Input id={`provider-${prefix}-follow-up`} type="date" {...form.register(`${prefix}FollowUpOn`)} />
        </Field>
      </div>
    </fieldset>
  );
}

function ProviderDialog({ caseId, provider, onClose }: { caseId: string; provider?: Provider; onClose: () => void }) {
  const form = useZodForm<ProviderFormValues, ProviderCreate>(providerFormSchema, { defaultValues: toProviderForm(provider) });
  const save = useMoneyMutation(caseId, (input: ProviderCreate) => (provider ? moneyApi.providers.update(caseId, provider.id, input) : moneyApi.providers.create(caseId, input)));
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={provider ? 'Edit provider' : 'Add provider'} description="Who treated the client, and where the records and bills requests stand.">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={save.error} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Provider name" htmlFor="provider-name" error={errors.name?.message}>
            <Input id="provider-name" autoComplete="off" {...form.register('name')} />
          </Field>
          <Field label="Specialty" htmlFor="provider-specialty" error={errors.specialty?.message}>
            <Input id="provider-specialty" autoComplete="off" {...form.register('specialty')} />
          </Field>
          <Field label="Contact" htmlFor="provider-contact" error={errors.contactName?.message}>
            <Input id="provider-contact" autoComplete="off" {...form.register('contactName')} />
          </Field>
          <Field label="Phone" htmlFor="provider-phone" error={errors.phone?.message}>
            <Input id="provider-phone" type="tel" autoComplete="off" {...form.register('phone')} />
          </Field>
          <Field label="Email" htmlFor="provider-email" error={errors.email?.message}>
            <Input id="provider-email" type="email" autoComplete="off" {...form.register('email')} />
          </Field>
          <Field label="Fax" htmlFor="provider-fax" error={errors.fax?.message}>
            <Input id="provider-fax" type="tel" autoComplete="off" {...form.register('fax')} />
          </Field>
        </div>
        <Field label="Address" htmlFor="provider-address" error={errors.address?.message}>
          <Input id="provider-address" autoComplete="off" {...form.register('address')} />
        </Field>
        <RequestFields prefix="records" label="Medical records request" form={form} />
        <RequestFields prefix="bills" label="Bills request" form={form} />
        <Field label="Notes" htmlFor="provider-notes" error={errors.notes?.message}>
          <Textarea id="provider-notes" rows={2} {...form.register('notes')} />
        </Field>
        <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={provider ? 'Save provider' : 'Add provider'} />
      </form>
    </Dialog>
  );
}

function RequestStatus({ label, status, followUpOn, today }: { label: string; status: RequestStatus; followUpOn: string | null; today: string }) {
  const overdue = status === 'requested' && followUpOn !== null && followUpOn < today;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
      {label}: <Badge tone={status === 'received' ? 'green' : status === 'requested' ? 'yellow' : 'gray'}>{formatCodeLabel(status)}</Badge>
      {status === 'requested' && followUpOn && <span className={overdue ? 'font-medium text-red-700' : undefined}>follow-up due {formatOptionalDate(followUpOn)}{overdue && ' (overdue)'}</span>}
    </span>
  );
}

type BillEditing = { bill?: MedicalBill; providerId: string } | null;

function BillRow({ caseId, bill, onEdit }: { caseId: string; bill: MedicalBill; onEdit: () => void }) {
  const remove = useMoneyMutation(caseId, () => moneyApi.bills.remove(caseId, bill.id));
  const service = bill.serviceTo && bill.serviceTo !== bill.serviceFrom ? `${formatOptionalDate(bill.serviceFrom)} – ${formatOptionalDate(bill.serviceTo)}` : formatOptionalDate(bill.serviceFrom);
  return (
    <tr className="border-t border-slate-100">
      <td className={cellClass}>
        {service}
        {bill.description && <span className="block text-xs text-slate-500">{bill.description}</span>}
        {bill.cptCodes.length > 0 && <span className="block font-mono text-xs text-slate-500">CPT {bill.cptCodes.join(', ')}</span>}
      </td>
      <td className={cellClass}>{formatCodeLabel(bill.payer)}</td>
      <td className={amountCellClass}>{formatAmount(bill.billed)}</td>
      <td className={amountCellClass}>{formatAmount(bill.paid)}</td>
      <td className={amountCellClass}>{formatAmount(bill.adjusted)}</td>
      <td className={`${amountCellClass} font-medium`}>{formatAmount(bill.balance)}</td>
      <td className={`${cellClass} whitespace-nowrap text-right`}>
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit bill of ${formatOptionalDate(bill.serviceFrom)}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <DeleteWithConfirm
          name={`bill of ${formatOptionalDate(bill.serviceFrom)}`}
          title="Delete this bill?"
          description={<p>The bill of {formatAmount(bill.billed)} will be removed from the medical totals and the settlement statement.</p>}
          mutation={remove}
        />
      </td>
    </tr>
  );
}

function ProviderBlock({ caseId, provider, bills, today, onEdit, onBill }: { caseId: string; provider: Provider; bills: MedicalBill[]; today: string; onEdit: () => void; onBill: (editing: BillEditing) => void }) {
  const remove = useMoneyMutation(caseId, () => moneyApi.providers.remove(caseId, provider.id));
  const totals = {
    billed: sumDollars(bills.map((bill) => bill.billed)),
    paid: sumDollars(bills.map((bill) => bill.paid)),
    adjusted: sumDollars(bills.map((bill) => bill.adjusted)),
    balance: sumDollars(bills.map((bill) => computeBillBalance(bill))),
  };
  return (
    <section aria-labelledby={`provider-${provider.id}`} className="border-t border-slate-100 first:border-t-0">
      <div className="flex flex-wrap items-start justify-between gap-3 px-5 py-3">
        <div className="space-y-1">
          <h3 id={`provider-${provider.id}`} className="font-medium text-slate-900">
            {provider.name} {provider.specialty && <span className="text-sm font-normal text-slate-500">· {provider.specialty}</span>}
          </h3>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            <RequestStatus label="Records" status={provider.recordsStatus} followUpOn={provider.recordsFollowUpOn} today={today} />
            <RequestStatus label="Bills" status={provider.billsStatus} followUpOn={provider.billsFollowUpOn} today={today} />
          </div>
          {(provider.contactName || provider.phone || provider.email) && <p className="text-xs text-slate-500">{[provider.contactName, provider.phone, provider.email].filter(Boolean).join(' · ')}</p>}
        </div>
        <div className="flex items-center gap-1">
          <Button size="sm" variant="outline" onClick={() => onBill({ providerId: provider.id })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add bill
          </Button>
          <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${provider.name}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <DeleteWithConfirm
            name={provider.name}
            title="Delete this provider?"
            description={
              <p>
                <strong className="text-slate-900">{provider.name}</strong> will be deleted{bills.length > 0 ? ` with its ${bills.length} bills` : ''}. This cannot be undone.
              </p>
            }
            mutation={remove}
          />
        </div>
      </div>
      <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
        <table className={tableClass} aria-label={`Bills of ${provider.name}`}>
          <thead>
            <tr>
              <th scope="col" className={headCellClass}>Service</th>
              <th scope="col" className={headCellClass}>Payer</th>
              <th scope="col" className={`${headCellClass} text-right`}>Billed</th>
              <th scope="col" className={`${headCellClass} text-right`}>Paid</th>
              <th scope="col" className={`${headCellClass} text-right`}>Adjusted</th>
              <th scope="col" className={`${headCellClass} text-right`}>Balance</th>
              <th scope="col" className={headCellClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bills.length === 0 ? (
              <EmptyRow colSpan={7}>No bills from this provider yet.</EmptyRow>
            ) : (
              bills.map((bill) => <BillRow key={bill.id} caseId={caseId} bill={bill} onEdit={() => onBill({ bill, providerId: provider.id })} />)
            )}
          </tbody>
          {bills.length > 1 && (
            <tfoot>
              <tr className="border-t border-slate-200 font-medium">
                <th scope="row" colSpan={2} className={cellClass}>
                  Provider total
                </th>
                <td className={amountCellClass}>{formatAmount(totals.billed)}</td>
                <td className={amountCellClass}>{formatAmount(totals.paid)}</td>
                <td className={amountCellClass}>{formatAmount(totals.adjusted)}</td>
                <td className={amountCellClass}>{formatAmount(totals.balance)}</td>
                <td />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </section>
  );
}

function BillEditor({ caseId, providers, editing, onClose }: { caseId: string; providers: Provider[]; editing: NonNullable<BillEditing>; onClose: () => void }) {
  const { bill } = editing;
  const save = useMoneyMutation(caseId, (input: Parameters<typeof moneyApi.bills.create>[1]) => (bill ? moneyApi.bills.update(caseId, bill.id, input) : moneyApi.bills.create(caseId, input)));
  return (
    <BillDialog
      providers={providers}
      bill={bill}
      providerId={editing.providerId}
      pending={save.isPending}
      error={save.error}
      onSave={(input, handlers) => save.mutate(input, { onSuccess: onClose, onError: handlers.onError })}
      onCancel={onClose}
    />
  );
}

function ProvidersCard({ caseId }: { caseId: string }) {
  const providers = useMoneyPart(caseId, moneyApi.providers);
  const bills = useMoneyPart(caseId, moneyApi.bills);
  const [editingProvider, setEditingProvider] = useState<{ provider?: Provider } | null>(null);
  const [editingBill, setEditingBill] = useState<BillEditing>(null);
  const today = getTodayIsoDate();
  const query = { isPending: providers.isPending || bills.isPending, isError: providers.isError || bills.isError, error: providers.error ?? bills.error };
  return (
    <MoneyCard
      id="providers"
      title="Providers and bills"
      description="Records and bills requests with their follow-up dates; each provider's bills with what was paid, adjusted and is still owed."
      query={query}
      loadingLabel="Loading providers"
      actions={
        <Button size="sm" onClick={() => setEditingProvider({})}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add provider
        </Button>
      }
    >
      {providers.data && bills.data && (
        <div>
          {providers.data.length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-500">No providers recorded. Add the client's doctors, hospitals and therapists to track their records and bills.</p>
          ) : (
            providers.data.map((provider) => (
              <ProviderBlock
                key={provider.id}
                caseId={caseId}
                provider={provider}
                bills={bills.data.filter((bill) => bill.providerId === provider.id)}
                today={today}
                onEdit={() => setEditingProvider({ provider })}
                onBill={setEditingBill}
              />
            ))
          )}
        </div>
      )}
      {editingProvider && <ProviderDialog caseId={caseId} provider={editingProvider.provider} onClose={() => setEditingProvider(null)} />}
      {editingBill && providers.data && <BillEditor caseId={caseId} providers={providers.data} editing={editingBill} onClose={() => setEditingBill(null)} />}
    </MoneyCard>
  );
}

// ------------------------------------------------------------------ lost wages

function LostWageDialog({ caseId, wage, onClose }: { caseId: string; wage?: LostWage; onClose: () => void }) {
  const form = useZodForm<LostWageFormValues, LostWageCreate>(lostWageFormSchema, { defaultValues: toLostWageForm(wage) });
  const save = useMoneyMutation(caseId, (input: LostWageCreate) => (wage ? moneyApi.lostWages.update(caseId, wage.id, input) : moneyApi.lostWages.create(caseId, input)));
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={wage ? 'Edit lost wages' : 'Add lost wages'}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={save.error} />
        <Field label="Employer" htmlFor="wage-employer" error={errors.employer?.message}>
          <Input id="wage-employer" autoComplete="off" {...form.register('employer')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Rate" htmlFor="wage-rate" error={errors.rate?.message}>
            <Input id="wage-rate" inputMode="decimal" autoComplete="off" {...form.register('rate')} />
          </Field>
          <Field label="Rate per" htmlFor="wage-rate-unit" error={errors.rateUnit?.message}>
            <Select id="wage-rate-unit" {...form.register('rateUnit')}>
              <option value="">Not set</option>
              {WAGE_RATE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {formatCodeLabel(unit)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Period from" htmlFor="wage-from" error={errors.periodFrom?.message}>
            <Input id="wage-from" type="date" {...form.register('periodFrom')} />
          </Field>
          <Field label="Period to" htmlFor="wage-to" error={errors.periodTo?.message}>
            <Input id="wage-to" type="date" {...form.register('periodTo')} />
          </Field>
        </div>
        <Field label="Amount lost" htmlFor="wage-amount" error={errors.amount?.message}>
          <Input id="wage-amount" inputMode="decimal" autoComplete="off" {...form.register('amount')} />
        </Field>
        <Field label="Notes" htmlFor="wage-notes" error={errors.notes?.message}>
          <Textarea id="wage-notes" rows={2} {...form.register('notes')} />
        </Field>
        <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={wage ? 'Save' : 'Add lost wages'} />
      </form>
    </Dialog>
  );
}

function LostWageRow({ caseId, wage, onEdit }: { caseId: string; wage: LostWage; onEdit: () => void }) {
  const remove = useMoneyMutation(caseId, () => moneyApi.lostWages.remove(caseId, wage.id));
  return (
    <tr className="border-t border-slate-100">
      <td className={cellClass}>{wage.employer}</td>
      <td className={cellClass}>
        {wage.rate != null ? `${formatAmount(wage.rate)}${wage.rateUnit ? ` ${formatCodeLabel(wage.rateUnit).toLowerCase()}` : ''}` : '—'}
      </td>
      <td className={cellClass}>{wage.periodFrom || wage.periodTo ? `${formatOptionalDate(wage.periodFrom)} – ${formatOptionalDate(wage.periodTo)}` : '—'}</td>
      <td className={amountCellClass}>{formatAmount(wage.amount)}</td>
      <td className={`${cellClass} whitespace-nowrap text-right`}>
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit lost wages from ${wage.employer}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <DeleteWithConfirm name={`lost wages from ${wage.employer}`} title="Delete these lost wages?" description={<p>{formatAmount(wage.amount)} from {wage.employer} will be removed.</p>} mutation={remove} />
      </td>
    </tr>
  );
}

function LostWagesCard({ caseId }: { caseId: string }) {
  const wages = useMoneyPart(caseId, moneyApi.lostWages);
  const [editing, setEditing] = useState<{ wage?: LostWage } | null>(null);
  return (
    <MoneyCard
      id="lost-wages"
      title="Lost wages"
      query={wages}
      loadingLabel="Loading lost wages"
      actions={
        <Button size="sm" variant="outline" onClick={() => setEditing({})}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add lost wages
        </Button>
      }
    >
      <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
        <table className={tableClass} aria-label="Lost wages">
          <thead>
            <tr>
              <th scope="col" className={headCellClass}>Employer</th>
              <th scope="col" className={headCellClass}>Rate</th>
              <th scope="col" className={headCellClass}>Period</th>
              <th scope="col" className={`${headCellClass} text-right`}>Amount</th>
              <th scope="col" className={headCellClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(wages.data ?? []).length === 0 ? (
              <EmptyRow colSpan={5}>No lost wages recorded.</EmptyRow>
            ) : (
              (wages.data ?? []).map((wage) => <LostWageRow key={wage.id} caseId={caseId} wage={wage} onEdit={() => setEditing({ wage })} />)
            )}
          </tbody>
          {(wages.data ?? []).length > 0 && (
            <tfoot>
              <tr className="border-t border-slate-200 font-medium">
                <th scope="row" colSpan={3} className={cellClass}>
                  Total
                </th>
                <td className={amountCellClass}>{formatOptionalAmount(sumDollars((wages.data ?? []).map((wage) => wage.amount)))}</td>
                <td />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {editing && <LostWageDialog caseId={caseId} wage={editing.wage} onClose={() => setEditing(null)} />}
    </MoneyCard>
  );
}

export function MedicalTab({ caseId, propertyDamage }: { caseId: string; propertyDamage: { amount: number | null; severity: string | null } }) {
  return (
    <div className="space-y-6">
      <MedicalTotals caseId={caseId} />
      <ProvidersCard caseId={caseId} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <LostWagesCard caseId={caseId} />
        <PropertyDamageCard caseId={caseId} propertyDamage={propertyDamage} />
      </div>
    </div>
  );
}
