// "Predict all open cases": starts a prediction batch and shows its progress (owners and attorneys).
import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { batchProgressPercent } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/auth';
import { usePredictionBatch, useStartPredictionBatch } from '../api';

export function PredictAllButton() {
  const allowed = useCan('predictions.batch');
  const start = useStartPredictionBatch();
  const [jobId, setJobId] = useState<string | null>(null);
  const batch = usePredictionBatch(jobId);
  if (!allowed) return null;
  const progress = batch.data ? batchProgressPercent(batch.data) : 0;
  const running = jobId !== null && (!batch.data || batch.data.status === 'queued' || batch.data.status === 'running');
  return (
    <div className="space-y-2">
      <Button
        onClick={() => start.mutate({ status: 'open' }, { onSuccess: (created) => setJobId(created.jobId) })}
        disabled={start.isPending || running}
      >
        <Sparkles className="h-4 w-4" aria-hidden="true" />
        Predict all open cases
      </Button>
      {start.isError && <Alert tone="error">{errorMessage(start.error)}</Alert>}
      {jobId !== null && batch.data && (
        <div className="max-w-md space-y-1">
          <div
            role="progressbar"
            aria-label="Predicting open cases"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-600 transition-all" style={{ width: `${progress}%` }} />
          </div>
          <p className="text-sm text-slate-600" role="status">
            {batch.data.status === 'completed'
              ? `Predicted ${batch.data.done} of ${batch.data.total} open cases${batch.data.failed > 0 ? ` (${batch.data.failed} could not be predicted)` : ''}.`
              : batch.data.status === 'failed'
                ? `Stopped after ${batch.data.done} of ${batch.data.total} cases.`
                : `Predicting ${batch.data.done + batch.data.failed} of ${batch.data.total} open cases…`}
          </p>
        </div>
      )}
      {batch.isError && <Alert tone="error">{errorMessage(batch.error)}</Alert>}
    </div>
  );
}
