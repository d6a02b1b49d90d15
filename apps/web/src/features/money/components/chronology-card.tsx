// The Medical tab's chronology: drafted from the case's medical records and bills, each line shown with the page it
// came from and what the records did not say marked missing; corrected, dismissed, or confirmed into a treatment and a bill.
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  documentEndpoints,
  endpointUrl,
  type ChronologyLine,
  type ChronologyLineEditInput,
  type ChronologyResponse,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Alert, Badge } from '../../../components/ui/feedback';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api';
import { useChronology, useChronologyMutations } from '../chronology-api';
import { cellClass, formatAmount, formatOptionalDate, headCellClass, MoneyCard, tableClass } from './money-ui';

function Missing() {
  return <Badge tone="yellow">Missing</Badge>;
}

function orMissing(value: ReactNode | null | undefined): ReactNode {
  return value === null || value === undefined || value === '' ? <Missing /> : value;
}

function sourceUrl(line: ChronologyLine): string | null {
  return line.documentId ? `${endpointUrl(documentEndpoints.content, { id: line.documentId })}#page=${line.page}` : null;
}

function progressText(chronology: ChronologyResponse): string {
  const progress = chronology.progress;
  if (chronology.status === 'queued') return 'Drafting is queued…';
  if (progress && progress.documentsWaiting > 0)
    return `Waiting for ${progress.documentsWaiting} document${progress.documentsWaiting === 1 ? '' : 's'} to be read (a scan takes a few seconds a page)…`;
  if (progress?.documents != null) return `Reading the records: ${progress.documentsDone} of ${progress.documents} documents…`;
  return 'Drafting…';
}

type EditValues = { serviceDate: string; provider: string; visitType: string; diagnoses: string; cptCodes: string; billed: string };

function toValues(line: ChronologyLine): EditValues {
  return {
    serviceDate: line.serviceDate ?? '',
    provider: line.provider ?? '',
    visitType: line.visitType ?? '',
    diagnoses: line.diagnoses
      .map((diagnosis) => (diagnosis.description ? `${diagnosis.code} ${diagnosis.description}` : diagnosis.code))
      .join('\n'),
    cptCodes: line.cptCodes.join(', '),
    billed: line.billedCents === null ? '' : (line.billedCents / 100).toFixed(2),
  };
}

const AMOUNT_PATTERN = /^\d+(?:\.\d{1,2})?$/;
const cleanAmount = (text: string) => text.replace(/[$,\s]/g, '');

/** The form's values as the API takes them; null where a box is empty (the amount checked before). */
function toInput(values: EditValues): ChronologyLineEditInput {
  const billed = cleanAmount(values.billed);
  return {
    serviceDate: values.serviceDate || null,
    provider: values.provider.trim() || null,
    visitType: values.visitType.trim() || null,
    diagnoses: values.diagnoses
      .split('\n')
      .map((row) => row.trim())
      .filter((row) => row !== '')
      .map((row) => {
        const [code = '', ...words] = row.split(/\s+/);
        return { code, description: words.join(' ') || null };
      }),
    cptCodes: values.cptCodes
      .split(/[\s,]+/)
      .map((code) => code.trim())
      .filter((code) => code !== ''),
    billedCents: billed === '' ? null : Math.round(Number(billed) * 100),
  };
}

const FIELD_OF_PATH: Record<string, keyof EditValues> = {
  serviceDate: 'serviceDate',
  provider: 'provider',
  visitType: 'visitType',
  diagnoses: 'diagnoses',
  cptCodes: 'cptCodes',
  billedCents: 'billed',
};

