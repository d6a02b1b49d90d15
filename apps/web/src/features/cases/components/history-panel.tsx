// The case's History: the audit log of who created, changed or deleted the case and its records, newest first.
import { useState } from 'react';
import { AuditEntryItem } from '../../../components/audit-entry';
import { Button } from '../../../components/ui/button';
import { Alert, SectionCard, Spinner } from '../../../components/ui/feedback';
import { useCaseHistory } from '../api';

const COLLAPSED_COUNT = 8;

export function HistoryPanel({ caseId }: { caseId: string }) {
  const history = useCaseHistory(caseId);
  const [expanded, setExpanded] = useState(false);
  const entries = history.data ?? [];
  const shown = expanded ? entries : entries.slice(0, COLLAPSED_COUNT);
  return (
    <SectionCard id="history" title="History" description="Every change to this case, who made it and when.">
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
            {shown.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
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
    </SectionCard>
  );
}
