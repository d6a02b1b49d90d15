import { describe, expect, it } from 'vitest';
import { summariseAttorneyPerformance, toSettlementPairs, type AttorneyCase } from './attorney-metrics.js';
import {
  computeAttorneyValueMetric,
  computeAverageSettlementMonths,
  computeTotalPredictedValue,
  computeTotalSettledValue,
  countActiveCases,
  selectTopStatuses,
  type ValueMetricCase,
} from './dashboard-metrics.js';
import { getLiabilityPercent } from '../predictions/prediction-defaults.js';
import { roundToOneDecimal } from '../format/numbers.js';
import { countDaysBetween } from '../shared/iso-date.js';
import {
  buildQuarterPeriods,
  buildSettlementHistogram,
  computeAttorneyValueMetricFromTotals,
  computeFirmMedianSettlement,
  findHistogramBin,
  formatHistogramBin,
  formatQuarterLabel,
  mergeCaseTypeCounts,
  mergeCaseTypeGroups,
  selectPeriodCases,
  selectTopStatusCounts,
  summariseAnalyticsGroups,
  summariseAttorneyGroups,
  summariseDashboardGroups,
  type StatusGroup,
} from './metric-aggregates.js';
import { computeSettlementAnalytics, isCountableSettlement } from './settlement-analytics.js';
import { isSettledForAnalytics } from '../cases/case-status.js';

function totalsOf(cases: readonly ValueMetricCase[]) {
  const settled = cases.filter((item) => isSettledForAnalytics(item.status) && isCountableSettlement(item.actualSettlement));
  const withPrediction = settled.filter((item) => item.latestPredictedValue != null);
  return {
    settledCount: settled.length,
    withPredictionCount: withPrediction.length,
    predictedSum: withPrediction.reduce((sum, item) => sum + (item.latestPredictedValue ?? 0), 0),
    actualSum: withPrediction.reduce((sum, item) => sum + (item.actualSettlement ?? 0), 0),
  };
}

describe('computeAttorneyValueMetricFromTotals', () => {
  const samples: ValueMetricCase[][] = [
    [],
    [{ status: 'open', actualSettlement: null, latestPredictedValue: 5 }],
    [{ status: 'settled', actualSettlement: 10, latestPredictedValue: null }],
    [{ status: 'settled', actualSettlement: 10, latestPredictedValue: 0 }],
    [
      { status: 'settled', actualSettlement: 110_000, latestPredictedValue: 100_000 },
      { status: 'Closed', actualSettlement: 55_000, latestPredictedValue: 50_000 },
      { status: 'settled', actualSettlement: 0, latestPredictedValue: 50_000 },
    ],
    [{ status: 'settled', actualSettlement: 90_000, latestPredictedValue: 100_000 }],
  ];

  it('agrees with computeAttorneyValueMetric on the same cases, reasons included', () => {
    for (const cases of samples) expect(computeAttorneyValueMetricFromTotals(totalsOf(cases))).toEqual(computeAttorneyValueMetric(cases));
  });

  it('shows no figure, with the reason, when nothing was returned', () => {
    expect(computeAttorneyValueMetricFromTotals(null)).toEqual({ value: null, reason: 'The cases could not be read.', cases: 0 });
  });
});

describe('mergeCaseTypeGroups', () => {
  it('merges stored types with one label and sorts by count like computeSettlementAnalytics', () => {
    const cases = [
      { status: 'settled', caseType: 'auto', carrier: null, actualSettlement: 100 },
      { status: 'settled', caseType: 'Intake - auto', carrier: null, actualSettlement: 300 },
      { status: 'open', caseType: 'auto', carrier: null, actualSettlement: null },
      { status: 'settled', caseType: 'premises', carrier: null, actualSettlement: 0 },
      { status: 'open', caseType: '', carrier: null, actualSettlement: null },
    ];
    const merged = mergeCaseTypeGroups([
      { caseType: 'auto', count: 2, settlementSum: 100, settlementCount: 1 },
      { caseType: 'Intake - auto', count: 1, settlementSum: 300, settlementCount: 1 },
      { caseType: 'premises', count: 1, settlementSum: 0, settlementCount: 0 },
      { caseType: '', count: 1, settlementSum: 0, settlementCount: 0 },
    ]);
    expect(merged).toEqual(computeSettlementAnalytics(cases).caseTypeMetrics);
    expect(merged[0]).toEqual({ caseType: 'Auto', count: 3, avgSettlement: 200 });
  });

  it('counts types per label for the attorney card', () => {
    expect(
      mergeCaseTypeCounts([
        { caseType: 'auto', count: 2 },
        { caseType: 'x - auto', count: 1 },
      ]),
    ).toEqual({ Auto: 3 });
  });
});

