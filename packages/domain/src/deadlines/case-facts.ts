// The case facts deadlines are computed from: the governing state's code, and the claim type a case type means.
import { z } from 'zod';
import { isUsJurisdiction, type UsJurisdiction } from '../legal/jurisdictions.js';
import type { ClaimType } from '../legal/limitation-types.js';

export const INVALID_STATE_MESSAGE = 'State must be the two-letter code of a US state or DC (e.g. TX)';

/** The state whose law governs the claim, by USPS code; 'tx' reads as 'TX', '' and null clear it. */
export function optionalUsStateSchema() {
  return z
    .string({ error: INVALID_STATE_MESSAGE })
    .trim()
    .toUpperCase()
    .nullable()
    .refine((value) => value === null || value === '' || isUsJurisdiction(value), { message: INVALID_STATE_MESSAGE })
    .transform((value) => (value === '' || value === null ? null : (value as UsJurisdiction)))
    .optional();
}

/**
 * The limitation rules' claim type for a case's free-text case type: the one place the mapping lives.
 * Medical malpractice, product liability and wrongful death have their own periods; every other
 * case type (motor vehicle, premises, dog bite, personal injury, …) is general_injury. Case types are
 * compared as words, so 'Medical Malpractice', 'medical-malpractice' and 'medical_malpractice' agree.
 */
export function claimTypeForCaseType(caseType: string | null | undefined): ClaimType {
  const words = (caseType ?? '').toLowerCase().replace(/[^a-z]+/g, '_');
  if (words.includes('malpractice')) return 'medical_malpractice';
  if (words.includes('product_liability') || words.includes('products_liability')) return 'product_liability';
  if (words.includes('wrongful_death')) return 'wrongful_death';
  return 'general_injury';
}
