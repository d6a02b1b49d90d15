// The derived case view and the small display rules for cases (spec sections 2 and 3).
import { CASE_TYPE_LABELS, isCaseTypeCode } from './case-types.js';
import { countDaysBetween, getTodayIsoDate, parseDateValue } from '../shared/iso-date.js';
import { formatFeatureName } from '../format/labels.js';
import { isActiveTreatment } from '../treatments/treatment-display.js';
import type { CaseDetail } from './case-schemas.js';
import { formatStatusLabel, isActiveCase } from './case-status.js';

export const RECENT_ITEMS_LIMIT = 5;
export const DEFAULT_CASE_TYPE_LABEL = 'Personal Injury';

export type CaseView = CaseDetail & {
  displayStatus: string;
  isActive: boolean;
  totalInjuries: number;
  activeTreatments: CaseDetail['treatments'];
  completedTreatments: CaseDetail['treatments'];
  recentDocuments: CaseDetail['documents'];
  recentNotes: CaseDetail['caseNotes'];
};

/** Newest first by the given date; undated items go last, and ties keep their input order. */
export function sortNewestFirst<T>(items: readonly T[], getDate: (item: T) => string | null | undefined): T[] {
  return items
    .map((item, index) => ({ item, index, ms: parseDateValue(getDate(item)) ?? Number.NEGATIVE_INFINITY }))
    .sort((a, b) => b.ms - a.ms || a.index - b.index)
    .map((entry) => entry.item);
}

export function buildCaseView(detail: CaseDetail): CaseView {
  return {
    ...detail,
    displayStatus: formatStatusLabel(detail.phase),
    isActive: isActiveCase(detail.phase),
    totalInjuries: detail.injuries.length,
    activeTreatments: detail.treatments.filter(isActiveTreatment),
    completedTreatments: detail.treatments.filter((treatment) => !isActiveTreatment(treatment)),
    recentDocuments: sortNewestFirst(detail.documents, (document) => document.uploadedAt).slice(0, RECENT_ITEMS_LIMIT),
    recentNotes: sortNewestFirst(detail.caseNotes, (note) => note.createdAt).slice(0, RECENT_ITEMS_LIMIT),
  };
}

/**
 * Case type label. Stored types may read 'prefix - type' (the part after ' - ' is shown); empty
 * means the default type, and snake_case values become words ('personal_injury' → 'Personal Injury').
 */
export function formatCaseType(caseType: string | null | undefined): string {
  const text = (caseType ?? '').trim();
  if (isCaseTypeCode(text)) return CASE_TYPE_LABELS[text];
  if (text === '') return DEFAULT_CASE_TYPE_LABEL;
  const separator = text.indexOf(' - ');
  const type = separator >= 0 ? text.slice(separator + 3).trim() : text;
  if (type === '') return DEFAULT_CASE_TYPE_LABEL;
  return type.includes('_') || type === type.toLowerCase() ? formatFeatureName(type) : type;
}

/** The firm's case number as people see it: 'CASE-' and at least four digits (CASE-0042, CASE-12345). */
export function formatCaseNo(caseNo: number): string {
  return `CASE-${String(caseNo).padStart(4, '0')}`;
}

/** A search text that names a case number ('CASE-0042', 'case 42', '#42', '0042', '42') → 42; else null. */
export function parseCaseNo(text: string): number | null {
  const match = /^\s*(?:case\s*[-\s]?\s*)?#?\s*(\d{1,9})\s*$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  return value > 0 ? value : null;
}

/** The dashboard's Case Name: client name and the firm's case number. */
export function formatCaseName({ clientName, caseNo }: { clientName: string; caseNo: number }): string {
  return `${clientName} (${formatCaseNo(caseNo)})`;
}

/** The same where an item may have no case (a task, a calendar entry): null without one. */
export function formatOptionalCaseName({ clientName, caseNo }: { clientName: string | null; caseNo: number | null }): string | null {
  if (clientName === null) return null;
  return caseNo === null ? clientName : formatCaseName({ clientName, caseNo });
}

/** The court or claim number's label: the user-entered `caseNumber` (the firm's own number is `caseNo`). */
export const CLAIM_NUMBER_LABEL = 'Court/claim number';

/** Days a case has run: opened to closed, or to today while it has no close date; null if unreadable. */
export function getCaseDurationDays(
  { dateOpened, dateClosed }: { dateOpened: string; dateClosed: string | null },
  today: string = getTodayIsoDate(),
): number | null {
  const days = countDaysBetween(dateOpened, dateClosed && dateClosed.trim() !== '' ? dateClosed : today);
  return days === null ? null : Math.max(0, days);
}
