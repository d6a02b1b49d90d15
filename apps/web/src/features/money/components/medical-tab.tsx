// The case page's Medical tab: providers with their records and bills requests, bills per provider, the medical
// totals, the medical chronology drafted from the records, lost wages and the property damage estimate.
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Plus } from 'lucide-react';
import {
  computeBillBalance,
  formatCodeLabel,
  getTodayIsoDate,
  REQUEST_STATUSES,
  sumDollars,
  WAGE_RATE_UNITS,
  type CaseMoney,
  type LostWage,
  type MedicalBill,
  type Provider,
  type ProviderCreate,
  type RequestStatus,
} from '@casecast/domain';
import { ContactDetails } from '../../../components/contact-details';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { moneyApi, useFinancials, useMoneyMutation, useMoneyPart } from '../api';
import { lostWageFormSchema, providerFormSchema, toLostWageForm, toProviderForm, type ProviderFormValues } from '../money-forms';
import { ContactPicker } from '../../contacts/components/contact-picker';
import { BillDialog } from './bill-form';
import { ChronologyCard } from './chronology-card';
import { ItemActions, MoneyItemDialog, MoneyListCard, MoneyTable, type Editing, type MoneyColumn, type RowDescription } from './money-list';
import { amountCellClass, cellClass, formatAmount, formatOptionalAmount, formatOptionalDate, MoneyCard } from './money-ui';
import { PropertyDamageCard } from './property-damage-card';

// ------------------------------------------------------------------ totals

function MedicalTotals({ caseId, money }: { caseId: string; money: CaseMoney }) {
  const financials = useFinancials(caseId);
  const medical = financials.data?.medical;
  // Without lost-wage entries the figure typed on the case is the one claimed (as in the header and the demand letter).
  const typedWages = money.lostWagesFrom === 'case';
  const items: Array<[string, number | null | undefined, string?]> = [
    ['Billed', medical?.billed],
    ['Paid', medical?.paid],
    ['Adjusted', medical?.adjusted],
    ['Outstanding', medical?.outstanding],
    typedWages ? ['Lost wages', money.lostWages, 'as entered on the case'] : ['Lost wages', financials.data?.lostWages],
  ];
  return (
    <MoneyCard
      id="medical-totals"
      title="Medical specials"
      description="Totals of every bill on the case; outstanding is billed less paid and adjusted."
      query={financials}
      loadingLabel="Loading totals"
    >
      <dl className="grid grid-cols-2 gap-4 px-5 py-4 sm:grid-cols-5">
        {items.map(([label, value, source]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd
              className="mt-1 text-lg font-semibold tabular-nums text-slate-900"
              data-testid={`total-${label.toLowerCase().replace(/\s+/g, '-')}`}
            >
              {value == null ? '—' : formatAmount(value)}
            </dd>
            {source && value != null && <dd className="text-xs text-slate-500">{source}</dd>}
          </div>
        ))}
      </dl>
    </MoneyCard>
  );
}

// ------------------------------------------------------------------ providers

function RequestFields({
  prefix,
  label,
  form,
}: {
  prefix: 'records' | 'bills';
  label: string;
  form: UseFormReturn<ProviderFormValues, unknown, ProviderCreate>;
}) {
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

function ProviderDialog({ caseId, provider, onClose }: { caseId: string; provider?: Provider | undefined; onClose: () => void }) {
  return (
    <MoneyItemDialog
      caseId={caseId}
      part={moneyApi.providers}
      item={provider}
      schema={providerFormSchema}
      defaultValues={toProviderForm(provider)}
      titles={{ add: 'Add provider', edit: 'Edit provider' }}
      submitLabels={{ add: 'Add provider', edit: 'Save provider' }}
      description="Who treated the client, and where the records and bills requests stand."
      onClose={onClose}
    >
      {(form) => {
        const errors = form.formState.errors;
        return (
          <>
            <ContactPicker
              kind="provider"
              value={form.watch('contactId')}
              onPick={(contact) => {
                form.setValue('contactId', contact?.id ?? null, { shouldDirty: true });
                if (!contact) return;
                // The directory's details are copied: the case keeps them even if the contact changes or goes.
                form.setValue('name', contact.name, { shouldDirty: true });
                form.setValue('phone', contact.phone ?? '', { shouldDirty: true });
                form.setValue('email', contact.email ?? '', { shouldDirty: true });
                form.setValue('address', contact.address ?? '', { shouldDirty: true });
              }}
            />
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
          </>
        );
      }}
    </MoneyItemDialog>
  );
}

function RequestStatus({
  label,
  status,
  followUpOn,
  today,
}: {
  label: string;
  status: RequestStatus;
  followUpOn: string | null;
  today: string;
}) {
  const overdue = status === 'requested' && followUpOn !== null && followUpOn < today;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
      {label}: <Badge tone={status === 'received' ? 'green' : status === 'requested' ? 'yellow' : 'gray'}>{formatCodeLabel(status)}</Badge>
      {status === 'requested' && followUpOn && (
        <span className={overdue ? 'font-medium text-red-700' : undefined}>
          follow-up due {formatOptionalDate(followUpOn)}
          {overdue && ' (overdue)'}
        </span>
      )}
    </span>
  );
}

