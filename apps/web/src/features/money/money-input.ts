// Money and percent typed into a form: '12,500.50' and '$12,500.50' read as 12500.5, then checked by the domain field.
import { z } from 'zod';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';

/** A typed amount as a number: commas, a leading '$' and spaces are dropped; '' is `empty`; anything else not a number is NaN. */
export function parseMoneyText(text: string, empty: null | undefined): number | null | undefined {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
  if (cleaned === '') return empty;
  return /^\d*\.?\d+$/.test(cleaned) || /^\d+\.$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * A domain money field read from a text box: the box's text is parsed, then the domain's own rules
 * (non-negative, at most two decimals, the column's maximum) give the messages. An empty required
 * box becomes undefined (the domain's default, or its message); an empty optional one null.
 */
export function moneyText<T extends z.ZodType>(field: T, { empty = undefined }: { empty?: null | undefined } = {}) {
  return z.string().transform((text, ctx) => checkWith(field, parseMoneyText(text, empty), ctx));
}

/** The value checked by a domain field inside a transform: its output, or its messages as this field's issues. */
export function checkWith<T extends z.ZodType>(field: T, value: unknown, ctx: z.RefinementCtx): z.output<T> {
  const result = field.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
}

/** An amount as a form's text box shows it: 12500.5 → '12500.50', null → ''. */
export function moneyToText(amount: number | null | undefined): string {
  if (amount == null) return '';
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/**
 * The fields a server's 400 names (its `issues`), with each message under its field: a form field matches an issue
 * by its name or its last segment ('basicInfo.actualSettlement' shows the issue about 'actualSettlement'). Returns
 * whether any field was named, so the form shows the message in one place only.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let named = false;
  for (const issue of error.issues) {
    const field = fields.find((candidate) => candidate === issue.path || candidate.split('.').pop() === issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message });
    named = true;
  }
  return named;
}
