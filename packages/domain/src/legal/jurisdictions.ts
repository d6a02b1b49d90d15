// The 50 states and the District of Columbia by USPS code, and the dates that frame the legal rule tables.
import type { IsoDate } from '../shared/iso-date.js';

export const US_JURISDICTIONS = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

export type UsJurisdiction = (typeof US_JURISDICTIONS)[number]['code'];

const JURISDICTION_CODES: ReadonlySet<string> = new Set(US_JURISDICTIONS.map((entry) => entry.code));

/** A state's name for a code, or the code itself when it is not one (old data, 'US'). */
export function describeUsState(code: string): string {
  return US_JURISDICTIONS.find((entry) => entry.code === code)?.name ?? code;
}

export function isUsJurisdiction(value: string): value is UsJurisdiction {
  return JURISDICTION_CODES.has(value);
}

/**
 * The earliest accrual date the rule tables answer for. A rule unchanged since before this date carries it as
 * `effectiveFrom` (its origin is in the citation), so the tables never claim a precise start date nobody checked;
 * claims accruing earlier get "no rule on file". Claims that old are time-barred save rare tolling cases.
 */
export const LEGAL_TABLE_COVERAGE_START: IsoDate = '2000-01-01';

/** The day the verified rows were last reviewed against the statutes. */
export const LEGAL_RULES_REVIEWED_ON: IsoDate = '2026-11-23';
