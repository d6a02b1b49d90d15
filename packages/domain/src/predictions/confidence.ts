// The confidence label from measured error (docs/predictions.md, "Confidence label"): the likely range's relative width
// is cut where held-out cases measured at training show the error growing, and a model that learned only from
// synthetic cases is capped at Medium.
import { z } from 'zod';
import type { ConfidenceLabel } from './prediction-labels.js';

/** What the model learned from: only synthetic cases (the base model), or the firm's settled cases too. */
export type ModelBasis = 'synthetic' | 'firm';
export const modelBasisSchema = z.enum(['synthetic', 'firm']);
export const confidenceLabelSchema = z.enum(['High', 'Medium', 'Low']);

/** The best label a model that learned only from synthetic cases may give: no real case has checked it. */
export const SYNTHETIC_LABEL_CAP: ConfidenceLabel = 'Medium';

/** Held-out cases each third of the widths needs before the bands are measured at all. */
export const MIN_CASES_PER_CONFIDENCE_BAND = 30;

/**
 * How a prediction's label is read from its likely (50%) range's width relative to the value: at or above `lowFrom`
 * Low, under `highBelow` High (null: no width earned High), else Medium. `measured` false: too few held-out cases to
 * measure, the old 60% width cut with no High at all.
 */
export const confidenceRuleSchema = z.object({ highBelow: z.number().nullable(), lowFrom: z.number(), measured: z.boolean() });
export type ConfidenceRule = z.infer<typeof confidenceRuleSchema>;
export const UNMEASURED_CONFIDENCE_RULE: ConfidenceRule = { highBelow: null, lowFrom: 0.6, measured: false };

/** One held-out case as the rule is measured on it. */
export type ConfidenceOutcome = {
  /** (likely upper − likely lower) / predicted value. */
  relativeWidth: number;
  /** |predicted − actual| / actual. */
  ape: number;
  inLikely: boolean;
  inRange: boolean;
};

/** Per label on held-out cases: how many, their median absolute % error and their ranges' coverage (null when none). */
export const confidenceLabelStatsSchema = z.object({
  label: confidenceLabelSchema,
  n: z.number(),
  medianApe: z.number().nullable(),
  likelyCoverage: z.number().nullable().optional(),
  rangeCoverage: z.number().nullable().optional(),
});
export type ConfidenceLabelStats = z.infer<typeof confidenceLabelStatsSchema>;

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  return n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
}

/**
 * The rule from held-out cases: their widths cut in thirds. The widest third is Low (a wide range is never more than
 * Low). The narrowest third is High only if its median error is below both other thirds' (it erred least); otherwise
 * it is Medium like the middle third. Fewer than 3 × MIN_CASES_PER_CONFIDENCE_BAND usable cases: unmeasured.
 */
export function deriveConfidenceRule(outcomes: readonly ConfidenceOutcome[]): ConfidenceRule {
  const usable = outcomes.filter((item) => Number.isFinite(item.relativeWidth) && Number.isFinite(item.ape));
  if (usable.length < 3 * MIN_CASES_PER_CONFIDENCE_BAND) return UNMEASURED_CONFIDENCE_RULE;
  const widths = usable.map((item) => item.relativeWidth).sort((a, b) => a - b);
  const highCut = widths[Math.floor(widths.length / 3)]!;
  const lowCut = widths[Math.floor((2 * widths.length) / 3)]!;
  const band = (lo: number, hi: number) =>
    usable.filter((item) => item.relativeWidth >= lo && item.relativeWidth < hi).map((item) => item.ape);
  const narrow = band(-Infinity, highCut);
  const middle = band(highCut, lowCut);
  const wide = band(lowCut, Infinity);
  if (Math.min(narrow.length, middle.length, wide.length) < MIN_CASES_PER_CONFIDENCE_BAND) return UNMEASURED_CONFIDENCE_RULE;
  const [narrowError, middleError, wideError] = [median(narrow)!, median(middle)!, median(wide)!];
  return { highBelow: narrowError < middleError && narrowError < wideError ? highCut : null, lowFrom: lowCut, measured: true };
}

