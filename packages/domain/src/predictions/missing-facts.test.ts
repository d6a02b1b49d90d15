import { describe, expect, it } from 'vitest';
import {
  computeRangeNarrowing,
  countMissingValueFacts,
  explainValueBelowSpecials,
  findMostNarrowingFact,
  listMissingFacts,
  listNeededFacts,
  rankMissingFacts,
  toFactsMissingBand,
} from './missing-facts.js';
import { predictionRequestSchema } from './prediction-schemas.js';

describe('listMissingFacts', () => {
  it('lists facts sent as null as missing and omitted defaulted fields as assumed', () => {
    const request = predictionRequestSchema.parse({
      client_age: null,
      medical_costs: 12000,
      work_days_missed: 5,
      property_damage: 0,
      state: 'TX',
      injuries: [{ severity: 'moderate', body_region: 'back' }],
      treatments: [{ type: 'Physical therapy', duration: 60, cost: 12000 }],
    });
    // The spec defaults still apply to an omitted field...
    expect(request.liability).toBe(0.8);
    expect(request.insurance_limits).toBe(100000);
    const facts = listMissingFacts(request, new Set(['liability', 'insurance_limits']));
    expect(facts).toEqual([
      { fact: 'liability', label: "Client's share of fault", status: 'assumed' },
      { fact: 'insurance_limits', label: 'Policy limits', status: 'assumed' },
      { fact: 'client_age', label: 'Client age', status: 'missing' },
      { fact: 'lost_wages', label: 'Lost wages', status: 'missing' },
    ]);
  });

  it('lists every value fact of an empty request as missing', () => {
    const request = predictionRequestSchema.parse({ client_age: null, liability: null, insurance_limits: null });
    expect(listMissingFacts(request).map((fact) => `${fact.fact}:${fact.status}`)).toEqual([
      'injuries:missing',
      'treatments:missing',
      'medical_costs:missing',
      'liability:missing',
      'insurance_limits:missing',
      'client_age:missing',
      'lost_wages:missing',
      'work_days_missed:missing',
      'property_damage:missing',
      'state:missing',
    ]);
  });
});

describe('countMissingValueFacts', () => {
  it('counts every value fact of a request with nothing entered, and none of a fully described case', () => {
    const empty = predictionRequestSchema.parse({ client_age: null, liability: null, insurance_limits: null });
    expect(countMissingValueFacts(empty)).toBe(10);
    expect(toFactsMissingBand(countMissingValueFacts(empty))).toBe('6+');
    const full = predictionRequestSchema.parse({
      client_age: 40,
      liability: 1,
      medical_costs: 20000,
      lost_wages: 3000,
      work_days_missed: 10,
      property_damage: 4000,
      jurisdiction: 'TX',
      carrier: 'State Farm',
      injuries: [{ severity: 'moderate', body_region: 'back' }],
      treatments: [{ type: 'MRI', duration: 1, cost: 2000 }],
    });
    expect(countMissingValueFacts(full)).toBe(0);
    expect(toFactsMissingBand(countMissingValueFacts({ ...full, lost_wages: null, carrier: 'unknown' }))).toBe('1-2');
    expect(toFactsMissingBand(countMissingValueFacts({ ...full, lost_wages: null, carrier: 'unknown', injuries: [] }))).toBe('3-5');
  });
});

describe('listNeededFacts', () => {
  it('asks for injuries and medical costs when neither is entered, and for nothing once one is', () => {
    const empty = predictionRequestSchema.parse({});
    expect(listNeededFacts(empty)).toEqual([
      { fact: 'injuries', label: 'Injuries' },
      { fact: 'medical_costs', label: 'Medical costs' },
    ]);
    expect(listNeededFacts({ ...empty, medical_costs: 18500 })).toEqual([]);
    expect(listNeededFacts({ ...empty, treatments: [{ type: 'ER', duration: 1, cost: 900 }] })).toEqual([]);
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

describe('computeRangeNarrowing', () => {
  const around = (value: number, ratio: number) => ({ value, lower: value / ratio, upper: value * ratio });

  it('is 0 when the fact moves neither the value nor the range', () => {
    expect(computeRangeNarrowing(around(10_000, 1.3), [around(10_000, 1.3), around(10_000, 1.3), around(10_000, 1.3)])).toBe(0);
  });

  it('grows with how far the plausible values move the prediction', () => {
    const small = computeRangeNarrowing(
      around(10_000, 1.3),
      [8_000, 10_000, 12_000].map((value) => around(value, 1.3)),
    );
    const large = computeRangeNarrowing(
      around(10_000, 1.3),
      [3_000, 10_000, 30_000].map((value) => around(value, 1.3)),
    );
    expect(small).toBeGreaterThan(0);
    expect(large).toBeGreaterThan(small);
    expect(large).toBeLessThan(1);
  });

  it('counts a range the model already widened for the missing fact', () => {
    expect(computeRangeNarrowing(around(10_000, 2), [around(10_000, 1.3), around(10_000, 1.3)])).toBeCloseTo(
      1 - Math.log(1.3) / Math.log(2),
      2,
    );
  });
});

describe('rankMissingFacts', () => {
  it('puts the fact that narrows the range most first and unmeasured ones last', () => {
    const ranked = rankMissingFacts([
      { fact: 'state', label: 'State', status: 'missing' },
      { fact: 'client_age', label: 'Client age', status: 'missing', narrowsRangeBy: 0.02 },
      { fact: 'medical_costs', label: 'Medical costs', status: 'missing', narrowsRangeBy: 0.4 },
      { fact: 'liability', label: "Client's share of fault", status: 'assumed', narrowsRangeBy: 0.1 },
    ]);
    expect(ranked.map((fact) => fact.fact)).toEqual(['medical_costs', 'liability', 'client_age', 'state']);
  });
});

describe('explainValueBelowSpecials', () => {
  const herniation = predictionRequestSchema.parse({
    client_age: 38,
    liability: 1,
    medical_costs: 39830,
    lost_wages: 0,
    work_days_missed: 0,
    property_damage: 6500,
    jurisdiction: 'TX',
    carrier: 'State Farm',
    injuries: [{ severity: 'moderate', body_region: 'back', permanent: true }],
    treatments: [{ type: 'Epidural steroid injection', duration: 1, cost: 24000 }],
  });

  it('says nothing when an objective injury is valued at or above its specials, or the injury is not objective', () => {
    expect(explainValueBelowSpecials({ value: 96000, request: herniation })).toBeNull();
    const sprain = {
      ...herniation,
      injuries: [{ severity: 'mild', body_region: 'neck', permanent: false, surgical_intervention: false }],
      treatments: [{ type: 'Physical therapy', duration: 60, cost: 3000 }],
    };
    expect(explainValueBelowSpecials({ value: 20000, request: sprain })).toBeNull();
  });

  it('names the reason an objective injury is valued below its specials: fault, a gap, missing facts, else the model', () => {
    expect(explainValueBelowSpecials({ value: 21635, request: { ...herniation, liability: 0.6 } })).toBe(
      "Valued below the medical costs despite objective injuries because of the client's 40% share of fault.",
    );
    expect(explainValueBelowSpecials({ value: 21635, request: { ...herniation, has_treatment_gap: true, carrier: 'unknown' } })).toBe(
      'Valued below the medical costs despite objective injuries because of a gap in treatment, 1 value fact not yet entered.',
    );
    expect(explainValueBelowSpecials({ value: 21635, request: herniation })).toMatch(
      /^Valued below the medical costs despite objective injuries: the synthetic cases the model learned from/,
    );
  });
});
