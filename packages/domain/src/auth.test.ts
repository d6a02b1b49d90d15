import { describe, expect, it } from 'vitest';
import { defaultFirmName, isDemoEmail, signUpBodySchema, tokenBodySchema, updateFirmBodySchema } from './auth.js';

describe('sign-up body', () => {
  it('rejects a short password with the spec text', () => {
    const result = signUpBodySchema.safeParse({ name: 'Ann', email: 'a@b.co', password: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
  });
  it('rejects a 101-character name and unknown fields', () => {
    expect(signUpBodySchema.safeParse({ name: 'x'.repeat(101), email: 'a@b.co', password: 'longenough' }).success).toBe(false);
    expect(signUpBodySchema.safeParse({ name: 'Ann', email: 'a@b.co', password: 'longenough', role: 'admin' }).success).toBe(false);
  });
  it('accepts a valid body and trims the name', () => {
    const result = signUpBodySchema.parse({ name: ' Ann Lee ', email: 'ann@firm.com', password: 'longenough' });
    expect(result.name).toBe('Ann Lee');
  });
});

describe('firm name', () => {
  it("uses the company, else the person's name", () => {
    expect(defaultFirmName('Ann Lee', 'Lee & Partners')).toBe('Lee & Partners');
    expect(defaultFirmName('Ann Lee', '  ')).toBe("Ann Lee's firm");
    expect(defaultFirmName('Ann Lee')).toBe("Ann Lee's firm");
  });
});

describe('demo email', () => {
  it('matches example.com and example.test only', () => {
    expect(isDemoEmail('a@example.com')).toBe(true);
    expect(isDemoEmail('a@EXAMPLE.test')).toBe(true);
    expect(isDemoEmail('a@example.org')).toBe(false);
    expect(isDemoEmail('a@notexample.com.evil')).toBe(false);
  });
});

describe('control characters in account fields', () => {
  it('refuses NUL in names, emails, passwords and tokens', () => {
    expect(
      signUpBodySchema.safeParse({ name: 'Ann\u0000', email: 'ann@example.com', password: 'correct horse' }).error?.issues[0]?.path,
    ).toEqual(['name']);
    expect(
      signUpBodySchema.safeParse({ name: 'Ann', email: 'ann@example.com', password: 'correct\u0000horse' }).error?.issues[0]?.path,
    ).toEqual(['password']);
    expect(tokenBodySchema.safeParse({ token: 'abc\u0000' }).success).toBe(false);
    expect(updateFirmBodySchema.safeParse({ name: 'Firm\u0000' }).success).toBe(false);
  });
});
