import { describe, expect, it } from 'vitest';
import { isSettledStatus, missingSettlementFacts } from './settlement-facts.js';

describe('isSettledStatus', () => {
  it('reads the status as the app normalises it', () => {
    expect(isSettledStatus('settled')).toBe(true);
    expect(isSettledStatus(' Settled ')).toBe(true);
    expect(isSettledStatus('settled - closed')).toBe(true);
    expect(isSettledStatus('closed')).toBe(false);
    expect(isSettledStatus('open')).toBe(false);
    expect(isSettledStatus(null)).toBe(false);
  });
});

describe('missingSettlementFacts', () => {
  it('names both fields when a settled case has neither', () => {
    expect(missingSettlementFacts({ status: 'settled', actualSettlement: null, dateClosed: null })).toEqual([
      'actualSettlement',
      'dateClosed',
    ]);
  });
  it('names the one missing', () => {
    expect(missingSettlementFacts({ status: 'Settled', actualSettlement: 25_000, dateClosed: null })).toEqual(['dateClosed']);
    expect(missingSettlementFacts({ status: 'settled', actualSettlement: null, dateClosed: '2026-05-01' })).toEqual(['actualSettlement']);
  });
  it('asks nothing of other statuses, nor of a settled case with both (0 is an amount)', () => {
    expect(missingSettlementFacts({ status: 'closed', actualSettlement: null, dateClosed: null })).toEqual([]);
    expect(missingSettlementFacts({ status: 'settled', actualSettlement: 0, dateClosed: '2026-05-01' })).toEqual([]);
  });
});
