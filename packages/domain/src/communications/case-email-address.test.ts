import { describe, expect, it } from 'vitest';
import { formatCaseEmailAddress, parseCaseEmailAddress } from './case-email-address.js';

describe('case email addresses', () => {
  it('names the case number and the firm key at the inbound domain', () => {
    expect(formatCaseEmailAddress(1234, '0a1b2c3d4e', 'Cases.Example.com')).toBe('case-1234.0a1b2c3d4e@cases.example.com');
  });

  it('reads an address back in any letter case', () => {
    expect(parseCaseEmailAddress('Case-1234.0A1B2C3D4E@CASES.example.com', 'cases.example.com')).toEqual({
      caseNo: 1234,
      firmKey: '0a1b2c3d4e',
    });
  });

  it('names no case for another domain, a missing key or a case number 0', () => {
    expect(parseCaseEmailAddress('case-12.0a1b2c3d4e@other.example.com', 'cases.example.com')).toBeNull();
    expect(parseCaseEmailAddress('case-12@cases.example.com', 'cases.example.com')).toBeNull();
    expect(parseCaseEmailAddress('case-0.0a1b2c3d4e@cases.example.com', 'cases.example.com')).toBeNull();
    expect(parseCaseEmailAddress('case-12.0a1b2c3d4e.x@cases.example.com', 'cases.example.com')).toBeNull();
  });
});
