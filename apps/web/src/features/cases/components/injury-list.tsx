// Injury rows (type, severity badge, body part, description) with delete, used by the case page and the injuries screen.
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Injury, Treatment } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { injuriesApi, useCaseMutation } from '../api';
import { SeverityBadge } from './case-badges';
import { ConfirmDialog } from './confirm-dialog';
import { formatCodeLabel } from '@casecast/domain';

export function InjuryList({
  caseId,
  injuries,
  treatments = [],
  showDescription = false,
}: {
  caseId: string;
  injuries: readonly Injury[];
  /** The case's treatments, to say how many a deletion unlinks. */
  treatments?: readonly Treatment[];
  showDescription?: boolean;
}) {
  const [deleting, setDeleting] = useState<Injury | null>(null);
  const linked = deleting === null ? 0 : treatments.filter((treatment) => treatment.injuryId === deleting.id).length;
  const remove = useCaseMutation(caseId, (injury: Injury) => injuriesApi.remove(caseId, injury.id, injury));
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {injuries.map((injury) => (
          <li key={injury.id} className="flex items-start justify-between gap-3 px-5 py-3">
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium text-slate-900">{formatCodeLabel(injury.type)}</p>
                <SeverityBadge severity={injury.severity} />
              </div>
              <p className="text-sm text-slate-500">{injury.bodyPart ?? 'Location not recorded'}</p>
              {showDescription && injury.description && <p className="mt-1 text-sm text-slate-600">{injury.description}</p>}
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete injury ${formatCodeLabel(injury.type)}`}
              onClick={() => setDeleting(injury)}
              className="text-slate-500 hover:text-red-600"
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete injury?"
        confirmLabel="Delete injury"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      >
        <p>
          <strong className="text-slate-900">{deleting ? formatCodeLabel(deleting.type) : ''}</strong> will be removed from this case.
          {linked === 0
            ? ' Treatments linked to it stay on the case.'
            : ` ${linked === 1 ? 'Its linked treatment stays' : `Its ${linked} linked treatments stay`} on the case, unlinked, and the case history records it.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
