// Turning machine names into words people read: feature names, snake_case values.

/** 'medical_costs' → 'Medical Costs'. */
export function formatFeatureName(name: string): string {
  return name
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
