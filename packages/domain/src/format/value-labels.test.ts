import { describe, expect, it } from 'vitest';
import { formatCodeLabel } from './value-labels.js';
import { buildTimeline } from '../timeline/timeline.js';
import { makeCase, makeTreatment } from '../testing/case-fixtures.js';

describe('formatCodeLabel', () => {
  it('shows known codes as their labels, other codes as words, and typed text unchanged', () => {
    expect(formatCodeLabel('physical_therapy')).toBe('Physical therapy');
    expect(formatCodeLabel('pain_management')).toBe('Pain management');
    expect(formatCodeLabel('soft_tissue_injury')).toBe('Soft tissue injury');
    expect(formatCodeLabel('Herniated disc')).toBe('Herniated disc');
    expect(formatCodeLabel('MRI')).toBe('MRI');
  });

  it('names the money codes in words, one-word codes included', () => {
    expect(formatCodeLabel('pip_medpay')).toBe('PIP / MedPay');
    expect(formatCodeLabel('uim')).toBe('Underinsured motorist (UIM)');
    expect(formatCodeLabel('erisa')).toBe('ERISA plan');
    expect(formatCodeLabel('not_requested')).toBe('Not requested');
    expect(formatCodeLabel('offer')).toBe('Offer');
  });

  it('keeps raw codes out of the timeline', () => {
    const events = buildTimeline({
      case: makeCase(),
      treatments: [makeTreatment({ type: 'physical_therapy', provider: 'Core PT', startDate: '2024-03-05' })],
    });
    const started = events.find((event) => event.type === 'treatment_started')!;
    expect(started.description).toBe('Physical therapy with Core PT');
  });
});