/** The likely range's width relative to the value; Infinity when the value is not above 0. */
export function computeRelativeWidth({ prediction, lower, upper }: { prediction: number; lower: number; upper: number }): number {
  return prediction > 0 && upper >= lower ? (upper - lower) / prediction : Infinity;
}

/** The label the rule gives a relative width (before the synthetic cap and the facts minimum). */
export function labelFromWidth(rule: ConfidenceRule, relativeWidth: number): ConfidenceLabel {
  if (!Number.isFinite(relativeWidth) || relativeWidth >= rule.lowFrom) return 'Low';
  if (rule.highBelow !== null && relativeWidth < rule.highBelow) return 'High';
  return 'Medium';
}

/**
 * The minimum of facts a value needs: an injury, or a medical cost (typed or from a treatment). Below it the value is
 * indicative and its label Low.
 */
export function hasMinimumValueFacts(request: {
  injuries?: readonly unknown[] | null;
  medical_costs?: number | null;
  treatments?: ReadonlyArray<{ cost?: number | null }> | null;
}): boolean {
  if ((request.injuries?.length ?? 0) > 0) return true;
  if ((request.medical_costs ?? 0) > 0) return true;
  return (request.treatments ?? []).some((treatment) => (treatment.cost ?? 0) > 0);
}

/** A prediction's label: Low below the facts minimum or for a wide range; at most Medium from a synthetic-only model. */
export function decideConfidenceLabel(input: {
  rule: ConfidenceRule;
  prediction: number;
  likelyLower: number;
  likelyUpper: number;
  basis: ModelBasis;
  hasMinimumFacts: boolean;
}): ConfidenceLabel {
  if (!input.hasMinimumFacts) return 'Low';
  const label = labelFromWidth(
    input.rule,
    computeRelativeWidth({ prediction: input.prediction, lower: input.likelyLower, upper: input.likelyUpper }),
  );
  return input.basis === 'synthetic' && label === 'High' ? SYNTHETIC_LABEL_CAP : label;
}

/** The model card's table: held-out cases by the label the rule gives them, with error and coverage per label. */
export function summariseConfidenceByLabel(rule: ConfidenceRule, outcomes: readonly ConfidenceOutcome[]): ConfidenceLabelStats[] {
  return (['High', 'Medium', 'Low'] as const).map((label) => {
    const items = outcomes.filter((item) => labelFromWidth(rule, item.relativeWidth) === label);
    const share = (hit: (item: ConfidenceOutcome) => boolean) => (items.length === 0 ? null : items.filter(hit).length / items.length);
    return {
      label,
      n: items.length,
      medianApe: median(items.map((item) => item.ape)),
      likelyCoverage: share((item) => item.inLikely),
      rangeCoverage: share((item) => item.inRange),
    };
  });
}

/** How the API and the pages name the basis. */
export function describeModelBasis(basis: ModelBasis): string {
  return basis === 'synthetic'
    ? 'Learned only from synthetic cases, not yet from real settlements: its label is at most Medium.'
    : "Learned from the firm's settled cases (with synthetic cases as a prior).";
}

/** What a prediction's label needs from the model that made it. */
export type ModelTrust = { basis: ModelBasis; rule: ConfidenceRule };

/** A stored model's trust: its basis from how many firm cases it learned from, its card's rule (unmeasured if none). */
export function readModelTrust(input: { firmRows: number; rule: unknown }): ModelTrust {
  const parsed = confidenceRuleSchema.safeParse(input.rule);
  return { basis: input.firmRows > 0 ? 'firm' : 'synthetic', rule: parsed.success ? parsed.data : UNMEASURED_CONFIDENCE_RULE };
}
