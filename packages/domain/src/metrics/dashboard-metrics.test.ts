import { describe, expect, it } from 'vitest';
import {
  ATTORNEY_VALUE_METRIC_REASONS,
  computeAttorneyValueMetric,
  computeAverageSettlementMonths,
  computeTotalPredictedValue,
  computeTotalSettledValue,
  countActiveCases,
  selectTopStatuses,
} from './dashboard-metrics.js';

describe('computeAttorneyValueMetric', () => {
  it('gives the percent difference between actual and predicted over settled cases with predictions', () => {
    expect(
      computeAttorneyValueMetric([
        { status: 'settled', actualSettlement: 110_000, latestPredictedValue: 100_000 },
        { status: 'Closed', actualSettlement: 55_000, latestPredictedValue: 50_000 },
        { status: 'open', actualSettlement: null, latestPredictedValue: 500_000 },
        { status: 'settled', actualSettlement: 999_000, latestPredictedValue: null },
      ]),
    ).toEqual({ value: '+10.0%', reason: null, cases: 2 });
    expect(computeAttorneyValueMetric([{ status: 'settled', actualSettlement: 90_000, latestPredictedValue: 100_000 }]).value).toBe(
      '-10.0%',
    );
  });

  it('shows no figure, with the reason, where the spec had fallback constants', () => {
    const none = (reason: string) => ({ value: null, reason, cases: 0 });
    expect(computeAttorneyValueMetric(null)).toEqual(none(ATTORNEY_VALUE_METRIC_REASONS.nothingReturned));
    expect(computeAttorneyValueMetric([])).toEqual(none(ATTORNEY_VALUE_METRIC_REASONS.noSettledCases));
    expect(computeAttorneyValueMetric([{ status: 'open', actualSettlement: null, latestPredictedValue: 1 }])).toEqual(
      none(ATTORNEY_VALUE_METRIC_REASONS.noSettledCases),
    );
    // A settled case without a prediction: not '+15%'.
    expect(computeAttorneyValueMetric([{ status: 'settled', actualSettlement: 10, latestPredictedValue: null }])).toEqual(
      none(ATTORNEY_VALUE_METRIC_REASONS.noPredictions),
    );
    expect(computeAttorneyValueMetric([{ status: 'settled', actualSettlement: 10, latestPredictedValue: 0 }])).toMatchObject({
      value: null,
      reason: ATTORNEY_VALUE_METRIC_REASONS.predictionsSumToZero,
    });
  });
});

describe('computeAverageSettlementMonths', () => {
  it('averages days / 30.44 to one decimal over closed cases', () => {
    expect(
      computeAverageSettlementMonths([
        { dateOpened: '2024-01-01', dateClosed: '2024-03-01' },
        { dateOpened: '2024-01-01', dateClosed: '2024-12-31' },
        { dateOpened: '2024-01-01', dateClosed: null },
      ]),
    ).toBe(7);
    expect(computeAverageSettlementMonths([{ dateOpened: '2024-01-01', dateClosed: '2024-01-31' }])).toBe(1);
    expect(computeAverageSettlementMonths([])).toBeNull();
  });
});

describe('dashboard counts', () => {
  it('counts active cases and sums predictions', () => {
    expect(countActiveCases([{ status: 'open' }, { status: 'Settled' }, { status: 'discovery' }])).toBe(2);
    expect(
      computeTotalPredictedValue([
        { status: 'open', latestPredictedValue: 100 },
        { status: 'open', latestPredictedValue: null },
        { status: 'discovery', latestPredictedValue: 50 },
      ]),
    ).toBe(150);
  });
  it('counts predicted value of open cases only, and settled value from actual settlements', () => {
    const cases = [
      { status: 'open', latestPredictedValue: 100_000, actualSettlement: null },
      { status: 'settled', latestPredictedValue: 80_000, actualSettlement: 95_000.5 },
      { status: 'closed', latestPredictedValue: 40_000, actualSettlement: 0 },
      { status: 'closed', latestPredictedValue: null, actualSettlement: 20_000 },
    ];
    expect(computeTotalPredictedValue(cases)).toBe(100_000);
    expect(computeTotalSettledValue(cases)).toBe(115_000.5);
  });
  it('lists the top 3 phases, older words read as their phase', () => {
    const statuses = ['intake', 'Open', '', 'settled', 'Settlement', 'discovery', 'treating', 'in_progress', 'demand'];
    expect(selectTopStatuses(statuses.map((status) => ({ status })))).toEqual([
      { status: 'intake', count: 3 },
      { status: 'settled', count: 2 },
      { status: 'treating', count: 2 },
    ]);
  });
});
