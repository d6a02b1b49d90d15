import { describe, expect, it } from 'vitest';
import { applyFeeRate, feeRateFromPercent, formatFeeRate, ONE_THIRD_PERCENT } from './fee-rate.js';
import {
  computeSettlementStatement,
  formatCents,
  hasReachedLitigation,
  lienPayableCents,
  type SettlementStatement,
  type SettlementStatementInput,
  type StatementFeeAgreement,
} from './settlement-statement.js';

const third: StatementFeeAgreement = { rate: ONE_THIRD_PERCENT, litigationRate: feeRateFromPercent(40), basis: 'gross' };

function statement(overrides: Partial<SettlementStatementInput>): SettlementStatement {
  return computeSettlementStatement({
    grossCents: 0,
    feeAgreement: third,
    reachedLitigation: false,
    expenses: [],
    liens: [],
    medicalBalances: [],
    ...overrides,
  });
}

const expense = (id: string, amountCents: number, reimbursable = true) => ({
  id,
  date: '2026-03-01',
  payee: `Payee ${id}`,
  description: null,
  amountCents,
  reimbursable,
});
const lien = (id: string, amounts: { asserted?: number | null; negotiated?: number | null; final?: number | null; waived?: boolean }) => ({
  id,
  holder: `Holder ${id}`,
  kind: 'medicare',
  assertedCents: amounts.asserted ?? null,
  negotiatedCents: amounts.negotiated ?? null,
  finalCents: amounts.final ?? null,
  waived: amounts.waived ?? false,
});