describe('selectTopStatusCounts', () => {
  it('agrees with selectTopStatuses on the same cases and labels each status', () => {
    const statuses = ['open', 'Open', '', 'settled', 'Settlement reached', 'closed', 'discovery', 'discovery', 'In Progress'];
    const counts = new Map<string, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const top = selectTopStatusCounts([...counts].map(([status, count]) => ({ status, count })));
    expect(top.map(({ status, count }) => ({ status, count }))).toEqual(selectTopStatuses(statuses.map((status) => ({ status }))));
    expect(top[0]).toEqual({ status: 'intake', label: 'Intake', count: 3 });
  });
});

describe('computeFirmMedianSettlement', () => {
  it('takes the median of countable settlements only', () => {
    expect(computeFirmMedianSettlement([null, 0, -5, 10, 30, 20, 40])).toBe(25);
    expect(computeFirmMedianSettlement([null, 0])).toBeNull();
  });
});

describe('settlement histogram', () => {
  it('bins amounts by the fixed edges, the last bin open-ended', () => {
    expect(findHistogramBin(9_999)).toBe(0);
    expect(findHistogramBin(10_000)).toBe(1);
    expect(findHistogramBin(2_000_000)).toBe(7);
    const bins = buildSettlementHistogram([
      { bin: 1, count: 4 },
      { bin: 7, count: 1 },
    ]);
    expect(bins).toHaveLength(8);
    expect(bins[1]).toEqual({ lower: 10_000, upper: 25_000, count: 4 });
    expect(bins[0]!.count).toBe(0);
    expect(formatHistogramBin(bins[1]!)).toBe('$10K–$25K');
    expect(formatHistogramBin(bins[7]!)).toBe('$1M+');
  });
});

describe('periods', () => {
  it('splits a range into calendar quarters clipped to it', () => {
    expect(buildQuarterPeriods('2024-02-10', '2024-08-01')).toEqual([
      { start: '2024-02-10', end: '2024-03-31' },
      { start: '2024-04-01', end: '2024-06-30' },
      { start: '2024-07-01', end: '2024-08-01' },
    ]);
    expect(buildQuarterPeriods('2023-10-01', '2024-01-01').map((period) => period.start)).toEqual(['2023-10-01', '2024-01-01']);
    expect(formatQuarterLabel('2024-07-01')).toBe('Q3 2024');
  });

  it('keeps the cases open during the period, and shows outcomes only of those closed in it', () => {
    const base: AttorneyCase = {
      status: 'settled',
      caseType: 'auto',
      dateOpened: '2024-01-01',
      dateClosed: '2024-05-01',
      actualSettlement: 100,
      predictedSettlement: 80,
    };
    const cases: AttorneyCase[] = [
      base,
      { ...base, dateOpened: '2024-08-01', dateClosed: null, status: 'open' },
      { ...base, dateClosed: '2024-03-01' },
      { ...base, dateClosed: '2024-07-15', actualSettlement: 200 },
    ];
    const period = selectPeriodCases(cases, { start: '2024-04-01', end: '2024-06-30' });
    expect(period).toHaveLength(2);
    expect(period[1]).toMatchObject({ status: 'open', dateClosed: null, actualSettlement: null, predictedSettlement: null });
    const summary = summariseAttorneyPerformance({ cases: period, firmMedianSettlement: 100 });
    expect(summary).toMatchObject({ casesHandled: 2, casesClosed: 1, performanceRatio: 1.25, war: 0.2, averageSettlementAmount: 100 });
  });
});

