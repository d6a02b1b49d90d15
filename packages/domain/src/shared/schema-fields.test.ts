import { describe, expect, it } from 'vitest';
import { formNumberSchema, optionalFormAmountSchema, optionalTextSchema, requiredTextSchema } from './schema-fields.js';

describe('requiredTextSchema', () => {
  const schema = requiredTextSchema({ requiredMessage: 'Name is required', max: 5, tooLongMessage: 'Too long' });
  it('reports the required message for missing, empty and blank values', () => {
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Name is required');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Name is required');
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
  });
  it('trims and enforces the maximum length', () => {
    expect(schema.parse('  abc ')).toBe('abc');
    expect(schema.safeParse('abcdef').error?.issues[0]?.message).toBe('Too long');
  });
});

describe('optionalTextSchema', () => {
  it('turns empty text into null and leaves absent values absent', () => {
    const schema = optionalTextSchema();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(' hi ')).toBe('hi');
  });
});

describe('formNumberSchema', () => {
  it('uses the empty value for an empty box', () => {
    const cost = formNumberSchema({ emptyValue: 0, requiredMessage: 'r', invalidMessage: 'bad', min: 0, minMessage: 'neg' });
    expect(cost.parse('')).toBe(0);
    expect(cost.parse(Number.NaN)).toBe(0);
    expect(cost.parse('12.50')).toBe(12.5);
    expect(cost.safeParse('-1').error?.issues[0]?.message).toBe('neg');
    expect(cost.safeParse('abc').error?.issues[0]?.message).toBe('bad');
  });
  it('requires a value when no empty value is allowed', () => {
    const days = formNumberSchema({ requiredMessage: 'Duration is required', invalidMessage: 'bad' });
    expect(days.safeParse('').error?.issues[0]?.message).toBe('Duration is required');
    expect(days.parse(14)).toBe(14);
  });
});

describe('optionalFormAmountSchema', () => {
  const limits = optionalFormAmountSchema('Insurance limits must be 0 or more');
  it('reads an empty box as null and a typed amount as a number', () => {
    expect(limits.parse('')).toBeNull();
    expect(limits.parse(Number.NaN)).toBeNull();
    expect(limits.parse(undefined)).toBeNull();
    expect(limits.parse(' 100000 ')).toBe(100000);
    expect(limits.parse(2500.5)).toBe(2500.5);
  });
  it('rejects negative or unreadable amounts with the message', () => {
    expect(limits.safeParse('-5').error?.issues[0]?.message).toBe('Insurance limits must be 0 or more');
    expect(limits.safeParse('abc').error?.issues[0]?.message).toBe('Insurance limits must be 0 or more');
  });
});
