// Injury severity badge colours (spec section 4).

export type SeverityColor = 'red' | 'yellow' | 'green' | 'gray';

/** severe red, moderate yellow, mild green, anything else gray. */
export function getSeverityColor(severity: string | null | undefined): SeverityColor {
  switch ((severity ?? '').trim().toLowerCase()) {
    case 'severe':
      return 'red';
    case 'moderate':
      return 'yellow';
    case 'mild':
      return 'green';
    default:
      return 'gray';
  }
}

/** 'Severe', or 'Unknown' for anything not a known severity. */
export function formatSeverityLabel(severity: string | null | undefined): string {
  const text = (severity ?? '').trim().toLowerCase();
  return ['mild', 'moderate', 'severe'].includes(text) ? text.charAt(0).toUpperCase() + text.slice(1) : 'Unknown';
}
