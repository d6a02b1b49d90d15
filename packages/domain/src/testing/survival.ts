// The tests of survival actions: a wrongful death case's deadlines as the calculator computes them, the survival
// warnings among them, and the row in force on a day.
import type { LimitationRule } from '../legal/limitation-types.js';
import { computeDeadlines, findLimitationRule } from '../legal/limitations.js';

/** The first words of every survival warning that gives a date. */
export const SURVIVAL = "Survival action (the decedent's own claim, brought by the estate): ";

/** A wrongful death case's deadlines in `jurisdiction`, computed on 2026-11-29. */
export function wrongfulDeath(jurisdiction: string, incidentDate: string, dateOfDeath: string | null) {
  return computeDeadlines({ jurisdiction, claimType: 'wrongful_death', incidentDate, dateOfDeath, today: '2026-11-29' });
}

/** The survival warnings among `warnings`. */
export function survivalWarnings(warnings: string[]) {
  return warnings.filter((warning) => warning.startsWith('Survival action'));
}

/** The row of `claimType` in force in `jurisdiction` for a claim accruing on `accrualDate`; throws when none is. */
export function rowOn(jurisdiction: string, claimType: LimitationRule['claimType'], accrualDate: string): LimitationRule {
  const rule = findLimitationRule({ jurisdiction, claimType, accrualDate });
  if (!rule) throw new Error(`no ${jurisdiction} ${claimType} row on ${accrualDate}`);
  return rule;
}
