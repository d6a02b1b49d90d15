import { describe, expect, it } from 'vitest';
import { resolvePredictionMoneyFacts, resolvePredictionSource } from './prediction-money-facts.js';
import type { PredictionSource } from '../predictions/prediction-request.js';

const empty = { caseMedicalCosts: 12_000, caseInsuranceLimits: 50_000, bills: [], lostWages: [], policies: [] };

describe('resolvePredictionMoneyFacts', () => {
  it("keeps the case's own figures when nothing is itemised", () => {
    expect(resolvePredictionMoneyFacts(empty)).toEqual({
      medicalCosts: 12_000,
      medicalCostsFrom: 'case',
      lostWages: null,
      lostWagesFrom: 'case',
      insuranceLimits: 50_000,
      insuranceLimitsFrom: 'case',
      coverage: [],
    });
  });

  it('takes the billed total once bills exist, to the cent', () => {
    const facts = resolvePredictionMoneyFacts({ ...empty, bills: [{ billed: 0.1 }, { billed: 0.2 }, { billed: 4000 }] });
    expect(facts.medicalCosts).toBe(4000.3);
    expect(facts.medicalCostsFrom).toBe('bills');
  });

  it('takes the lost-wage total once entries exist', () => {
    expect(resolvePredictionMoneyFacts({ ...empty, lostWages: [{ amount: 1500.5 }, { amount: 499.5 }] }).lostWages).toBe(2000);
  });

  it("adds the defendants' bodily-injury and the client's UM/UIM per-person limits", () => {
    const facts = resolvePredictionMoneyFacts({
      ...empty,
      policies: [
        { kind: 'bodily_injury', partyRole: 'defendant', perPersonLimit: 25_000, carrier: 'Acme Mutual' },
        { kind: 'bodily_injury', partyRole: 'defendant', perPersonLimit: 100_000 },
        { kind: 'uim', partyRole: 'client', perPersonLimit: 50_000 },
        { kind: 'um', partyRole: 'client', perPersonLimit: 30_000 },
        // Not coverage of the injury claim: the client's health plan, a witness's policy, a defendant's PIP, an unknown limit.
        { kind: 'health', partyRole: 'client', perPersonLimit: 1_000_000 },
        { kind: 'bodily_injury', partyRole: 'witness', perPersonLimit: 500_000 },
        { kind: 'pip', partyRole: 'defendant', perPersonLimit: 10_000 },
        { kind: 'bodily_injury', partyRole: 'defendant', perPersonLimit: null },
      ],
    });
    expect(facts.insuranceLimits).toBe(205_000);
    expect(facts.insuranceLimitsFrom).toBe('policies');
    expect(facts.coverage.map((policy) => [policy.carrier, policy.kind, policy.perPersonLimit])).toEqual([
      ['Acme Mutual', 'bodily_injury', 25_000],
      [null, 'bodily_injury', 100_000],
      [null, 'uim', 50_000],
      [null, 'um', 30_000],
    ]);
  });

  it("falls back to the case's limits when no policy states injury coverage", () => {
    const facts = resolvePredictionMoneyFacts({
      ...empty,
      policies: [
        { kind: 'health', partyRole: 'client', perPersonLimit: 1_000_000 },
        { kind: 'bodily_injury', partyRole: 'defendant', perPersonLimit: null },
      ],
    });
    expect(facts.insuranceLimits).toBe(50_000);
    expect(facts.insuranceLimitsFrom).toBe('case');
  });
});

describe('resolvePredictionSource', () => {
  const source: PredictionSource = {
    id: 'c1',
    clientAge: 40,
    clientGender: null,
    liability: 0.9,
    propertyDamageAmount: null,
    medicalCosts: 12_000,
    lostWages: 3_000,
    workDaysMissed: 15,
    insuranceLimits: 50_000,
    jurisdiction: null,
    carrier: null,
    caseType: 'motor_vehicle',
    hasTreatmentGap: null,
    injuries: [],
    treatments: [],
  };

  it('uses the typed estimates when the case has no bills or lost-wage entries', () => {
    const resolved = resolvePredictionSource(source, { bills: [], lostWages: [], policies: [] });
    expect(resolved.source).toEqual(source);
    expect(resolved.knownCoverage).toBe(50_000);
  });

  it('predicts from the billed total and the lost-wage entries once they exist, keeping the typed limits as a model input', () => {
    const resolved = resolvePredictionSource(source, {
      bills: [{ billed: 20_000.25 }, { billed: 4_999.75 }],
      lostWages: [{ amount: 4_200 }],
      policies: [{ kind: 'bodily_injury', partyRole: 'defendant', perPersonLimit: 100_000 }],
    });
    expect(resolved.source).toMatchObject({ medicalCosts: 25_000, lostWages: 4_200, insuranceLimits: 50_000 });
    expect(resolved.knownCoverage).toBe(100_000);
  });

  it('leaves facts not entered missing', () => {
    const resolved = resolvePredictionSource(
      { ...source, medicalCosts: null, lostWages: null },
      { bills: [], lostWages: [], policies: [] },
    );
    expect(resolved.source).toMatchObject({ medicalCosts: null, lostWages: null });
  });
});
