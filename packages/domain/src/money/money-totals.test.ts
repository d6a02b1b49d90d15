import { describe, expect, it } from 'vitest';
import { computeFinancials, findLastNegotiation, lienAmountDue } from './money-totals.js';

describe('lienAmountDue', () => {
  it('takes final, else negotiated, else asserted; a waived lien is 0', () => {
    expect(lienAmountDue({ asserted: 1000, negotiated: 800, final: 650.5, status: 'final' })).toBe(650.5);
    expect(lienAmountDue({ asserted: 1000, negotiated: 800, final: null, status: 'negotiating' })).toBe(800);
    expect(lienAmountDue({ asserted: 1000, negotiated: null, final: null, status: 'asserted' })).toBe(1000);
    expect(lienAmountDue({ asserted: 1000, negotiated: null, final: null, status: 'waived' })).toBe(0);
  });
});

describe('findLastNegotiation', () => {
  const entries = [
    { id: 'a', date: '2026-01-10', kind: 'demand' as const, amount: 100_000, createdAt: '2026-01-10T10:00:00Z' },
    { id: 'b', date: '2026-02-01', kind: 'offer' as const, amount: 20_000, createdAt: '2026-02-01T10:00:00Z' },
    { id: 'c', date: '2026-01-20', kind: 'offer' as const, amount: 15_000, createdAt: '2026-03-01T10:00:00Z' },
    { id: 'd', date: '2026-02-01', kind: 'offer' as const, amount: 25_000, createdAt: '2026-02-02T10:00:00Z' },
  ];
  it('is the latest by date, then by entry time, whatever the order entered', () => {
    expect(findLastNegotiation(entries, 'offer')?.id).toBe('d');
    expect(findLastNegotiation(entries, 'demand')?.id).toBe('a');
    expect(findLastNegotiation([], 'offer')).toBeNull();
  });
});

describe('computeFinancials', () => {
  it('sums to the cent where floating point would not', () => {
    const financials = computeFinancials({
      bills: [
        { billed: 0.1, paid: 0.05, adjusted: 0.02 },
        { billed: 0.2, paid: 0, adjusted: 0.01 },
        { billed: 1234.56, paid: 1000, adjusted: 34.56 },
      ],
      lostWages: [{ amount: 0.1 }, { amount: 0.2 }],
      expenses: [
        { amount: 350.1, reimbursable: true },
        { amount: 49.9, reimbursable: false },
      ],
      liens: [
        { asserted: 5000, negotiated: 4000, final: null, status: 'negotiating' },
        { asserted: 100.01, negotiated: null, final: null, status: 'asserted' },
      ],
      negotiations: [],
    });
    expect(financials.medical).toEqual({ billed: 1234.86, paid: 1000.05, adjusted: 34.59, outstanding: 200.22 });
    expect(financials.medical.billed - financials.medical.paid - financials.medical.adjusted).toBeCloseTo(
      financials.medical.outstanding,
      9,
    );
    expect(financials.lostWages).toBe(0.3);
    expect(financials.expenses).toBe(400);
    expect(financials.reimbursableExpenses).toBe(350.1);
    expect(financials.liens).toBe(4100.01);
    expect(financials.lastDemand).toBeNull();
    expect(financials.lastOffer).toBeNull();
  });
});
