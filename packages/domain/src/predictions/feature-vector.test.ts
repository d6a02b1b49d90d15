import { describe, expect, it } from 'vitest';
import { buildFeatureVector, FEATURE_COLUMNS, FEATURE_NAMES, getTreatmentCategory } from './feature-vector.js';
import { predictionRequestSchema } from './prediction-schemas.js';

const request = predictionRequestSchema.parse({
  case_id: 'c1',
  client_age: 41,
  client_gender: 'Female',
  liability: 0.9,
  property_damage: 8000,
  medical_costs: 25000,
  work_days_missed: 12,
  injuries: [
    { severity: 'moderate', body_region: 'neck', permanent: false, surgical_intervention: false },
    { severity: 'severe', body_region: 'back', permanent: true, surgical_intervention: false },
  ],
  treatments: [
    { type: 'Physical Therapy', duration: 60, cost: 6000 },
    { type: 'Chiropractic', duration: 30, cost: 2000 },
    { type: 'MRI', duration: null, cost: 1500 },
  ],
  insurance_limits: 250000,
  jurisdiction: ' Los  Angeles ',
  carrier: 'State Farm',
  case_type: 'personal_injury',
  treatment_gap_days: 12,
  has_treatment_gap: false,
});

describe('buildFeatureVector', () => {
  it('has exactly the declared columns, in order', () => {
    const vector = buildFeatureVector(request);
    expect(Object.keys(vector)).toEqual(FEATURE_NAMES);
    expect(FEATURE_COLUMNS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(FEATURE_NAMES).size).toBe(FEATURE_NAMES.length);
  });

  it('summarises injuries and treatments', () => {
    const vector = buildFeatureVector(request);
    expect(vector).toMatchObject({
      client_age: 41,
      client_gender: 'female',
      injury_count: 2,
      worst_severity: 3,
      region_neck: 1,
      region_back: 1,
      region_knee: 0,
      any_permanent: 1,
      any_surgical: 0,
      treatment_count: 3,
      treatments_physical_therapy: 1,
      treatments_chiropractic: 1,
      treatments_imaging: 1,
      treatments_surgery: 0,
      total_treatment_days: 90,
      longest_treatment_days: 60,
      treatment_cost: 9500,
      treatment_gap_days: 12,
      has_treatment_gap: 0,
      carrier: 'state farm',
      jurisdiction: 'los angeles',
    });
  });

  it('gives zeros and nulls for a case with no injuries or treatments', () => {
    const vector = buildFeatureVector(predictionRequestSchema.parse({}));
    expect(vector).toMatchObject({
      injury_count: 0,
      worst_severity: 0,
      treatment_count: 0,
      total_treatment_days: null,
      longest_treatment_days: null,
      treatment_cost: null,
      has_treatment_gap: null,
      carrier: 'unknown',
      client_age: 35,
    });
  });

  it('declares categorical kinds only for text columns and never an attorney column', () => {
    const vector = buildFeatureVector(request);
    for (const column of FEATURE_COLUMNS) {
      const value = vector[column.name];
      if (value !== null) expect(typeof value).toBe(column.kind === 'numeric' ? 'number' : 'string');
    }
    expect(FEATURE_NAMES.some((name) => name.includes('attorney'))).toBe(false);
  });

  it('never reads the policy limits: two cases differing only in limits get the same row', () => {
    expect(FEATURE_NAMES).not.toContain('insurance_limits');
    expect(buildFeatureVector({ ...request, insurance_limits: 30000 })).toEqual(
      buildFeatureVector({ ...request, insurance_limits: 1_000_000 }),
    );
  });

  it('carries how many value facts are missing, in bands', () => {
    expect(buildFeatureVector(request).facts_missing).toBe('1-2');
    expect(
      buildFeatureVector({
        ...request,
        injuries: [],
        treatments: [],
        medical_costs: null,
        liability: null,
        client_age: null,
        jurisdiction: 'unknown',
      }).facts_missing,
    ).toBe('6+');
  });
});

describe('getTreatmentCategory', () => {
  it('groups free-text treatment types', () => {
    expect(getTreatmentCategory('Lumbar fusion surgery')).toBe('surgery');
    expect(getTreatmentCategory('Epidural steroid injection')).toBe('injection');
    expect(getTreatmentCategory('X-Ray')).toBe('imaging');
    expect(getTreatmentCategory('Emergency Room')).toBe('emergency');
    expect(getTreatmentCategory('Chiropractic adjustment')).toBe('chiropractic');
    expect(getTreatmentCategory('PT')).toBe('physical_therapy');
    expect(getTreatmentCategory('Counseling')).toBe('other');
  });
});
