import { describe, expect, it } from 'vitest';
import {
  createEmptyDetailedTreatmentValues,
  detailedTreatmentDialogSchema,
  simpleTreatmentDialogSchema,
  toTreatmentFromSimpleDialog,
} from './treatment-dialogs.js';

const filledDetailed = {
  ...createEmptyDetailedTreatmentValues('2024-05-01'),
  injuryId: 'inj-1',
  type: 'Physical Therapy',
  provider: 'Valley PT',
  name: 'PT sessions',
  cptCode: '97110',
  description: 'Twice weekly',
  duration: '42',
};

describe('detailed treatment dialog', () => {
  it('asks for an injury first', () => {
    const result = detailedTreatmentDialogSchema.safeParse({ ...filledDetailed, injuryId: '' });
    expect(result.error?.issues[0]?.message).toBe('Please select an injury');
  });
  it('sends an empty cost as 0 and numbers as numbers', () => {
    const parsed = detailedTreatmentDialogSchema.parse(filledDetailed);
    expect(parsed.cost).toBe(0);
    expect(parsed.duration).toBe(42);
    expect(parsed.frequency).toBe('weekly');
    expect(parsed.startDate).toBe('2024-05-01');
  });
  it('rejects a negative cost and a missing duration', () => {
    expect(detailedTreatmentDialogSchema.safeParse({ ...filledDetailed, cost: '-0.01' }).error?.issues[0]?.message).toBe(
      'Cost must be 0 or more',
    );
    expect(detailedTreatmentDialogSchema.safeParse({ ...filledDetailed, duration: '' }).error?.issues[0]?.message).toBe(
      'Duration is required',
    );
  });
  it('requires name, CPT code and description', () => {
    const messages = detailedTreatmentDialogSchema
      .safeParse({ ...filledDetailed, name: '', cptCode: '', description: '' })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Name is required', 'CPT code is required', 'Description is required']);
  });
});

describe('simple add-treatment dialog', () => {
  it('requires every field', () => {
    const messages = simpleTreatmentDialogSchema
      .safeParse({ treatmentType: '', facility: '', frequency: '', status: '', amountToDate: '' })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Treatment Type is required',
      'Facility is required',
      'Frequency is required',
      'Status is required',
      'Amount to Date is required',
    ]);
  });
  it('maps Facility to provider and Amount to Date to cost', () => {
    const submission = simpleTreatmentDialogSchema.parse({
      treatmentType: 'Chiropractic',
      facility: 'Spine Center',
      frequency: 'weekly',
      status: 'ongoing',
      amountToDate: '1250.50',
    });
    expect(toTreatmentFromSimpleDialog(submission, '2024-05-01')).toEqual({
      type: 'Chiropractic',
      provider: 'Spine Center',
      frequency: 'weekly',
      status: 'ongoing',
      cost: 1250.5,
      startDate: '2024-05-01',
    });
  });
});
