import { describe, expect, it } from 'vitest';
import { injuryCreateSchema, injuryUpdateSchema, readInjurySeverity } from './injury-schemas.js';

describe('injury inputs', () => {
  it('requires type and body part with the spec messages', () => {
    const messages = injuryCreateSchema.safeParse({ type: '', bodyPart: ' ' }).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Injury type is required', 'Body part is required']);
  });
  it('accepts only mild, moderate or severe and defaults to mild', () => {
    expect(injuryCreateSchema.parse({ type: 'Whiplash', bodyPart: 'Neck' }).severity).toBe('mild');
    expect(injuryCreateSchema.safeParse({ type: 'Whiplash', bodyPart: 'Neck', severity: 'extreme' }).success).toBe(false);
  });
  it('lets an update change only the severity', () => {
    expect(injuryUpdateSchema.parse({ severity: 'severe' })).toEqual({ severity: 'severe' });
  });
});

describe('readInjurySeverity', () => {
  it('reads stored values case-insensitively and defaults to unknown', () => {
    expect(readInjurySeverity('Severe')).toBe('severe');
    expect(readInjurySeverity(null)).toBe('unknown');
    expect(readInjurySeverity('critical')).toBe('unknown');
  });
});
