// Percent and one-decimal number display (spec section 9).

/** A 0..1 fraction as a percent with one decimal: 0.853 → '85.3%'. */
export function formatPercent(fraction: number): string {
  return `${(fraction * 100).toFixed(1)}%`;
}

/** One decimal, for WAR, factor impact and durations: 2.25 → '2.3'. */
export function formatOneDecimal(value: number): string {
  return value.toFixed(1);
}

/** Rounds to one decimal as a number (for averages that are later formatted or compared). */
export function roundToOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
