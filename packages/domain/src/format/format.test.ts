import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, convertDaysToMonths } from './dates.js';
import { formatFileSize, formatStoredFileSize, toStoredFileSizeKb } from './file-size.js';
import { formatFeatureName, formatFieldLabel } from './labels.js';
import { formatMoney, formatShortMoney } from './money.js';
import { formatOneDecimal, formatPercent, roundToOneDecimal } from './numbers.js';

describe('formatMoney', () => {
  it('shows whole US dollars with grouping', () => {
    expect(formatMoney(125000)).toBe('$125,000');
    expect(formatMoney(1234.56)).toBe('$1,235');
    expect(formatMoney(0)).toBe('$0');
  });
});

describe('formatShortMoney', () => {
  it('uses M from one million and K from one thousand with one decimal', () => {
    expect(formatShortMoney(1_250_000)).toBe('$1.3M');
    expect(formatShortMoney(1_000_000)).toBe('$1.0M');
    expect(formatShortMoney(999_999)).toBe('$1.0M');
    expect(formatShortMoney(125_000)).toBe('$125.0K');
    expect(formatShortMoney(1_000)).toBe('$1.0K');
  });
  it('shows smaller amounts without decimals', () => {
    expect(formatShortMoney(950)).toBe('$950');
    expect(formatShortMoney(999.6)).toBe('$1.0K');
    expect(formatShortMoney(999.4)).toBe('$999');
    expect(formatShortMoney(-2_500)).toBe('-$2.5K');
  });
});

describe('numbers', () => {
  it('shows fractions as a percent with one decimal', () => {
    expect(formatPercent(0.853)).toBe('85.3%');
    expect(formatPercent(1.0526)).toBe('105.3%');
    expect(formatOneDecimal(2.25)).toBe('2.3');
    expect(roundToOneDecimal(3.14159)).toBe(3.1);
  });
});

describe('formatDate', () => {
  it('shows a calendar day as long en-US without timezone shifts', () => {
    expect(formatDate('2024-01-05')).toBe('January 5, 2024');
    expect(formatDate('2024-01-01', 'America/Los_Angeles')).toBe('January 1, 2024');
  });
  it('shows timestamps in the given timezone', () => {
    expect(formatDate('2024-01-05T03:00:00Z', 'UTC')).toBe('January 5, 2024');
    expect(formatDate('2024-01-05T03:00:00Z', 'America/New_York')).toBe('January 4, 2024');
  });
  it('returns empty text for nothing and unreadable text unchanged', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('someday')).toBe('someday');
  });
});

describe('formatDuration', () => {
  it('shows under 30 days as days and longer spans as months', () => {
    expect(formatDuration(1)).toBe('1 day');
    expect(formatDuration(29)).toBe('29 days');
    expect(formatDuration(30)).toBe('1.0 months');
    expect(formatDuration(365)).toBe('12.0 months');
    expect(formatDuration(100)).toBe('3.3 months');
    expect(convertDaysToMonths(91.32)).toBe(3);
  });
});

describe('file sizes', () => {
  it('stores rounded kilobytes', () => {
    expect(toStoredFileSizeKb(1536)).toBe(2);
    expect(toStoredFileSizeKb(400)).toBe(0);
  });
  it('shows B, KB or MB with 2 decimals', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.25 MB');
    expect(formatStoredFileSize(2048)).toBe('2.00 MB');
    expect(formatStoredFileSize(0)).toBe('0 B');
  });
});

describe('formatFeatureName', () => {
  it('turns underscores into spaced capitalised words', () => {
    expect(formatFeatureName('medical_costs')).toBe('Medical Costs');
    expect(formatFeatureName('liability')).toBe('Liability');
    expect(formatFeatureName('region_lower__back')).toBe('Region Lower Back');
  });
});

describe('formatFieldLabel', () => {
  it('turns camelCase and snake_case field names into a sentence-case label', () => {
    expect(formatFieldLabel('clientName')).toBe('Client name');
    expect(formatFieldLabel('date_opened')).toBe('Date opened');
    expect(formatFieldLabel('cptCode')).toBe('Cpt code');
    expect(formatFieldLabel('status')).toBe('Status');
  });
});

describe('formatPercent, the one percent formatter', () => {
  it('shows a fraction with one decimal by default', () => {
    expect(formatPercent(0.853)).toBe('85.3%');
    expect(formatPercent(0.5, { decimals: 0 })).toBe('50%');
    expect(formatPercent(-0.04)).toBe('-4.0%');
  });
  it('signs differences and trims zeros when asked', () => {
    expect(formatPercent(0.083, { signed: true })).toBe('+8.3%');
    expect(formatPercent(-0.04, { signed: true })).toBe('-4.0%');
    expect(formatPercent(0.3, { decimals: 2, trimZeros: true })).toBe('30%');
    expect(formatPercent(0.125, { decimals: 2, trimZeros: true })).toBe('12.5%');
  });
});
