// The case page's Negotiation tab: the log of demands and offers (with the attached letter and, per offer, the chance
// of beating it), and the chart of the negotiation against the predicted range.
import { Link } from 'react-router';
import { FileText } from 'lucide-react';
import { formatCodeLabel, formatDate, getTodayIsoDate, NEGOTIATION_KINDS, type Negotiation, type PredictionRecord } from '@casecast/domain';
import { Badge } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { MoneyField } from '../../../components/ui/money-field';
import { Input, Select, Textarea } from '../../../components/ui/input';
import { useCaseDocuments } from '../../documents/api';
import { useLatestPrediction } from '../../predictions/api';
import { moneyApi, useMoneyPart } from '../api';
import { negotiationFormSchema, toNegotiationForm } from '../money-forms';
import { MoneyListCard, MoneyItemDialog, type MoneyColumn } from './money-list';
import { NegotiationChart, type PredictedRange } from './negotiation-chart';
import { amountCellClass, cellClass, formatAmount, MoneyCard } from './money-ui';

/** The prediction's ranges; the likely (50%) range only where the model gives one. */
export function toPredictedRange(record: PredictionRecord | null | undefined): PredictedRange | null {
  if (!record) return null;
  const likely = (record as { likely_range?: { lower: number; upper: number } | null }).likely_range ?? null;
  return {
    value: record.predicted_value,
    lower: record.confidence_interval.lower_bound,
    upper: record.confidence_interval.upper_bound,
    likely,
  };
}

/** '62%' for 0.62; under 1% and over 99% say so rather than round to a certainty. */
export function formatChance(chance: number): string {
  if (chance > 0 && chance < 0.01) return 'under 1%';
  if (chance < 1 && chance > 0.99) return 'over 99%';
  return `${Math.round(chance * 100)}%`;
}

function NegotiationDialog({ caseId, entry, onClose }: { caseId: string; entry?: Negotiation | undefined; onClose: () => void }) {
  const documents = useCaseDocuments(caseId);
  return (
    <MoneyItemDialog
      caseId={caseId}
      part={moneyApi.negotiations}
      item={entry}
      schema={negotiationFormSchema}
      defaultValues={toNegotiationForm(entry, getTodayIsoDate())}
      titles={{ add: 'Log a demand or offer', edit: 'Edit entry' }}
      submitLabels={{ add: 'Add to log', edit: 'Save' }}
      description="A counter-offer is the next demand."
      onClose={onClose}
    >
      {(form) => {
        const errors = form.formState.errors;
        const isDemand = form.watch('kind') === 'demand';
        return (
          <>
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
              <MoneyField form={form} name="amount" id="negotiation-amount" label="Amount" />
            </div>
            {isDemand && (
              <Field
                label="Expires on"
                htmlFor="negotiation-expires-on"
                error={errors.expiresOn?.message}
                hint="For a time-limited demand: the case gets a deadline on this day."
              >
                <Input id="negotiation-expires-on" type="date" {...form.register('expiresOn')} />
              </Field>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="From" htmlFor="negotiation-from" error={errors.from?.message}>
                <Input id="negotiation-from" autoComplete="off" placeholder="e.g. our firm, State Farm" {...form.register('from')} />
              </Field>
              <Field label="To" htmlFor="negotiation-to" error={errors.to?.message}>
                <Input id="negotiation-to" autoComplete="off" {...form.register('to')} />
              </Field>
            </div>
            <Field
              label="Attached document"
              htmlFor="negotiation-document"
              error={errors.documentId?.message}
              hint={documents.isError ? 'The case documents could not be loaded.' : undefined}
            >
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
          </>
        );
      }}
    </MoneyItemDialog>
  );
}

function ChanceOfBeating({ entry }: { entry: Negotiation }) {
  if (entry.kind !== 'offer') return null;
  return entry.chanceOfBeatingOffer != null ? (
    <span
      className="font-medium tabular-nums"
      title="The probability, from the case's latest prediction, that the final settlement exceeds this offer"
    >
      {formatChance(entry.chanceOfBeatingOffer)}
    </span>
  ) : (
    <span className="text-xs text-slate-500">Needs a prediction</span>
  );
}

const describeEntry = (entry: Negotiation) => `${formatCodeLabel(entry.kind).toLowerCase()} of ${formatDate(entry.date)}`;

/** In date order, entries of one day in the order they were logged. */
const byDate = (entries: readonly Negotiation[]) =>
  [...entries].sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt));

