// Money arithmetic in integer cents: amounts arrive as dollars with at most two decimals, are summed
// and subtracted as whole cents, and go back to dollars only at the edge (API, display).

/** Whole cents of a dollar amount (1.1 → 110); the input has at most two decimals, so rounding only removes float noise. */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  const cents = Math.round(dollars * 100);
  return Object.is(cents, -0) ? 0 : cents;
}

/** Dollars of a whole-cent amount (110 → 1.1). */
export function toDollars(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents / 100;
}

/** The sum in cents of dollar amounts; null and undefined count as 0. */
export function sumCents(amounts: Iterable<number | null | undefined>): number {
  let total = 0;
  for (const amount of amounts) if (amount != null) total += toCents(amount);
  return total;
}

/** The sum of dollar amounts, added as cents (0.1 + 0.2 is exactly 0.3). */
export function sumDollars(amounts: Iterable<number | null | undefined>): number {
  return toDollars(sumCents(amounts));
}

/** A medical bill's balance: billed − paid − adjusted, in dollars, computed in cents. */
export function computeBillBalance(bill: { billed: number; paid: number; adjusted: number }): number {
  return toDollars(toCents(bill.billed) - toCents(bill.paid) - toCents(bill.adjusted));
}

/**
 * A percentage of an amount in cents, rounded half up to the cent. `rate` is an exact fraction
 * (numerator / denominator), so 33⅓% is { numerator: 1, denominator: 3 } and 33.33% is { 3333, 10000 }.
 */
export function percentageOfCents(cents: number, rate: { numerator: number; denominator: number }): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a non-negative whole number of cents: ${cents}`);
  const product = BigInt(cents) * BigInt(rate.numerator);
  const denominator = BigInt(rate.denominator);
  // Half up: floor((2·product + denominator) / (2·denominator)).
  return Number((2n * product + denominator) / (2n * denominator));
}
