// Money and percent typed into a form: '12,500.50' and '$12,500.50' read as 12500.5, then checked by the domain field.
import { z } from 'zod';
import { checkWith } from './record-form';

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

/** An amount as a form's text box shows it: 12500.5 → '12500.50', null → ''. */
export function moneyToText(amount: number | null | undefined): string {
  if (amount == null) return '';
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}