export function NegotiationTab({ caseId }: { caseId: string }) {
  const negotiations = useMoneyPart(caseId, moneyApi.negotiations);
  const prediction = useLatestPrediction(caseId);
  const documents = useCaseDocuments(caseId);
  const range = toPredictedRange(prediction.data);
  const entries = byDate(negotiations.data ?? []);
  const documentName = (id: string | null) =>
    id ? ((documents.data ?? []).find((document) => document.id === id)?.name ?? 'Attached document') : null;
  const columns: ReadonlyArray<MoneyColumn<Negotiation>> = [
    { header: 'Date', cell: (entry) => formatDate(entry.date) },
    {
      header: 'Kind',
      cell: (entry) => (
        <>
          <Badge tone={entry.kind === 'demand' ? 'yellow' : 'blue'}>{formatCodeLabel(entry.kind)}</Badge>
          {entry.expiresOn && <span className="mt-1 block text-xs text-slate-600">Expires {formatDate(entry.expiresOn)}</span>}
        </>
      ),
    },
    { header: 'Amount', align: 'right', className: `${amountCellClass} font-medium`, cell: (entry) => formatAmount(entry.amount) },
    { header: 'From → To', cell: (entry) => (entry.from || entry.to ? `${entry.from ?? '—'} → ${entry.to ?? '—'}` : '—') },
    {
      header: 'Note',
      cell: (entry) => {
        const name = documentName(entry.documentId);
        return (
          <>
            {entry.note ?? ''}
            {name && (
              <span className="mt-1 flex items-center gap-1 text-xs text-slate-600">
                <FileText className="h-3.5 w-3.5" aria-hidden="true" /> {name}
              </span>
            )}
          </>
        );
      },
    },
    {
      header: 'Chance of beating this offer',
      align: 'right',
      className: `${cellClass} text-right`,
      cell: (entry) => <ChanceOfBeating entry={entry} />,
    },
  ];
  return (
    <div className="space-y-6">
      <MoneyListCard
        caseId={caseId}
        part={moneyApi.negotiations}
        id="negotiation"
        title="Negotiation log"
        description="Demands and offers in date order. Chance of beating this offer: the probability, from the case's latest prediction, that the final settlement exceeds the offer."
        loadingLabel="Loading the negotiation"
        addLabel="Log demand or offer"
        items={byDate}
        table={{
          label: 'Negotiation log',
          columns,
          emptyText: 'No demands or offers yet.',
          row: {
            name: describeEntry,
            deleteTitle: 'Delete this entry?',
            deleteDescription: (entry) => (
              <p>
                The {describeEntry(entry)} ({formatAmount(entry.amount)}) will be removed from the log.
              </p>
            ),
          },
        }}
        after={(items) =>
          !range &&
          items.some((entry) => entry.kind === 'offer') &&
          !prediction.isPending && (
            <p className="border-t border-slate-100 px-5 py-3 text-sm text-slate-600">
              Generate a prediction on the{' '}
              <Link to="?tab=overview" className="font-medium text-brand-600 hover:text-brand-700">
                Overview
              </Link>{' '}
              to see the chance of beating each offer and the predicted range on the chart.
            </p>
          )
        }
        dialog={(entry, onClose) => <NegotiationDialog caseId={caseId} entry={entry} onClose={onClose} />}
      />
      {entries.length > 0 && (
        <MoneyCard id="negotiation-chart" title="Negotiation against the prediction" query={negotiations} loadingLabel="Loading the chart">
          <div className="px-5 py-4">
            <NegotiationChart entries={entries} range={range} />
          </div>
        </MoneyCard>
      )}
    </div>
  );
}
