// Picks the interval method for a coverage from the model card: the narrowest that kept its coverage on calibration rows.
import type { IntervalMethod } from './conformal.js';
import type { CoverageReport } from './model.js';

/**
 * reports: the card's coverage, measured by calibrating on one half of the calibration (or out-of-fold) rows and
 * counting hits on the other half. Of the methods measured at this coverage, the narrowest whose measured coverage
 * reached the nominal one; when none did, the one that came closest. null: nothing measured at this coverage.
 */
export function chooseIntervalMethod(reports: CoverageReport[], coverage: number): IntervalMethod | null {
  const candidates = reports.filter(
    (r) => Math.abs(r.coverage - coverage) < 1e-9 && Number.isFinite(r.measured) && Number.isFinite(r.meanRelativeWidth),
  );
  if (candidates.length === 0) return null;
  const kept = candidates.filter((r) => r.measured >= coverage);
  if (kept.length > 0) return kept.reduce((best, r) => (r.meanRelativeWidth < best.meanRelativeWidth ? r : best)).method;
  return candidates.reduce((best, r) => (r.measured > best.measured ? r : best)).method;
}
