// Reusable zod field builders so every form and route reads text and numbers the same way.
import { z } from 'zod';

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
  const base = z.string({ error: requiredMessage }).trim().min(1, requiredMessage);
  return max === undefined ? base : base.max(max, tooLongMessage ?? `Must be at most ${max} characters`);
}

/**
 * Optional text: '' and null both mean "empty" (null, so an update can clear the field); an absent
 * key stays absent so an update leaves the field alone.
 */
export function optionalTextSchema({ max, tooLongMessage }: { max?: number; tooLongMessage?: string } = {}) {
  const text = max === undefined ? z.string().trim() : z.string().trim().max(max, tooLongMessage ?? `Must be at most ${max} characters`);
  return text
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();
}

/** Optional non-negative amount (money, counts) in JSON; null clears it. */
export function optionalAmountSchema(message: string) {
  return z.number({ error: message }).min(0, message).nullable().optional();
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
}: {
  emptyValue?: number;
  requiredMessage: string;
  invalidMessage: string;
  min?: number;
  minMessage?: string;
}) {
  const target = min === undefined ? z.number({ error: invalidMessage }) : z.number({ error: invalidMessage }).min(min, minMessage ?? invalidMessage);
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

/** An optional non-negative amount typed into an HTML input: empty ('', NaN, null) becomes null. */
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
      return parsed;
    });
}
