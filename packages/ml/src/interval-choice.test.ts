import { describe, expect, it } from 'vitest';
import { chooseIntervalMethod } from './interval-choice.js';
import type { CoverageReport } from './model.js';

const report = (method: CoverageReport['method'], measured: number, meanRelativeWidth: number, coverage = 0.95): CoverageReport => ({
  coverage,
  method,
  measured,
  meanRelativeWidth,
});

describe('chooseIntervalMethod', () => {
  it('picks the narrowest method that kept its coverage on the calibration rows', () => {
    const reports = [report('split', 0.951, 12), report('cqr', 0.96, 9), report('normalised', 0.949, 8)];
    expect(chooseIntervalMethod(reports, 0.95)).toBe('cqr');
  });

  it('falls back to the best-covering method when none kept its coverage', () => {
    expect(chooseIntervalMethod([report('split', 0.93, 5), report('normalised', 0.94, 6)], 0.95)).toBe('normalised');
  });

  it('answers null when nothing was measured at that coverage', () => {
    expect(chooseIntervalMethod([report('split', 0.5, 1, 0.5)], 0.95)).toBeNull();
  });
});
