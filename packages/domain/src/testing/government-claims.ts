// The tests of claims against governments and of the court calendars: a case's deadlines as the calculator computes
// them, and the rows a test compares.
import { listCourtHolidays } from '../legal/court-calendars.js';
import { computeDeadlines, type ComputeDeadlinesInput } from '../legal/limitations.js';

export type GovernmentCase = Partial<ComputeDeadlinesInput> & Pick<ComputeDeadlinesInput, 'jurisdiction'>;

/** A general injury on 2024-03-12 against a government defendant, computed on 2026-11-27; `input` changes any of it. */
export function againstGovernment(input: GovernmentCase) {
  return computeDeadlines({
    claimType: 'general_injury',
    incidentDate: '2024-03-12',
    defendantKinds: ['government'],
    today: '2026-11-27',
    ...input,
  });
}

/** Each deadline as [kind, appliesTo (null for the whole case), due date, the notice's or the row's citation]. */
export function deadlineRows(result: ReturnType<typeof computeDeadlines>) {
  return result.items.map((item) => [item.kind, item.appliesTo ?? null, item.dueDate, item.notice?.citation ?? item.rule.citation]);
}

/** A general injury's limitation date in `jurisdiction` (no defendant entered), and the warnings joined by new lines. */
export function generalLimitation(jurisdiction: string, incidentDate: string) {
  const result = computeDeadlines({ jurisdiction, claimType: 'general_injury', incidentDate, today: '2026-11-27' });
  return { item: result.items.find((entry) => entry.kind === 'statute_of_limitations')!, warnings: result.warnings.join('\n') };
}

/** The court's holidays in `year`, by name. */
export function courtHolidaysByName(court: string, year: number) {
  return Object.fromEntries(listCourtHolidays(court, year).map((holiday) => [holiday.name, holiday]));
}