describe('summaries from grouped sums', () => {
  type Row = {
    status: string;
    caseType: string | null;
    dateOpened: string;
    dateClosed: string | null;
    actualSettlement: number | null;
    predicted: number | null;
    liability: number | null;
  };
  const rows: Row[] = [
    {
      status: 'settled',
      caseType: 'auto',
      dateOpened: '2024-01-01',
      dateClosed: '2024-07-01',
      actualSettlement: 100_000,
      predicted: 80_000,
      liability: 0.9,
    },
    {
      status: 'Closed',
      caseType: 'premises',
      dateOpened: '2024-02-01',
      dateClosed: '2024-03-01',
      actualSettlement: 0,
      predicted: 10_000,
      liability: null,
    },
    {
      status: 'settled',
      caseType: 'auto',
      dateOpened: '2024-01-01',
      dateClosed: '2024-12-31',
      actualSettlement: 40_000,
      predicted: null,
      liability: 0.5,
    },
    {
      status: 'open',
      caseType: '',
      dateOpened: '2024-05-01',
      dateClosed: null,
      actualSettlement: null,
      predicted: 55_000,
      liability: null,
    },
    {
      status: 'dismissed',
      caseType: 'auto',
      dateOpened: '2024-01-01',
      dateClosed: '2024-02-01',
      actualSettlement: null,
      predicted: null,
      liability: 1,
    },
  ];

  /** What the SQL GROUP BY status returns for these rows. */
  function groupByStatus(items: readonly Row[]): StatusGroup[] {
    return [...new Set(items.map((row) => row.status))].map((status) => {
      const group = items.filter((row) => row.status === status);
      const countable = group.filter((row) => isCountableSettlement(row.actualSettlement));
      const paired = countable.filter((row) => row.predicted !== null);
      const durations = group
        .map((row) => countDaysBetween(row.dateOpened, row.dateClosed))
        .filter((days): days is number => days !== null && days >= 0);
      return {
        status,
        count: group.length,
        predictedSum: group.reduce((sum, row) => sum + (row.predicted ?? 0), 0),
        settlementCount: countable.length,
        settlementSum: countable.reduce((sum, row) => sum + row.actualSettlement!, 0),
        settlementMin: countable.length ? Math.min(...countable.map((row) => row.actualSettlement!)) : null,
        settlementMax: countable.length ? Math.max(...countable.map((row) => row.actualSettlement!)) : null,
        pairedCount: paired.length,
        pairedPredictedSum: paired.reduce((sum, row) => sum + row.predicted!, 0),
        pairedActualSum: paired.reduce((sum, row) => sum + row.actualSettlement!, 0),
        durationCount: durations.length,
        durationDaysSum: durations.reduce((sum, days) => sum + days, 0),
        liabilityPercentSum: group.reduce((sum, row) => sum + getLiabilityPercent(row.liability), 0),
      };
    });
  }

  it('gives the dashboard cards the row-by-row functions give', () => {
    const summary = summariseDashboardGroups(groupByStatus(rows));
    const valueCases = rows.map((row) => ({
      status: row.status,
      actualSettlement: row.actualSettlement,
      latestPredictedValue: row.predicted,
    }));
    expect(summary.activeCases).toBe(countActiveCases(rows));
    expect(summary.totalPredictedValue).toBe(computeTotalPredictedValue(valueCases));
    expect(summary.totalSettledValue).toBe(computeTotalSettledValue(valueCases));
    expect(computeAttorneyValueMetricFromTotals(summary.valueMetricTotals)).toEqual(computeAttorneyValueMetric(valueCases));
    expect(summary.averageSettlementMonths).toBe(computeAverageSettlementMonths(rows));
  });

  it('gives the analytics cards computeSettlementAnalytics gives', () => {
    const summary = summariseAnalyticsGroups(groupByStatus(rows));
    const expected = computeSettlementAnalytics(rows.map((row) => ({ ...row, carrier: null })));
    expect(summary).toMatchObject({
      totalCases: expected.totalCases,
      openCases: expected.openCases,
      settledCases: expected.settledCases,
      avgSettlement: expected.avgSettlement,
      settlementRange: expected.settlementRange,
    });
    expect(summary.averageLiabilityPercent).toBe(roundToOneDecimal((90 + 70 + 50 + 70 + 100) / 5));
  });

  it('gives the attorney card summariseAttorneyPerformance gives', () => {
    const cases: AttorneyCase[] = rows.map((row) => ({ ...row, predictedSettlement: row.predicted }));
    const groups = [...new Set(rows.map((row) => `${row.caseType}|${row.status}`))].map((key) => {
      const group = rows.filter((row) => `${row.caseType}|${row.status}` === key);
      const countable = group.filter((row) => isCountableSettlement(row.actualSettlement));
      const durations = group
        .map((row) => countDaysBetween(row.dateOpened, row.dateClosed))
        .filter((days): days is number => days !== null && days >= 0);
      return {
        caseType: group[0]!.caseType,
        status: group[0]!.status,
        count: group.length,
        settlementCount: countable.length,
        settlementSum: countable.reduce((sum, row) => sum + row.actualSettlement!, 0),
        durationCount: durations.length,
        durationDaysSum: durations.reduce((a, b) => a + b, 0),
      };
    });
    const pairs = toSettlementPairs(cases);
    const pairSums = {
      count: pairs.length,
      actualSum: pairs.reduce((sum, pair) => sum + pair.actual, 0),
      predictedSum: pairs.reduce((sum, pair) => sum + pair.predicted, 0),
    };
    expect(summariseAttorneyGroups({ groups, pairs: pairSums, firmMedianSettlement: 50_000 })).toEqual(
      summariseAttorneyPerformance({ cases, firmMedianSettlement: 50_000 }),
    );
    expect(summariseAttorneyGroups({ groups: [], pairs: null, firmMedianSettlement: null })).toEqual(
      summariseAttorneyPerformance({ cases: [], firmMedianSettlement: null }),
    );
  });
});
