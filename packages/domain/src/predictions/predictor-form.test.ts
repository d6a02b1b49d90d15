import { describe, expect, it } from 'vitest';
import { makeCaseDetail, makeInjury } from '../testing/case-fixtures.js';
import {
  predictorFormFromCase,
  resolveMedicalCosts,
  SETTLEMENT_PREDICTOR_DEFAULTS,
  settlementPredictorFormSchema,
} from './predictor-form.js';

describe('the Settlement Predictor form', () => {
  it('turns typed facts into a prediction request: blanks are not known, liability percent becomes a share', () => {
    const request = settlementPredictorFormSchema.parse({
      ...SETTLEMENT_PREDICTOR_DEFAULTS,
      medical_costs: '25000',
      state: 'TX',
      liability: '70',
    });
    expect(request).toMatchObject({
      client_age: 35,
      liability: 0.7,
      medical_costs: 25_000,
      property_damage: null,
      work_days_missed: null,
      insurance_limits: 100_000,
      state: 'TX',
      jurisdiction: undefined,
      treatments: [{ type: 'physical_therapy', duration: 60, cost: 4000 }],
    });
  });

  it('names the field that is out of bounds, in the rows too', () => {
    const result = settlementPredictorFormSchema.safeParse({
      ...SETTLEMENT_PREDICTOR_DEFAULTS,
      client_age: '130',
      medical_costs: '1e20',
      treatments: [{ type: 'physical_therapy', duration: '-1', cost: '' }],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages['client_age']).toBe('Client age must be a number from 0 to 120');
    expect(messages['medical_costs']).toMatch(/^Medical costs must be a number from 0 to 999,999,999\.99/);
    expect(messages['treatments.0.duration']).toBe('Treatment duration must be a number from 0 to 36,500');
  });

  it('counts medical costs once: the typed total includes the treatments, blank means their sum', () => {
    const treatments = [
      { type: 'physical_therapy', duration: '60', cost: '4000' },
      { type: 'imaging', duration: '1', cost: '1500.50' },
    ];
    // Blank: the treatments' costs make the total, once.
    expect(settlementPredictorFormSchema.parse({ ...SETTLEMENT_PREDICTOR_DEFAULTS, medical_costs: '', treatments }).medical_costs).toBe(
      5500.5,
    );
    expect(resolveMedicalCosts({ medical_costs: '', treatments })).toEqual({ amount: 5500.5, source: 'treatments' });
    // Typed: the total as typed, the treatments inside it (not added).
    expect(
      settlementPredictorFormSchema.parse({ ...SETTLEMENT_PREDICTOR_DEFAULTS, medical_costs: '20000', treatments }).medical_costs,
    ).toBe(20_000);
    // A total below the treatments' own costs would count them beside it: refused under the field.
    const low = settlementPredictorFormSchema.safeParse({ ...SETTLEMENT_PREDICTOR_DEFAULTS, medical_costs: '3000', treatments });
    expect(low.success).toBe(false);
    expect(low.error!.issues[0]).toMatchObject({
      path: ['medical_costs'],
      message: expect.stringMatching(/^Medical costs include the treatment costs: at least \$5,50[01]/),
    });
    expect(resolveMedicalCosts({ medical_costs: '', treatments: [{ cost: '' }] })).toEqual({ amount: null, source: 'none' });
  });

  it('fills the form from a case for "What if…"', () => {
    const detail = makeCaseDetail({
      clientAge: 41,
      clientGender: 'Female',
      liability: 0.75,
      medicalCosts: null,
      insuranceLimits: 50_000,
      carrier: 'GEICO',
      caseType: 'auto',
      state: 'TX',
      injuries: [makeInjury({ type: 'Herniated disc', bodyPart: 'Back', severity: 'severe', description: 'herniated' })],
    });
    const form = predictorFormFromCase({
      ...detail,
      treatments: [{ type: 'surgical', startDate: null, endDate: null, duration: 3, cost: 30_000 }],
    });
    expect(form).toMatchObject({
      client_age: '41',
      client_gender: 'female',
      liability: '75',
      medical_costs: '',
      insurance_limits: '50000',
      carrier: 'GEICO',
      state: 'TX',
      case_type: 'motor_vehicle',
    });
    expect(form.injuries).toEqual([{ severity: 'severe', body_region: 'back', permanent: true, surgical_intervention: true }]);
    expect(form.treatments).toEqual([{ type: 'surgical', duration: '3', cost: '30000' }]);
    expect(settlementPredictorFormSchema.parse(form).medical_costs).toBe(30_000);
  });
});
