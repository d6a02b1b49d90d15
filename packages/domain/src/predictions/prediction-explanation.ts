// Turning the model's log-space explanation and interval into what people read: dollar contributions, a confidence score, ranked factors.

/**
 * Dollar contributions that add up exactly to the dollar prediction.
 *
 * The model is additive in log dollars: log(pred$) = b + Σcᵢ. We give each feature the same share of
 * the dollar difference as it has of the log difference: cᵢ$ = cᵢ · L with
 * L = (pred$ − base$) / Σcᵢ, the logarithmic mean of pred$ and base$ (→ pred$ when Σcᵢ → 0). Signs are
 * kept, a feature that doubles the value counts the same whichever order it is applied in, and
 * base$ + Σcᵢ$ = pred$ (the rounding residue goes to the largest contribution).
 */
export function toDollarContributions(input: {
  logBaseValue: number;
  logContributions: Readonly<Record<string, number>>;
  predictedAmount: number;
}): { baseValue: number; contributions: Record<string, number> } {
  const baseValue = Math.exp(input.logBaseValue);
  const entries = Object.entries(input.logContributions);
  const logSum = entries.reduce((sum, [, value]) => sum + value, 0);
  const difference = input.predictedAmount - baseValue;
  const scale = Math.abs(logSum) > 1e-12 ? difference / logSum : input.predictedAmount;
  const contributions: Record<string, number> = {};
  let total = 0;
  let largest: string | null = null;
  for (const [feature, value] of entries) {
    contributions[feature] = value * scale;
    total += contributions[feature]!;
    if (largest === null || Math.abs(value) > Math.abs(input.logContributions[largest]!)) largest = feature;
  }
  if (largest !== null) contributions[largest]! += difference - total;
  return { baseValue, contributions };
}

/**
 * Confidence score from the conformal interval: 1 / (1 + relative width), where relative width is
 * (upper − lower) / prediction. It is 1 for a point, 0.77 at the High/Medium boundary (width 30%),
 * 0.625 at the Medium/Low boundary (width 60%), so the score and getConfidenceLabel agree.
 */
export function computeConfidenceScore({ prediction, lower, upper }: { prediction: number; lower: number; upper: number }): number {
  if (!(prediction > 0) || !(upper >= lower)) return 0;
  const relativeWidth = (upper - lower) / prediction;
  return Math.min(1, Math.max(0, 1 / (1 + relativeWidth)));
}

/** Per-case factor importance: each feature's share of the total absolute log contribution (sums to 1), largest first. */
export function rankKeyFactors(logContributions: Readonly<Record<string, number>>): Array<{ factor: string; importance: number }> {
  const total = Object.values(logContributions).reduce((sum, value) => sum + Math.abs(value), 0);
  if (!(total > 0)) return [];
  return Object.entries(logContributions)
    .map(([factor, value]) => ({ factor, importance: Math.abs(value) / total }))
    .filter((factor) => factor.importance > 0)
    .sort((a, b) => b.importance - a.importance);
}
