import { describe, expect, it } from 'vitest';
import { makeCase, makeInjury, makeTreatment } from '../testing/case-fixtures.js';
import { buildPredictionRequest, findLongestTreatmentGap, type PredictionSource } from './prediction-request.js';
import { predictionRequestSchema } from './prediction-schemas.js';

function makeSource(overrides: Partial<PredictionSource> = {}): PredictionSource {
  return { ...makeCase({ id: 'c1' }), injuries: [], treatments: [], ...overrides };
}

describe('buildPredictionRequest', () => {
  it('passes facts not entered on the case as missing, never the spec defaults', () => {
    const request = buildPredictionRequest(makeSource());
    expect(request).toMatchObject({
      case_id: 'c1',
      client_age: null,
      client_gender: 'unknown',
      liability: null,
      insurance_limits: null,
      property_damage: null,
      work_days_missed: null,
      case_type: 'other',
      jurisdiction: 'unknown',
      medical_costs: null,
      treatment_gap_days: null,
      has_treatment_gap: null,
    });
    expect(predictionRequestSchema.safeParse(request).success).toBe(true);
  });

  it('takes the age at the incident from the date of birth when no age is entered, and maps the case type to its code', () => {
    expect(
      buildPredictionRequest(makeSource({ clientDateOfBirth: '1980-06-15', incidentDate: '2024-06-14', caseType: 'auto' })),
    ).toMatchObject({ client_age: 43, case_type: 'motor_vehicle' });
    expect(buildPredictionRequest(makeSource({ clientDateOfBirth: '1980-06-15' }), { asOf: '2026-06-15' }).client_age).toBe(46);
    expect(
      buildPredictionRequest(makeSource({ clientAge: 30, clientDateOfBirth: '1980-06-15', incidentDate: '2024-06-14' })).client_age,
    ).toBe(30);
  });

  it('keeps the case values it has', () => {
    const request = buildPredictionRequest(
      makeSource({
        clientAge: 52,
        clientGender: 'female',
        liability: 1,
        insuranceLimits: 250000,
        jurisdiction: 'CA',
        carrier: 'State Farm',
      }),
    );
    expect(request).toMatchObject({
      client_age: 52,
      client_gender: 'female',
      liability: 1,
      insurance_limits: 250000,
      jurisdiction: 'CA',
      carrier: 'State Farm',
    });
  });

  it('derives injury region, permanence and surgery', () => {
    const request = buildPredictionRequest(
      makeSource({
        injuries: [
          makeInjury({ type: 'Disc injury', bodyPart: 'Lower back', severity: 'moderate', description: 'Herniated disc' }),
          makeInjury({ type: 'Laceration', bodyPart: null, severity: 'unknown', description: null }),
        ],
        treatments: [makeTreatment({ type: 'Surgical' })],
      }),
    );
    expect(request.injuries).toEqual([
      { severity: 'moderate', body_region: 'back', permanent: true, surgical_intervention: true },
      { severity: 'moderate', body_region: 'unknown', permanent: false, surgical_intervention: true },
    ]);
  });

  it('sums treatment costs when the case has no medical costs, and measures treatment lengths', () => {
    const request = buildPredictionRequest(
      makeSource({
        treatments: [
          makeTreatment({ type: 'PT', startDate: '2024-01-01', endDate: '2024-01-31', cost: 3000 }),
          makeTreatment({ type: 'MRI', startDate: '2024-03-15', endDate: null, cost: 1200.5 }),
        ],
      }),
      { asOf: '2024-03-25' },
    );
    expect(request.medical_costs).toBe(4200.5);
    expect(request.treatments).toEqual([
      { type: 'PT', duration: 30, cost: 3000 },
      { type: 'MRI', duration: 10, cost: 1200.5 },
    ]);
    expect(request.treatment_gap_days).toBe(44);
    expect(request.has_treatment_gap).toBe(true);
  });

  it('prefers the recorded treatment-gap flag', () => {
    const request = buildPredictionRequest(
      makeSource({ hasTreatmentGap: false, medicalCosts: 9000, treatments: [makeTreatment({ cost: 5 })] }),
    );
    expect(request.has_treatment_gap).toBe(false);
    expect(request.medical_costs).toBe(9000);
  });

  it('never carries the attorney', () => {
    const request = buildPredictionRequest(makeSource({ ...makeCase({ attorneyId: 'a1', attorneyName: 'Ann Lee' }) }));
    expect(JSON.stringify(request)).not.toMatch(/attorney|Ann Lee/);
  });
});

describe('findLongestTreatmentGap', () => {
  it('finds the longest uncovered stretch between treatments', () => {
    expect(
      findLongestTreatmentGap([
        { startDate: '2024-01-01', endDate: '2024-01-10', duration: null },
        { startDate: '2024-01-05', endDate: '2024-02-01', duration: null },
        { startDate: '2024-02-11', endDate: '2024-02-20', duration: null },
        { startDate: '2024-04-01', endDate: null, duration: null },
      ]),
    ).toBe(41);
  });
  it('treats an ongoing treatment as covering what follows', () => {
    expect(
      findLongestTreatmentGap([
        { startDate: '2024-01-01', endDate: null, duration: null },
        { startDate: '2024-06-01', endDate: '2024-06-10', duration: null },
      ]),
    ).toBe(0);
  });
  it('is null without dated treatments', () => {
    expect(findLongestTreatmentGap([{ startDate: null, endDate: null, duration: 5 }])).toBeNull();
  });
});
