// The case page's Negotiation tab: the log of demands and offers (with the attached letter and, per offer, the chance
// of beating it), and the chart of the negotiation against the predicted range.
import { useState } from 'react';
import { Link } from 'react-router';
import { FileText, Pencil, Plus } from 'lucide-react';
import { formatCodeLabel, formatDate, getTodayIsoDate, NEGOTIATION_KINDS, type Negotiation, type NegotiationCreate, type PredictionRecord } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { Badge } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { FormError, useZodForm } from '../../../components/ui/form';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useCaseDocuments } from '../../documents/api';
import { useLatestPrediction } from '../../predictions/api';
import { moneyApi, useMoneyMutation, useMoneyPart } from '../api';
import { negotiationFormSchema, toNegotiationForm, type NegotiationFormValues } from '../money-forms';
import { NegotiationChart, type PredictedRange } from './negotiation-chart';
import { amountCellClass, cellClass, DeleteWithConfirm, EmptyRow, formatAmount, headCellClass, MoneyCard, tableClass } from './money-ui';

/** The prediction's ranges; the likely (50%) range only where the model gives one. */
export function toPredictedRange(record: PredictionRecord | null | undefined): PredictedRange | null {
  if (!record) return null;
  const likely = (record as { likely_range?: { lower: number; upper: number } | null }).likely_range ?? null;
  return { value: record.predicted_value, lower: record.confidence_interval.lower_bound, upper: record.confidence_interval.upper_bound, likely };
}

/** '62%' for 0.62; under 1% and over 99% say so rather than round to a certainty. */
export function formatChance(chance: number): string {
  if (chance > 0 && chance < 0.01) return 'under 1%';
  if (chance < 1 && chance > 0.99) return 'over 99%';
  return `${Math.round(chance * 100)}%`;
}

