// Turning machine names into words people read: feature names, snake_case values.

/** 'medical_costs' → 'Medical Costs'. */
export function formatFeatureName(name: string): string {
  return name
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** An API field name as words: 'clientName' → 'Client name', 'date_opened' → 'Date opened'. */
export function formatFieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
