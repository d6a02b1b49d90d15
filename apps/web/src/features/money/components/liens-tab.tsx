// The case page's Liens tab: who claims part of the settlement (Medicare, Medicaid, ERISA plans, hospitals…), from asserted to final.
import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { formatCodeLabel, LIEN_KINDS, LIEN_STATUSES, sumDollars, type Lien, type LienCreate } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Badge } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Checkbox, Input, Select, Textarea } from '../../../components/ui/input';
import { moneyApi, useMoneyMutation, useMoneyPart } from '../api';
import { lienFormSchema, toLienForm, type LienFormValues } from '../money-forms';
import { amountCellClass, cellClass, DeleteWithConfirm, EmptyRow, formatAmount, formatOptionalAmount, headCellClass, MoneyCard, tableClass } from './money-ui';

function LienDialog({ caseId, lien, onClose }: { caseId: string; lien?: Lien; onClose: () => void }) {
  const form = useZodForm<LienFormValues, LienCreate>(lienFormSchema, { defaultValues: toLienForm(lien) });
  const save = useMoneyMutation(caseId, (input: LienCreate) => (lien ? moneyApi.liens.update(caseId, lien.id, input) : moneyApi.liens.create(caseId, input)));
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={lien ? 'Edit lien' : 'Add lien'} description="The statement pays the final amount, else the negotiated one, else the asserted one.">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={save.error} />
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
          <Field label="Asserted" htmlFor="lien-asserted" error={errors.asserted?.message}>
            <Input id="lien-asserted" inputMode="decimal" autoComplete="off" {...form.register('asserted')} />
          </Field>
          <Field label="Negotiated" htmlFor="lien-negotiated" error={errors.negotiated?.message}>
            <Input id="lien-negotiated" inputMode="decimal" autoComplete="off" {...form.register('negotiated')} />
          </Field>
          <Field label="Final" htmlFor="lien-final" error={errors.final?.message}>
            <Input id="lien-final" inputMode="decimal" autoComplete="off" {...form.register('final')} />
          </Field>
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
        <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={lien ? 'Save lien' : 'Add lien'} />
      </form>
    </Dialog>
  );
}

const STATUS_TONES = { asserted: 'yellow', negotiating: 'accent', final: 'blue', paid: 'green', waived: 'gray' } as const;

function LienRow({ caseId, lien, onEdit }: { caseId: string; lien: Lien; onEdit: () => void }) {
  const remove = useMoneyMutation(caseId, () => moneyApi.liens.remove(caseId, lien.id));
  const reduction = lien.reductionGranted ? 'Granted' : lien.reductionRequested ? 'Requested' : '—';
  return (
    <tr className="border-t border-slate-100">
      <td className={cellClass}>
        {lien.holder}
        <span className="block text-xs text-slate-500">{formatCodeLabel(lien.kind)}</span>
      </td>
      <td className={amountCellClass}>{formatAmount(lien.asserted)}</td>
      <td className={amountCellClass}>{formatOptionalAmount(lien.negotiated)}</td>
      <td className={amountCellClass}>{formatOptionalAmount(lien.final)}</td>
      <td className={`${amountCellClass} font-medium`}>{formatAmount(lien.amountDue)}</td>
      <td className={cellClass}>
        <Badge tone={STATUS_TONES[lien.status]}>{formatCodeLabel(lien.status)}</Badge>
      </td>
      <td className={cellClass}>{reduction}</td>
      <td className={`${cellClass} whitespace-nowrap text-right`}>
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit lien of ${lien.holder}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <DeleteWithConfirm name={`lien of ${lien.holder}`} title="Delete this lien?" description={<p>The lien of {lien.holder} will be removed from the settlement statement.</p>} mutation={remove} />
      </td>
    </tr>
  );
}

export function LiensTab({ caseId }: { caseId: string }) {
  const liens = useMoneyPart(caseId, moneyApi.liens);
  const [editing, setEditing] = useState<{ lien?: Lien } | null>(null);
  const items = liens.data ?? [];
  return (
    <MoneyCard
      id="liens"
      title="Liens"
      description="Amount due: the final amount, else the negotiated one, else the asserted one; a waived lien is 0."
      query={liens}
      loadingLabel="Loading liens"
      actions={
        <Button size="sm" onClick={() => setEditing({})}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add lien
        </Button>
      }
    >
      <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
        <table className={tableClass} aria-label="Liens">
          <thead>
            <tr>
              <th scope="col" className={headCellClass}>Holder</th>
              <th scope="col" className={`${headCellClass} text-right`}>Asserted</th>
              <th scope="col" className={`${headCellClass} text-right`}>Negotiated</th>
              <th scope="col" className={`${headCellClass} text-right`}>Final</th>
              <th scope="col" className={`${headCellClass} text-right`}>Amount due</th>
              <th scope="col" className={headCellClass}>Status</th>
              <th scope="col" className={headCellClass}>Reduction</th>
              <th scope="col" className={headCellClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>{items.length === 0 ? <EmptyRow colSpan={8}>No liens asserted.</EmptyRow> : items.map((lien) => <LienRow key={lien.id} caseId={caseId} lien={lien} onEdit={() => setEditing({ lien })} />)}</tbody>
          {items.length > 0 && (
            <tfoot>
              <tr className="border-t border-slate-200 font-medium">
                <th scope="row" colSpan={4} className={cellClass}>
                  Total due
                </th>
                <td className={amountCellClass}>{formatAmount(sumDollars(items.map((lien) => lien.amountDue)))}</td>
                <td colSpan={3} />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {editing && <LienDialog caseId={caseId} lien={editing.lien} onClose={() => setEditing(null)} />}
    </MoneyCard>
  );
}
