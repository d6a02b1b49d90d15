import { describe, expect, it } from 'vitest';
import {
  computeMedian,
  computeSettlementAnalytics,
  isCountableSettlement,
  selectCarrierHighlights,
  selectCarrierTable,
  type AnalyticsCase,
} from './settlement-analytics.js';

function makeAnalyticsCase(overrides: Partial<AnalyticsCase>): AnalyticsCase {
  return { status: 'settled', caseType: 'personal_injury', carrier: 'Allstate', actualSettlement: null, ...overrides };
}

describe('settlement helpers', () => {
  it('counts settlements only if present and above 0', () => {
    expect(isCountableSettlement(1)).toBe(true);
    expect(isCountableSettlement(0)).toBe(false);
    expect(isCountableSettlement(null)).toBe(false);
    expect(isCountableSettlement(-5)).toBe(false);
  });
  it('takes the median of odd and even counts', () => {
    expect(computeMedian([5, 1, 3])).toBe(3);
    expect(computeMedian([4, 1, 3, 2])).toBe(2.5);
    expect(computeMedian([])).toBeNull();
  });
});

describe('computeSettlementAnalytics', () => {
  const cases = [
    makeAnalyticsCase({ actualSettlement: 100_000, carrier: 'Allstate' }),
    makeAnalyticsCase({ actualSettlement: 50_000, carrier: 'Allstate' }),
    makeAnalyticsCase({ status: 'closed', actualSettlement: 0, carrier: 'Allstate' }),
    makeAnalyticsCase({ status: 'intake', carrier: 'GEICO', caseType: 'PI - Dog Bite' }),
    // An active case with a settlement typed in early does not count until it is settled or closed.
    makeAnalyticsCase({ status: 'litigation', carrier: 'GEICO', actualSettlement: 20_000, caseType: 'PI - Dog Bite' }),
    makeAnalyticsCase({ status: 'negotiation', carrier: 'Progressive', caseType: 'PI - Dog Bite' }),
  ];
  const analytics = computeSettlementAnalytics(cases);

  it('averages and ranges countable settlements of settled cases', () => {
    expect(analytics.avgSettlement).toBe(75_000);
    expect(analytics.settlementRange).toEqual({ min: 50_000, max: 100_000 });
    expect(analytics.settledCases).toBe(3);
    expect(analytics.totalCases).toBe(6);
    expect(analytics.openCases).toBe(3);
  });

  it('groups by displayed case type, most cases first', () => {
    expect(analytics.caseTypeMetrics).toEqual([
      { caseType: 'Dog Bite', count: 3, avgSettlement: 20_000 },
      { caseType: 'Personal Injury', count: 3, avgSettlement: 75_000 },
    ]);
  });

  it('keeps carriers with at least 2 cases in the table, highest average first', () => {
    expect(selectCarrierTable(analytics.carrierMetrics).map((metric) => [metric.carrier, metric.avgSettlement])).toEqual([
      ['Allstate', 75_000],
      ['GEICO', 20_000],
    ]);
    expect(analytics.carrierMetrics.find((metric) => metric.carrier === 'Allstate')).toMatchObject({
      count: 3,
      settledCount: 2,
      total: 150_000,
    });
  });

  it('highlights only carriers with at least 3 cases', () => {
    const highlights = selectCarrierHighlights(analytics.carrierMetrics);
    expect(highlights.highestAvgSettlement?.carrier).toBe('Allstate');
    expect(highlights.mostCommon?.carrier).toBe('Allstate');
    expect(selectCarrierHighlights(analytics.carrierMetrics.filter((metric) => metric.carrier !== 'Allstate'))).toEqual({
      highestAvgSettlement: null,
      mostCommon: null,
    });
  });

  it('has no average or range without settlements', () => {
    const empty = computeSettlementAnalytics([makeAnalyticsCase({ status: 'intake' })]);
    expect(empty.avgSettlement).toBeNull();
    expect(empty.settlementRange).toBeNull();
  });
});
