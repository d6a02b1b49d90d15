// The structural settlement model: how an adjuster or attorney values a case, before noise and attorney skill.

import type { CaseType, Severity } from './reference/injuries.js';
import type { FaultRule } from './reference/states.js';
import { findState } from './reference/states.js';
import type { SynthCase } from './types.js';

export type ValuationInput = {
  caseType: CaseType;
  jurisdiction: string;
  liability: number;
  insuranceLimits: number;
  medicalCosts: number;
  /** Wages lost to the injury, as entered on the case (the generator: work days missed × dailyWage). */
  lostWages: number;
  worstSeverity: Severity;
  permanent: boolean;
  surgical: boolean;
  injections: boolean;
  hasTreatmentGap: boolean;
  longestTreatmentDays: number;
};

export type Valuation = {
  /** Medical specials plus lost wages. */
  specials: number;
  multiplier: number;
  /** Full damages before venue, case type and fault. */
  damages: number;
  /** Share of damages the client can recover under the state's fault rule (0 when barred). */
  recoverableShare: number;
  /** Expected value before the policy limit: damages x venue x case type x recoverable share. */
  uncapped: number;
  /** The structural expectation: the uncapped value held to the policy limit. */
  expected: number;
};

/** Every number of the model, in one place so the README can list them. */
export const VALUATION_PARAMETERS = {
  /** Multiplier-method base by worst injury severity (Nolo: 1.5-5 by severity). */
  baseMultiplier: { mild: 1.5, moderate: 2.5, severe: 3.5 } as Record<Severity, number>,
  /** Claims-software value drivers (Colossus-type): permanency, surgery, injections. Assumed sizes. */
  permanencyBonus: 1.0,
  surgeryBonus: 1.0,
  injectionBonus: 0.5,
  /** Nolo: above 5 only with clear fault, objective injury, 6+ months of recovery and permanency. */
  multiplierCap: 5,
  exceptionalMultiplierCap: 6,
  exceptionalMinTreatmentDays: 180,
  exceptionalMinLiability: 0.95,
  /** Gaps in treatment lower the value (facts file); the size of the cut is an assumption. */
  treatmentGapFactor: 0.8,
  /** Lost wages per day missed: assumption near the 2023 US median weekly earnings (about $1,100 / 5 days). */
  dailyWage: 220,
  /** Case-type factor: assumption, ordered as the BJS median trial awards (auto lowest) but far narrower. */
  caseTypeFactor: {
    auto: 1.0,
    premises: 1.15,
    other_negligence: 1.05,
    medical_malpractice: 1.6,
    product_liability: 1.4,
    other_tort: 0.9,
  } as Record<CaseType, number>,
} as const;

/** Modified-comparative bars are on the plaintiff's own fault (1 - liability); rounding guards 0.5 exactly. */
export function computeRecoverableShare(liability: number, rule: FaultRule): number {
  const plaintiffFault = Math.round((1 - liability) * 1e6) / 1e6;
  switch (rule) {
    case 'pure':
      return liability;
    case 'modified-50':
      return plaintiffFault >= 0.5 ? 0 : liability;
    case 'modified-51':
      return plaintiffFault > 0.5 ? 0 : liability;
    case 'contributory':
      return plaintiffFault > 0 ? 0 : 1;
  }
}

export function computeMultiplier(input: ValuationInput): number {
  const p = VALUATION_PARAMETERS;
  let m = p.baseMultiplier[input.worstSeverity];
  if (input.permanent) m += p.permanencyBonus;
  if (input.surgical) m += p.surgeryBonus;
  if (input.injections) m += p.injectionBonus;
  const exceptional =
    input.permanent && input.liability >= p.exceptionalMinLiability && input.longestTreatmentDays >= p.exceptionalMinTreatmentDays;
  m = Math.min(m, exceptional ? p.exceptionalMultiplierCap : p.multiplierCap);
  if (input.hasTreatmentGap) m *= p.treatmentGapFactor;
  return m;
}

export function valueCase(input: ValuationInput): Valuation {
  const p = VALUATION_PARAMETERS;
  const state = findState(input.jurisdiction);
  const venue = state?.venueFactor ?? 1;
  const rule: FaultRule = state?.faultRule ?? 'pure';
  const wages = input.lostWages;
  const multiplier = computeMultiplier(input);
  // Multiplier method: general damages = multiplier x medical specials; specials themselves are added back.
  const damages = input.medicalCosts * (1 + multiplier) + wages;
  const recoverableShare = computeRecoverableShare(input.liability, rule);
  const uncapped = damages * venue * p.caseTypeFactor[input.caseType] * recoverableShare;
  return {
    specials: input.medicalCosts + wages,
    multiplier,
    damages,
    recoverableShare,
    uncapped,
    expected: Math.min(uncapped, input.insuranceLimits),
  };
}

const PERMANENT_WORDS = ['chronic', 'permanent', 'herniated', 'fracture', 'traumatic brain'];
const SURGICAL_WORDS = ['surgery', 'surgical', 'operation'];

/** The spec's derived rule: permanent if severe or the text mentions a permanency keyword. */
export function isPermanentInjury(injury: { severity: string; name?: string; description: string }): boolean {
  if (injury.severity.toLowerCase() === 'severe') return true;
  const text = `${injury.name ?? ''} ${injury.description}`.toLowerCase();
  return PERMANENT_WORDS.some((w) => text.includes(w));
}

/** The spec's derived rule: surgical if the text mentions surgery (a surgical treatment also counts, per case). */
export function isSurgicalInjury(injury: { name?: string; description: string }): boolean {
  const text = `${injury.name ?? ''} ${injury.description}`.toLowerCase();
  return SURGICAL_WORDS.some((w) => text.includes(w));
}

const SEVERITY_RANK: Record<Severity, number> = { mild: 1, moderate: 2, severe: 3 };

/** Reads the valuation inputs from a case the way the product sees it (fields and injury texts). */
export function readValuationInput(c: SynthCase): ValuationInput {
  let worst: Severity = 'mild';
  let permanent = false;
  let surgical = c.treatments.some((t) => t.type === 'surgical');
  for (const injury of c.injuries) {
    if (SEVERITY_RANK[injury.severity] > SEVERITY_RANK[worst]) worst = injury.severity;
    if (isPermanentInjury(injury)) permanent = true;
    if (isSurgicalInjury(injury)) surgical = true;
  }
  let longest = 0;
  for (const t of c.treatments) longest = Math.max(longest, t.durationDays);
  return {
    caseType: c.caseType,
    jurisdiction: c.jurisdiction,
    liability: c.liability,
    insuranceLimits: c.insuranceLimits,
    medicalCosts: c.medicalCosts,
    lostWages: c.lostWages,
    worstSeverity: worst,
    permanent,
    surgical,
    injections: c.treatments.some((t) => t.type === 'injection'),
    hasTreatmentGap: c.hasTreatmentGap,
    longestTreatmentDays: longest,
  };
}

/** The structural expectation of a generated case: what an average attorney would be expected to recover. */
export function computeStructuralValue(c: SynthCase): Valuation {
  return valueCase(readValuationInput(c));
}
