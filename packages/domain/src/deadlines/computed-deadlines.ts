// Which computed deadlines a case should have given its facts, and how the stored ones follow when the facts change.
import { toCaseTypeCode } from '../cases/case-types.js';
import { computeDeadlines, type DeadlineItem, type DefendantKind, type GovernmentClaimDates } from '../legal/limitations.js';
import { COURT_CALENDARS, type CourtCalendar } from '../legal/court-calendars.js';
import type { LimitationRule } from '../legal/limitation-types.js';
import { ruleRowRef, type RuleRowRef } from '../legal/rule-versions.js';
import type { IsoDate } from '../shared/iso-date.js';
import { claimTypeForCaseType } from './case-facts.js';
import type { DeadlineRule } from './deadline-schemas.js';

/** The case facts the limitation rules read. */
export type DeadlineFacts = {
  state: string | null;
  incidentDate: IsoDate | null;
  clientDateOfBirth: IsoDate | null;
  /** Wrongful death: the decedent's date of death (the period runs from it); absent or null when not entered. */
  dateOfDeath?: IsoDate | null;
  caseType: string | null;
  /**
   * True when the case records property damage (an estimate above 0): the property damage claim (a car or other
   * personal property damaged in the incident) gets its own period, where the state has a row for it.
   */
  propertyDamage?: boolean;
  /** The kinds of the case's defendants other than federal governments (a government owes a notice of claim). */
  defendantKinds: readonly DefendantKind[];
  /** The case's federal government defendants (FTCA), each with the day its agency denied the claim, if entered. */
  federalDefendants?: ReadonlyArray<{ claimDeniedOn: IsoDate | null }>;
  /** The claim to a state or local government defendant: when it was filed and denied, where entered. */
  governmentClaim?: GovernmentClaimDates | null;
  /** The level of each state or local government defendant ('state', 'local', or null when not entered). */
  governmentLevels?: ReadonlyArray<'state' | 'local' | null>;
};

/**
 * The claim dates that count against the case's state and local government defendants (a level not entered counts
 * as one): the earliest filing and the earliest denial entered on any of them, so the suit date given is never the
 * later of two. Null when there is no such defendant.
 */
export function governmentClaimOf(
  defendants: ReadonlyArray<{ claimFiledOn: IsoDate | null; claimDeniedOn: IsoDate | null }>,
): GovernmentClaimDates | null {
  if (defendants.length === 0) return null;
  const earliest = (dates: Array<IsoDate | null>): IsoDate | null =>
    dates.filter((date): date is IsoDate => date !== null).sort()[0] ?? null;
  return {
    presentedOn: earliest(defendants.map((party) => party.claimFiledOn)),
    deniedOn: earliest(defendants.map((party) => party.claimDeniedOn)),
  };
}

/**
 * Identifies a computed deadline across recomputations: the general period, the government's own period, the notice
 * (with `_state` when the statute binds the State only, so a case suing a city and the State keeps both), and for a
 * federal defendant the FTCA administrative claim and the suit after its denial.
 */
export type ComputedDeadlineKey =
  | 'sol'
  | 'sol_property_damage'
  | 'sol_government'
  | 'sol_government_state'
  | 'notice_of_claim'
  | 'notice_of_claim_state'
  | 'ftca_claim'
  | 'ftca_suit';

export type ComputedDeadline = {
  computedKey: ComputedDeadlineKey;
  kind: 'statute_of_limitations' | 'notice_of_claim';
  title: string;
  dueDate: IsoDate;
  nominalDate: IsoDate;
  movedBecause: 'weekend' | 'holiday' | null;
  holidayName: string | null;
  rule: DeadlineRule;
  /** The table row the date came from and its fingerprint (what a confirmation records). */
  source: RuleRowRef;
};

export type DeadlinePlan = { items: ComputedDeadline[]; unknownReason: string | null; warnings: string[] };

