// /dashboard/predictions: tabs Overview (the firm's settlement analytics) and Settlement Predictor, and the
// Model section (card, retrain, history, rollback). It reports on predictions, so it sits with analytics.
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { formatCaseNo, getTodayIsoDate, predictorFormFromCase } from '@casecast/domain';
import { Alert, Spinner } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/api';
import { useCaseDetail } from '../../cases/api';
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

/** "What if…" from a case page: the predictor filled from that case; nothing is saved to it. */
function PredictorFromCase({ caseId }: { caseId: string }) {
  const detail = useCaseDetail(caseId);
  if (detail.isPending) return <Spinner label="Loading the case" className="text-brand-600" />;
  if (detail.isError) return <Alert tone="error">{errorMessage(detail.error)}</Alert>;
  const source = `${detail.data.clientName} (${formatCaseNo(detail.data.caseNo)})`;
  // The medical costs and lost wages the case's own prediction reads: its bills and lost-wage entries when it has any.
  const { medicalCosts, lostWages } = detail.data.money;
  const values = predictorFormFromCase({ ...detail.data, medicalCosts, lostWages, asOf: getTodayIsoDate() });
  return <SettlementPredictor key={caseId} defaultValues={values} source={source} />;
}

export function PredictionsPage() {
  useDocumentTitle('Predictions');
  const [params] = useSearchParams();
  const caseId = params.get('case');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Predictions</h1>
      <PredictAllButton />
      <Tabs.Root defaultValue={caseId ? 'predictor' : 'overview'}>
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
          {caseId ? <PredictorFromCase caseId={caseId} /> : <SettlementPredictor />}
        </Tabs.Content>
      </Tabs.Root>
      <ModelSection />
    </div>
  );
}