function LineDialog({ caseId, line, onClose }: { caseId: string; line: ChronologyLine; onClose: () => void }) {
  const { edit, confirm } = useChronologyMutations(caseId);
  const [values, setValues] = useState(() => toValues(line));
  const [errors, setErrors] = useState<Partial<Record<keyof EditValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = edit.isPending || confirm.isPending;

  const set = (field: keyof EditValues) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  async function submit(action: 'save' | 'confirm') {
    setErrors({});
    setFailure(null);
    const billed = cleanAmount(values.billed);
    if (billed !== '' && !AMOUNT_PATTERN.test(billed)) {
      setErrors({ billed: 'Billed must be an amount in dollars and cents (e.g. 145.00)' });
      return;
    }
    try {
      if (action === 'save') await edit.mutateAsync({ lineId: line.id, input: toInput(values) });
      else await confirm.mutateAsync({ lineId: line.id, input: toInput(values) });
      onClose();
    } catch (error) {
      const named: Partial<Record<keyof EditValues, string>> = {};
      if (error instanceof ApiError)
        for (const issue of error.issues) {
          const field = FIELD_OF_PATH[issue.path.split('.')[0] ?? ''];
          if (field && !named[field]) named[field] = issue.message;
        }
      setErrors(named);
      if (Object.keys(named).length === 0) setFailure(errorMessage(error, 'The line could not be saved.'));
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit('confirm');
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Check the chronology line"
      description={`From ${line.documentName}, page ${line.page}. Confirming adds a treatment and, with an amount, a bill of the provider.`}
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Date of service" htmlFor="chronology-date" error={errors.serviceDate}>
            <Input id="chronology-date" type="date" value={values.serviceDate} onChange={set('serviceDate')} />
          </Field>
          <Field label="Visit type" htmlFor="chronology-visit-type" error={errors.visitType}>
            <Input id="chronology-visit-type" value={values.visitType} onChange={set('visitType')} autoComplete="off" />
          </Field>
        </div>
        <Field label="Provider" htmlFor="chronology-provider" error={errors.provider}>
          <Input id="chronology-provider" value={values.provider} onChange={set('provider')} autoComplete="off" />
        </Field>
        <Field label="Diagnoses (ICD-10 code and description, one a line)" htmlFor="chronology-diagnoses" error={errors.diagnoses}>
          <Textarea id="chronology-diagnoses" rows={3} value={values.diagnoses} onChange={set('diagnoses')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="CPT codes" htmlFor="chronology-cpt" error={errors.cptCodes} hint="Separated by commas">
            <Input id="chronology-cpt" value={values.cptCodes} onChange={set('cptCodes')} autoComplete="off" />
          </Field>
          <Field label="Billed ($)" htmlFor="chronology-billed" error={errors.billed} hint="Empty: no bill is made">
            <Input id="chronology-billed" inputMode="decimal" value={values.billed} onChange={set('billed')} autoComplete="off" />
          </Field>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" variant="secondary" onClick={() => void submit('save')} disabled={busy}>
            Save draft
          </Button>
          <Button type="submit" disabled={busy}>
            Confirm into treatment and bill
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function LineRow({ caseId, line, onOpen }: { caseId: string; line: ChronologyLine; onOpen: () => void }) {
  const { dismiss } = useChronologyMutations(caseId);
  const source = sourceUrl(line);
  const label = `line of ${line.serviceDate ? formatOptionalDate(line.serviceDate) : 'unknown date'}`;
  return (
    <tr className="border-t border-slate-100" data-testid="chronology-line">
      <td className={cellClass}>{orMissing(line.serviceDate && formatOptionalDate(line.serviceDate))}</td>
      <td className={cellClass}>{orMissing(line.provider)}</td>
      <td className={cellClass}>{orMissing(line.visitType)}</td>
      <td className={cellClass}>
        {line.diagnoses.length === 0 ? (
          <Missing />
        ) : (
          <ul>
            {line.diagnoses.map((diagnosis) => (
              <li key={diagnosis.code}>
                <span className="font-mono text-xs">{diagnosis.code}</span>
                {diagnosis.description && <span className="text-slate-600"> {diagnosis.description}</span>}
              </li>
            ))}
          </ul>
        )}
      </td>
      <td className={`${cellClass} font-mono text-xs`}>{line.cptCodes.length === 0 ? <Missing /> : line.cptCodes.join(', ')}</td>
      <td className={`${cellClass} text-right tabular-nums`}>
        {orMissing(line.billedCents === null ? null : formatAmount(line.billedCents / 100))}
      </td>
      <td className={cellClass}>
        {source ? (
          <a className="text-blue-700 underline" href={source} target="_blank" rel="noreferrer">
            {line.documentName}, p. {line.page}
          </a>
        ) : (
          <span className="text-slate-500">
            {line.documentName}, p. {line.page} (deleted)
          </span>
        )}
      </td>
      <td className={`${cellClass} whitespace-nowrap text-right`}>
        {line.status === 'confirmed' ? (
          <Badge tone="green">Confirmed</Badge>
        ) : (
          <div className="flex justify-end gap-2">
            <Button size="sm" onClick={onOpen} aria-label={`Check and confirm ${label}`}>
              Confirm…
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => dismiss.mutate(line.id)}
              disabled={dismiss.isPending}
              aria-label={`Dismiss ${label}`}
            >
              Dismiss
            </Button>
          </div>
        )}
      </td>
    </tr>
  );
}

export function ChronologyCard({ caseId }: { caseId: string }) {
  const chronology = useChronology(caseId);
  const { start } = useChronologyMutations(caseId);
  const [open, setOpen] = useState<ChronologyLine | null>(null);
  const data = chronology.data;
  const drafting = data?.status === 'queued' || data?.status === 'running';
  const shown = data?.lines.filter((line) => line.status !== 'dismissed') ?? [];
  const dismissed = (data?.lines.length ?? 0) - shown.length;
  return (
    <MoneyCard
      id="medical-chronology"
      title="Medical chronology"
      description="Drafted from the documents filed under Medical Records (or a category naming medical or bills). Check each line against its page: what the records do not say is marked missing, never guessed."
      query={chronology}
      loadingLabel="Loading the chronology"
      actions={
        <Button size="sm" onClick={() => start.mutate()} disabled={drafting || start.isPending}>
          {data && data.status !== 'none' ? 'Draft again' : 'Draft chronology'}
        </Button>
      }
    >
      <div className="space-y-3 px-5 py-4">
        {start.isError && <Alert tone="error">{errorMessage(start.error, 'The chronology could not be drafted.')}</Alert>}
        {drafting && data && (
          <p role="status" className="text-sm text-slate-600">
            {progressText(data)}
          </p>
        )}
        {data?.status === 'failed' && <Alert tone="error">{data.error ?? 'The chronology could not be drafted: try again.'}</Alert>}
        {data?.status === 'done' && shown.length === 0 && (
          <p className="text-sm text-slate-600">No dates of service were found in the case&apos;s medical records and bills.</p>
        )}
        {data?.status === 'none' && <p className="text-sm text-slate-600">No chronology drafted yet.</p>}
        {dismissed > 0 && (
          <p className="text-xs text-slate-500">
            {dismissed} dismissed line{dismissed === 1 ? '' : 's'} hidden; drafting again does not bring them back.
          </p>
        )}
      </div>
      {shown.length > 0 && (
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">Medical chronology, in date order</caption>
            <thead>
              <tr>
                {['Date of service', 'Provider', 'Visit type', 'Diagnoses (ICD-10)', 'Procedures (CPT)', 'Billed', 'Source', 'Actions'].map(
                  (header) => (
                    <th
                      key={header}
                      scope="col"
                      className={`${headCellClass} ${header === 'Billed' || header === 'Actions' ? 'text-right' : ''}`}
                    >
                      {header}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {shown.map((line) => (
                <LineRow key={line.id} caseId={caseId} line={line} onOpen={() => setOpen(line)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {open && <LineDialog caseId={caseId} line={open} onClose={() => setOpen(null)} />}
    </MoneyCard>
  );
}