function keyOf(item: DeadlineItem): ComputedDeadlineKey {
  if (item.rule.claimType === 'property_damage' && item.kind === 'statute_of_limitations' && !item.appliesTo) return 'sol_property_damage';
  if (item.appliesTo === 'federal') return item.kind === 'notice_of_claim' ? 'ftca_claim' : 'ftca_suit';
  if (item.kind === 'notice_of_claim') return item.notice?.governments === 'state' ? 'notice_of_claim_state' : 'notice_of_claim';
  if (item.appliesTo !== 'government') return 'sol';
  return item.rule.governments === 'state' ? 'sol_government_state' : 'sol_government';
}

function titleOf(item: DeadlineItem): string {
  if (item.appliesTo === 'federal') {
    return item.kind === 'notice_of_claim'
      ? 'Administrative claim to the federal agency (FTCA, Standard Form 95)'
      : 'Suit against the United States (FTCA, 6 months after the denial)';
  }
  if (item.kind === 'notice_of_claim') return item.notice ? `Notice of claim to ${item.notice.to}` : 'Notice of claim';
  if (keyOf(item) === 'sol_property_damage') return 'Statute of limitations (property damage)';
  if (item.appliesTo !== 'government') return 'Statute of limitations';
  return item.rule.governments === 'state'
    ? 'Statute of limitations (claim against the State)'
    : 'Statute of limitations (claim against the government)';
}

/**
 * The rule as stored with the deadline; a notice carries its own period, citation and verification (read in its own
 * statute, it stands verified beside a suit period left unverified, as Wisconsin's § 893.82(3) does), and a notice
 * dated by its provision for minors shows that provision (its period after majority and its citation).
 */
function ruleOf(item: DeadlineItem): DeadlineRule {
  const { rule, notice, minorRule } = item;
  if (notice && minorRule) {
    return {
      jurisdiction: rule.jurisdiction,
      claimType: rule.claimType,
      period: minorRule.afterMajority,
      citation: `${minorRule.citation} (minor at the incident; notice under ${notice.citation})`,
      effectiveFrom: rule.effectiveFrom,
      ...(rule.caseTypes ? { caseTypes: [...rule.caseTypes] } : {}),
      ...(rule.governments ? { governments: rule.governments } : {}),
      ...(rule.governments ? { governments: rule.governments } : {}),
      verifiedOn: minorRule.verifiedOn ?? notice.verifiedOn ?? rule.verifiedOn,
      verified: minorRule.verified && notice.verified,
      note: minorRule.note ?? notice.note ?? null,
    };
  }
  if (notice) {
    return {
      jurisdiction: rule.jurisdiction,
      claimType: rule.claimType,
      period: notice.period,
      citation: notice.citation,
      effectiveFrom: rule.effectiveFrom,
      ...(rule.caseTypes ? { caseTypes: [...rule.caseTypes] } : {}),
      ...(rule.governments ? { governments: rule.governments } : {}),
      ...(rule.governments ? { governments: rule.governments } : {}),
      verifiedOn: notice.verified ? (notice.verifiedOn ?? rule.verifiedOn) : null,
      verified: notice.verified,
      note: notice.note ?? null,
    };
  }
  return {
    jurisdiction: rule.jurisdiction,
    claimType: rule.claimType,
    period: rule.period,
    citation: rule.citation,
    effectiveFrom: rule.effectiveFrom,
    ...(rule.caseTypes ? { caseTypes: [...rule.caseTypes] } : {}),
    ...(rule.governments ? { governments: rule.governments } : {}),
    verifiedOn: rule.verifiedOn,
    verified: rule.verified,
    note: rule.note ?? null,
  };
}

/** One FTCA path for all federal defendants, with the earliest denial entered (the earliest suit deadline). */
function federalDefendantOf(federal: ReadonlyArray<{ claimDeniedOn: IsoDate | null }>): { claimDeniedOn: IsoDate | null } | null {
  if (federal.length === 0) return null;
  const denials = federal
    .map((party) => party.claimDeniedOn)
    .filter((date): date is IsoDate => date !== null)
    .sort();
  return { claimDeniedOn: denials[0] ?? null };
}

/**
 * The computed deadlines the case's facts give today. A due date moves off weekends and off the verified holidays of
 * the court the deadline would be filed in (the state's courts; the federal courts for an FTCA row), never off a
 * holiday that court does not keep. A due date on one of that court's unverified holidays gets a warning instead.
 */
