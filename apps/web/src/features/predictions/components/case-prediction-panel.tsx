// The case page's Case Value Prediction panel: Generate Prediction, the stored result, history and similar settled cases.
import { useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import { FlaskConical, Sparkles } from 'lucide-react';
import { describePredictionError } from '@casecast/domain';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Alert, Card, CardHeader, Spinner } from '../../../components/ui/feedback';
import { cn } from '../../../components/ui/cn';
import { ApiError } from '../../../lib/api';
import { useGeneratePrediction, useLatestPrediction } from '../api';
import { PredictionHistory } from './prediction-history';
import { PredictionResult } from './prediction-result';
import { SimilarCases } from './similar-cases';

/** The spec's panel texts for a failed prediction; the server's own message (e.g. the model is being prepared) otherwise. */
function describeFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return describePredictionError('401');
  if (error instanceof Error) return describePredictionError(error.message);
  return 'An error occurred';
}

const tabClass = cn(
  'border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-500 hover:text-slate-800',
  'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
);

export function CasePredictionPanel({ caseId }: { caseId: string }) {
  const latest = useLatestPrediction(caseId);
  const generate = useGeneratePrediction(caseId);
  const [tab, setTab] = useState('prediction');
  const record = latest.data ?? null;
  return (
    <Card role="region" aria-labelledby="prediction-heading">
      <CardHeader
        title={<span id="prediction-heading">Case Value Prediction</span>}
        description="Estimated settlement value with a 95% range and the reasons behind it."
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to={`/dashboard/predictions?case=${encodeURIComponent(caseId)}`} className={buttonClasses('outline')}>
              <FlaskConical className="h-4 w-4" aria-hidden="true" />
              What if…
            </Link>
            <Button onClick={() => generate.mutate()} disabled={generate.isPending}>
              {generate.isPending ? (
                <Spinner className="h-4 w-4" label="Generating prediction" />
              ) : (
                <Sparkles className="h-4 w-4" aria-hidden="true" />
              )}
              Generate Prediction
            </Button>
          </div>
        }
      />
      <div className="space-y-4 px-5 py-5">
        {generate.isError && <Alert tone="error">{describeFailure(generate.error)}</Alert>}
        {latest.isError && <Alert tone="error">{describeFailure(latest.error)}</Alert>}
        {record?.out_of_date && (
          <Alert tone="warning" className="flex flex-wrap items-center justify-between gap-3">
            <span>Out of date: the case&apos;s facts changed after this prediction was made.</span>
            <Button variant="secondary" onClick={() => generate.mutate()} disabled={generate.isPending}>
              Refresh prediction
            </Button>
          </Alert>
        )}
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List className="flex gap-2 border-b border-slate-200" aria-label="Prediction views">
            <Tabs.Trigger value="prediction" className={tabClass}>
              Prediction
            </Tabs.Trigger>
            <Tabs.Trigger value="history" className={tabClass}>
              History
            </Tabs.Trigger>
            <Tabs.Trigger value="similar" className={tabClass}>
              Similar settled cases
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="prediction" className="pt-4">
            {latest.isPending ? (
              <Spinner label="Loading prediction" className="text-brand-600" />
            ) : record ? (
              <PredictionResult record={record} />
            ) : (
              <p className="text-sm text-slate-500">
                No prediction yet. Generate one to see the estimated settlement value, its range and the factors behind it.
              </p>
            )}
          </Tabs.Content>
          <Tabs.Content value="history" className="pt-4">
            <PredictionHistory caseId={caseId} />
          </Tabs.Content>
          <Tabs.Content value="similar" className="pt-4">
            <SimilarCases caseId={caseId} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </Card>
  );
}
