// The case page's Communications tab: the log of calls, emails, letters, texts and meetings on the case, newest first,
// with "Log a call / email…", and each entry's edit and delete (sent with the version shown).
import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { communicationHeading, communicationWho, type CommunicationEntry } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useCaseCommunications, useRemoveCommunication } from '../api';
import { formatMoment } from '../communication-form';
import { CaseEmailAddress } from './case-email-address';
import { CommunicationDialog } from './communication-dialog';
import { CommunicationItem } from './communication-item';

function RemoveCommunication({ caseId, entry, name }: { caseId: string; entry: CommunicationEntry; name: string }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveCommunication(caseId, entry);
  return (
    <>
      <Button size="sm" variant="ghost" className="text-red-600 hover:bg-red-50" onClick={() => setOpen(true)}>
        Delete<span className="sr-only"> {name}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) remove.reset();
        }}
        title="Delete this communication?"
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => setOpen(false) })}
      >
        <p>The {name} leaves the log and the timeline; the case history keeps a record of it.</p>
      </ConfirmDialog>
    </>
  );
}

export function CommunicationsTab({ caseId }: { caseId: string }) {
  const log = useCaseCommunications(caseId);
  const [editing, setEditing] = useState<{ entry?: CommunicationEntry } | null>(null);
  const items = log.data?.items ?? [];
  return (
    <Card role="region" aria-labelledby="communications-heading">
      <CardHeader
        title={<span id="communications-heading">Communications</span>}
        description="Every call, email, letter, text and meeting on the case, newest first."
        actions={
          <Button size="sm" onClick={() => setEditing({})}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Log a call / email…
          </Button>
        }
      />
      <CaseEmailAddress caseId={caseId} />
      {log.isPending && (
        <div className="px-5 py-4">
          <Spinner label="Loading communications" />
        </div>
      )}
      {log.isError && (
        <div className="px-5 py-4">
          <Alert tone="error">{errorMessage(log.error, 'The communications could not be loaded.')}</Alert>
        </div>
      )}
      {log.data && items.length === 0 && <p className="px-5 py-6 text-sm text-slate-500">No communications logged yet.</p>}
      {items.length > 0 && (
        <ul className="divide-y divide-slate-100" aria-label="Communications log">
          {items.map((entry) => {
            const name = `${communicationHeading(entry, communicationWho(entry)).toLowerCase()} on ${formatMoment(entry.occurredAt)}`;
            return (
              <li key={entry.id}>
                <CommunicationItem
                  entry={entry}
                  actions={
                    <>
                      {/* A portal message stays as it was written; it is answered from the Portal tab. */}
                      {entry.kind !== 'portal' && (
                        <Button size="sm" variant="ghost" onClick={() => setEditing({ entry })} aria-label={`Edit ${name}`}>
                          <Pencil className="h-4 w-4" aria-hidden="true" />
                        </Button>
                      )}
                      <RemoveCommunication caseId={caseId} entry={entry} name={name} />
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      {log.data?.truncated && (
        <p className="border-t border-slate-100 px-5 py-3 text-sm text-slate-500">Showing the newest {items.length} communications.</p>
      )}
      {editing && <CommunicationDialog caseId={caseId} entry={editing.entry} onClose={() => setEditing(null)} />}
    </Card>
  );
}
