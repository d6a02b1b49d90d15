// Overview tab of the Predictions page: the firm's settlement analytics.
import { SettlementAnalytics } from '../../analytics/components/settlement-analytics';

export function PredictionsOverview() {
  return <SettlementAnalytics />;
}
