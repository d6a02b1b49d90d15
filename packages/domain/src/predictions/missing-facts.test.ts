import { describe, expect, it } from 'vitest';
import { findMostNarrowingFact, listMissingFacts } from './missing-facts.js';
import { predictionRequestSchema } from './prediction-schemas.js';

describe('listMissingFacts', () => {
  it('lists facts sent as null as missing and omitted defaulted fields as assumed', () => {
    const request = predictionRequestSchema.parse({ client_age: null, medical_costs: 12000, work_days_missed: 5, property_damage: 0, state: 'TX' });
    // The spec defaults still apply to an omitted field...
    expect(request.liability).toBe(0.8);
    expect(request.insurance_limits).toBe(100000);
    const facts = listMissingFacts(request, new Set(['liability', 'insurance_limits']));
    expect(facts).toEqual([
      { fact: 'liability', label: "Client's share of fault", status: 'assumed' },
      { fact: 'insurance_limits', label: 'Policy limits', status: 'assumed' },
      { fact: 'client_age', label: 'Client age', status: 'missing' },
    ]);
  });

  it('lists every value fact of an empty request as missing', () => {
    const request = predictionRequestSchema.parse({ client_age: null, liability: null, insurance_limits: null });
    expect(listMissingFacts(request).map((fact) => `${fact.fact}:${fact.status}`)).toEqual([
      'medical_costs:missing',
      'liability:missing',
      'insurance_limits:missing',
      'client_age:missing',
      'work_days_missed:missing',
      'property_damage:missing',
      'state:missing',
    ]);
  });
});

describe('findMostNarrowingFact', () => {
  it('points at the missing fact that narrows the range most, if any narrows it by 1% or more', () => {
    expect(
      findMostNarrowingFact([
        { fact: 'client_age', label: 'Client age', status: 'missing', narrowsRangeBy: 0.02 },
        { fact: 'medical_costs', label: 'Medical costs', status: 'missing', narrowsRangeBy: 0.2 },
        { fact: 'state', label: 'State', status: 'missing' },
      ])?.fact,
    ).toBe('medical_costs');
    expect(findMostNarrowingFact([{ fact: 'client_age', label: 'Client age', status: 'missing', narrowsRangeBy: 0 }])).toBeNull();
  });
});
