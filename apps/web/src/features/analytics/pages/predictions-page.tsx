// /dashboard/predictions: tabs Overview (the firm's settlement analytics) and Settlement Predictor, and the
// Model section (card, retrain, history, rollback). It reports on predictions, so it sits with analytics.
import * as Tabs from '@radix-ui/react-tabs';
import { cn } from '../../../components/ui/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ModelSection } from '../../predictions/components/model-section';
import { PredictAllButton } from '../../predictions/components/predict-all-button';
import { SettlementPredictor } from '../../predictions/components/settlement-predictor';
import { SettlementAnalytics } from '../components/settlement-analytics';

const tabClass = cn(
  'border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-500 hover:text-slate-800',
  'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
);

export function PredictionsPage() {
  useDocumentTitle('Predictions');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Predictions</h1>
      <PredictAllButton />
      <Tabs.Root defaultValue="overview">
        <Tabs.List className="flex gap-2 border-b border-slate-200" aria-label="Predictions views">
          <Tabs.Trigger value="overview" className={tabClass}>
            Overview
          </Tabs.Trigger>
          <Tabs.Trigger value="predictor" className={tabClass}>
            Settlement Predictor
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" className="pt-6">
          <SettlementAnalytics />
        </Tabs.Content>
        <Tabs.Content value="predictor" className="pt-6">
          <SettlementPredictor />
        </Tabs.Content>
      </Tabs.Root>
      <ModelSection />
    </div>
  );
}
