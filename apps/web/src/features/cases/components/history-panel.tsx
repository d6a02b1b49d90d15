// The case's History: the audit log of who created, changed or deleted the case and its records, newest first.
import { formatDate, formatFieldLabel, type AuditEntry } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { useCaseHistory } from '../api';
import { useState } from 'react';

const ACTION_WORDS: Record<AuditEntry['action'], string> = { create: 'added', update: 'changed', delete: 'deleted' };
const ENTITY_WORDS: Record<AuditEntry['entityType'], string> = { case: 'the case', injury: 'an injury', treatment: 'a treatment', note: 'a note', document: 'a document', party: 'a party', deadline: 'a deadline', task: 'a task',
  provider: 'a medical provider', medical_bill: 'a medical bill', lost_wage: 'a lost-wage entry', policy: 'an insurance policy',
  negotiation: 'a demand or offer', expense: 'a case cost', lien: 'a lien', fee_agreement: 'the fee agreement', demand_template: "the firm's demand letter template",
};
const COLLAPSED_COUNT = 8;

function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 79)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function formatWhen(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : `${formatDate(value)}, ${time.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

export function HistoryPanel({ caseId }: { caseId: string }) {
  const history = useCaseHistory(caseId);
  const [expanded, setExpanded] = useState(false);
  const entries = history.data ?? [];
  const shown = expanded ? entries : entries.slice(0, COLLAPSED_COUNT);
  return (
    <Card role="region" aria-labelledby="history-heading">
      <CardHeader title={<span id="history-heading">History</span>} description="Every change to this case, who made it and when." />
      {history.isPending ? (
        <div className="flex items-center gap-2 px-5 py-6 text-sm text-slate-500">
          <Spinner className="h-4 w-4" label="Loading history" /> Loading history...
        </div>
      ) : history.isError ? (
        <div className="space-y-2 p-5">
          <Alert tone="error">The case history could not be loaded.</Alert>
          <Button size="sm" variant="outline" onClick={() => void history.refetch()}>
            Try Again
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500">No changes recorded yet.</p>
      ) : (
        <>
          <ol className="divide-y divide-slate-100">
            {shown.map((entry) => {
              const changes = Object.entries(entry.changes);
              return (
                <li key={entry.id} className="px-5 py-3 text-sm">
                  <p className="text-slate-800">
                    <span className="font-medium">{entry.actorName ?? 'Someone'}</span> {ACTION_WORDS[entry.action]} {ENTITY_WORDS[entry.entityType]}
                  </p>
                  <p className="text-xs text-slate-500">{formatWhen(entry.createdAt)}</p>
                  {entry.action === 'update' && changes.length > 0 && (
                    <dl className="mt-1.5 space-y-0.5 text-xs">
                      {changes.map(([field, change]) => (
                        <div key={field} className="flex flex-wrap gap-1">
                          <dt className="font-medium text-slate-600">{formatFieldLabel(field)}:</dt>
                          <dd className="text-slate-500">
                            <span className="line-through decoration-slate-300">{formatValue(change.old)}</span> → <span className="text-slate-800">{formatValue(change.new)}</span>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </li>
              );
            })}
          </ol>
          {entries.length > COLLAPSED_COUNT && (
            <div className="border-t border-slate-100 px-5 py-3">
              <Button size="sm" variant="ghost" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
                {expanded ? 'Show fewer' : `Show all ${entries.length} changes`}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
