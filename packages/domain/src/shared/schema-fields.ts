// Reusable zod field builders so every form and route reads text and numbers the same way.
import { z } from 'zod';

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

// NUL can never be stored (PostgreSQL refuses it in text and jsonb), other C0 controls (tab, line
// breaks excepted) only garble exports, and a lone surrogate half breaks jsonb (the audit log).
/* eslint-disable no-control-regex -- matching control characters is the point */
const UNSTORABLE_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/* eslint-enable no-control-regex */

/** True for text the database can store as given: no control characters (tab and line breaks allowed), no broken surrogate pairs. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

/** The text with what the database cannot store removed (for text that arrives from outside the API: an email). */
export function toStorableText(value: string): string {
  return value.replace(new RegExp(UNSTORABLE_TEXT.source, 'g'), '');
}

/** z.string() for input: the same options, and control characters refused. */
export function storableString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, CONTROL_CHARACTERS_MESSAGE);
}

/** Any text field of the API: a string without control characters, optionally with a length limit. */
export function textSchema({ max, tooLongMessage, error }: { max?: number; tooLongMessage?: string; error?: string } = {}) {
  const base = storableString(error === undefined ? undefined : { error });
  return max === undefined ? base : base.max(max, tooLongMessage ?? `Must be at most ${max} characters`);
}

/**
 * Largest amount one record may carry: just under a billion dollars (10^11 cents), well inside the
 * numeric(14,2) columns. Kept this low so that sums stay exact integers of cents in a JavaScript
 * number: a total passes Number.MAX_SAFE_INTEGER cents (about $90 trillion) only after 90,071 records
 * at this maximum, and past that the sum is refused (MoneyTotalTooLargeError, 422) rather than rounded.
 */
export const MAX_MONEY_AMOUNT = 999_999_999.99;
/** Largest day count (durations, work days missed): a century, well inside numeric(8,2). */
export const MAX_DAY_COUNT = 36_500;

/** At most two decimals, allowing for binary floating point (0.1 + 0.2 passes, 1.005 does not). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) / 100 - value) <= 1e-9 * Math.max(1, Math.abs(value));
}

export const MONEY_TOO_LARGE_MESSAGE = 'Must be at most 999,999,999.99';
export const MONEY_DECIMALS_MESSAGE = 'Must have at most 2 decimals';

/** A finite amount in dollars: 0 (or -MAX_MONEY_AMOUNT, when negative is allowed) to MAX_MONEY_AMOUNT, whole cents. */
export function moneySchema({ message, allowNegative = false }: { message: string; allowNegative?: boolean }) {
  return z
    .number({ error: message })
    .min(allowNegative ? -MAX_MONEY_AMOUNT : 0, allowNegative ? MONEY_TOO_LARGE_MESSAGE : message)
    .max(MAX_MONEY_AMOUNT, MONEY_TOO_LARGE_MESSAGE)
    .refine(hasAtMostTwoDecimals, MONEY_DECIMALS_MESSAGE);
}

/** Required text: missing, blank or whitespace-only all report `requiredMessage`. */
export function requiredTextSchema({
  requiredMessage,
  max,
  tooLongMessage,
}: {
  requiredMessage: string;
  max?: number;
  tooLongMessage?: string;
}) {
  const base = z.string({ error: requiredMessage }).refine(isStorableText, CONTROL_CHARACTERS_MESSAGE).trim().min(1, requiredMessage);
  return max === undefined ? base : base.max(max, tooLongMessage ?? `Must be at most ${max} characters`);
}

/**
 * Optional text: '' and null both mean "empty" (null, so an update can clear the field); an absent
 * key stays absent so an update leaves the field alone.
 */
export function optionalTextSchema({ max, tooLongMessage }: { max?: number; tooLongMessage?: string } = {}) {
  const storable = z.string().refine(isStorableText, CONTROL_CHARACTERS_MESSAGE).trim();
  const text = max === undefined ? storable : storable.max(max, tooLongMessage ?? `Must be at most ${max} characters`);
  return text
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();
}

/**
 * Optional non-negative amount in JSON; null clears it. Money by default (at most MAX_MONEY_AMOUNT,
 * whole cents); `max` bounds other quantities (days). Always finite: the column must hold it.
 */
export function optionalAmountSchema(message: string, { max }: { max?: number } = {}) {
  if (max === undefined) return moneySchema({ message }).nullable().optional();
  return z
    .number({ error: message })
    .min(0, message)
    .max(max, `Must be at most ${max.toLocaleString('en-US')}`)
    .nullable()
    .optional();
}

/**
 * A number typed into an HTML input: accepts a number, a numeric string, '' or NaN (what
 * react-hook-form's valueAsNumber yields for an empty box). Empty becomes `emptyValue`, or fails
 * with `requiredMessage` when no empty value is allowed.
 */
export function formNumberSchema({
  emptyValue,
  requiredMessage,
  invalidMessage,
  min,
  minMessage,
  max,
}: {
  emptyValue?: number;
  requiredMessage: string;
  invalidMessage: string;
  min?: number;
  minMessage?: string;
  /** Largest accepted value (the column's limit), reported as 'Must be at most …'. */
  max?: number;
}) {
  const bounded =
    min === undefined ? z.number({ error: invalidMessage }) : z.number({ error: invalidMessage }).min(min, minMessage ?? invalidMessage);
  const target = max === undefined ? bounded : bounded.max(max, `Must be at most ${max.toLocaleString('en-US')}`);
  return z
    .union([z.number(), z.nan(), z.string()], { error: invalidMessage })
    .transform((value, ctx) => {
      const isEmpty = typeof value === 'string' ? value.trim() === '' : Number.isNaN(value);
      if (isEmpty) {
        if (emptyValue !== undefined) return emptyValue;
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const parsed = typeof value === 'string' ? Number(value.trim()) : value;
      if (!Number.isFinite(parsed)) {
        ctx.addIssue({ code: 'custom', message: invalidMessage });
        return z.NEVER;
      }
      return parsed;
    })
    .pipe(target);
}

/** An optional non-negative money amount typed into an HTML input: empty ('', NaN, null) becomes null. */
export function optionalFormAmountSchema(message: string) {
  return z
    .union([z.number(), z.nan(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'number' && Number.isNaN(value))) return null;
      if (typeof value === 'string' && value.trim() === '') return null;
      const parsed = typeof value === 'string' ? Number(value.trim()) : value;
      if (!Number.isFinite(parsed) || parsed < 0) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (parsed > MAX_MONEY_AMOUNT) {
        ctx.addIssue({ code: 'custom', message: MONEY_TOO_LARGE_MESSAGE });
        return z.NEVER;
      }
      return parsed;
    });
}
