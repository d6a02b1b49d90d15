// What the prediction views show, from a prediction record: the value (or 'Calculating...'), top factors and contributions, waterfall steps.
import {
  formatFeatureName,
  formatMoney,
  selectTopContributions,
  selectTopKeyFactors,
  type ExpectedRecovery,
  type PredictionRecord,
  formatPercent,
} from '@casecast/domain';

/** The spec's rule: ensemble, else random forest; 0 reads 'Calculating...'. */
export function formatPredictedValue(record: Pick<PredictionRecord, 'predictions' | 'mean_prediction'>): string {
  const value = record.predictions.ensemble ?? record.predictions.random_forest ?? record.mean_prediction;
  return value ? formatMoney(value) : 'Calculating...';
}

export function getTopFactors(record: Pick<PredictionRecord, 'key_factors'>): Array<{ name: string; impact: string }> {
  return selectTopKeyFactors(record.key_factors).map((factor) => ({
    name: formatFeatureName(factor.factor),
    impact: formatPercent(factor.importance),
  }));
}

export function getTopContributions(
  record: Pick<PredictionRecord, 'explanation'>,
): Array<{ feature: string; name: string; amount: number }> {
  return selectTopContributions(record.explanation.feature_contributions).map((item) => ({
    ...item,
    name: formatFeatureName(item.feature),
  }));
}

export type WaterfallStep = { label: string; start: number; end: number; kind: 'base' | 'up' | 'down' | 'total' };

const ADJUSTMENT_LABELS: Record<ExpectedRecovery['adjustments'][number]['kind'], string> = {
  comparative_fault: 'Comparative fault',
  policy_limits: 'Policy limits',
};

/**
 * Base value, then the largest contributions one after another (the rest summed as 'Other factors'),
 * ending at the prediction: each bar starts where the previous one ended. With an expected recovery the
 * walk goes on from the prediction: each adjustment takes its amount off, ending at the expected recovery (when it has a single figure).
 */
export function buildWaterfallSteps(
  explanation: { base_value: number; feature_contributions: Record<string, number> },
  prediction: number,
  maxSteps = 6,
  recovery: ExpectedRecovery | null = null,
): WaterfallStep[] {
  const sorted = Object.entries(explanation.feature_contributions).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
  const shown = sorted.slice(0, maxSteps);
  const other = sorted.slice(maxSteps).reduce((sum, [, value]) => sum + value, 0);
  const steps: WaterfallStep[] = [{ label: 'Base value', start: 0, end: explanation.base_value, kind: 'base' }];
  let running = explanation.base_value;
  const push = (label: string, amount: number) => {
    steps.push({ label, start: running, end: running + amount, kind: amount >= 0 ? 'up' : 'down' });
    running += amount;
  };
  for (const [feature, amount] of shown) push(formatFeatureName(feature), amount);
  if (sorted.length > maxSteps && Math.abs(other) > 0.005) push('Other factors', other);
  steps.push({ label: 'Prediction', start: 0, end: prediction, kind: 'total' });
  // With no single figure for the recovery (recovery.mean null), the walk ends at the prediction.
  if (recovery && recovery.mean !== null) {
    let value = prediction;
    for (const adjustment of recovery.adjustments) {
      if (adjustment.amount === null || adjustment.amount === 0) continue;
      steps.push({ label: ADJUSTMENT_LABELS[adjustment.kind], start: value, end: value - adjustment.amount, kind: 'down' });
      value -= adjustment.amount;
    }
    steps.push({ label: 'Expected recovery', start: 0, end: recovery.mean, kind: 'total' });
  }
  return steps;
}
