import { describe, expect, it } from 'vitest';
import { summariseDemandToSettlement, summariseFees, summariseSpecialsMultiples } from './money-analytics.js';

describe('money analytics', () => {
  it('merges case types by label and keeps settled groups only', () => {
    expect(
      summariseSpecialsMultiples([
        { status: 'settled', caseType: 'auto', cases: 1, settlementCents: 30_000_00, billedCents: 10_000_00, multipleSum: 3 },
        { status: 'Settled', caseType: 'Intake - auto', cases: 1, settlementCents: 10_000_00, billedCents: 1_000_00, multipleSum: 10 },
        { status: 'open', caseType: 'auto', cases: 4, settlementCents: 1_00, billedCents: 1_00, multipleSum: 4 },
      ]),
    ).toEqual([{ caseType: 'Auto', cases: 2, settlementTotal: 40_000, billedTotal: 11_000, multiple: 3.64, averageMultiple: 6.5 }]);
  });

  it('computes each fee with the statement rule: a third to the cent, the litigation rate once in litigation', () => {
    const base = {
      status: 'settled',
      statuses: [],
      litigationPercent: 40,
      basis: 'gross' as const,
      reimbursableCents: 0,
      liensCents: 0,
      medicalBalancesCents: 0,
    };
    expect(summariseFees([{ ...base, grossCents: 100_00, percent: 'one_third' }])).toEqual({
      cases: 1,
      averageFee: 33.33,
      averageNetToClient: 66.67,
    });
    expect(summariseFees([{ ...base, grossCents: 100_00, percent: 'one_third', statuses: ['discovery'] }])).toEqual({
      cases: 1,
      averageFee: 40,
      averageNetToClient: 60,
    });
    expect(summariseFees([{ ...base, status: 'open', grossCents: 100_00, percent: 'one_third' }])).toEqual({
      cases: 0,
      averageFee: null,
      averageNetToClient: null,
    });
  });

  it('averages and takes the median of the days from demand to settlement, ignoring demands after the close', () => {
    expect(
      summariseDemandToSettlement([
        { status: 'settled', days: 10 },
        { status: 'closed', days: 40 },
        { status: 'settled', days: 100 },
        { status: 'settled', days: -5 },
      ]),
    ).toEqual({ cases: 3, averageDays: 50, medianDays: 40 });
  });
});
