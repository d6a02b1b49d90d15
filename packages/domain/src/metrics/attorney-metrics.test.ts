import { describe, expect, it } from 'vitest';
import {
  computePerformanceRatio,
  computeValueAboveExpectation,
  computeWar,
  formatWar,
  summariseAttorneyPerformance,
  toSettlementPairs,
  type AttorneyCase,
} from './attorney-metrics.js';

const pairs = [
  { actual: 120_000, predicted: 100_000 },
  { actual: 45_000, predicted: 50_000 },
];

describe('attorney formulas', () => {
  it('computes the performance ratio as ΣA / ΣP', () => {
    expect(computePerformanceRatio(pairs)).toBeCloseTo(165_000 / 150_000);
    expect(computePerformanceRatio([])).toBeNull();
  });
  it('computes value above expectation as Σ(A − P)', () => {
    expect(computeValueAboveExpectation(pairs)).toBe(15_000);
    expect(computeValueAboveExpectation([])).toBeNull();
  });
  it('computes WAR against the firm median settlement', () => {
    expect(computeWar({ pairs, firmMedianSettlement: 50_000 })).toBeCloseTo(0.3);
    expect(computeWar({ pairs, firmMedianSettlement: 0 })).toBeNull();
    expect(computeWar({ pairs: [], firmMedianSettlement: 50_000 })).toBeNull();
  });
  it('shows WAR with one decimal or N/A', () => {
    expect(formatWar(2.345)).toBe('2.3');
    expect(formatWar(null)).toBe('N/A');
  });
});

describe('summariseAttorneyPerformance', () => {
  const cases: AttorneyCase[] = [
    {
      status: 'Settled',
      caseType: 'personal_injury',
      dateOpened: '2024-01-01',
      dateClosed: '2024-04-10',
      actualSettlement: 120_000,
      predictedSettlement: 100_000,
    },
    {
      status: 'closed',
      caseType: 'PI - Dog Bite',
      dateOpened: '2024-02-01',
      dateClosed: '2024-03-02',
      actualSettlement: 45_000,
      predictedSettlement: 50_000,
    },
    {
      status: 'settled',
      caseType: null,
      dateOpened: '2024-02-01',
      dateClosed: '2024-03-01',
      actualSettlement: 30_000,
      predictedSettlement: null,
    },
    {
      status: 'open',
      caseType: 'personal_injury',
      dateOpened: '2024-05-01',
      dateClosed: null,
      actualSettlement: 0,
      predictedSettlement: 80_000,
    },
  ];

  it('compares only cases with both a settlement and a prediction', () => {
    expect(toSettlementPairs(cases)).toEqual(pairs);
  });

  it('fills the attorney card', () => {
    const summary = summariseAttorneyPerformance({ cases, firmMedianSettlement: 50_000 });
    expect(summary.casesHandled).toBe(4);
    expect(summary.casesClosed).toBe(3);
    expect(summary.performanceRatio).toBeCloseTo(1.1);
    expect(summary.valueAboveExpectation).toBe(15_000);
    expect(summary.war).toBeCloseTo(0.3);
    expect(summary.averageSettlementAmount).toBe(65_000);
    expect(summary.averageCaseDuration).toBe(53);
    expect(summary.caseTypeDistribution).toEqual({ 'Personal Injury': 3, 'Dog Bite': 1 });
  });

  it('has no ratio or WAR without comparable cases', () => {
    const summary = summariseAttorneyPerformance({ cases: [], firmMedianSettlement: null });
    expect(summary).toMatchObject({
      casesHandled: 0,
      war: null,
      performanceRatio: null,
      averageSettlementAmount: null,
      averageCaseDuration: null,
    });
  });
});
