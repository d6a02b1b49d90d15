// The facts a prediction was made without: missing (passed to the model as missing) or assumed (the spec's request
// defaults, for API callers who omit them), and what the panel says about them.
import { z } from 'zod';
import type { PredictionRequest } from './prediction-schemas.js';

/** The value facts a prediction depends on, as named in the prediction request. */
export const VALUE_FACTS = ['medical_costs', 'liability', 'insurance_limits', 'client_age', 'lost_wages', 'work_days_missed', 'property_damage', 'state'] as const;
export type ValueFact = (typeof VALUE_FACTS)[number];

export const VALUE_FACT_LABELS: Readonly<Record<ValueFact, string>> = {
  medical_costs: 'Medical costs',
  liability: "Client's share of fault",
  insurance_limits: 'Policy limits',
  client_age: 'Client age',
  lost_wages: 'Lost wages',
  work_days_missed: 'Work days missed',
  property_damage: 'Property damage',
  state: 'State',
};

/** The request fields the spec gives a default (section 3); every other fact is missing when not sent. */
export type DefaultedFact = 'client_age' | 'liability' | 'insurance_limits';
export const DEFAULTED_FACTS: readonly DefaultedFact[] = ['client_age', 'liability', 'insurance_limits'];

/**
 * Values a missing model fact is tried at to measure how much entering it would narrow the range, for a model whose
 * card does not carry its training quantiles (`featureQuantiles`): the 10th, 30th, 50th, 70th and 90th percentiles of
 * the synthetic cases the base model learns from, rounded. `state` is not a model input.
 */
export const FACT_PROBE_VALUES: Readonly<Record<Exclude<ValueFact, 'state'>, readonly number[]>> = {
  medical_costs: [3_000, 6_500, 12_000, 22_000, 55_000],
  liability: [0.6, 0.75, 0.85, 0.95, 1],
  insurance_limits: [25_000, 50_000, 100_000, 250_000, 1_000_000],
  client_age: [23, 33, 42, 50, 61],
  lost_wages: [0, 0, 1_000, 3_500, 12_000],
  work_days_missed: [0, 0, 5, 15, 50],
  property_damage: [0, 0, 1_500, 5_000, 12_000],
};

export const missingFactSchema = z.object({
  fact: z.enum(VALUE_FACTS),
  label: z.string(),
  /** missing: not entered, the model read it as missing; assumed: the caller left it out and the spec's default was used. */
  status: z.enum(['missing', 'assumed']),
  /** Share (0..1) by which the likely (50%) range's width in log dollars is expected to shrink once the fact is entered (computeRangeNarrowing). */
  narrowsRangeBy: z.number().min(0).max(1).optional(),
});
export type MissingFact = z.infer<typeof missingFactSchema>;

/**
 * The prediction's missing and assumed facts, in VALUE_FACTS order: a fact is assumed when the caller omitted a field
 * the spec defaults (listed in `assumed`), missing when the request has null for it.
 */
export function listMissingFacts(request: PredictionRequest, assumed: ReadonlySet<DefaultedFact> = new Set()): MissingFact[] {
  const facts: MissingFact[] = [];
  for (const fact of VALUE_FACTS) {
    const value = fact === 'state' ? (request.state ?? null) : request[fact];
    if (value === null || value === undefined) facts.push({ fact, label: VALUE_FACT_LABELS[fact], status: 'missing' });
    else if (fact !== 'state' && assumed.has(fact as DefaultedFact)) facts.push({ fact, label: VALUE_FACT_LABELS[fact], status: 'assumed' });
  }
  return facts;
}

/** The missing fact that would narrow the range most (at least 1%), or null: what the panel points at. */
export function findMostNarrowingFact(facts: readonly MissingFact[]): MissingFact | null {
  let best: MissingFact | null = null;
  for (const fact of facts) if ((fact.narrowsRangeBy ?? 0) >= 0.01 && (fact.narrowsRangeBy ?? 0) > (best?.narrowsRangeBy ?? 0)) best = fact;
  return best;
}

/** A likely range in dollars: the value and the range's ends. */
export type LikelyRange = { value: number; lower: number; upper: number };

const Z_75 = 0.6744897501960817;

/** The standard normal distribution function (Abramowitz & Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/**
 * How much entering a fact is expected to narrow the likely (50%) range, 0..1, rounded to hundredths. `filled` are
 * the likely ranges with the fact at equally likely values (quantiles of what the model learned from). Until the
 * fact is known, the case could be any of them: its honest range is the 50% range of their mixture (each read as a
 * normal in log dollars with that range as its middle half), which is wider than each one when the fact moves the
 * value, or the range shown now when the model already widens it for the missing fact. Once the fact is known the
 * range is, on average, the mean of the filled widths.
 */
export function computeRangeNarrowing(current: LikelyRange, filled: readonly LikelyRange[]): number {
  if (filled.length === 0) return 0;
  const ranges = [current, ...filled];
  const logScale = ranges.every((range) => range.lower > 0 && range.value > 0);
  const scale = (amount: number) => (logScale ? Math.log(amount) : amount);
  const parts = filled.map((range) => {
    const lower = scale(range.lower);
    const upper = scale(range.upper);
    return { centre: (lower + upper) / 2, sigma: Math.max((upper - lower) / 2, 1e-9) / Z_75, width: upper - lower };
  });
  const cdf = (t: number) => parts.reduce((sum, part) => sum + normalCdf((t - part.centre) / part.sigma), 0) / parts.length;
  const quantile = (p: number) => {
    let lo = Math.min(...parts.map((part) => part.centre - 8 * part.sigma));
    let hi = Math.max(...parts.map((part) => part.centre + 8 * part.sigma));
    for (let step = 0; step < 100; step++) {
      const mid = (lo + hi) / 2;
      if (cdf(mid) < p) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  };
  const unknownWidth = Math.max(scale(current.upper) - scale(current.lower), quantile(0.75) - quantile(0.25));
  const knownWidth = parts.reduce((sum, part) => sum + part.width, 0) / parts.length;
  if (!(unknownWidth > 0) || !Number.isFinite(unknownWidth)) return 0;
  return Math.round(Math.min(1, Math.max(0, 1 - knownWidth / unknownWidth)) * 100) / 100;
}

/** Missing and assumed facts, the ones whose entry would narrow the range most first; unmeasured ones (state) last. */
export function rankMissingFacts(facts: readonly MissingFact[]): MissingFact[] {
  return [...facts].sort((a, b) => (b.narrowsRangeBy ?? -1) - (a.narrowsRangeBy ?? -1));
}
