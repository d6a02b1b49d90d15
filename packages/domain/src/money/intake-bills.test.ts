import { describe, expect, it } from 'vitest';
import { planIntakeBills } from './intake-bills.js';

const treatment = (provider: string | null, cost: number | null, extra: { startDate?: string | null; endDate?: string | null } = {}) => ({
  type: 'physical_therapy',
  provider,
  cost,
  startDate: '2025-02-01',
  endDate: null,
  ...extra,
});

describe('planIntakeBills', () => {
  it('makes one provider per facility, matched case-insensitively, and one bill per costed treatment', () => {
    const plan = planIntakeBills({
      treatments: [
        treatment('Valley Clinic', 1200),
        treatment(' valley  clinic', 800, { endDate: '2025-03-01' }),
        treatment('City ER', 2500),
      ],
      existingProviderNames: [],
      fallbackServiceDate: '2025-01-01',
    });
    expect(plan.newProviders).toEqual(['Valley Clinic', 'City ER']);
    expect(plan.bills).toEqual([
      { providerName: 'Valley Clinic', serviceFrom: '2025-02-01', serviceTo: null, billed: 1200, description: 'Physical therapy' },
      { providerName: 'valley clinic', serviceFrom: '2025-02-01', serviceTo: '2025-03-01', billed: 800, description: 'Physical therapy' },
      { providerName: 'City ER', serviceFrom: '2025-02-01', serviceTo: null, billed: 2500, description: 'Physical therapy' },
    ]);
  });

  it("reuses the case's providers and leaves out treatments without a provider or a cost above zero", () => {
    const plan = planIntakeBills({
      treatments: [treatment('CITY ER', 100), treatment('Nowhere', null), treatment('Free Clinic', 0), treatment(null, 50)],
      existingProviderNames: ['City ER'],
      fallbackServiceDate: '2025-01-01',
    });
    expect(plan.newProviders).toEqual([]);
    expect(plan.bills.map((bill) => [bill.providerName, bill.billed])).toEqual([['CITY ER', 100]]);
  });

  it('bills an undated treatment on the fallback date', () => {
    const plan = planIntakeBills({
      treatments: [treatment('Clinic', 10, { startDate: null })],
      existingProviderNames: [],
      fallbackServiceDate: '2024-12-31',
    });
    expect(plan.bills[0]?.serviceFrom).toBe('2024-12-31');
  });
});
