import { describe, expect, it } from 'vitest';
import { caseCreateSchema, caseSchema, caseStatusUpdateSchema, caseUpdateSchema } from './case-schemas.js';

function firstMessage(result: { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }, field: string) {
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

const validCreate = { clientName: 'Jane Doe', phase: 'intake', dateOpened: '2024-01-05' };

describe('caseCreateSchema', () => {
  it('accepts the minimum form and defaults the case type to other (a personal-injury case of no listed kind)', () => {
    const parsed = caseCreateSchema.parse(validCreate);
    expect(parsed.caseType).toBe('other');
    expect(parsed.clientName).toBe('Jane Doe');
  });

  it('uses the spec messages for missing required fields', () => {
    const result = caseCreateSchema.safeParse({});
    expect(firstMessage(result, 'clientName')).toBe('Client name is required');
    expect(firstMessage(result, 'dateOpened')).toBe('Date opened is required');
  });

  it('rejects blank client names and names over 100 characters', () => {
    expect(firstMessage(caseCreateSchema.safeParse({ ...validCreate, clientName: '  ' }), 'clientName')).toBe('Client name is required');
    expect(firstMessage(caseCreateSchema.safeParse({ ...validCreate, clientName: 'x'.repeat(101) }), 'clientName')).toBe(
      'Client name is too long',
    );
    expect(caseCreateSchema.safeParse({ ...validCreate, clientName: 'x'.repeat(100) }).success).toBe(true);
  });

  it('rejects malformed and impossible dates', () => {
    expect(firstMessage(caseCreateSchema.safeParse({ ...validCreate, dateOpened: '01/05/2024' }), 'dateOpened')).toBe(
      'Invalid date format',
    );
    expect(firstMessage(caseCreateSchema.safeParse({ ...validCreate, dateClosed: '2024-02-30' }), 'dateClosed')).toBe(
      'Invalid date format',
    );
  });

  it('treats an empty closed date from the form as no date', () => {
    expect(caseCreateSchema.parse({ ...validCreate, dateClosed: '' }).dateClosed).toBeNull();
  });

  it('limits notes to 1000 characters', () => {
    expect(firstMessage(caseCreateSchema.safeParse({ ...validCreate, notes: 'n'.repeat(1001) }), 'notes')).toBe('Notes are too long');
    expect(caseCreateSchema.safeParse({ ...validCreate, notes: 'n'.repeat(1000) }).success).toBe(true);
  });

  it('starts without a phase (the case is then in intake) and refuses unknown status text', () => {
    expect(caseCreateSchema.parse({ clientName: 'A', dateOpened: '2024-01-05' }).phase).toBeUndefined();
    expect(firstMessage(caseCreateSchema.safeParse({ ...validCreate, phase: undefined, status: 'Awaiting records' }), 'status')).toBe(
      'Status "Awaiting records" is not a case phase: use one of intake, treating, demand, negotiation, litigation, settled, closed',
    );
  });

  it('takes liability as a 0..1 fraction', () => {
    expect(caseCreateSchema.safeParse({ ...validCreate, liability: 0.75 }).success).toBe(true);
    expect(caseCreateSchema.safeParse({ ...validCreate, liability: 75 }).success).toBe(false);
  });

  it('refuses a closed date before the opened date', () => {
    const result = caseCreateSchema.safeParse({ ...validCreate, dateClosed: '2023-12-31' });
    expect(firstMessage(result, 'dateClosed')).toBe('Date closed cannot be before date opened');
  });
});

describe('caseUpdateSchema', () => {
  it('accepts an empty update and invents no values', () => {
    expect(caseUpdateSchema.parse({})).toEqual({});
  });

  it('changes only the given fields', () => {
    expect(caseUpdateSchema.parse({ phase: 'settled', actualSettlement: 125000 })).toEqual({
      phase: 'settled',
      actualSettlement: 125000,
    });
  });

  it('still validates the fields it is given', () => {
    expect(firstMessage(caseUpdateSchema.safeParse({ clientName: '' }), 'clientName')).toBe('Client name is required');
    expect(firstMessage(caseUpdateSchema.safeParse({ dateOpened: 'soon' }), 'dateOpened')).toBe('Invalid date format');
  });

  it('clears an optional field with null', () => {
    expect(caseUpdateSchema.parse({ dateClosed: null })).toEqual({ dateClosed: null });
  });
});

describe('caseStatusUpdateSchema', () => {
  it('requires a phase', () => {
    expect(caseStatusUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe('Phase is required');
    expect(caseStatusUpdateSchema.safeParse({ status: '' }).error?.issues[0]?.message).toMatch(/^Status is required: use one of intake/);
  });
});

describe('caseSchema', () => {
  it('defaults a missing case type to other', () => {
    const row = {
      id: 'c1',
      caseNo: 1,
      clientName: 'A',
      caseNumber: null,
      title: null,
      dateOpened: '2024-01-01',
      dateClosed: null,
      incidentDate: null,
      status: 'open',
      carrier: null,
      insuranceLimits: null,
      liability: null,
      propertyDamageAmount: null,
      propertyDamageSeverity: null,
      actualSettlement: null,
      hasTreatmentGap: null,
      attorneyId: null,
      attorneyName: null,
      clientAge: null,
      clientGender: null,
      medicalCosts: null,
      workDaysMissed: null,
      jurisdiction: null,
      notes: null,
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-01T00:00:00Z',
    };
    expect(caseSchema.parse(row).caseType).toBe('other');
  });
});