type BillEditing = Editing<MedicalBill, { providerId: string }>;

function describeService(bill: MedicalBill): string {
  return bill.serviceTo && bill.serviceTo !== bill.serviceFrom
    ? `${formatOptionalDate(bill.serviceFrom)} – ${formatOptionalDate(bill.serviceTo)}`
    : formatOptionalDate(bill.serviceFrom);
}

const BILL_COLUMNS: ReadonlyArray<MoneyColumn<MedicalBill>> = [
  {
    header: 'Service',
    cell: (bill) => (
      <>
        {describeService(bill)}
        {bill.description && <span className="block text-xs text-slate-500">{bill.description}</span>}
        {bill.cptCodes.length > 0 && <span className="block font-mono text-xs text-slate-500">CPT {bill.cptCodes.join(', ')}</span>}
      </>
    ),
  },
  { header: 'Payer', cell: (bill) => formatCodeLabel(bill.payer) },
  { header: 'Billed', align: 'right', className: amountCellClass, cell: (bill) => formatAmount(bill.billed) },
  { header: 'Paid', align: 'right', className: amountCellClass, cell: (bill) => formatAmount(bill.paid) },
  { header: 'Adjusted', align: 'right', className: amountCellClass, cell: (bill) => formatAmount(bill.adjusted) },
  { header: 'Balance', align: 'right', className: `${amountCellClass} font-medium`, cell: (bill) => formatAmount(bill.balance) },
];

const BILL_ROW: RowDescription<MedicalBill> = {
  name: (bill) => `bill of ${formatOptionalDate(bill.serviceFrom)}`,
  deleteTitle: 'Delete this bill?',
  deleteDescription: (bill) => (
    <p>The bill of {formatAmount(bill.billed)} will be removed from the medical totals and the settlement statement.</p>
  ),
};

function ProviderBlock({
  caseId,
  provider,
  bills,
  today,
  onEdit,
  onBill,
}: {
  caseId: string;
  provider: Provider;
  bills: MedicalBill[];
  today: string;
  onEdit: () => void;
  onBill: (editing: BillEditing) => void;
}) {
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
          {(provider.contactName || provider.phone || provider.email) && (
            <p className="text-xs text-slate-500">
              <ContactDetails
                parts={[
                  { kind: 'text', value: provider.contactName },
                  { kind: 'phone', value: provider.phone },
                  { kind: 'email', value: provider.email },
                ]}
              />
            </p>
          )}
        </div>
        <div className="flex items-center gap-1">
          <Button size="sm" variant="outline" onClick={() => onBill({ providerId: provider.id })}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add bill
          </Button>
          <ItemActions
            caseId={caseId}
            part={moneyApi.providers}
            item={provider}
            name={provider.name}
            onEdit={onEdit}
            anyMemberDeletes
            deleteTitle="Delete this provider?"
            deleteDescription={
              <p>
                <strong className="text-slate-900">{provider.name}</strong> will be deleted
                {bills.length > 0 ? ` with its ${bills.length} bills` : ''}. This cannot be undone.
              </p>
            }
          />
        </div>
      </div>
      <MoneyTable
        caseId={caseId}
        part={moneyApi.bills}
        label={`Bills of ${provider.name}`}
        columns={BILL_COLUMNS}
        items={bills}
        emptyText="No bills from this provider yet."
        row={BILL_ROW}
        onEdit={(bill) => onBill({ item: bill, providerId: provider.id })}
        footer={
          bills.length > 1 && (
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
          )
        }
      />
    </section>
  );
}

