// The usual fields of a record kind, each with its check, how it reads back, its column and its label: the messages
// say the label ("Phone is too long"), so a definition names a field once.
import { z } from 'zod';
import { isoDateSchema, optionalIsoDateSchema } from './iso-date.js';
import { moneySchema, optionalAmountSchema, optionalTextSchema, requiredTextSchema } from './schema-fields.js';

function enumMessage(label: string, values: readonly string[]): string {
  return `${label} must be one of ${values.join(', ')}`;
}

/** Text that must be there: "Name is required", "Name is too long". */
export function requiredTextField(column: string, label: string, max: number) {
  return {
    column,
    label,
    input: requiredTextSchema({ requiredMessage: `${label} is required`, max, tooLongMessage: `${label} is too long` }),
    read: z.string(),
  } as const;
}

/** Text that may be left out or cleared with null ('' reads as null). */
export function optionalTextField(column: string, label: string, max: number) {
  return {
    column,
    label,
    input: optionalTextSchema({ max, tooLongMessage: `${label} is too long` }),
    read: z.string().nullable(),
  } as const;
}

export function requiredDateField(column: string, label: string) {
  return { column, label, date: true, input: isoDateSchema(`${label} is required`), read: z.string() } as const;
}

export function optionalDateField(column: string, label: string) {
  return { column, label, date: true, input: optionalIsoDateSchema(), read: z.string().nullable() } as const;
}

/** Dollars, 0 to 999,999,999.99, at most two decimals. */
export function moneyField(column: string, label: string) {
  return { column, label, input: moneySchema({ message: `${label} must be a non-negative amount` }), read: z.number() } as const;
}

export function optionalMoneyField(column: string, label: string) {
  return {
    column,
    label,
    input: optionalAmountSchema(`${label} must be a non-negative amount`),
    read: z.number().nullable(),
  } as const;
}

export function enumField<const Values extends readonly [string, ...string[]]>(column: string, label: string, values: Values) {
  return { column, label, input: z.enum(values, { error: enumMessage(label, values) }), read: z.enum(values) } as const;
}

export function optionalEnumField<const Values extends readonly [string, ...string[]]>(column: string, label: string, values: Values) {
  return {
    column,
    label,
    input: z
      .enum(values, { error: enumMessage(label, values) })
      .nullable()
      .optional(),
    read: z.enum(values).nullable(),
  } as const;
}

export function booleanField(column: string, label: string) {
  return { column, label, input: z.boolean({ error: `${label} must be true or false` }), read: z.boolean() } as const;
}

/** Another record this one names (a provider's id on a bill): required. */
export function referenceField(column: string, label: string) {
  return {
    column,
    label,
    input: z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(100),
    read: z.string(),
  } as const;
}

/** The id of another record, as a form or a query sends it: every way it can be wrong reads "<Label> must be an id". */
export function idSchema(label: string) {
  const message = `${label} must be an id`;
  return z.string({ error: message }).trim().min(1, message).max(100, message);
}

/** Another record this one may name, or null. */
export function optionalReferenceField(column: string, label: string) {
  return { column, label, input: idSchema(label).nullable().optional(), read: z.string().nullable() } as const;
}

/** The moments a record may name: PostgreSQL refuses year 0, and nothing a firm logs is older or further off. */
const EARLIEST_MOMENT = Date.UTC(1900, 0, 1);
const LATEST_MOMENT = Date.UTC(9999, 11, 31, 23, 59, 59);

const dateTimeSchema = (message: string, label: string) =>
  z.iso
    .datetime({ offset: true, error: message })
    .refine((value) => !Number.isNaN(Date.parse(value)), message)
    .refine((value) => {
      const moment = Date.parse(value);
      return moment >= EARLIEST_MOMENT && moment <= LATEST_MOMENT;
    }, `${label} must be between the years 1900 and 9999`);

/** A moment with its time of day and offset ('2026-12-01T14:30:00-05:00'), read back in UTC. */
export function requiredDateTimeField(column: string, label: string) {
  return {
    column,
    label,
    time: true,
    input: dateTimeSchema(`${label} must be a date and time with its offset, e.g. 2026-12-01T14:30:00-05:00`, label),
    read: z.string(),
  } as const;
}

export function optionalDateTimeField(column: string, label: string) {
  return {
    column,
    label,
    time: true,
    input: dateTimeSchema(`${label} must be a date and time with its offset, e.g. 2026-12-01T14:30:00-05:00`, label).nullable().optional(),
    read: z.string().nullable(),
  } as const;
}
