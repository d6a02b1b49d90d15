// The Predictions page's Model section: the active model's card, Retrain with progress (owners), model history and rollback.
import { useState } from 'react';
import { formatDate, formatFeatureName, formatPercent, type PredictionModelView } from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, Badge, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useActivateModel, usePredictionModels, useRetrain, useTrainingJob } from '../api';

function ModelCard({ model }: { model: PredictionModelView }) {
  const { card } = model;
  return (
    <div className="space-y-4" data-testid="model-card">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-mono text-slate-700">{model.version}</span>
        <Badge tone={model.scope === 'firm' ? 'blue' : 'gray'}>{model.scope === 'firm' ? "Trained on your firm's cases" : 'Base model (synthetic cases)'}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-4 text-sm md:grid-cols-4">
        <Stat label="Training cases" value={`${card.trainingRows.toLocaleString('en-US')}${card.firmRows > 0 ? ` (${card.firmRows.toLocaleString('en-US')} yours)` : ''}`} />
        <Stat label="Trained" value={formatDate(card.trainedAt.slice(0, 10))} />
        <Stat label="Held-out error (MAE, log scale)" value={card.heldOut.maeLog.toFixed(3)} />
        <Stat label="Median absolute % error" value={formatPercent(card.heldOut.medianApe)} />
        <Stat label="95% range coverage (measured)" value={card.coverage ? formatPercent(card.coverage.measured) : '—'} />
        <Stat label="Held-out cases" value={card.heldOut.n.toLocaleString('en-US')} />
        {card.evaluation && (
          <Stat label={card.evaluation.set === 'firm' ? "Error on your held-out cases" : 'Error on the calibration set'} value={card.evaluation.maeLog.toFixed(3)} />
        )}
      </dl>
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Top factors</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {card.topFactors.slice(0, 6).map((factor) => (
            <li key={factor.factor}>
              <Badge tone="accent">
                {formatFeatureName(factor.factor)} {(factor.importance * 100).toFixed(0)}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

export function ModelSection() {
  const models = usePredictionModels();
  const retrain = useRetrain();
  const activate = useActivateModel();
  const [jobId, setJobId] = useState<string | null>(null);
  const watchedJobId = jobId ?? (models.data?.latestJob && (models.data.latestJob.status === 'queued' || models.data.latestJob.status === 'running') ? models.data.latestJob.id : null);
  const job = useTrainingJob(watchedJobId);
  const training = job.data && (job.data.status === 'queued' || job.data.status === 'running');

  return (
    <Card role="region" aria-labelledby="model-heading">
      <CardHeader
        title={<span id="model-heading">Model</span>}
        description="The model behind every prediction, measured on cases it did not learn from."
        actions={
          models.data?.canManage ? (
            <Button
              variant="secondary"
              disabled={retrain.isPending || Boolean(training)}
              onClick={() => retrain.mutate(undefined, { onSuccess: (started) => setJobId(started.id) })}
            >
              {(retrain.isPending || training) && <Spinner className="h-4 w-4" label="Training" />}
              Retrain
            </Button>
          ) : null
        }
      />
      <div className="space-y-5 px-5 py-5">
        {retrain.isError && <Alert tone="error">{errorMessage(retrain.error)}</Alert>}
        {activate.isError && <Alert tone="error">{errorMessage(activate.error)}</Alert>}
        {job.data && (
          <div className="space-y-1" data-testid="training-progress">
            {training ? (
              <>
                <p className="text-sm text-slate-700">
                  Training… {formatFeatureName(job.data.stage)} ({Math.round(job.data.fraction * 100)}%)
                </p>
                <div className="h-2 w-full rounded bg-slate-100">
                  <div className="h-2 rounded bg-brand-600 transition-all" style={{ width: `${Math.round(job.data.fraction * 100)}%` }} />
                </div>
              </>
            ) : (
              <Alert tone={job.data.status === 'failed' ? 'error' : job.data.replaced ? 'success' : 'warning'}>{job.data.message ?? 'Training finished.'}</Alert>
            )}
          </div>
        )}
        {models.isPending ? (
          <Spinner className="text-brand-600" label="Loading models" />
        ) : models.isError ? (
          <Alert tone="error">Failed to load prediction data. Please try again.</Alert>
        ) : models.data.active ? (
          <ModelCard model={models.data.active} />
        ) : (
          <p className="text-sm text-slate-500">The prediction model is still being prepared. Please try again in a minute.</p>
        )}
        {models.data && models.data.models.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Model history</h3>
            <div className="w-0 min-w-full overflow-x-auto" tabIndex={0}>
            <table className="mt-2 w-full text-left text-sm">
              <thead className="text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th className="py-1 font-medium">Version</th>
                  <th className="py-1 font-medium">Trained</th>
                  <th className="py-1 font-medium">Held-out error</th>
                  <th className="py-1 font-medium">Status</th>
                  <th className="py-1" />
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {models.data.models.map((model) => (
                  <tr key={model.id}>
                    <td className="py-1.5 font-mono text-xs">{model.version}</td>
                    <td className="py-1.5">{formatDate(model.createdAt.slice(0, 10))}</td>
                    <td className="py-1.5">{(model.card.evaluation?.maeLog ?? model.card.heldOut.maeLog).toFixed(3)}</td>
                    <td className="py-1.5">
                      {model.active ? <Badge tone="green">Active</Badge> : model.outcome === 'rejected' ? <Badge tone="yellow">Not used (worse)</Badge> : <Badge>Previous</Badge>}
                    </td>
                    <td className="py-1.5 text-right">
                      {models.data.canManage && !model.active && (
                        <Button size="sm" variant="secondary" disabled={activate.isPending} onClick={() => activate.mutate(model.id)}>
                          Use this model
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
        </div>
          </div>
        )}
      </div>
    </Card>
  );
}
