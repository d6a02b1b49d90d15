// The case page's Liens tab: who claims part of the settlement (Medicare, Medicaid, ERISA plans, hospitals…), from asserted to final.
import { formatCodeLabel, LIEN_KINDS, LIEN_STATUSES, sumDollars, type Lien } from '@casecast/domain';
import { Badge } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { Checkbox, Input, Select, Textarea } from '../../../components/ui/input';
import { moneyApi } from '../api';
import { lienFormSchema, toLienForm } from '../money-forms';
import { MoneyItemDialog, MoneyListCard, type MoneyColumn } from './money-list';
import { amountCellClass, cellClass, formatAmount, formatOptionalAmount } from './money-ui';

function LienDialog({ caseId, lien, onClose }: { caseId: string; lien?: Lien | undefined; onClose: () => void }) {
  return (
    <MoneyItemDialog
      caseId={caseId}
      part={moneyApi.liens}
      item={lien}
      schema={lienFormSchema}
      defaultValues={toLienForm(lien)}
      titles={{ add: 'Add lien', edit: 'Edit lien' }}
      submitLabels={{ add: 'Add lien', edit: 'Save lien' }}
      description="The statement pays the final amount, else the negotiated one, else the asserted one."
      onClose={onClose}
    >
      {(form) => {
        const errors = form.formState.errors;
        return (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Holder" htmlFor="lien-holder" error={errors.holder?.message}>
                <Input id="lien-holder" autoComplete="off" {...form.register('holder')} />
              </Field>
              <Field label="Lien kind" htmlFor="lien-kind" error={errors.kind?.message}>
                <Select id="lien-kind" {...form.register('kind')}>
                  {LIEN_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {formatCodeLabel(kind)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <MoneyField form={form} name="asserted" id="lien-asserted" label="Asserted" />
              <MoneyField form={form} name="negotiated" id="lien-negotiated" label="Negotiated" />
              <MoneyField form={form} name="final" id="lien-final" label="Final" />
            </div>
            <Field label="Lien status" htmlFor="lien-status" error={errors.status?.message}>
              <Select id="lien-status" {...form.register('status')}>
                {LIEN_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {formatCodeLabel(status)}
                  </option>
                ))}
              </Select>
            </Field>
            <div className="flex flex-wrap gap-6">
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <Checkbox {...form.register('reductionRequested')} /> Reduction requested
              </label>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <Checkbox {...form.register('reductionGranted')} /> Reduction granted
              </label>
            </div>
            <Field label="Notes" htmlFor="lien-notes" error={errors.notes?.message}>
              <Textarea id="lien-notes" rows={2} {...form.register('notes')} />
            </Field>
          </>
        );
      }}
    </MoneyItemDialog>
  );
}

const STATUS_TONES = { asserted: 'yellow', negotiating: 'accent', final: 'blue', paid: 'green', waived: 'gray' } as const;

const COLUMNS: ReadonlyArray<MoneyColumn<Lien>> = [
  {
    header: 'Holder',
    cell: (lien) => (
      <>
        {lien.holder}
        <span className="block text-xs text-slate-500">{formatCodeLabel(lien.kind)}</span>
      </>
    ),
  },
  { header: 'Asserted', align: 'right', className: amountCellClass, cell: (lien) => formatAmount(lien.asserted) },
  { header: 'Negotiated', align: 'right', className: amountCellClass, cell: (lien) => formatOptionalAmount(lien.negotiated) },
  { header: 'Final', align: 'right', className: amountCellClass, cell: (lien) => formatOptionalAmount(lien.final) },
  { header: 'Amount due', align: 'right', className: `${amountCellClass} font-medium`, cell: (lien) => formatAmount(lien.amountDue) },
  { header: 'Status', cell: (lien) => <Badge tone={STATUS_TONES[lien.status]}>{formatCodeLabel(lien.status)}</Badge> },
  { header: 'Reduction', cell: (lien) => (lien.reductionGranted ? 'Granted' : lien.reductionRequested ? 'Requested' : '—') },
];

export function LiensTab({ caseId }: { caseId: string }) {
  return (
    <MoneyListCard
      caseId={caseId}
      part={moneyApi.liens}
      id="liens"
      title="Liens"
      description="Amount due: the final amount, else the negotiated one, else the asserted one; a waived lien is 0."
      loadingLabel="Loading liens"
      addLabel="Add lien"
      table={{
        label: 'Liens',
        columns: COLUMNS,
        emptyText: 'No liens asserted.',
        row: {
          name: (lien) => `lien of ${lien.holder}`,
          deleteTitle: 'Delete this lien?',
          deleteDescription: (lien) => <p>The lien of {lien.holder} will be removed from the settlement statement.</p>,
        },
        footer: (items) => (
          <tr className="border-t border-slate-200 font-medium">
            <th scope="row" colSpan={4} className={cellClass}>
              Total due
            </th>
            <td className={amountCellClass}>{formatAmount(sumDollars(items.map((lien) => lien.amountDue)))}</td>
            <td colSpan={3} />
          </tr>
        ),
      }}
      dialog={(lien, onClose) => <LienDialog caseId={caseId} lien={lien} onClose={onClose} />}
    />
  );
}
