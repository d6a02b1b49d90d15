import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  MAX_DAY_COUNT,
  MAX_MONEY_AMOUNT,
  MONEY_DECIMALS_MESSAGE,
  MONEY_TOO_LARGE_MESSAGE,
  formNumberSchema,
  hasAtMostTwoDecimals,
  isStorableText,
  moneySchema,
  optionalAmountSchema,
  optionalFormAmountSchema,
  optionalTextSchema,
  requiredTextSchema,
  storableString,
  textSchema,
} from './schema-fields.js';

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

describe('control characters', () => {
  it('refuses NUL, other C0 controls and lone surrogate halves in every text helper, naming the rule', () => {
    const required = requiredTextSchema({ requiredMessage: 'Name is required', max: 50 });
    for (const bad of ['a\u0000b', '\u0000', 'x\u0007', 'bad\ud800', '\udc00x']) {
      expect(required.safeParse(bad).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
      expect(optionalTextSchema().safeParse(bad).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
      expect(textSchema().safeParse(bad).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
      expect(storableString().safeParse(bad).success).toBe(false);
    }
  });
  it('keeps tabs, line breaks, accents and emoji', () => {
    for (const good of ['a\tb', 'line\nbreak\r\n', 'Zoë Åström', '😀 𝒳', '']) expect(isStorableText(good)).toBe(true);
    expect(textSchema({ max: 3, tooLongMessage: 'Too long' }).safeParse('abcd').error?.issues[0]?.message).toBe('Too long');
  });
});

describe('amounts', () => {
  it('bounds amounts typed into forms too', () => {
    expect(optionalFormAmountSchema('Limits must be 0 or more').safeParse('1e20').error?.issues[0]?.message).toBe(MONEY_TOO_LARGE_MESSAGE);
    expect(optionalFormAmountSchema('Limits must be 0 or more').parse('999999999.99')).toBe(999_999_999.99);
    expect(optionalFormAmountSchema('Limits must be 0 or more').safeParse('1000000000').success).toBe(false);
    const days = formNumberSchema({ requiredMessage: 'r', invalidMessage: 'bad', min: 0, max: MAX_DAY_COUNT });
    expect(days.safeParse('40000').error?.issues[0]?.message).toBe('Must be at most 36,500');
    expect(days.parse('30')).toBe(30);
  });
  const money = optionalAmountSchema('Cost must be 0 or more');
  it("bounds money to one record's maximum: finite, 0 to 999,999,999.99, whole cents", () => {
    expect(money.parse(999_999_999.99)).toBe(999_999_999.99);
    expect(money.safeParse(1_000_000_000).error?.issues[0]?.message).toBe('Must be at most 999,999,999.99');
    expect(money.parse(0.1 + 0.2)).toBeCloseTo(0.3);
    expect(money.parse(null)).toBeNull();
    expect(money.safeParse(1e20).error?.issues[0]?.message).toBe(MONEY_TOO_LARGE_MESSAGE);
    expect(money.safeParse(1_000_000_000_000).success).toBe(false);
    expect(money.safeParse(-1).error?.issues[0]?.message).toBe('Cost must be 0 or more');
    expect(money.safeParse(1.005).error?.issues[0]?.message).toBe(MONEY_DECIMALS_MESSAGE);
    expect(money.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(money.safeParse(Number.NaN).success).toBe(false);
    expect(moneySchema({ message: 'm', allowNegative: true }).parse(-12.5)).toBe(-12.5);
  });
  it('bounds other quantities by their own maximum', () => {
    const days = optionalAmountSchema('Duration must be 0 or more days', { max: MAX_DAY_COUNT });
    expect(days.parse(12.5)).toBe(12.5);
    expect(days.safeParse(MAX_DAY_COUNT + 1).error?.issues[0]?.message).toBe('Must be at most 36,500');
  });
  it('counts decimals despite binary floating point', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(MAX_MONEY_AMOUNT)).toBe(true);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
  });
});
