import { describe, expect, it } from 'vitest';
import { formatSeverityLabel, getSeverityColor } from './injury-display.js';

describe('getSeverityColor', () => {
  it('colours severe red, moderate yellow, mild green and anything else gray', () => {
    expect(getSeverityColor('severe')).toBe('red');
    expect(getSeverityColor('Moderate')).toBe('yellow');
    expect(getSeverityColor('mild')).toBe('green');
    expect(getSeverityColor('unknown')).toBe('gray');
    expect(getSeverityColor(null)).toBe('gray');
  });
  it('labels severities', () => {
    expect(formatSeverityLabel('severe')).toBe('Severe');
    expect(formatSeverityLabel('critical')).toBe('Unknown');
  });
});
