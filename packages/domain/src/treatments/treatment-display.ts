// How treatments read on screen: active or completed, duration text and badge (spec section 4).
import { countDaysBetween } from '../shared/iso-date.js';
import { TREATMENT_STATUS_OPTIONS, type TreatmentStatus } from './treatment-schemas.js';

type TreatmentDates = { startDate?: string | null; endDate?: string | null };

/** A treatment is active while it has no end date. */
export function isActiveTreatment(treatment: { endDate?: string | null }): boolean {
  return treatment.endDate == null || treatment.endDate.trim() === '';
}

/** Days from start to end; the stored duration when dates cannot tell; null if neither. */
export function getTreatmentDays(treatment: TreatmentDates & { duration?: number | null }): number | null {
  const fromDates = countDaysBetween(treatment.startDate, treatment.endDate);
  if (fromDates !== null && fromDates >= 0) return fromDates;
  return treatment.duration ?? null;
}

/** 'Ongoing' while active, else the length in days ('14 days'). */
export function formatTreatmentDuration(treatment: TreatmentDates & { duration?: number | null }): string {
  if (isActiveTreatment(treatment)) return 'Ongoing';
  const days = getTreatmentDays(treatment);
  if (days === null) return 'Ongoing';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

export type TreatmentBadge = { label: string; color: 'green' | 'gray' };

/**
 * Green only for a running treatment: an explicit 'ongoing' status, or no status and no end date.
 * Scheduled and completed ones are gray.
 */
export function getTreatmentBadge(treatment: { endDate?: string | null; status?: TreatmentStatus | null }): TreatmentBadge {
  if (treatment.status) {
    const label = TREATMENT_STATUS_OPTIONS.find((option) => option.value === treatment.status)?.label ?? treatment.status;
    return { label, color: treatment.status === 'ongoing' ? 'green' : 'gray' };
  }
  return isActiveTreatment(treatment) ? { label: 'Active', color: 'green' } : { label: 'Completed', color: 'gray' };
}
