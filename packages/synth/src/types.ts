// Shapes of the generated firm, its attorneys and cases (the product's case fields, spec sections 3 and 5).

import type { BodyRegion, CaseType, InjuryCategory, Severity } from './reference/injuries.js';
import type { FaultRule } from './reference/states.js';

export type { BodyRegion, CaseType, FaultRule, InjuryCategory, Severity };

export type TreatmentType =
  'emergency' | 'imaging' | 'chiropractic' | 'physical_therapy' | 'injection' | 'surgical' | 'pain_management' | 'orthopedic';

export const TREATMENT_TYPES: readonly TreatmentType[] = [
  'emergency',
  'imaging',
  'chiropractic',
  'physical_therapy',
  'injection',
  'surgical',
  'pain_management',
  'orthopedic',
];

/** The spec's frequency options for a treatment. */
export type TreatmentFrequency = 'daily' | 'weekly' | 'biweekly' | 'monthly' | 'asNeeded';

/** The product's case phases (packages/domain cases/case-phase.ts): a dismissal or verdict closes a case. */
export type CasePhase = 'intake' | 'treating' | 'demand' | 'negotiation' | 'litigation' | 'settled' | 'closed';

export type CaseOutcome = 'settled' | 'dismissed' | 'verdict';

export type PropertyDamageSeverity = 'none' | 'minor' | 'moderate' | 'severe' | 'total_loss';

export type SynthInjury = {
  id: string;
  icdCode: string;
  category: InjuryCategory;
  type: string;
  name: string;
  bodyPart: string;
  bodyRegion: BodyRegion;
  severity: Severity;
  /** Free text from which the spec's derived rules (region, permanent, surgical) can be read. */
  description: string;
};

export type SynthTreatment = {
  id: string;
  injuryId: string;
  type: TreatmentType;
  name: string;
  provider: string;
  cptCode: string;
  description: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD; the last visit. */
  endDate: string;
  durationDays: number;
  frequency: TreatmentFrequency;
  visits: number;
  /** Billed charges in whole dollars. */
  cost: number;
};

export type SynthCase = {
  id: string;
  caseNumber: string;
  clientName: string;
  clientAge: number;
  clientGender: 'female' | 'male';
  incidentDate: string;
  dateOpened: string;
  /** Null while the case is open. */
  dateClosed: string | null;
  caseType: CaseType;
  /** US state code. */
  jurisdiction: string;
  faultRule: FaultRule;
  carrier: string;
  /** Per-person bodily-injury limit (auto) or per-occurrence limit (other lines), in dollars. */
  insuranceLimits: number;
  /** Display form, e.g. "25/50" for auto split limits or "$1,000,000". */
  insuranceLimitsLabel: string;
  /** Defendant's share of fault, 0..1: the share of damages the client can recover before the state's bar. */
  liability: number;
  propertyDamageAmount: number;
  propertyDamageSeverity: PropertyDamageSeverity;
  injuries: SynthInjury[];
  treatments: SynthTreatment[];
  /** Longest gap in days between consecutive treatment episodes. */
  treatmentGapDays: number;
  hasTreatmentGap: boolean;
  workDaysMissed: number;
  /** Work days missed at the daily wage, in dollars. */
  lostWages: number;
  /** Sum of treatment costs. */
  medicalCosts: number;
  attorneyId: string;
  phase: CasePhase;
  /** Present only for finished cases. */
  outcome: CaseOutcome | null;
  /** Amount recovered for finished cases (0 when dismissed or lost at trial); null while open. */
  actualSettlement: number | null;
  /**
   * What the finished case was worth before the policy limit held the settlement down (equal to actualSettlement
   * unless the limit capped it); null while open. The base model learns it: policy limits are coverage, not value.
   */
  settlementValue: number | null;
};

export type SynthAttorney = {
  id: string;
  name: string;
  /** Hidden multiplicative effect on outcomes (1 = average attorney); never shown in the product. */
  skill: number;
};

export type SynthFirm = {
  firmName: string;
  /** The firm's home state: most of its cases are venued there. */
  homeState: string;
  asOf: string;
  attorneys: SynthAttorney[];
  cases: SynthCase[];
};
