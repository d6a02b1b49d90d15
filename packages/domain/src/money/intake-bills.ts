// The wizard's treatments with a cost as the Medical tab's records: one provider per facility, one bill per costed treatment.
import { formatCodeLabel } from '../format/value-labels.js';

/** What a bill made from a treatment says it came from (its notes), so nobody takes it for a provider's statement. */
export const INTAKE_BILL_NOTE = 'From the treatment cost typed when the case was opened.';

export type IntakeTreatment = {
  type: string;
  name?: string | null;
  provider: string | null;
  startDate: string | null;
  endDate: string | null;
  cost: number | null;
};

export type IntakeBill = {
  /** The provider's name as first typed; matched to providers case-insensitively (`providerKey`). */
  providerName: string;
  serviceFrom: string;
  serviceTo: string | null;
  billed: number;
  description: string;
};

/** Two spellings of one facility ("Valley Clinic", "valley clinic ") are one provider. */
export function providerKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The providers to add (facilities not among `existingProviderNames`, each once, in the order first typed) and one bill per
 * treatment with a provider and a cost above zero. A treatment without a date is billed on `fallbackServiceDate`
 * (a bill needs a date of service). A zero cost makes no bill: a $0.00 bill would replace the typed medical costs.
 */
export function planIntakeBills(input: {
  treatments: ReadonlyArray<IntakeTreatment>;
  existingProviderNames: ReadonlyArray<string>;
  fallbackServiceDate: string;
}): { newProviders: string[]; bills: IntakeBill[] } {
  const known = new Set(input.existingProviderNames.map(providerKey));
  const newProviders: string[] = [];
  const bills: IntakeBill[] = [];
  for (const treatment of input.treatments) {
    const providerName = treatment.provider?.trim().replace(/\s+/g, ' ') ?? '';
    if (providerName === '' || treatment.cost == null || !(treatment.cost > 0)) continue;
    const key = providerKey(providerName);
    if (!known.has(key)) {
      known.add(key);
      newProviders.push(providerName);
    }
    const serviceFrom = treatment.startDate ?? treatment.endDate ?? input.fallbackServiceDate;
    const label = formatCodeLabel(treatment.type);
    bills.push({
      providerName,
      serviceFrom,
      serviceTo: treatment.endDate && treatment.endDate > serviceFrom ? treatment.endDate : null,
      billed: treatment.cost,
      description: treatment.name && treatment.name.trim() !== '' ? `${label}: ${treatment.name.trim()}` : label,
    });
  }
  return { newProviders, bills };
}
