// Money display (spec section 9): USD, en-US, whole dollars; a short form for cards and charts.

const usdFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** '$125,000' — lists and analytics never show cents. */
export function formatMoney(amount: number): string {
  return usdFormatter.format(amount);
}

/** '$1.3M' from one million, '$125.0K' from one thousand, '$950' below. */
export function formatShortMoney(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const magnitude = Math.abs(amount);
  // Thresholds sit just below the round numbers so 999,999 reads '$1.0M', not '$1000.0K'.
  if (magnitude >= 999_950) return `${sign}$${(magnitude / 1_000_000).toFixed(1)}M`;
  if (magnitude >= 999.5) return `${sign}$${(magnitude / 1_000).toFixed(1)}K`;
  return `${sign}$${Math.round(magnitude)}`;
}
