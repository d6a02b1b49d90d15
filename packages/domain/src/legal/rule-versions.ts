// Each limitation rule row's identity and fingerprint, the version of the rule tables, and when a row is due to be
// verified again: how a corrected or added row is told apart from the one a case's dates were confirmed under.
import { addLegalPeriod } from './calendar.js';
import { COURT_CALENDARS, type CourtCalendar } from './court-calendars.js';
import { LIMITATION_RULES } from './limitation-rules.js';
import type { LimitationRule, NoticeOfClaim } from './limitation-types.js';
import type { IsoDate } from '../shared/iso-date.js';

/** A row as a case's confirmation records it: which row, and what it said then. */
export type RuleRowRef = { ruleId: string; fingerprint: string };

/** A row is to be verified again this long after its verified-on date. */
export const REVERIFY_AFTER_YEARS = 1;

/**
 * A row's identity across corrections: jurisdiction, claim type, the first accrual date it governs and, for a row
 * limited to some case types, those types (`CO/general_injury/2000-01-01/motor_vehicle+truck+motorcycle`), and for a
 * row that binds the State only, `/state` (`NY/government_entity/2000-01-01/state`: New York's Court of Claims Act beside
 * the row for its cities and counties, whose id predates the split and stays as it was). Correcting
 * a row's period or citation keeps its id (and changes its fingerprint); a new effective period is a new row.
 */
export function limitationRuleId(rule: {
  jurisdiction: string;
  claimType: string;
  effectiveFrom: string;
  caseTypes?: readonly string[] | null;
  governments?: string | null;
}): string {
  const base = `${rule.jurisdiction}/${rule.claimType}/${rule.effectiveFrom}`;
  const forCaseTypes = rule.caseTypes && rule.caseTypes.length > 0 ? `${base}/${rule.caseTypes.join('+')}` : base;
  return rule.governments === 'state' ? `${forCaseTypes}/state` : forCaseTypes;
}

/** JSON with object keys sorted at every level, so the same content always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** cyrb53: a fast 53-bit string hash (not for secrets; it tells versions of a row apart), as 14 hex digits. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * What the row says, as a fingerprint: everything but its verified-on date, so re-verifying a row unchanged keeps
 * its fingerprint, while a corrected period, tolling rule, notice, citation or verified flag changes it.
 */
export function fingerprintLimitationRule(rule: LimitationRule): string {
  const { verifiedOn: _verifiedOn, ...content } = rule;
  // A notice read again on a later day keeps its fingerprint too, and so does its provision for minors.
  const notice = content.noticeOfClaim ? withoutReadDates(content.noticeOfClaim) : null;
  // So does a tolling statute read again.
  const { verifiedOn: _tollingVerifiedOn, ...minorTolling } = content.minorTolling;
  return hash53(canonicalJson({ ...content, noticeOfClaim: notice, minorTolling }));
}

function withoutReadDates(notice: NoticeOfClaim): Omit<NoticeOfClaim, 'verifiedOn'> {
  const { verifiedOn: _noticeVerifiedOn, ...rest } = notice;
  if (!rest.minorRule) return rest;
  const { verifiedOn: _minorVerifiedOn, ...minorRule } = rest.minorRule;
  return { ...rest, minorRule };
}

export function ruleRowRef(rule: LimitationRule): RuleRowRef {
  return { ruleId: limitationRuleId(rule), fingerprint: fingerprintLimitationRule(rule) };
}

/**
 * The version of everything that computes a date: every limitation row's fingerprint and every court calendar. A case
 * checked under this version needs no new check until it changes.
 */
export function rulesVersion(
  rules: readonly LimitationRule[] = LIMITATION_RULES,
  calendars: Readonly<Record<string, CourtCalendar>> = COURT_CALENDARS,
): string {
  const rows = rules.map((rule) => `${limitationRuleId(rule)}=${fingerprintLimitationRule(rule)}`).sort();
  return hash53(`${rows.join('\n')}\n${canonicalJson(calendars)}`);
}

/** True when a verified row's verified-on date is more than a year before `today` (an unverified row has none). */
export function needsReverification(verifiedOn: IsoDate | null, today: IsoDate): boolean {
  if (!verifiedOn) return false;
  return addLegalPeriod(verifiedOn, { years: REVERIFY_AFTER_YEARS }) < today;
}
