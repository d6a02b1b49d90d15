// The facts a prediction was made without: missing (passed to the model as missing) or assumed (the spec's request
// defaults, for API callers who omit them), and what the panel says about them.
import { z } from 'zod';
import type { PredictionRequest } from './prediction-schemas.js';

/** The value facts a prediction depends on, as named in the prediction request. */
export const VALUE_FACTS = ['medical_costs', 'liability', 'insurance_limits', 'client_age', 'work_days_missed', 'property_damage', 'state'] as const;
export type ValueFact = (typeof VALUE_FACTS)[number];

export const VALUE_FACT_LABELS: Readonly<Record<ValueFact, string>> = {
  medical_costs: 'Medical costs',
  liability: "Client's share of fault",
  insurance_limits: 'Policy limits',
  client_age: 'Client age',
  work_days_missed: 'Work days missed',
  property_damage: 'Property damage',
  state: 'State',
};

/** The request fields the spec gives a default (section 3); every other fact is missing when not sent. */
export type DefaultedFact = 'client_age' | 'liability' | 'insurance_limits';
export const DEFAULTED_FACTS: readonly DefaultedFact[] = ['client_age', 'liability', 'insurance_limits'];

/**
 * Values a missing model fact is tried at to measure how much entering it would narrow the range: low, typical and
 * high cases of the kind the model learned from (the synthetic firm's quartiles, rounded). `state` is not a model input.
 */
export const FACT_PROBE_VALUES: Readonly<Record<Exclude<ValueFact, 'state'>, readonly number[]>> = {
  medical_costs: [4_000, 12_000, 40_000],
  liability: [0.6, 0.8, 1],
  insurance_limits: [25_000, 100_000, 300_000],
  client_age: [25, 40, 60],
  work_days_missed: [0, 10, 45],
  property_damage: [0, 3_000, 10_000],
};

export const missingFactSchema = z.object({
  fact: z.enum(VALUE_FACTS),
  label: z.string(),
  /** missing: not entered, the model read it as missing; assumed: the caller left it out and the spec's default was used. */
  status: z.enum(['missing', 'assumed']),
  /** Share (0..1) by which the 95% range's width (in log dollars) shrinks, on average, once the fact is entered. */
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
