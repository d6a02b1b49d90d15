import { describe, expect, it } from 'vitest';
import { treatmentCreateSchema, treatmentUpdateSchema } from './treatment-schemas.js';

describe('treatment inputs', () => {
  it('requires type and provider with the spec messages', () => {
    const messages = treatmentCreateSchema
      .safeParse({ type: '', provider: '', startDate: '2024-01-01' })
      .error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Treatment type is required', 'Provider is required']);
  });
  it('checks the date formats', () => {
    const result = treatmentCreateSchema.safeParse({ type: 'PT', provider: 'Clinic', startDate: '1/1/2024', endDate: '2024-13-01' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Invalid date format', 'Invalid date format']);
  });
  it('defaults frequency to weekly', () => {
    expect(treatmentCreateSchema.parse({ type: 'PT', provider: 'Clinic', startDate: '2024-01-01' }).frequency).toBe('weekly');
  });
  it('rejects a negative cost and an end before the start', () => {
    expect(treatmentCreateSchema.safeParse({ type: 'PT', provider: 'Clinic', startDate: '2024-01-01', cost: -5 }).success).toBe(false);
    const result = treatmentCreateSchema.safeParse({ type: 'PT', provider: 'Clinic', startDate: '2024-02-01', endDate: '2024-01-01' });
    expect(result.error?.issues[0]?.path).toEqual(['endDate']);
  });
  it('updates only given fields', () => {
    expect(treatmentUpdateSchema.parse({ endDate: '2024-03-01' })).toEqual({ endDate: '2024-03-01' });
  });
});
