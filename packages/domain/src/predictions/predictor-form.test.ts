import { describe, expect, it } from 'vitest';
import { SETTLEMENT_PREDICTOR_DEFAULTS, settlementPredictorFormSchema } from './predictor-form.js';

describe('the Settlement Predictor form', () => {
  it('turns typed facts into a prediction request: blanks are not known, liability percent becomes a share', () => {
    const request = settlementPredictorFormSchema.parse({ ...SETTLEMENT_PREDICTOR_DEFAULTS, medical_costs: '25000', state: 'TX', liability: '70' });
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
    expect(messages['medical_costs']).toMatch(/^Medical costs must be a number from 0 to 999,999,999,999/);
    expect(messages['treatments.0.duration']).toBe('Treatment duration must be a number from 0 to 36,500');
  });
});