function BillEditor({
  caseId,
  providers,
  editing,
  onClose,
}: {
  caseId: string;
  providers: Provider[];
  editing: NonNullable<BillEditing>;
  onClose: () => void;
}) {
  const bill = editing.item;
  const save = useMoneyMutation(caseId, (input: Parameters<typeof moneyApi.bills.create>[1]) =>
    bill ? moneyApi.bills.update(caseId, bill.id, input, bill) : moneyApi.bills.create(caseId, input),
  );
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
  const [editingProvider, setEditingProvider] = useState<Editing<Provider>>(null);
  const [editingBill, setEditingBill] = useState<BillEditing>(null);
  const today = getTodayIsoDate();
  const query = {
    isPending: providers.isPending || bills.isPending,
    isError: providers.isError || bills.isError,
    error: providers.error ?? bills.error,
  };
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
            <p className="px-5 py-6 text-sm text-slate-500">
              No providers recorded. Add the client's doctors, hospitals and therapists to track their records and bills.
            </p>
          ) : (
            providers.data.map((provider) => (
              <ProviderBlock
                key={provider.id}
                caseId={caseId}
                provider={provider}
                bills={bills.data.filter((bill) => bill.providerId === provider.id)}
                today={today}
                onEdit={() => setEditingProvider({ item: provider })}
                onBill={setEditingBill}
              />
            ))
          )}
        </div>
      )}
      {editingProvider && <ProviderDialog caseId={caseId} provider={editingProvider.item} onClose={() => setEditingProvider(null)} />}
      {editingBill && providers.data && (
        <BillEditor caseId={caseId} providers={providers.data} editing={editingBill} onClose={() => setEditingBill(null)} />
      )}
    </MoneyCard>
  );
}

// ------------------------------------------------------------------ lost wages

function LostWageDialog({ caseId, wage, onClose }: { caseId: string; wage?: LostWage | undefined; onClose: () => void }) {
  return (
    <MoneyItemDialog
      caseId={caseId}
      part={moneyApi.lostWages}
      item={wage}
      schema={lostWageFormSchema}
      defaultValues={toLostWageForm(wage)}
      titles={{ add: 'Add lost wages', edit: 'Edit lost wages' }}
      submitLabels={{ add: 'Add lost wages', edit: 'Save' }}
      onClose={onClose}
    >
      {(form) => {
        const errors = form.formState.errors;
        return (
          <>
            <Field label="Employer" htmlFor="wage-employer" error={errors.employer?.message}>
              <Input id="wage-employer" autoComplete="off" {...form.register('employer')} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <MoneyField form={form} name="rate" id="wage-rate" label="Rate" />
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
            <MoneyField form={form} name="amount" id="wage-amount" label="Amount lost" />
            <Field label="Notes" htmlFor="wage-notes" error={errors.notes?.message}>
              <Textarea id="wage-notes" rows={2} {...form.register('notes')} />
            </Field>
          </>
        );
      }}
    </MoneyItemDialog>
  );
}

const WAGE_COLUMNS: ReadonlyArray<MoneyColumn<LostWage>> = [
  { header: 'Employer', cell: (wage) => wage.employer },
  {
    header: 'Rate',
    cell: (wage) =>
      wage.rate != null ? `${formatAmount(wage.rate)}${wage.rateUnit ? ` ${formatCodeLabel(wage.rateUnit).toLowerCase()}` : ''}` : '—',
  },
  {
    header: 'Period',
    cell: (wage) =>
      wage.periodFrom || wage.periodTo ? `${formatOptionalDate(wage.periodFrom)} – ${formatOptionalDate(wage.periodTo)}` : '—',
  },
  { header: 'Amount', align: 'right', className: amountCellClass, cell: (wage) => formatAmount(wage.amount) },
];

function LostWagesCard({ caseId }: { caseId: string }) {
  return (
    <MoneyListCard
      caseId={caseId}
      part={moneyApi.lostWages}
      id="lost-wages"
      title="Lost wages"
      loadingLabel="Loading lost wages"
      addLabel="Add lost wages"
      addVariant="outline"
      table={{
        label: 'Lost wages',
        columns: WAGE_COLUMNS,
        emptyText: 'No lost wages recorded.',
        row: {
          name: (wage) => `lost wages from ${wage.employer}`,
          deleteTitle: 'Delete these lost wages?',
          deleteDescription: (wage) => (
            <p>
              {formatAmount(wage.amount)} from {wage.employer} will be removed.
            </p>
          ),
        },
        footer: (wages) => (
          <tr className="border-t border-slate-200 font-medium">
            <th scope="row" colSpan={3} className={cellClass}>
              Total
            </th>
            <td className={amountCellClass}>{formatOptionalAmount(sumDollars(wages.map((wage) => wage.amount)))}</td>
            <td />
          </tr>
        ),
      }}
      dialog={(wage, onClose) => <LostWageDialog caseId={caseId} wage={wage} onClose={onClose} />}
    />
  );
}

export function MedicalTab({
  caseId,
  money,
  propertyDamage,
}: {
  caseId: string;
  money: CaseMoney;
  propertyDamage: { amount: number | null; severity: string | null };
}) {
  return (
    <div className="space-y-6">
      <MedicalTotals caseId={caseId} money={money} />
      <ProvidersCard caseId={caseId} />
      <ChronologyCard caseId={caseId} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <LostWagesCard caseId={caseId} />
        <PropertyDamageCard caseId={caseId} propertyDamage={propertyDamage} />
      </div>
    </div>
  );
}
