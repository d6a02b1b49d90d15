// Marking a case Settled needs what it settled for and when.
import { phaseOf } from '../cases/case-phase.js';

/** A case in the settled phase (older text such as 'Settlement reached' reads the same, see phaseOf). */
export function isSettledStatus(status: string | null | undefined): boolean {
  return phaseOf(status) === 'settled';
}

export const SETTLEMENT_FACTS_REQUIRED_MESSAGE =
  'A settled case needs the settlement amount (actualSettlement) and the date closed (dateClosed)';

/**
 * The fields a case still lacks to be settled, as the case will be stored (the request's values over
 * the case's own): empty when the status is not Settled or both are present. A settlement of 0 counts
 * as an amount (a case can settle for nothing).
 */
export function missingSettlementFacts(record: {
  status: string | null;
  actualSettlement: number | null;
  dateClosed: string | null;
}): Array<'actualSettlement' | 'dateClosed'> {
  if (!isSettledStatus(record.status)) return [];
  const missing: Array<'actualSettlement' | 'dateClosed'> = [];
  if (record.actualSettlement == null) missing.push('actualSettlement');
  if (!record.dateClosed) missing.push('dateClosed');
  return missing;
}
