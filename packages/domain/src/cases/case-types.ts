// The fixed list of case types a case is stored under (codes), their labels, and how older or typed values map onto them.
import { z } from 'zod';

export const CASE_TYPES = [
  'motor_vehicle',
  'truck',
  'motorcycle',
  'pedestrian',
  'premises',
  'dog_bite',
  'medical_malpractice',
  'product_liability',
  'workplace',
  'wrongful_death',
  'other',
] as const;
export type CaseTypeCode = (typeof CASE_TYPES)[number];

/** What a case gets when none is given (the spec's "personal injury" default: a personal-injury case of no listed kind). */
export const DEFAULT_CASE_TYPE_CODE: CaseTypeCode = 'other';

export const CASE_TYPE_LABELS: Readonly<Record<CaseTypeCode, string>> = {
  motor_vehicle: 'Motor vehicle',
  truck: 'Truck',
  motorcycle: 'Motorcycle',
  pedestrian: 'Pedestrian',
  premises: 'Premises (slip and fall)',
  dog_bite: 'Dog bite',
  medical_malpractice: 'Medical malpractice',
  product_liability: 'Product liability',
  workplace: 'Workplace (third party)',
  wrongful_death: 'Wrongful death',
  other: 'Other personal injury',
};

export const INVALID_CASE_TYPE_MESSAGE = `Case type must be one of: ${CASE_TYPES.join(', ')}`;

export function isCaseTypeCode(value: unknown): value is CaseTypeCode {
  return typeof value === 'string' && (CASE_TYPES as readonly string[]).includes(value);
}

// Checked in order on the value's words: the first match wins ('truck vs pedestrian' is a truck case).
const LEGACY_PATTERNS: ReadonlyArray<{ code: CaseTypeCode; pattern: RegExp }> = [
  { code: 'wrongful_death', pattern: /wrongful[ _-]?death/ },
  { code: 'medical_malpractice', pattern: /malpractice|med[ _-]?mal\b|medical[ _-]negligence/ },
  { code: 'product_liability', pattern: /products?[ _-]liability|defective[ _-]product/ },
  { code: 'dog_bite', pattern: /dog|animal[ _-]attack|bite/ },
  { code: 'truck', pattern: /\btrucks?\b|tractor[ _-]trailer|18[ _-]?wheeler|semi\b|commercial[ _-]vehicle/ },
  { code: 'motorcycle', pattern: /motorcycle|motorbike/ },
  { code: 'pedestrian', pattern: /pedestrian|bicycl|cyclist/ },
  { code: 'premises', pattern: /premises|slip|trip[ _-]and[ _-]fall|fall/ },
  { code: 'workplace', pattern: /workplace|work[ _-]site|construction|third[ _-]party|workers/ },
  { code: 'motor_vehicle', pattern: /motor[ _-]?vehicle|\bauto\b|\bcar\b|\bmva\b|\bmvc\b|vehicle|rear[ _-]end|collision|accident/ },
];

/**
 * A case type as stored before the fixed list, typed in an import, or shown as a label, as a code: codes and labels
 * are exact, 'auto' and 'Car accident' are motor vehicle, 'Slip and Fall' is premises, 'Intake - auto' reads the part
 * after ' - ', anything else (personal_injury, other_negligence, '') is `other`. Migration 0020 applies the same rules.
 */
export function toCaseTypeCode(value: string | null | undefined): CaseTypeCode {
  const text = (value ?? '').trim();
  const separator = text.indexOf(' - ');
  const type = (separator >= 0 ? text.slice(separator + 3) : text).trim().toLowerCase();
  if (isCaseTypeCode(type)) return type;
  const byLabel = CASE_TYPES.find((code) => CASE_TYPE_LABELS[code].toLowerCase() === type);
  if (byLabel) return byLabel;
  return LEGACY_PATTERNS.find(({ pattern }) => pattern.test(type))?.code ?? 'other';
}

/** A stored case type's label; a value outside the list (not yet migrated) reads through the legacy mapping. */
export function getCaseTypeLabel(value: string | null | undefined): string {
  return CASE_TYPE_LABELS[toCaseTypeCode(value)];
}

/** API writes: only a code (400 with the list otherwise); null or '' means the default on create. */
export function caseTypeCodeSchema() {
  return z
    .string({ error: INVALID_CASE_TYPE_MESSAGE })
    .trim()
    .refine((value) => value === '' || isCaseTypeCode(value), { message: INVALID_CASE_TYPE_MESSAGE })
    .transform((value) => (value === '' ? null : (value as CaseTypeCode)))
    .nullable()
    .optional();
}