function NegotiationDialog({ caseId, entry, onClose }: { caseId: string; entry?: Negotiation; onClose: () => void }) {
  const form = useZodForm<NegotiationFormValues, NegotiationCreate>(negotiationFormSchema, { defaultValues: toNegotiationForm(entry, getTodayIsoDate()) });
  const documents = useCaseDocuments(caseId);
  const save = useMoneyMutation(caseId, (input: NegotiationCreate) => (entry ? moneyApi.negotiations.update(caseId, entry.id, input) : moneyApi.negotiations.create(caseId, input)));
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={entry ? 'Edit entry' : 'Log a demand or offer'} description="A counter-offer is the next demand.">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <FormError error={save.error} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Kind" htmlFor="negotiation-kind" error={errors.kind?.message}>
            <Select id="negotiation-kind" {...form.register('kind')}>
              {NEGOTIATION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {formatCodeLabel(kind)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Date" htmlFor="negotiation-date" error={errors.date?.message}>
            <Input id="negotiation-date" type="date" {...form.register('date')} />
          </Field>
          <Field label="Amount" htmlFor="negotiation-amount" error={errors.amount?.message}>
            <Input id="negotiation-amount" inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="From" htmlFor="negotiation-from" error={errors.from?.message}>
            <Input id="negotiation-from" autoComplete="off" placeholder="e.g. our firm, State Farm" {...form.register('from')} />
          </Field>
          <Field label="To" htmlFor="negotiation-to" error={errors.to?.message}>
            <Input id="negotiation-to" autoComplete="off" {...form.register('to')} />
          </Field>
        </div>
        <Field label="Attached document" htmlFor="negotiation-document" error={errors.documentId?.message} hint={documents.isError ? 'The case documents could not be loaded.' : undefined}>
          <Select id="negotiation-document" disabled={documents.isPending} {...form.register('documentId')}>
            <option value="">None</option>
            {(documents.data ?? []).map((document) => (
              <option key={document.id} value={document.id}>
                {document.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Note" htmlFor="negotiation-note" error={errors.note?.message}>
          <Textarea id="negotiation-note" rows={2} {...form.register('note')} />
        </Field>
        <DialogActions onCancel={onClose} pending={save.isPending} submitLabel={entry ? 'Save' : 'Add to log'} />
      </form>
    </Dialog>
  );
}

function NegotiationRow({ caseId, entry, documentName, onEdit }: { caseId: string; entry: Negotiation; documentName: string | null; onEdit: () => void }) {
  const remove = useMoneyMutation(caseId, () => moneyApi.negotiations.remove(caseId, entry.id));
  const label = `${formatCodeLabel(entry.kind).toLowerCase()} of ${formatDate(entry.date)}`;
  return (
    <tr className="border-t border-slate-100">
      <td className={cellClass}>{formatDate(entry.date)}</td>
      <td className={cellClass}>
        <Badge tone={entry.kind === 'demand' ? 'yellow' : 'blue'}>{formatCodeLabel(entry.kind)}</Badge>
      </td>
      <td className={`${amountCellClass} font-medium`}>{formatAmount(entry.amount)}</td>
      <td className={cellClass}>{entry.from || entry.to ? `${entry.from ?? '—'} → ${entry.to ?? '—'}` : '—'}</td>
      <td className={cellClass}>
        {entry.note ?? ''}
        {documentName && (
          <span className="mt-1 flex items-center gap-1 text-xs text-slate-600">
            <FileText className="h-3.5 w-3.5" aria-hidden="true" /> {documentName}
          </span>
        )}
      </td>
      <td className={`${cellClass} text-right`}>
        {entry.kind === 'offer' ? (
          entry.chanceOfBeatingOffer != null ? (
            <span className="font-medium tabular-nums" title="The probability, from the case's latest prediction, that the final settlement exceeds this offer">
              {formatChance(entry.chanceOfBeatingOffer)}
            </span>
          ) : (
            <span className="text-xs text-slate-500">Needs a prediction</span>
          )
        ) : (
          ''
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap text-right`}>
        <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${label}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <DeleteWithConfirm name={label} title="Delete this entry?" description={<p>The {label} ({formatAmount(entry.amount)}) will be removed from the log.</p>} mutation={remove} />
      </td>
    </tr>
  );
}

export function NegotiationTab({ caseId }: { caseId: string }) {
  const negotiations = useMoneyPart(caseId, moneyApi.negotiations);
  const prediction = useLatestPrediction(caseId);
  const documents = useCaseDocuments(caseId);
  const [editing, setEditing] = useState<{ entry?: Negotiation } | null>(null);
  const range = toPredictedRange(prediction.data);
  const entries = [...(negotiations.data ?? [])].sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt));
  const documentName = (id: string | null) => (id ? ((documents.data ?? []).find((document) => document.id === id)?.name ?? 'Attached document') : null);
  return (
    <div className="space-y-6">
      <MoneyCard
        id="negotiation"
        title="Negotiation log"
        description="Demands and offers in date order. Chance of beating this offer: the probability, from the case's latest prediction, that the final settlement exceeds the offer."
        query={negotiations}
        loadingLabel="Loading the negotiation"
        actions={
          <Button size="sm" onClick={() => setEditing({})}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Log demand or offer
          </Button>
        }
      >
        <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
          <table className={tableClass} aria-label="Negotiation log">
            <thead>
              <tr>
                <th scope="col" className={headCellClass}>Date</th>
                <th scope="col" className={headCellClass}>Kind</th>
                <th scope="col" className={`${headCellClass} text-right`}>Amount</th>
                <th scope="col" className={headCellClass}>From → To</th>
                <th scope="col" className={headCellClass}>Note</th>
                <th scope="col" className={`${headCellClass} text-right`}>Chance of beating this offer</th>
                <th scope="col" className={headCellClass}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.length === 0 ? (
                <EmptyRow colSpan={7}>No demands or offers yet.</EmptyRow>
              ) : (
                entries.map((entry) => <NegotiationRow key={entry.id} caseId={caseId} entry={entry} documentName={documentName(entry.documentId)} onEdit={() => setEditing({ entry })} />)
              )}
            </tbody>
          </table>
        </div>
        {!range && entries.some((entry) => entry.kind === 'offer') && !prediction.isPending && (
          <p className="border-t border-slate-100 px-5 py-3 text-sm text-slate-600">
            Generate a prediction on the{' '}
            <Link to="?tab=overview" className="font-medium text-brand-600 hover:text-brand-700">
              Overview
            </Link>{' '}
            to see the chance of beating each offer and the predicted range on the chart.
          </p>
        )}
      </MoneyCard>
      {entries.length > 0 && (
        <MoneyCard id="negotiation-chart" title="Negotiation against the prediction" query={negotiations} loadingLabel="Loading the chart">
          <div className="px-5 py-4">
            <NegotiationChart entries={entries} range={range} />
          </div>
        </MoneyCard>
      )}
      {editing && <NegotiationDialog caseId={caseId} entry={editing.entry} onClose={() => setEditing(null)} />}
    </div>
  );
}
