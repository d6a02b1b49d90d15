// Overview tab of the Predictions page: a placeholder until settlement analytics take its place.
import { BarChart3 } from 'lucide-react';
import { Card } from '../../../components/ui/feedback';

export function PredictionsOverview() {
  return (
    <Card className="flex items-center gap-3 border-dashed px-5 py-8 text-sm text-slate-500">
      <BarChart3 className="h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
      Settlement analytics (averages, ranges, case types and carriers) will appear here. Use the Settlement Predictor tab to value a case from its facts.
    </Card>
  );
}
