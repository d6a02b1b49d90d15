// The facts a prediction was made without: missing (passed to the model as missing) or assumed (the spec's request
// defaults, for API callers who omit them), and what the panel says about them.
import { z } from 'zod';
import type { PredictionInjury, PredictionRequest, PredictionTreatment } from './prediction-schemas.js';
import { classifyTreatmentType as getTreatmentCategory } from '../treatments/treatment-taxonomy.js';

/**
 * The value facts a prediction depends on, as named in the prediction request. Injuries and treatments are missing when
 * none is entered (a personal-injury case has at least one of each by the time it is valued); policy limits and the
 * state are not model inputs (the cap and the fault rule), so no range narrowing is measured for them.
 */
export const VALUE_FACTS = [
  'injuries',
  'treatments',
  'medical_costs',
  'liability',
  'insurance_limits',
  'client_age',
  'lost_wages',
  'work_days_missed',
  'property_damage',
  'state',
] as const;
export type ValueFact = (typeof VALUE_FACTS)[number];

export const VALUE_FACT_LABELS: Readonly<Record<ValueFact, string>> = {
  injuries: 'Injuries',
  treatments: 'Treatments',
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

/** The numeric model facts whose entry's narrowing is measured by trying the fact at its training quantiles. */
export type NumericValueFact = 'medical_costs' | 'liability' | 'client_age' | 'lost_wages' | 'work_days_missed' | 'property_damage';
/** Facts that are not model inputs: nothing to measure (policy limits cap the expected recovery; the state picks the fault rule). */
export const UNMEASURED_FACTS: ReadonlySet<ValueFact> = new Set(['insurance_limits', 'state']);

/**
 * Values a missing model fact is tried at to measure how much entering it would narrow the range, for a model whose
 * card does not carry its training quantiles (`featureQuantiles`): the 10th, 30th, 50th, 70th and 90th percentiles of
 * the synthetic cases the base model learns from, rounded.
 */
export const FACT_PROBE_VALUES: Readonly<Record<NumericValueFact, readonly number[]>> = {
  medical_costs: [3_000, 6_500, 12_000, 22_000, 55_000],
  liability: [0.6, 0.75, 0.85, 0.95, 1],
  client_age: [23, 33, 42, 50, 61],
  lost_wages: [0, 0, 1_000, 3_500, 12_000],
  work_days_missed: [0, 0, 5, 15, 50],
  property_damage: [0, 0, 1_500, 5_000, 12_000],
};

/**
 * Injury lists a case with none entered is tried with, five equally likely profiles in the order of the synthetic
 * cases' worst severity (about a third mild sprains, a third moderate, a third serious): the 10th–90th percentiles of
 * what an injury adds to the value.
 */
export const INJURY_PROBES: ReadonlyArray<readonly PredictionInjury[]> = [
  [{ severity: 'mild', body_region: 'neck', permanent: false, surgical_intervention: false }],
  [{ severity: 'moderate', body_region: 'back', permanent: false, surgical_intervention: false }],
  [
    { severity: 'moderate', body_region: 'neck', permanent: false, surgical_intervention: false },
    { severity: 'mild', body_region: 'back', permanent: false, surgical_intervention: false },
  ],
  [{ severity: 'moderate', body_region: 'back', permanent: true, surgical_intervention: false }],
  [{ severity: 'severe', body_region: 'leg', permanent: true, surgical_intervention: true }],
];

/** Treatment lists a case with none entered is tried with (costs left to the medical-costs fact): from an ER visit to surgery. */
export const TREATMENT_PROBES: ReadonlyArray<readonly PredictionTreatment[]> = [
  [{ type: 'Emergency room visit', duration: 1, cost: null }],
  [
    { type: 'Emergency room visit', duration: 1, cost: null },
    { type: 'Chiropractic', duration: 60, cost: null },
  ],
  [
    { type: 'Emergency room visit', duration: 1, cost: null },
    { type: 'Physical therapy', duration: 90, cost: null },
    { type: 'MRI', duration: 1, cost: null },
  ],
  [
    { type: 'MRI', duration: 1, cost: null },
    { type: 'Physical therapy', duration: 120, cost: null },
    { type: 'Epidural steroid injection', duration: 1, cost: null },
  ],
  [
    { type: 'Emergency room visit', duration: 1, cost: null },
    { type: 'MRI', duration: 1, cost: null },
    { type: 'Surgery', duration: 1, cost: null },
    { type: 'Physical therapy', duration: 150, cost: null },
  ],
];

/** The request with a missing fact set to a probe (index into the fact's probes): what measuring its narrowing predicts. */
export function fillMissingFact(
  request: PredictionRequest,
  fact: Exclude<ValueFact, 'insurance_limits' | 'state'>,
  probe: number,
  quantiles?: Readonly<Record<string, readonly number[]>>,
): PredictionRequest {
  if (fact === 'injuries') return { ...request, injuries: [...INJURY_PROBES[probe]!] };
  if (fact === 'treatments') return { ...request, treatments: [...TREATMENT_PROBES[probe]!] };
  const values = quantiles?.[fact] ?? FACT_PROBE_VALUES[fact];
  return { ...request, [fact]: values[probe] ?? values[values.length - 1]! };
}

/** How many probes each measured fact is tried at. */
export const FACT_PROBE_COUNT = 5;

/**
 * The facts counted as missing for the model's "facts missing" feature and the ranges' calibration bands: injuries,
 * treatments, medical costs, fault, age, lost wages, work days, property damage, venue (jurisdiction) and carrier.
 */
export function countMissingValueFacts(
  request: Pick<
    PredictionRequest,
    | 'injuries'
    | 'treatments'
    | 'medical_costs'
    | 'liability'
    | 'client_age'
    | 'lost_wages'
    | 'work_days_missed'
    | 'property_damage'
    | 'jurisdiction'
    | 'carrier'
  >,
): number {
  const unknownText = (value: string | null | undefined) => value == null || ['', 'unknown'].includes(value.trim().toLowerCase());
  return [
    request.injuries.length === 0,
    request.treatments.length === 0,
    request.medical_costs === null,
    request.liability === null,
    request.client_age === null,
    request.lost_wages === null,
    request.work_days_missed === null,
    request.property_damage === null,
    unknownText(request.jurisdiction),
    unknownText(request.carrier),
  ].filter(Boolean).length;
}

/** The bands of missing facts the ranges are calibrated in (each its own conformal scores) and measured by. */
export const FACTS_MISSING_BANDS = ['0', '1-2', '3-5', '6+'] as const;
export type FactsMissingBand = (typeof FACTS_MISSING_BANDS)[number];

export function toFactsMissingBand(count: number): FactsMissingBand {
  return count === 0 ? '0' : count <= 2 ? '1-2' : count <= 5 ? '3-5' : '6+';
}

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
    const value =
      fact === 'state'
        ? (request.state ?? null)
        : fact === 'injuries' || fact === 'treatments'
          ? request[fact].length === 0
            ? null
            : request[fact]
          : request[fact];
    if (value === null || value === undefined) facts.push({ fact, label: VALUE_FACT_LABELS[fact], status: 'missing' });
    else if (fact !== 'state' && assumed.has(fact as DefaultedFact))
      facts.push({ fact, label: VALUE_FACT_LABELS[fact], status: 'assumed' });
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

/**
 * The facts a value needs before it is more than indicative (below hasMinimumValueFacts: no injury and no medical
 * cost): the injuries and the medical costs, whichever are missing.
 */
export function listNeededFacts(
  request: Pick<PredictionRequest, 'injuries' | 'medical_costs' | 'treatments'>,
): Array<{ fact: ValueFact; label: string }> {
  const hasCost = (request.medical_costs ?? 0) > 0 || request.treatments.some((treatment) => (treatment.cost ?? 0) > 0);
  if (request.injuries.length > 0 || hasCost) return [];
  return (['injuries', 'medical_costs'] as const).map((fact) => ({ fact, label: VALUE_FACT_LABELS[fact] }));
}

/** Missing and assumed facts, the ones whose entry would narrow the range most first; unmeasured ones (limits, state) last. */
export function rankMissingFacts(facts: readonly MissingFact[]): MissingFact[] {
  return [...facts].sort((a, b) => (b.narrowsRangeBy ?? -1) - (a.narrowsRangeBy ?? -1));
}

/**
 * Why a case with objective injuries (permanent — a herniation, a fracture —, surgical, or treated with surgery or
 * injections) is valued below its medical specials, or null when it is not below them or has no objective injury.
 * Research (shared settlement facts) puts such a case well above its specials with clear liability, so a value below
 * them must name its reason on the card: the client's share of fault, a gap in treatment, the facts not yet entered,
 * or, when none of these applies, that the model's cases like this settled lower (a prompt to check the facts).
 */
export function explainValueBelowSpecials(input: { value: number; request: PredictionRequest }): string | null {
  const { request, value } = input;
  const specials = request.medical_costs ?? 0;
  if (!(specials > 0) || value >= specials) return null;
  const objective =
    request.injuries.some((injury) => injury.permanent || injury.surgical_intervention) ||
    request.treatments.some((treatment) => ['surgery', 'injection'].includes(getTreatmentCategory(treatment.type)));
  if (!objective) return null;
  const reasons: string[] = [];
  if (request.liability !== null && request.liability < 1)
    reasons.push(`the client's ${Math.round((1 - request.liability) * 100)}% share of fault`);
  if (request.has_treatment_gap) reasons.push('a gap in treatment');
  const missing = countMissingValueFacts(request);
  if (missing > 0) reasons.push(`${missing} value ${missing === 1 ? 'fact' : 'facts'} not yet entered`);
  return reasons.length > 0
    ? `Valued below the medical costs despite objective injuries because of ${reasons.join(', ')}.`
    : 'Valued below the medical costs despite objective injuries: the synthetic cases the model learned from with these facts settled lower. Check the injuries, treatments and costs entered.';
}