export function planComputedDeadlines(
  facts: DeadlineFacts,
  calendars: Readonly<Record<string, CourtCalendar>> = COURT_CALENDARS,
  rules?: readonly LimitationRule[],
): DeadlinePlan {
  const input = {
    jurisdiction: facts.state,
    claimType: claimTypeForCaseType(facts.caseType),
    caseType: toCaseTypeCode(facts.caseType),
    incidentDate: facts.incidentDate,
    clientDateOfBirth: facts.clientDateOfBirth,
    dateOfDeath: facts.dateOfDeath ?? null,
    defendantKinds: facts.defendantKinds,
    federalDefendant: federalDefendantOf(facts.federalDefendants ?? []),
    governmentClaim: facts.governmentClaim ?? null,
    governmentLevels: facts.governmentLevels ?? [],
  };
  const result = computeDeadlines({ ...input, calendars, rules });
  const warnings = [...result.warnings];
  const computed = [...result.items];
  if (facts.propertyDamage && input.claimType !== 'property_damage' && !result.unknownReason) {
    // The property claim's own period; the notice of claim and a government's own period are the injury's above. Against
    // the United States alone the FTCA governs the property claim too, so the state's period is not given.
    const property = computeDeadlines({
      ...input,
      claimType: 'property_damage',
      defendantKinds: [],
      federalDefendant: input.defendantKinds.length === 0 ? input.federalDefendant : null,
      governmentClaim: null,
      calendars,
      rules,
    });
    computed.push(...property.items.filter((item) => item.kind === 'statute_of_limitations' && !item.appliesTo));
    if (property.unknownReason) warnings.push(`Property damage: ${property.unknownReason}`);
    for (const warning of property.warnings) if (!warnings.includes(warning)) warnings.push(warning);
  }
  const items = computed.map((item) => ({
    computedKey: keyOf(item),
    kind: item.kind,
    title: titleOf(item),
    dueDate: item.dueDate,
    nominalDate: item.nominalDate,
    movedBecause: item.movedBecause ?? null,
    holidayName: item.holidayName ?? null,
    rule: ruleOf(item),
    source: ruleRowRef(item.rule),
  }));
  return { items, unknownReason: result.unknownReason ?? null, warnings };
}

/** A stored computed deadline, as far as the reconciliation needs it. */
export type StoredComputedDeadline = {
  id: string;
  computedKey: ComputedDeadlineKey;
  dueDate: IsoDate;
  status: 'open' | 'met' | 'dismissed';
  overrideReason: string | null;
};

export type DeadlineReconciliation = {
  insert: ComputedDeadline[];
  /** `dueDateChanged`: the confirmation no longer holds and is cleared. */
  update: Array<{ id: string; next: ComputedDeadline; dueDateChanged: boolean }>;
  /** Open computed deadlines the facts no longer give (e.g. the government defendant was removed). */
  remove: string[];
};

/**
 * How the stored computed deadlines follow the facts. Only open ones the attorney has not overridden
 * move; an overridden, met or dismissed deadline is the attorney's decision and stays as it is (and a
 * new computation for its key is not added beside it). Custom deadlines are never passed in.
 */
export function reconcileComputedDeadlines(
  stored: readonly StoredComputedDeadline[],
  planned: readonly ComputedDeadline[],
): DeadlineReconciliation {
  const byKey = new Map(stored.map((row) => [row.computedKey, row]));
  const isFollowing = (row: StoredComputedDeadline) => row.status === 'open' && row.overrideReason === null;
  const plannedKeys = new Set(planned.map((item) => item.computedKey));
  const result: DeadlineReconciliation = { insert: [], update: [], remove: [] };
  for (const item of planned) {
    const row = byKey.get(item.computedKey);
    if (!row) result.insert.push(item);
    else if (isFollowing(row)) result.update.push({ id: row.id, next: item, dueDateChanged: row.dueDate !== item.dueDate });
  }
  for (const row of stored) if (!plannedKeys.has(row.computedKey) && isFollowing(row)) result.remove.push(row.id);
  return result;
}
