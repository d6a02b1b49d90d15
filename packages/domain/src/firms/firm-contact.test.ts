import { describe, expect, it } from 'vitest';
import { EMPTY_FIRM_CONTACT, firmContactBodySchema, firmLetterheadLines, formatFirmAddress } from './firm-contact.js';

describe('firm contact', () => {
  it('writes the state, ZIP and phone one way, and reads blank as cleared', () => {
    expect(firmContactBodySchema.parse({ state: 'ny', zip: '10001 1234', phone: '+1 212-555-0100', email: '', city: '  ' })).toEqual({
      state: 'NY',
      zip: '10001-1234',
      phone: '(212) 555-0100',
      email: null,
      city: null,
    });
    expect(firmContactBodySchema.parse({ zip: '10001' })).toEqual({ zip: '10001' });
  });

  it('refuses what is not a state, a ZIP, a phone or an email with its message', () => {
    const result = firmContactBodySchema.safeParse({ state: 'PR', zip: '1000', phone: '555-0100 ext 4', email: 'office' });
    expect(result.success).toBe(false);
    expect(Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      state: 'State must be a two-letter US state code, like CA',
      zip: 'ZIP code must be 5 digits or 9 digits (12345-6789)',
      phone: 'Phone must be a 10-digit US number, like (212) 555-0100',
      email: 'Email must be a valid email address, like office@example.com',
    });
  });

  it('prints only the parts that are set', () => {
    expect(firmLetterheadLines(EMPTY_FIRM_CONTACT)).toEqual([]);
    expect(formatFirmAddress(EMPTY_FIRM_CONTACT)).toBeNull();
    const partial = { ...EMPTY_FIRM_CONTACT, city: 'Austin', state: 'TX', email: 'office@example.com' };
    expect(firmLetterheadLines(partial)).toEqual(['Austin, TX', 'office@example.com']);
    expect(formatFirmAddress(partial)).toBe('Austin, TX');
  });
});
