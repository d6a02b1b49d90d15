import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRecordKind } from './record-kind.js';
import {
  enumField,
  moneyField,
  optionalDateField,
  optionalReferenceField,
  requiredDateField,
  requiredDateTimeField,
  requiredTextField,
} from './record-fields.js';

const status = enumField('status', 'Status', ['open', 'closed']);
const sample = defineRecordKind({
  name: 'expense',
  scope: 'case',
  path: 'samples',
  noun: 'sample',
  table: 'case_sample',
  fields: {
    title: requiredTextField('title', 'Title', 20),
    startsOn: requiredDateField('starts_on', 'Start'),
    endsOn: optionalDateField('ends_on', 'End'),
    amount: moneyField('amount', 'Amount'),
    status: { ...status, create: status.input.default('open') },
  },
  computed: { days: z.number().nullable() },
  orderBy: ['startsOn'],
  checks: (record) => (record.endsOn && record.endsOn < record.startsOn ? [{ path: 'endsOn', message: 'End is before start' }] : []),
});

describe('defineRecordKind', () => {
  it('reads a record with its id, case, fields, computed fields and stamps', () => {
    const record = {
      id: 'a',
      caseId: 'c',
      title: 'T',
      startsOn: '2026-01-02',
      endsOn: null,
      amount: 10,
      status: 'open',
      days: null,
      createdAt: '2026-01-02T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    expect(sample.schema.parse(record)).toEqual(record);
    expect(sample.schema.safeParse({ ...record, caseId: undefined }).success).toBe(false);
  });

  it('gives a new record its defaults, and a change only the fields sent', () => {
    expect(sample.createSchema.parse({ title: 'T', startsOn: '2026-01-02', amount: 1 }).status).toBe('open');
    expect(sample.updateSchema.parse({ title: 'New' })).toEqual({ title: 'New' });
  });

  it('says each field by its label in the messages', () => {
    const result = sample.createSchema.safeParse({ title: '', startsOn: 'x', amount: -1, status: 'gone' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      title: 'Title is required',
      amount: 'Amount must be a non-negative amount',
      status: 'Status must be one of open, closed',
    });
  });

  it('checks across fields with the path of the field at fault', () => {
    const record = sample.createSchema.parse({ title: 'T', startsOn: '2026-01-02', endsOn: '2026-01-01', amount: 1 });
    expect(sample.check(record)).toEqual([{ path: 'endsOn', message: 'End is before start' }]);
    expect(sample.check({ ...record, endsOn: '2026-01-03' })).toEqual([]);
  });

  it('derives its labels and its not-found message', () => {
    expect(sample.labels).toEqual({ title: 'Title', startsOn: 'Start', endsOn: 'End', amount: 'Amount', status: 'Status' });
    expect(sample.notFoundMessage).toBe('Sample not found');
  });

  it('serves a firm kind without a case', () => {
    const firmKind = defineRecordKind({
      name: 'expense',
      scope: 'firm',
      path: 'things',
      noun: 'thing',
      table: 'thing',
      fields: { title: requiredTextField('title', 'Title', 20) },
      orderBy: [],
    });
    expect(
      firmKind.schema.parse({ id: 'a', title: 'T', createdAt: '2026-01-02T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' }),
    ).not.toHaveProperty('caseId');
  });
});

describe('date-time fields', () => {
  it('take a moment with its offset and refuse one without', () => {
    const { input } = requiredDateTimeField('starts_at', 'Starts at');
    expect(input.parse('2026-12-01T14:30:00-05:00')).toBe('2026-12-01T14:30:00-05:00');
    expect(input.safeParse('2026-12-01T14:30:00').error?.issues[0]?.message).toBe(
      'Starts at must be a date and time with its offset, e.g. 2026-12-01T14:30:00-05:00',
    );
    // PostgreSQL has no year 0: such a moment is the caller's mistake (400), never the database's (500).
    expect(input.safeParse('0000-01-01T00:00:00Z').error?.issues[0]?.message).toBe('Starts at must be between the years 1900 and 9999');
  });
});

describe('reference fields', () => {
  it('name the field in every way an id can be wrong, and take null for none', () => {
    const { input } = optionalReferenceField('contact_id', 'Contact');
    expect(input.parse(' c1 ')).toBe('c1');
    expect(input.parse(null)).toBeNull();
    for (const bad of ['', '   ', 'x'.repeat(101), 42]) {
      expect(input.safeParse(bad).error?.issues[0]?.message).toBe('Contact must be an id');
    }
  });
});
