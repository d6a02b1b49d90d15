// Values a prediction request uses when the case does not say (spec section 9).

export const PREDICTION_DEFAULTS = {
  clientAge: 35,
  clientGender: 'unknown',
  /** A 0..1 fraction in prediction requests; analytics shows liability as a percent instead. */
  liability: 0.8,
  insuranceLimits: 100_000,
  jurisdiction: 'unknown',
  injurySeverity: 'moderate',
} as const;

/** Analytics shows liability as a percent and assumes 70% when a case has none. */
export const ANALYTICS_DEFAULT_LIABILITY_PERCENT = 70;

/** Liability as the analytics percent (0..100) from the stored 0..1 fraction. */
export function getLiabilityPercent(liability: number | null | undefined): number {
  return liability == null ? ANALYTICS_DEFAULT_LIABILITY_PERCENT : Math.round(liability * 1000) / 10;
}
