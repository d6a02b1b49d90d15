// Percent and one-decimal number display (spec section 9).

export type PercentOptions = {
  /** Decimals shown (default 1, the spec's "percent with one decimal"). */
  decimals?: number;
  /** A sign on every value, '+' included: differences such as '+8.3%' / '-4.0%'. */
  signed?: boolean;
  /** Drop trailing zeros: at most `decimals` decimals (0.3 → '30%', 0.125 → '12.5%'). */
  trimZeros?: boolean;
};

/**
 * The one percent formatter: every percentage the app shows goes through it. A fraction (0.853, not 85.3)
 * as a percent, one decimal unless asked otherwise: 0.853 → '85.3%'.
 */
export function formatPercent(fraction: number, options: PercentOptions = {}): string {
  const percent = fraction * 100;
  let digits = Math.abs(percent).toFixed(options.decimals ?? 1);
  if (options.trimZeros && digits.includes('.')) digits = digits.replace(/\.?0+$/, '');
  const sign = percent < 0 ? '-' : options.signed ? '+' : '';
  return `${sign}${digits}%`;
}

/** One decimal, for WAR, factor impact and durations: 2.25 → '2.3'. */
export function formatOneDecimal(value: number): string {
  return value.toFixed(1);
}

/** Rounds to one decimal as a number (for averages that are later formatted or compared). */
export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