/** The invariant every statement keeps: its lines, fee and deductions add up to the gross exactly. */
function expectBalanced(result: SettlementStatement): void {
  expect(result.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(result.grossCents);
  expect(result.feeCents + result.expensesCents + result.liensCents + result.medicalBalancesCents + result.netToClientCents).toBe(
    result.grossCents,
  );
}

describe('fee rate', () => {
  it('takes a percent as written, to four decimals; a third only when it says a third', () => {
    expect(feeRateFromPercent(40)).toEqual({ numerator: 40, denominator: 1 });
    expect(feeRateFromPercent(12.5)).toEqual({ numerator: 25, denominator: 2 });
    expect(feeRateFromPercent(33.33)).toEqual({ numerator: 3333, denominator: 100 });
    expect(feeRateFromPercent(33.3333)).toEqual({ numerator: 333_333, denominator: 10_000 });
    expect(feeRateFromPercent(0)).toEqual({ numerator: 0, denominator: 1 });
    expect(ONE_THIRD_PERCENT).toEqual({ numerator: 100, denominator: 3 });
    expect(() => feeRateFromPercent(-1)).toThrow(RangeError);
    expect(() => feeRateFromPercent(Number.NaN)).toThrow(RangeError);
  });

  it('writes the rate as a fee agreement does', () => {
    expect(formatFeeRate(ONE_THIRD_PERCENT)).toBe('33 1/3%');
    expect(formatFeeRate({ numerator: 200, denominator: 3 })).toBe('66 2/3%');
    expect(formatFeeRate(feeRateFromPercent(33.33))).toBe('33.33%');
    expect(formatFeeRate(feeRateFromPercent(40))).toBe('40%');
    expect(formatFeeRate(feeRateFromPercent(12.5))).toBe('12.5%');
    expect(formatFeeRate(feeRateFromPercent(33.3333))).toBe('33.3333%');
  });

  it('rounds half up to the cent', () => {
    // 10% of 5 cents is 0.5 cent → 1 cent; 10% of 4 cents is 0.4 → 0.
    expect(applyFeeRate(feeRateFromPercent(10), 5)).toBe(1);
    expect(applyFeeRate(feeRateFromPercent(10), 4)).toBe(0);
    // A third of $100.00 is 3,333.33… cents → 3,333; of $100.01 it is 3,333.66… → 3,334; of 0.05 → 1.666… → 2.
    expect(applyFeeRate(ONE_THIRD_PERCENT, 10_000)).toBe(3_333);
    expect(applyFeeRate(ONE_THIRD_PERCENT, 10_001)).toBe(3_334);
    expect(applyFeeRate(ONE_THIRD_PERCENT, 5)).toBe(2);
    // 12.5% of 4 cents is exactly half a cent: up.
    expect(applyFeeRate(feeRateFromPercent(12.5), 4)).toBe(1);
  });

  it('stays exact on the largest amount a money column holds', () => {
    const max = 99_999_999_999_999; // $999,999,999,999.99
    expect(applyFeeRate(ONE_THIRD_PERCENT, max)).toBe(33_333_333_333_333);
    expect(applyFeeRate(feeRateFromPercent(40), max)).toBe(40_000_000_000_000); // 39,999,999,999,999.6 → up
  });
});

describe('settlement statement', () => {
  it('takes the fee on the gross: $100,000 at 33 1/3% is $33,333.33, and the client gets the rest', () => {
    const result = statement({ grossCents: 10_000_000, expenses: [expense('e1', 250_000)] });
    expect(result.feeCents).toBe(3_333_333);
    expect(result.expensesCents).toBe(250_000);
    expect(result.netToClientCents).toBe(10_000_000 - 3_333_333 - 250_000);
    expect(result.fee).toMatchObject({ label: '33 1/3%', basis: 'gross', baseCents: 10_000_000, litigationRateApplied: false });
    expect(result.lines.map((line) => line.kind)).toEqual(['fee', 'expense', 'net']);
    expect(result.lines[0]!.detail).toBe('33 1/3% of the gross settlement');
    expect(result.warnings).toEqual([]);
    expectBalanced(result);
  });

  it('takes the fee on the net after reimbursable costs', () => {
    const result = statement({
      grossCents: 10_000_000,
      feeAgreement: { ...third, basis: 'net' },
      expenses: [expense('e1', 250_000), expense('e2', 50_000), expense('unbilled', 99_999, false)],
    });
    // (100,000 − 3,000) / 3 = 32,333.333… → 32,333.33; the non-reimbursable cost is the firm's.
    expect(result.fee.baseCents).toBe(9_700_000);
    expect(result.feeCents).toBe(3_233_333);
    expect(result.expensesCents).toBe(300_000);
    expect(result.netToClientCents).toBe(10_000_000 - 3_233_333 - 300_000);
    expect(result.lines.filter((line) => line.kind === 'expense').map((line) => line.sourceId)).toEqual(['e1', 'e2']);
    expectBalanced(result);
  });

  it('never drifts a cent with 33 1/3% on amounts that do not divide by three', () => {
    for (const grossCents of [1, 2, 100, 10_001, 12_345_67, 99_999_999, 100_000_001, 3_333_333_334]) {
      const result = statement({
        grossCents,
        expenses: [expense('e1', 1_01)],
        liens: [lien('l1', { final: 7 })],
        medicalBalances: [{ id: 'p1', provider: 'Clinic', balanceCents: 3 }],
      });
      const exactThird = grossCents / 3;
      expect(Math.abs(result.feeCents - exactThird)).toBeLessThanOrEqual(0.5);
      expectBalanced(result);
    }
    expect(statement({ grossCents: 1_234_567 }).feeCents).toBe(411_522); // 411,522.33… → down
    expect(statement({ grossCents: 1_234_568 }).feeCents).toBe(411_523); // 411,522.66… → up
  });

  it('uses the litigation rate once the case reached litigation', () => {
    const result = statement({ grossCents: 10_000_000, reachedLitigation: true });
    expect(result.feeCents).toBe(4_000_000);
    expect(result.fee).toMatchObject({ label: '40%', litigationRateApplied: true });
    expect(result.lines[0]!.detail).toBe('40% of the gross settlement, litigation rate');
    const noStepUp = statement({ grossCents: 10_000_000, reachedLitigation: true, feeAgreement: { ...third, litigationRate: null } });
    expect(noStepUp.feeCents).toBe(3_333_333);
  });

  it('has no liens line without liens, and pays partial liens at negotiated, else asserted amounts', () => {
    expect(statement({ grossCents: 500_000 }).lines.some((line) => line.kind === 'lien')).toBe(false);
    expect(statement({ grossCents: 500_000 }).liensCents).toBe(0);

    const result = statement({
      grossCents: 5_000_000,
      liens: [
        lien('final', { asserted: 900_000, negotiated: 600_000, final: 450_000 }),
        lien('negotiated', { asserted: 300_000, negotiated: 200_000 }),
        lien('asserted', { asserted: 125_050 }),
        lien('zero', { asserted: 80_000, final: 0 }),
        lien('waived', { asserted: 70_000, negotiated: 10_000, waived: true }),
      ],
    });
    expect(result.lines.filter((line) => line.kind === 'lien').map((line) => [line.sourceId, line.amountCents, line.detail])).toEqual([
      ['final', 450_000, 'final amount'],
      ['negotiated', 200_000, 'negotiated amount; not final yet'],
      ['asserted', 125_050, 'asserted amount; not negotiated or final yet'],
      ['zero', 0, 'final amount'],
      ['waived', 0, 'waived'],
    ]);
    expect(result.liensCents).toBe(775_050);
    expect(result.warnings).toContain(
      '2 liens are not final: the statement uses the negotiated amount, else the asserted amount, until a final amount is entered.',
    );
    expectBalanced(result);
    expect(lienPayableCents(lien('blank', {}))).toEqual({ cents: 0, basis: 'none' });
  });

  it('pays unpaid medical balances from the settlement and leaves zero balances off', () => {
    const result = statement({
      grossCents: 3_000_000,
      medicalBalances: [
        { id: 'p1', provider: 'City Hospital', balanceCents: 412_345 },
        { id: 'p2', provider: 'Paid Clinic', balanceCents: 0 },
      ],
    });
    expect(result.medicalBalancesCents).toBe(412_345);
    expect(result.lines.filter((line) => line.kind === 'medical').map((line) => line.label)).toEqual([
      'Unpaid medical balance: City Hospital',
    ]);
    expect(result.netToClientCents).toBe(3_000_000 - 1_000_000 - 412_345);
    expectBalanced(result);
  });

  it('shows costs larger than the fee as they are', () => {
    const result = statement({ grossCents: 1_000_000, expenses: [expense('expert', 600_000)] });
    expect(result.feeCents).toBe(333_333);
    expect(result.expensesCents).toBeGreaterThan(result.feeCents);
    expect(result.netToClientCents).toBe(66_667);
    expectBalanced(result);

    const onNet = statement({ grossCents: 1_000_000, feeAgreement: { ...third, basis: 'net' }, expenses: [expense('expert', 600_000)] });
    expect(onNet.feeCents).toBe(133_333);
    expect(onNet.netToClientCents).toBe(266_667);
    expectBalanced(onNet);
  });

  it('says so when costs and liens exceed the settlement, with a negative net to client', () => {
    const result = statement({
      grossCents: 1_000_000,
      feeAgreement: { ...third, basis: 'net' },
      expenses: [expense('e1', 1_200_000)],
      liens: [lien('l1', { final: 300_000 })],
    });
    expect(result.fee.baseCents).toBe(0);
    expect(result.feeCents).toBe(0);
    expect(result.netToClientCents).toBe(-500_000);
    expect(result.shortfallCents).toBe(500_000);
    expect(result.lines.at(-1)).toMatchObject({ kind: 'net', amountCents: -500_000, detail: 'short by $5,000.00' });
    expect(result.warnings).toEqual([
      'Reimbursable case costs exceed the settlement, so the fee on the net is $0.00.',
      'The fee, costs, liens and medical balances exceed the settlement by $5,000.00: the client would receive nothing. Reduce liens or balances, or waive fees or costs, before disbursing.',
    ]);
    expectBalanced(result);
  });

  it('takes no fee and warns without a fee agreement', () => {
    const result = statement({ grossCents: 100_00, feeAgreement: null });
    expect(result.feeCents).toBe(0);
    expect(result.netToClientCents).toBe(100_00);
    expect(result.lines[0]).toMatchObject({ kind: 'fee', amountCents: 0, detail: 'no fee agreement' });
    expect(result.warnings).toEqual(['No fee agreement is recorded for this case: no attorney fee is taken.']);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => statement({ grossCents: 10.5 })).toThrow(RangeError);
    expect(() => statement({ grossCents: 100, expenses: [expense('e', -1)] })).toThrow(RangeError);
  });

  it('formats cents with a sign and thousands', () => {
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
    expect(formatCents(-5)).toBe('-$0.05');
    expect(formatCents(0)).toBe('$0.00');
  });
});

