// A contingency fee percentage as an exact fraction, so 33⅓% of any amount is a third of it, never 33.33%.
import { percentageOfCents } from './money-cents.js';
import { ONE_THIRD, type FeePercent } from './money-schemas.js';

/** percent = numerator / denominator, in lowest terms (100/3 for 33⅓%, 25/2 for 12.5%, 40/1 for 40%). */
export type FeeRate = { readonly numerator: number; readonly denominator: number };

export const ONE_THIRD_PERCENT: FeeRate = { numerator: 100, denominator: 3 };

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function reduce(numerator: number, denominator: number): FeeRate {
  const divisor = gcd(Math.abs(numerator), denominator) || 1;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * A percent as stored (at most 4 decimals) as an exact fraction: 33.33 is 33.33%, exactly. A third
 * (33⅓%), which no decimal states, is ONE_THIRD_PERCENT: the fee agreement says so explicitly.
 */
export function feeRateFromPercent(percent: number): FeeRate {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`A fee percent must be 0 to 100, got ${percent}`);
  return reduce(Math.round(percent * 10_000), 10_000);
}

/** The fee agreement's percent (a number, or 'one_third') as an exact rate. */
export function feeRateFromFeePercent(percent: FeePercent): FeeRate {
  return percent === ONE_THIRD ? ONE_THIRD_PERCENT : feeRateFromPercent(percent);
}

/** The rate as a number of percent (33.333… for a third): for display and JSON only, never for arithmetic. */
export function feeRatePercent(rate: FeeRate): number {
  return rate.numerator / rate.denominator;
}

/** '33 1/3%', '40%', '12.5%': the rate as a fee agreement writes it (ASCII, so any PDF font shows it). */
export function formatFeeRate(rate: FeeRate): string {
  if (rate.denominator === 3) {
    const whole = Math.floor(rate.numerator / 3);
    const remainder = rate.numerator % 3;
    return `${whole} ${remainder}/3%`;
  }
  return `${Number((rate.numerator / rate.denominator).toFixed(4))}%`;
}

/**
 * rate × cents, rounded half up to the cent (the fee rule): exact in integers, so no percent and no
 * amount up to the largest a money column holds ever drifts by a cent.
 */
export function applyFeeRate(rate: FeeRate, cents: number): number {
  return percentageOfCents(cents, { numerator: rate.numerator, denominator: rate.denominator * 100 });
}
