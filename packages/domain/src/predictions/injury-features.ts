// Derived injury rules for prediction requests (spec section 5): body region, permanent, surgical.
import { classifyTreatmentType } from '../treatments/treatment-taxonomy.js';

export const BODY_REGIONS = ['neck', 'back', 'spine', 'head', 'arm', 'leg', 'chest', 'shoulder', 'knee', 'hip'] as const;
export type BodyRegion = (typeof BODY_REGIONS)[number] | 'unknown';

const PERMANENT_KEYWORDS = ['chronic', 'permanent', 'herniated', 'fracture', 'traumatic brain'] as const;
const SURGICAL_KEYWORDS = ['surgery', 'surgical', 'operation'] as const;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Whole words (plural allowed) so 'harm' is not an arm and 'legal' not a leg.
const REGION_PATTERNS = BODY_REGIONS.map((region) => ({ region, pattern: new RegExp(`\\b${escapeRegExp(region)}s?\\b`, 'i') }));

/** First region in the spec's keyword order found in the injury's words, else 'unknown'. */
export function getBodyRegion(text: string | null | undefined): BodyRegion {
  const haystack = text ?? '';
  return REGION_PATTERNS.find(({ pattern }) => pattern.test(haystack))?.region ?? 'unknown';
}

/** Permanent if severe, or the description mentions chronic, permanent, herniated, fracture or traumatic brain. */
export function isPermanentInjury({
  severity,
  description,
}: {
  severity: string | null | undefined;
  description: string | null | undefined;
}): boolean {
  if ((severity ?? '').trim().toLowerCase() === 'severe') return true;
  const text = (description ?? '').toLowerCase();
  return PERMANENT_KEYWORDS.some((keyword) => text.includes(keyword));
}

/** True when a treatment type names surgery in the taxonomy ('Surgery', 'ORIF', 'discectomy', 'L5-S1 fusion', 'arthroscopy'). */
export function isSurgicalTreatmentType(type: string | null | undefined): boolean {
  return classifyTreatmentType(type) === 'surgery';
}

/** Surgical if the description mentions surgery, surgical or operation, or any treatment is surgical. */
export function hasSurgicalIntervention({
  description,
  treatmentTypes,
}: {
  description: string | null | undefined;
  treatmentTypes: ReadonlyArray<string | null | undefined>;
}): boolean {
  const text = (description ?? '').toLowerCase();
  return (
    SURGICAL_KEYWORDS.some((keyword) => text.includes(keyword)) ||
    isSurgicalTreatmentType(description) ||
    treatmentTypes.some(isSurgicalTreatmentType)
  );
}