describe('hasReachedLitigation', () => {
  it('is true once the case was in discovery, pre-trial or at verdict', () => {
    expect(hasReachedLitigation(['open', 'Discovery', 'settled'])).toBe(true);
    expect(hasReachedLitigation(['pre_trial'])).toBe(true);
    expect(hasReachedLitigation(['open', 'pending', 'settled', null])).toBe(false);
  });
  it('is true once the case was in the litigation phase, and for a verdict, though a verdict now reads as closed', () => {
    expect(hasReachedLitigation(['intake', 'negotiation', 'litigation', 'settled'])).toBe(true);
    expect(hasReachedLitigation(['verdict'])).toBe(true);
    expect(hasReachedLitigation(['intake', 'treating', 'demand', 'negotiation', 'settled', 'closed'])).toBe(false);
  });
});

describe('unchecked intake bills', () => {
  const balance = { id: 'p1', provider: 'Imaging Center', balanceCents: 2_000_00 };

  it('warns while treatment costs typed at intake are still owed unchecked', () => {
    const result = statement({ grossCents: 30_000_00, medicalBalances: [balance], uncheckedIntakeBills: 2 });
    expect(result.warnings).toContain(
      "2 medical bills are treatment costs typed when the case was opened, with nothing paid or adjusted since: check them against the provider's statement before disbursing.",
    );
  });

  it('says nothing when there are none', () => {
    const result = statement({ grossCents: 30_000_00, medicalBalances: [balance], uncheckedIntakeBills: 0 });
    expect(result.warnings.some((warning) => warning.includes('typed when the case was opened'))).toBe(false);
  });
});
