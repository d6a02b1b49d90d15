// Treatment rows (type, provider, status badge, dates, duration, amount, notes) with delete, for the case page and the treatments screen.
import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { formatDate, formatMoney, formatTreatmentDuration, type Treatment, formatCodeLabel } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import { treatmentsApi, useCaseMutation } from '../api';
import { TreatmentStatusBadge } from './case-badges';
import { ConfirmDialog } from './confirm-dialog';

export function TreatmentList({
  caseId,
  treatments,
  detailed = false,
}: {
  caseId: string;
  treatments: readonly Treatment[];
  detailed?: boolean;
}) {
  const [deleting, setDeleting] = useState<Treatment | null>(null);
  const remove = useCaseMutation(caseId, (treatment: Treatment) => treatmentsApi.remove(caseId, treatment.id, treatment));
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {treatments.map((treatment) => (
          <li key={treatment.id} className="flex items-start justify-between gap-3 px-5 py-3">
            <div className="min-w-0 space-y-0.5">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium text-slate-900">
                  {treatment.name ? `${treatment.name} · ${formatCodeLabel(treatment.type)}` : formatCodeLabel(treatment.type)}
                </p>
                <TreatmentStatusBadge treatment={treatment} />
              </div>
              <p className="text-sm text-slate-500">{treatment.provider ?? 'Provider not recorded'}</p>
              <p className="text-xs text-slate-500">
                {treatment.startDate ? formatDate(treatment.startDate) : 'No start date'}
                {treatment.endDate && ` – ${formatDate(treatment.endDate)}`}
                {detailed && ` · ${formatTreatmentDuration(treatment)}`}
                {treatment.cost != null && ` · ${formatMoney(treatment.cost)}`}
              </p>
              {detailed && treatment.notes && <p className="pt-1 text-sm text-slate-600">{treatment.notes}</p>}
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete treatment ${formatCodeLabel(treatment.type)}`}
              onClick={() => setDeleting(treatment)}
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
        title="Delete treatment?"
        confirmLabel="Delete treatment"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      >
        <p>
          <strong className="text-slate-900">{deleting ? formatCodeLabel(deleting.type) : ''}</strong> will be removed from this case.
        </p>
      </ConfirmDialog>
    </>
  );
}
