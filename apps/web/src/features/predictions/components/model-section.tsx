// The Predictions page's Model section: the active model's card, Retrain with progress (owners), model history and rollback.
import { useState } from 'react';
import {
  MODEL_ERROR_NAME,
  describeErrorSet,
  describeModelBasis,
  describeTrainingData,
  formatDate,
  formatFeatureName,
  formatPercent,
  getModelError,
  type PredictionModelView,
} from '@casecast/domain';
import { Button } from '../../../components/ui/button';
import { Alert, Badge, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useActivateModel, usePredictionModels, useRetrain, useTrainingJob } from '../api';

function ModelCard({ model }: { model: PredictionModelView }) {
  const { card } = model;
  const error = getModelError(card);
  const byConfidence = card.evaluation?.byConfidence ?? [];
  return (
    <div className="space-y-4" data-testid="model-card">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-mono text-slate-700">{model.version}</span>
        <Badge tone={model.scope === 'firm' ? 'blue' : 'gray'}>
          {model.scope === 'firm' ? "Trained on your firm's cases" : 'Base model (synthetic cases)'}
        </Badge>
      </div>
      <p className="text-sm text-slate-700" data-testid="model-training-data">
        {describeTrainingData(card)}.
      </p>
      <p className="text-sm text-slate-700" data-testid="model-basis">
        {describeModelBasis(card.basis ?? (card.firmRows > 0 ? 'firm' : 'synthetic'))}
      </p>
      <dl className="grid grid-cols-2 gap-4 text-sm md:grid-cols-4">
        <Stat
          label="Training cases"
          value={`${card.trainingRows.toLocaleString('en-US')}${card.firmRows > 0 ? ` (${card.firmRows.toLocaleString('en-US')} yours)` : ''}`}
        />
        <Stat label="Trained" value={formatDate(card.trainedAt.slice(0, 10))} />
        <Stat label={MODEL_ERROR_NAME} value={formatPercent(error.medianApe)} testId="model-error" />
        <Stat label="Held-out cases" value={describeErrorSet(error)} />
        {card.evaluation?.likelyCoverage != null && (
          <Stat label="Inside their likely (50%) range" value={formatPercent(card.evaluation.likelyCoverage)} />
        )}
        <Stat
          label="Inside their 95% range"
          value={
            card.evaluation?.rangeCoverage != null
              ? formatPercent(card.evaluation.rangeCoverage)
              : card.coverage
                ? formatPercent(card.coverage.measured)
                : '—'
          }
        />
      </dl>
      {byConfidence.length > 0 && (
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
            Error and coverage by confidence label, on the same held-out cases
          </p>
          <p className="text-xs text-slate-500">
            {card.evaluation?.confidenceRule?.measured
              ? card.evaluation.confidenceRule.highBelow === null
                ? 'The narrowest ranges did not err least on these cases, so no prediction is labelled High.'
                : 'High is given only to ranges as narrow as those that erred least here.'
              : 'Too few held-out cases to measure the labels: no prediction is labelled High.'}
          </p>
          {/* Five columns do not fit a phone: the table scrolls inside its own box, the page never does. */}
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Error and coverage by confidence label">
            <table className="mt-1 text-left text-sm" data-testid="model-error-by-confidence" aria-label="Error by confidence label">
              <thead className="text-xs text-slate-500">
                <tr>
                  <th className="py-1 pr-6 font-medium">Confidence</th>
                  <th className="py-1 pr-6 font-medium">Cases</th>
                  <th className="py-1 pr-6 font-medium">{MODEL_ERROR_NAME}</th>
                  <th className="py-1 pr-6 font-medium">Inside likely range</th>
                  <th className="py-1 font-medium">Inside 95% range</th>
                </tr>
              </thead>
              <tbody>
                {byConfidence.map((row) => (
                  <tr key={row.label}>
                    <td className="py-1 pr-6">{row.label}</td>
                    <td className="py-1 pr-6">{row.n.toLocaleString('en-US')}</td>
                    <td className="py-1 pr-6">{row.medianApe === null ? '—' : formatPercent(row.medianApe)}</td>
                    <td className="py-1 pr-6">{row.likelyCoverage == null ? '—' : formatPercent(row.likelyCoverage)}</td>
                    <td className="py-1">{row.rangeCoverage == null ? '—' : formatPercent(row.rangeCoverage)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Top factors</p>
        <ul className="mt-1 flex flex-wrap gap-2">
          {card.topFactors.slice(0, 6).map((factor) => (
            <li key={factor.factor}>
              <Badge tone="accent">
                {formatFeatureName(factor.factor)} {formatPercent(factor.importance, { decimals: 0 })}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function ModelSection() {
  const models = usePredictionModels();
  const retrain = useRetrain();
  const activate = useActivateModel();
  const [jobId, setJobId] = useState<string | null>(null);
  const watchedJobId =
    jobId ??
    (models.data?.latestJob && (models.data.latestJob.status === 'queued' || models.data.latestJob.status === 'running')
      ? models.data.latestJob.id
      : null);
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
                  Training… {formatFeatureName(job.data.stage)} ({formatPercent(job.data.fraction, { decimals: 0 })})
                </p>
                <div className="h-2 w-full rounded bg-slate-100">
                  <div className="h-2 rounded bg-brand-600 transition-all" style={{ width: `${Math.round(job.data.fraction * 100)}%` }} />
                </div>
              </>
            ) : (
              <Alert tone={job.data.status === 'failed' ? 'error' : job.data.replaced ? 'success' : 'warning'}>
                {job.data.message ?? 'Training finished.'}
              </Alert>
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
            <div className="relative w-0 min-w-full overflow-x-auto" tabIndex={0}>
              <table className="mt-2 w-full text-left text-sm" aria-label="Model history">
                <thead className="text-xs uppercase tracking-wide text-slate-500">
                  <tr>
                    <th className="py-1 font-medium">Version</th>
                    <th className="py-1 font-medium">Trained</th>
                    <th className="py-1 font-medium">{MODEL_ERROR_NAME}</th>
                    <th className="py-1 font-medium">Status</th>
                    <th className="py-1" />
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {models.data.models.map((model) => (
                    <tr key={model.id}>
                      <td className="py-1.5 font-mono text-xs">{model.version}</td>
                      <td className="py-1.5">{formatDate(model.createdAt.slice(0, 10))}</td>
                      <td className="py-1.5">{formatPercent(getModelError(model.card).medianApe)}</td>
                      <td className="py-1.5">
                        {model.active ? (
                          <Badge tone="green">Active</Badge>
                        ) : model.outcome === 'rejected' ? (
                          <Badge tone="yellow">Not used (worse)</Badge>
                        ) : (
                          <Badge>Previous</Badge>
                        )}
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
            {models.data.modelsTruncated && (
              <p className="mt-2 text-xs text-slate-500">Showing the {models.data.models.length} most recent models.</p>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
