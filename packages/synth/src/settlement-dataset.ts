// Flat table of settled synthetic cases for training and benchmarking the settlement models.

import { createRandom } from './random.js';
import type { CaseDraft } from './draft-case.js';
import { draftCase } from './draft-case.js';
import { BODY_REGIONS } from './reference/injuries.js';
import { TREATMENT_TYPES } from './types.js';

export type ColumnKind = 'numeric' | 'categorical';
export type DatasetColumn = { name: string; kind: ColumnKind };
export type DatasetValue = number | string | null;
export type DatasetRow = Record<string, DatasetValue>;
export type SettlementDataset = {
  columns: DatasetColumn[];
  rows: DatasetRow[];
  target: 'settlement';
};

export type SettlementDatasetOptions = {
  seed: number;
  rows: number;
};

/** Share of rows with an unknown value, so the models' missing-value path is exercised (assumption). */
export const MISSING_SHARES = { client_age: 0.04, client_gender: 0.02, property_damage: 0.05 } as const;

/** Attorney skill of the population of attorneys behind the training rows (log SD), see generateFirm. */
export const POPULATION_SKILL_SIGMA = 0.2;

/** The feature columns in order, then the target. The attorney is never a feature. */
export const SETTLEMENT_COLUMNS: readonly DatasetColumn[] = [
  { name: 'client_age', kind: 'numeric' },
  { name: 'client_gender', kind: 'categorical' },
  { name: 'case_type', kind: 'categorical' },
  { name: 'jurisdiction', kind: 'categorical' },
  { name: 'fault_rule', kind: 'categorical' },
  { name: 'carrier', kind: 'categorical' },
  { name: 'insurance_limits', kind: 'numeric' },
  { name: 'liability', kind: 'numeric' },
  { name: 'property_damage', kind: 'numeric' },
  { name: 'property_damage_severity', kind: 'categorical' },
  { name: 'medical_costs', kind: 'numeric' },
  { name: 'work_days_missed', kind: 'numeric' },
  { name: 'lost_wages', kind: 'numeric' },
  { name: 'injury_count', kind: 'numeric' },
  { name: 'worst_severity', kind: 'numeric' },
  ...BODY_REGIONS.map((r) => ({ name: `region_${r}`, kind: 'numeric' as const })),
  { name: 'permanent', kind: 'numeric' },
  { name: 'surgical', kind: 'numeric' },
  { name: 'treatment_count', kind: 'numeric' },
  ...TREATMENT_TYPES.map((t) => ({ name: `treatments_${t}`, kind: 'numeric' as const })),
  { name: 'total_treatment_days', kind: 'numeric' },
  { name: 'longest_treatment_days', kind: 'numeric' },
  { name: 'treatment_span_days', kind: 'numeric' },
  { name: 'has_treatment_gap', kind: 'numeric' },
  { name: 'treatment_gap_days', kind: 'numeric' },
  { name: 'settlement', kind: 'numeric' },
];

const SEVERITY_ORDINAL = { mild: 1, moderate: 2, severe: 3 } as const;

/** One row as the product would build it from the case; integers where possible keeps 1M rows small in memory. */
export function buildSettlementRow(draft: CaseDraft, missing: { age: boolean; gender: boolean; property: boolean }): DatasetRow {
  let worst = 1;
  let permanent = 0;
  let surgical = 0;
  const regions = new Set<string>();
  for (const inj of draft.injuries) {
    worst = Math.max(worst, SEVERITY_ORDINAL[inj.severity]);
    if (inj.permanent) permanent = 1;
    if (inj.surgical) surgical = 1;
    regions.add(inj.template.region);
  }
  const counts = {
    emergency: 0,
    imaging: 0,
    chiropractic: 0,
    physical_therapy: 0,
    injection: 0,
    surgical: 0,
    pain_management: 0,
    orthopedic: 0,
  };
  let total = 0;
  let longest = 0;
  let first = Infinity;
  for (const t of draft.treatments) {
    counts[t.type] += 1;
    total += t.durationDays;
    longest = Math.max(longest, t.durationDays);
    first = Math.min(first, t.startDay);
    if (t.type === 'surgical') surgical = 1;
  }
  const span = draft.treatments.length > 0 ? draft.treatmentEndDay - first + 1 : 0;
  return {
    client_age: missing.age ? null : draft.clientAge,
    client_gender: missing.gender ? null : draft.clientGender,
    case_type: draft.caseType,
    jurisdiction: draft.state.code,
    fault_rule: draft.state.faultRule,
    carrier: draft.carrier,
    insurance_limits: draft.insuranceLimits,
    liability: draft.liability,
    property_damage: missing.property ? null : draft.propertyDamageAmount,
    property_damage_severity: draft.propertyDamageSeverity,
    medical_costs: draft.medicalCosts,
    work_days_missed: draft.workDaysMissed,
    lost_wages: draft.lostWages,
    injury_count: draft.injuries.length,
    worst_severity: worst,
    region_neck: regions.has('neck') ? 1 : 0,
    region_back: regions.has('back') ? 1 : 0,
    region_spine: regions.has('spine') ? 1 : 0,
    region_head: regions.has('head') ? 1 : 0,
    region_arm: regions.has('arm') ? 1 : 0,
    region_leg: regions.has('leg') ? 1 : 0,
    region_chest: regions.has('chest') ? 1 : 0,
    region_shoulder: regions.has('shoulder') ? 1 : 0,
    region_knee: regions.has('knee') ? 1 : 0,
    region_hip: regions.has('hip') ? 1 : 0,
    permanent,
    surgical,
    treatment_count: draft.treatments.length,
    treatments_emergency: counts.emergency,
    treatments_imaging: counts.imaging,
    treatments_chiropractic: counts.chiropractic,
    treatments_physical_therapy: counts.physical_therapy,
    treatments_injection: counts.injection,
    treatments_surgical: counts.surgical,
    treatments_pain_management: counts.pain_management,
    treatments_orthopedic: counts.orthopedic,
    total_treatment_days: total,
    longest_treatment_days: longest,
    treatment_span_days: span,
    has_treatment_gap: draft.hasTreatmentGap ? 1 : 0,
    treatment_gap_days: draft.treatmentGapDays,
    settlement: draft.recovery,
  };
}

/**
 * Settled cases only (outcome settled, amount > 0), drawn nationally by population. Each row's
 * attorney is a random member of the attorney population (skill lognormal, log SD 0.2): the
 * attorney effect is noise the model cannot see, which is what makes it the "average attorney".
 */
export function generateSettlementDataset(options: SettlementDatasetOptions): SettlementDataset {
  const { seed, rows: wanted } = options;
  if (!Number.isInteger(wanted) || wanted < 0) throw new Error('rows must be a non-negative integer');
  const random = createRandom(seed);
  const rows: DatasetRow[] = [];
  while (rows.length < wanted) {
    const skill = Math.exp(random.normal(0, POPULATION_SKILL_SIGMA));
    const draft = draftCase(random, { skill });
    if ((draft.path !== 'prelit_settlement' && draft.path !== 'litigated_settlement') || draft.recovery <= 0) continue;
    rows.push(
      buildSettlementRow(draft, {
        age: random.bernoulli(MISSING_SHARES.client_age),
        gender: random.bernoulli(MISSING_SHARES.client_gender),
        property: draft.caseType === 'auto' && random.bernoulli(MISSING_SHARES.property_damage),
      }),
    );
  }
  return { columns: [...SETTLEMENT_COLUMNS], rows, target: 'settlement' };
}
