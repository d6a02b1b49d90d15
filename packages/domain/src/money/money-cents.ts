// Money arithmetic in integer cents: amounts arrive as dollars with at most two decimals, are summed
// and subtracted as whole cents, and go back to dollars only at the edge (API, display).

/**
 * A total too large to carry exactly as a JavaScript number of cents (past Number.MAX_SAFE_INTEGER,
 * about $90 trillion). Records are limited to MAX_MONEY_AMOUNT, so this takes more than 90,071 records
 * at that maximum; the API answers 422 TOTAL_TOO_LARGE instead of a rounded (or failed) total.
 */
export class MoneyTotalTooLargeError extends RangeError {
  constructor() {
    super('This total is larger than Casecast can show exactly (more than $90 trillion).');
    this.name = 'MoneyTotalTooLargeError';
  }
}

function checkedCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new MoneyTotalTooLargeError();
  return Object.is(cents, -0) ? 0 : cents;
}

/** Whole cents of a dollar amount (1.1 → 110); the input has at most two decimals, so rounding only removes float noise. */
export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  // Past 2^46 dollars a double cannot tell neighbouring cents apart: refuse rather than round.
  if (Math.abs(dollars) >= 2 ** 46) throw new MoneyTotalTooLargeError();
  return checkedCents(Math.round(dollars * 100));
}

/**
 * Exact whole cents of a decimal text as PostgreSQL's numeric gives it ('90999999999.09', '-1.5',
 * '12'): parsed without floating point, so a SQL sum comes back to the cent.
 */
export function centsFromDecimalText(text: string | number | null | undefined): number {
  if (text == null) return 0;
  if (typeof text === 'number') return toCents(text);
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = (fraction + '000').slice(0, 3);
  // Half away from zero at the third decimal (a numeric sum of two-decimal amounts has none).
  let cents = BigInt(whole!) * 100n + BigInt(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1n : 0n);
  if (sign === '-') cents = -cents;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER) || cents < -BigInt(Number.MAX_SAFE_INTEGER)) throw new MoneyTotalTooLargeError();
  return checkedCents(Number(cents));
}

/** Dollars of a whole-cent amount (110 → 1.1). */
export function toDollars(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return checkedCents(cents) / 100;
}

/** The sum in cents of dollar amounts; null and undefined count as 0. */
export function sumCents(amounts: Iterable<number | null | undefined>): number {
  let total = 0;
  // Each step is checked: a sum past Number.MAX_SAFE_INTEGER cents is refused, never rounded.
  for (const amount of amounts) if (amount != null) total = checkedCents(total + toCents(amount));
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
