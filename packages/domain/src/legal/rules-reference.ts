// The fault doctrine and court holiday rows as the Rules page in Settings lists them: each with its citation, effective
// date, verified-on date and whether it is due to be verified again.
import type { IsoDate } from '../shared/iso-date.js';
import { COMPARATIVE_FAULT_RULES, type ComparativeFaultRule, type FaultDoctrine } from './comparative-fault.js';
import { COURT_CALENDARS, courtCalendarFor, type CourtCalendar } from './court-calendars.js';
import { describeUsState } from './jurisdictions.js';
import { needsReverification } from './rule-versions.js';
import { holidayDateIn } from './state-court-holidays.js';

export const FAULT_DOCTRINE_LABELS: Readonly<Record<FaultDoctrine, string>> = {
  pure_comparative: 'Pure comparative fault',
  modified_50: 'Modified comparative: barred at 50%',
  modified_51: 'Modified comparative: barred above 50%',
  modified_51_or_more: 'Modified comparative: barred at 51% or more',
  contributory: 'Contributory negligence: any fault bars',
  slight_gross: 'Slight/gross: barred unless the fault is slight',
  modified_51_noneconomic: 'Hybrid: above 50% only economic damages, reduced',
};

export type FaultRuleRow = {
  jurisdiction: string;
  jurisdictionName: string;
  doctrine: FaultDoctrine;
  doctrineText: string;
  citation: string;
  effectiveFrom: IsoDate;
  /** 'filing' when the row is chosen by the filing date (Florida's HB 837), else by accrual. */
  appliesBy: 'accrual' | 'filing';
  verified: boolean;
  verifiedOn: IsoDate | null;
  reverify: boolean;
  note: string | null;
};

function nameOf(code: string): string {
  if (code === 'US') return 'Federal courts';
  return describeUsState(code);
}

/** Every comparative-fault row, in table order (by jurisdiction, then effective date), as of `today`. */
export function faultRuleRows(today: IsoDate, rules: readonly ComparativeFaultRule[] = COMPARATIVE_FAULT_RULES): FaultRuleRow[] {
  return rules.map((rule) => ({
    jurisdiction: rule.jurisdiction,
    jurisdictionName: nameOf(rule.jurisdiction),
    doctrine: rule.doctrine,
    doctrineText: FAULT_DOCTRINE_LABELS[rule.doctrine],
    citation: rule.citation,
    effectiveFrom: rule.effectiveFrom,
    appliesBy: rule.appliesBy ?? 'accrual',
    verified: rule.verified,
    verifiedOn: rule.verifiedOn,
    reverify: rule.verified && needsReverification(rule.verifiedOn, today),
    note: rule.note ?? null,
  }));
}

export type CourtHolidayRow = {
  name: string;
  /** The day in the year asked for (the calendar day, before any weekend observance); null when not kept that year. */
  date: IsoDate | null;
  citation: string;
  verified: boolean;
  verifiedOn: IsoDate | null;
  reverify: boolean;
  note: string | null;
};

export type CourtHolidayTable = {
  court: string;
  courtName: string;
  /** The rule that says which days close the court; 'not on file' when the state's own list was not checked. */
  citation: string;
  note: string | null;
  holidays: CourtHolidayRow[];
};

/**
 * The holidays of the court where a case in `court` (a USPS code, or 'US' for the federal courts) would be filed, each
 * with its date in `year`. A state whose own list was not checked shows the federal list and its known extra days, all
 * unverified: none of them moves a date.
 */
export function courtHolidayTable(
  court: string,
  year: number,
  today: IsoDate,
  calendars: Readonly<Record<string, CourtCalendar>> = COURT_CALENDARS,
): CourtHolidayTable {
  const calendar = courtCalendarFor(court, calendars);
  const holidays = calendar.holidays.map((rule) => {
    const kept = (rule.fromYear === undefined || year >= rule.fromYear) && (rule.untilYear === undefined || year <= rule.untilYear);
    return {
      name: rule.name,
      date: kept ? holidayDateIn(year, rule.when) : null,
      citation: rule.citation,
      verified: rule.verified,
      verifiedOn: rule.verifiedOn,
      reverify: rule.verified && needsReverification(rule.verifiedOn, today),
      note: rule.note ?? null,
    };
  });
  holidays.sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999'));
  return { court, courtName: nameOf(court), citation: calendar.citation, note: calendar.note ?? null, holidays };
}
