import { describe, expect, it } from 'vitest';
import { MAX_MONEY_AMOUNT } from '../shared/schema-fields.js';
import {
  centsFromDecimalText,
  computeBillBalance,
  MoneyTotalTooLargeError,
  percentageOfCents,
  sumCents,
  sumDollars,
  toCents,
  toDollars,
} from './money-cents.js';

describe('toCents and toDollars', () => {
  it('turn dollars with two decimals into whole cents and back', () => {
    expect(toCents(1.1)).toBe(110);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(999_999_999_999.99)).toBe(99_999_999_999_999);
    expect(toDollars(110)).toBe(1.1);
    expect(toDollars(toCents(1234.56))).toBe(1234.56);
  });
  it('refuse amounts that are not finite or not whole cents', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toDollars(1.5)).toThrow(RangeError);
  });
});

describe('sumCents', () => {
  it('adds exactly where floating point does not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDollars([0.1, 0.2])).toBe(0.3);
    expect(sumCents([0.1, 0.2, null, undefined, 1000.05])).toBe(100_035);
  });
  it('agrees to the cent over many small amounts', () => {
    expect(sumDollars(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
  });
});

describe('computeBillBalance', () => {
  it('is billed − paid − adjusted, to the cent', () => {
    expect(computeBillBalance({ billed: 1000.1, paid: 600.05, adjusted: 100.02 })).toBe(300.03);
    expect(computeBillBalance({ billed: 0.3, paid: 0.1, adjusted: 0.2 })).toBe(0);
  });
});

describe('percentageOfCents', () => {
  it('takes an exact third, rounding half up', () => {
    expect(percentageOfCents(100_000_00, { numerator: 1, denominator: 3 })).toBe(33_333_33);
    expect(percentageOfCents(200, { numerator: 1, denominator: 3 })).toBe(67);
    expect(percentageOfCents(1, { numerator: 1, denominator: 2 })).toBe(1);
  });
  it('takes a decimal percentage', () => {
    expect(percentageOfCents(100_000_00, { numerator: 3333, denominator: 10_000 })).toBe(33_330_00);
    expect(percentageOfCents(0, { numerator: 40, denominator: 100 })).toBe(0);
  });
});

describe('totals past Number.MAX_SAFE_INTEGER cents (refused, never rounded)', () => {
  it('reads a SQL numeric sum to the cent without floating point', () => {
    expect(centsFromDecimalText('90999999999.09')).toBe(9_099_999_999_909);
    expect(centsFromDecimalText('-1.5')).toBe(-150);
    expect(centsFromDecimalText('12')).toBe(1200);
    expect(centsFromDecimalText(null)).toBe(0);
    expect(centsFromDecimalText('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => centsFromDecimalText('90071992547409.92')).toThrow(MoneyTotalTooLargeError);
    expect(() => centsFromDecimalText('12abc')).toThrow(RangeError);
  });
  it('needs more than 90,071 records at the largest accepted amount to pass the limit', () => {
    const max = toCents(MAX_MONEY_AMOUNT);
    expect(Math.floor(Number.MAX_SAFE_INTEGER / max)).toBe(90_071);
    expect(sumCents(Array.from({ length: 90_071 }, () => MAX_MONEY_AMOUNT))).toBe(90_071 * max);
    expect(() => sumCents(Array.from({ length: 90_072 }, () => MAX_MONEY_AMOUNT))).toThrow(MoneyTotalTooLargeError);
    expect(() => toCents(1e14)).toThrow(MoneyTotalTooLargeError);
  });
});
