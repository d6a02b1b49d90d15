// Filing deadlines from the limitation rules: statute of limitations, minority tolling, notice of claim, court days.
import { countDaysBetween, getTodayIsoDate, isIsoDate, type IsoDate } from '../shared/iso-date.js';
import { addDays, addLegalPeriod, describeLegalPeriod } from './calendar.js';
import { COURT_CALENDARS, courtCalendarFor, courtHolidaysAround, type CourtCalendar } from './court-calendars.js';
import { rollToNextBusinessDay } from './court-holidays.js';
import { describeUsState, LEGAL_TABLE_COVERAGE_START } from './jurisdictions.js';
import { LIMITATION_RULES } from './limitation-rules.js';
import type {
  ClaimType,
  GovernmentScope,
  LimitationRule,
  NoticeMinorRule,
  NoticeOfClaim,
  RepresentativeRule,
  SurvivalRule,
} from './limitation-types.js';

export const UNKNOWN_LIMITATIONS_MESSAGE = 'Statute of limitations unknown — enter the state and incident date';

export type DefendantKind = 'person' | 'business' | 'government';

/** The claim presented to a state or local government defendant: the day it was filed and the day it was denied. */
export type GovernmentClaimDates = { presentedOn?: IsoDate | null; deniedOn?: IsoDate | null };

/**
 * The row in force for a claim of this type that accrued on `accrualDate`, or null when none is on file. A row limited
 * to case types (`caseTypes`) that include the case's type governs ahead of the jurisdiction's other rows; without a
 * case type, or for another one, such a row is never chosen. A row that binds one level of government only
 * (`governments`) is chosen for that level: a 'state' row only when `governments` asks for the state, a 'local' row
 * for local governments or when no level is asked.
 */
export function findLimitationRule(input: {
  jurisdiction: string;
  claimType: ClaimType;
  accrualDate: IsoDate;
  /** The case's type (a CASE_TYPES code), for rows limited to some case types. */
  caseType?: string | null;
  /** The level of government sued; absent counts as local. */
  governments?: GovernmentScope;
  /** The rule table to read; LIMITATION_RULES unless a test or a rule-change check passes another version. */
  rules?: readonly LimitationRule[];
}): LimitationRule | null {
  const { jurisdiction, claimType, accrualDate, caseType = null, governments = 'local', rules = LIMITATION_RULES } = input;
  if (!isIsoDate(accrualDate) || accrualDate < LEGAL_TABLE_COVERAGE_START) return null;
  let found: LimitationRule | null = null;
  let foundForCaseType: LimitationRule | null = null;
  for (const rule of rules) {
    if (rule.jurisdiction !== jurisdiction || rule.claimType !== claimType || rule.effectiveFrom > accrualDate) continue;
    if (rule.governments && rule.governments !== governments) continue;
    if (rule.caseTypes) {
      const applies = caseType !== null && (rule.caseTypes as readonly string[]).includes(caseType);
      if (applies && (foundForCaseType === null || rule.effectiveFrom > foundForCaseType.effectiveFrom)) foundForCaseType = rule;
    } else if (found === null || outranks(rule, found)) {
      found = rule;
    }
  }
  return foundForCaseType ?? found;
}

/** A row for one level of government outranks a row for every level; then the later row does. */
function outranks(rule: LimitationRule, other: LimitationRule): boolean {
  if (Boolean(rule.governments) !== Boolean(other.governments)) return Boolean(rule.governments);
  return rule.effectiveFrom > other.effectiveFrom;
}

export type DeadlineItem = {
  kind: 'statute_of_limitations' | 'notice_of_claim';
  /** The date the period itself ends. */
  nominalDate: IsoDate;
  /** The nominal date, or the next business day when the court is closed on it. */
  dueDate: IsoDate;
  movedBecause?: 'weekend' | 'holiday';
  holidayName?: string;
  /** The row the date comes from; `rule.verified` false means the UI must show it as unverified. */
  rule: LimitationRule;
  /** For notice_of_claim: the notice requirement applied (it has its own citation and verified flag). */
  notice?: NoticeOfClaim;
  /** For notice_of_claim: set when the notice's verified minor provision gave the date instead of the incident. */
  minorRule?: NoticeMinorRule;
  /** Set when the clock started at the client's majority instead of the incident. */
  clockStartedOn?: IsoDate;
  /**
   * Set when the tolling statute's outer limit (years from accrual) ended the period before majority + period did;
   * for a notice, when the minor provision's limit from accrual did.
   */
  tollingCappedBy?: string;
  /** Set when the row's statute of repose (counted from the act) ended the period before it would otherwise end. */
  reposeCappedBy?: string;
  /** 'government' when the item concerns only the state or local government defendant(s); 'federal' the United States. */
  appliesTo?: 'government' | 'federal';
};

export type DeadlineResult = {
  items: DeadlineItem[];
  unknownReason?: string;
  /** Caveats the attorney must read with the dates (discovery rule, tolling not applied, no notice rule on file). */
  warnings: string[];
};

export type ComputeDeadlinesInput = {
  jurisdiction?: string | null;
  claimType: ClaimType;
  /** The case's type (a CASE_TYPES code): picks a row limited to it, e.g. Colorado's motor-vehicle period. */
  caseType?: string | null;
  /** The incident date (a wrongful death period runs from `dateOfDeath` when it is given). */
  incidentDate?: IsoDate | null;
  clientDateOfBirth?: IsoDate | null;
  defendantKinds?: readonly DefendantKind[];
  /**
   * Each court's holidays by jurisdiction ('US' for the federal courts); COURT_CALENDARS unless a test passes its own.
   * Each deadline follows the calendar of its own court only.
   */
  calendars?: Readonly<Record<string, CourtCalendar>>;
  /**
   * A federal defendant (a government party at the federal level): the FTCA administrative claim, and the suit
   * deadline once the agency's final denial is entered. Pass it instead of 'government' in `defendantKinds`, so the
   * state's notice of claim is not given for it.
   */
  federalDefendant?: { claimDeniedOn: IsoDate | null } | null;
  /**
   * The claim to a state or local government defendant, for the suit periods that run from its denial
   * ('claim_denial', e.g. Oklahoma, California) or its filing ('claim_presented', Wyoming). Without the date the
   * period gets a warning saying what starts it, never a date.
   */
  governmentClaim?: GovernmentClaimDates | null;
  /** The decedent's date of death (wrongful death cases); checked against the incident. */
  dateOfDeath?: IsoDate | null;
  /**
   * The levels entered on the case's state and local government defendants ('state' or 'local'; null when not
   * entered): a rule that binds only local governments is not given for a claim whose every such defendant is the
   * state. Absent or empty: the levels are unknown and every rule is given, as for local governments.
   */
  governmentLevels?: ReadonlyArray<'state' | 'local' | null>;
  /** Today, for the check that the incident is not in the future; defaults to today's UTC date. */
  today?: IsoDate;
  /** The limitation rule table; LIMITATION_RULES unless a test passes a changed version of it. */
  rules?: readonly LimitationRule[];
};

/** Every warning about a fact that is probably mistyped starts with this, so the page can show it as an alert. */
export const DATE_CHECK_PREFIX = 'Check the dates: ';

/**
 * Dates that cannot all be right: a client born after the incident, an incident in the future, a death before the
 * incident. Each gives a warning (starting with DATE_CHECK_PREFIX); nothing is refused, since one of them may be the
 * typing error and the attorney knows which.
 */
export function checkCaseDates(input: {
  incidentDate?: IsoDate | null;
  clientDateOfBirth?: IsoDate | null;
  dateOfDeath?: IsoDate | null;
  today?: IsoDate;
}): string[] {
  const valid = (date: IsoDate | null | undefined): IsoDate | null => (date && isIsoDate(date) ? date : null);
  const incident = valid(input.incidentDate);
  const birth = valid(input.clientDateOfBirth);
  const death = valid(input.dateOfDeath);
  const today = input.today ?? getTodayIsoDate();
  const warnings: string[] = [];
  if (incident && birth && birth > incident) {
    warnings.push(
      `${DATE_CHECK_PREFIX}the client's date of birth (${birth}) is after the incident (${incident}); minority tolling was not applied.`,
    );
  }
  if (incident && incident > today) warnings.push(`${DATE_CHECK_PREFIX}the incident date (${incident}) is in the future.`);
  if (incident && death && death < incident) {
    warnings.push(`${DATE_CHECK_PREFIX}the date of death (${death}) is before the incident (${incident}).`);
  }
  if (death && death > today) warnings.push(`${DATE_CHECK_PREFIX}the date of death (${death}) is in the future.`);
  if (birth && death && death < birth) {
    warnings.push(`${DATE_CHECK_PREFIX}the date of death (${death}) is before the date of birth (${birth}).`);
  }
  return warnings;
}

/**
 * The deadlines for a claim: the statute of limitations (with minority tolling where the row says the clock starts at
 * majority and that is verified) and, when a defendant is a government, the notice of claim and the government's own
 * limitation period. A date on a weekend moves to the next business day, and so does one on a verified holiday of
 * the court the deadline would be filed in (the state's courts; the federal courts for an FTCA row), never one on a
 * holiday that court does not keep; an unverified holiday on the due date gives a warning instead. Discovery-rule
 * dates are computed from the incident, the earliest the clock can start. A calculator, not legal advice: the
 * attorney verifies every date.
 */
export function computeDeadlines(input: ComputeDeadlinesInput): DeadlineResult {
  const { jurisdiction, claimType, incidentDate, clientDateOfBirth, defendantKinds = [] } = input;
  const dateChecks = checkCaseDates(input);
  if (!jurisdiction || !incidentDate || !isIsoDate(incidentDate)) {
    return { items: [], unknownReason: UNKNOWN_LIMITATIONS_MESSAGE, warnings: dateChecks };
  }

  const warnings: string[] = [...dateChecks];
  const items: DeadlineItem[] = [];
  const againstGovernment = claimType === 'government_entity' || defendantKinds.includes('government');
  // A birth date after the incident is a typing error: tolling from it would add decades, so it is not applied.
  const dateOfBirth = clientDateOfBirth && isIsoDate(clientDateOfBirth) && clientDateOfBirth <= incidentDate ? clientDateOfBirth : null;
  if (clientDateOfBirth && !isIsoDate(clientDateOfBirth)) {
    warnings.push('The date of birth is not a valid date; minority tolling was not applied.');
  }

  const finish = (fields: Omit<DeadlineItem, 'dueDate'>): DeadlineItem => {
    // Presented when received, or a suit period counted from a claim's denial or filing (the FTCA suit, the state
    // suits after a denial), kept unmoved on purpose: the nominal date is the due date, the earlier one.
    if (fields.notice?.presentedOnReceipt || runsFromClaimEvent(fields.rule)) {
      return { ...fields, dueDate: fields.nominalDate };
    }
    return { ...fields, ...rollOnCourtCalendar(fields, input.calendars ?? COURT_CALENDARS, warnings) };
  };

  const dateOfDeath = input.dateOfDeath && isIsoDate(input.dateOfDeath) ? input.dateOfDeath : null;
  /** When a wrongful death period starts: the death (the incident, the earlier date, until it is entered). */
  const accrualFor = (claim: ClaimType): IsoDate => (claim === 'wrongful_death' && dateOfDeath ? dateOfDeath : incidentDate);

  /** A suit period that runs from the claim's denial or filing: its date once that day is entered, else a warning. */
  const claimEventItem = (rule: LimitationRule, appliesTo?: 'government'): DeadlineItem | null => {
    const entered = rule.clockStarts === 'claim_denial' ? input.governmentClaim?.deniedOn : input.governmentClaim?.presentedOn;
    let event = entered && isIsoDate(entered) ? entered : null;
    const deemed = rule.clockStarts === 'claim_denial' ? deemedDenial(rule, input.governmentClaim?.presentedOn) : null;
    if (deemed && (event === null || deemed < event)) {
      event = deemed;
      warnings.push(
        `${rule.deemedDeniedAfter!.citation}: a claim not approved within ${describeLegalPeriod(rule.deemedDeniedAfter!.period)} ` +
          `of its filing is deemed denied, on ${deemed}; the suit date counts from that day` +
          (entered && isIsoDate(entered) ? `, not from the later denial entered (${entered}).` : '.'),
      );
    }
    if (event) {
      return finish({
        kind: 'statute_of_limitations',
        nominalDate: addLegalPeriod(event, rule.period),
        rule,
        ...(appliesTo ? { appliesTo } : {}),
      });
    }
    const { minorTolling } = rule;
    const minorAtIncident = dateOfBirth !== null && addLegalPeriod(dateOfBirth, { years: minorTolling.ageOfMajority }) > incidentDate;
    if (minorAtIncident && minorTolling.rule === 'limited' && minorTolling.note) {
      warnings.push(
        `The client was a minor at the incident: ${minorTolling.citation ?? rule.citation} may give a minor another period (${minorTolling.note}); not applied.`,
      );
    }
    const what = rule.clockStarts === 'claim_denial' ? "the claim's denial" : 'the day the claim was filed';
    warnings.push(
      `${rule.citation}: suit against the government runs from ${what} (${describeLegalPeriod(rule.period)} after it); ` +
        'no date is given until that day is entered.',
    );
    const fallback = rule.ifNoWrittenDenial;
    if (fallback) {
      warnings.push(
        `${fallback.citation}: if no written notice of the denial is given, suit is due ${describeLegalPeriod(fallback.period)} ` +
          `after accrual: ${addLegalPeriod(incidentDate, fallback.period)}, counted from the incident.`,
      );
    }
    return null;
  };

  /** The day the row's own clock starts before any tolling: the death for a wrongful death period once entered. */
  const accrualOf = (rule: LimitationRule): IsoDate => (rule.clockStarts === 'death' && dateOfDeath ? dateOfDeath : incidentDate);

  const limitationItem = (rule: LimitationRule, appliesTo?: 'government'): DeadlineItem | null => {
    if (runsFromClaimEvent(rule)) return claimEventItem(rule, appliesTo);
    const accrual = accrualOf(rule);
    if (rule.clockStarts === 'death' && !dateOfDeath) {
      warnings.push(
        `${rule.citation}: the period runs from the date of death; none is entered, ` +
          'so this date counts from the incident, the earliest it can start.',
      );
    }
    const youngChild = youngChildBirthday(rule, incidentDate, dateOfBirth);
    const minorPeriodEnd = minorPeriodDate(rule, incidentDate, dateOfBirth);
    const birthInjuryEnd = birthInjuryDate(rule, incidentDate, dateOfBirth);
    const clockStart =
      birthInjuryEnd !== null
        ? accrual
        : startOfClock(rule, accrual, dateOfBirth, youngChild === null && minorPeriodEnd === null ? warnings : []);
    if (rule.clockStarts === 'discovery') {
      warnings.push(`${rule.citation}: the period runs from discovery; this date counts from the incident, the earliest it can start.`);
    }
    let nominalDate = addLegalPeriod(clockStart, rule.period);
    if (birthInjuryEnd !== null) {
      const { citation, beforeAge } = rule.minorTolling.birthInjury!;
      warnings.push(
        `${citation}: the incident is on the client's date of birth, an injury sustained at birth, so the claim must be ` +
          `brought before the ${ordinal(beforeAge)} birthday (by ${birthInjuryEnd}), in place of the tolling to majority.`,
      );
      if (birthInjuryEnd > nominalDate) nominalDate = birthInjuryEnd;
    } else if (rule.minorTolling.birthInjury && rule.minorTolling.verified && dateOfBirth && clockStart !== accrual) {
      const { citation, beforeAge } = rule.minorTolling.birthInjury;
      const lastDay = addDays(addLegalPeriod(dateOfBirth, { years: beforeAge }), -1);
      warnings.push(
        `${citation}: the incident date is not the client's date of birth; if the injury was in fact sustained at birth, the ` +
          `claim must be brought before the ${ordinal(beforeAge)} birthday (by ${lastDay}), not the tolled date.`,
      );
    }
    let tollingCappedBy: string | undefined;
    const afterMajority = rule.minorTolling.maxAfterMajority;
    if (clockStart !== accrual && afterMajority) {
      const limit = addLegalPeriod(clockStart, afterMajority);
      if (limit < nominalDate) {
        const untolled = addLegalPeriod(accrual, rule.period);
        nominalDate = untolled > limit ? untolled : limit;
        tollingCappedBy = rule.minorTolling.citation ?? rule.citation;
        warnings.push(
          `${tollingCappedBy}: minority extends this period to no more than ${describeLegalPeriod(afterMajority)} after the ` +
            `client comes of age (${limit})` +
            (untolled > limit ? `; the period from the incident ends later, on ${untolled}, and is kept.` : `, so the date is ${limit}.`),
        );
      }
    }
    const maxTolled = rule.minorTolling.maxTolled;
    if (clockStart !== accrual && maxTolled) {
      const limit = addLegalPeriod(addLegalPeriod(accrual, maxTolled), rule.period);
      if (limit < nominalDate) {
        nominalDate = limit;
        tollingCappedBy = rule.minorTolling.citation ?? rule.citation;
        warnings.push(
          `${tollingCappedBy}: minority tolls this period for no more than ${describeLegalPeriod(maxTolled)}, ` +
            `so the date is ${limit}.`,
        );
      }
    }
    const cap = rule.minorTolling.maxYearsFromAccrual;
    const possible = rule.minorTolling.possibleCap;
    if (clockStart !== accrual && possible && addLegalPeriod(accrual, { years: possible.years }) < nominalDate) {
      warnings.push(
        `${possible.citation} may end this claim ${possible.years} years after accrual ` +
          `(${addLegalPeriod(accrual, { years: possible.years })}), before the tolled date: not applied, check it.`,
      );
    }
    if (clockStart !== accrual && cap != null) {
      const outerLimit = addLegalPeriod(accrual, { years: cap });
      if (outerLimit < nominalDate) {
        nominalDate = outerLimit;
        tollingCappedBy = rule.minorTolling.capCitation ?? rule.minorTolling.citation ?? rule.citation;
        warnings.push(
          `${tollingCappedBy}: minority tolling cannot extend the claim past ${cap} years from accrual, so the date is ${outerLimit}.`,
        );
      }
    }
    // A repose that minority tolls counts from the client's majority when the clock waits for it; one that yields to
    // minority gives way to the tolling statute's own outer limit.
    const reposeMajority = rule.repose?.minorityTolls && clockStart !== accrual ? clockStart : undefined;
    const reposeYields = rule.repose?.yieldsToMinority === true && clockStart !== accrual;
    if (reposeYields) {
      const tollingCitation = rule.minorTolling.capCitation ?? rule.minorTolling.citation ?? rule.citation;
      warnings.push(
        `${rule.repose!.citation}: the statute of repose (${describeLegalPeriod(rule.repose!.period)} from the act) does not ` +
          'bind a client who was a minor at the act; ' +
          (cap != null
            ? `the limit of ${cap} years from the act (${tollingCitation}) governs instead.`
            : `${tollingCitation} governs instead.`),
      );
    }
    const reposeDate = reposeYields ? null : applyRepose(rule, incidentDate, nominalDate, warnings, reposeMajority, dateOfBirth);
    const reposeCappedBy = reposeDate !== null && rule.repose ? rule.repose.citation : undefined;
    if (reposeDate !== null) nominalDate = reposeDate;
    if (minorPeriodEnd) {
      const later = minorPeriodEnd > nominalDate;
      warnings.push(
        `${rule.minorTolling.citation ?? rule.citation}: the client was a minor at the act, so the claim may be brought within ` +
          `${describeLegalPeriod(rule.minorTolling.minorPeriod!)} of it (${minorPeriodEnd})` +
          (later
            ? `, later than the period otherwise allows (${nominalDate}).`
            : `; the period otherwise ends later, on ${nominalDate}, and is kept.`),
      );
      if (later) nominalDate = minorPeriodEnd;
    }
    if (youngChild) {
      const { citation, underAge, untilAge, withinRepose, beforeBirthday } = rule.minorTolling.youngChild!;
      const repose = rule.repose;
      const reposeEnd = withinRepose && repose?.verified && repose.runsFrom === 'act' ? addLegalPeriod(incidentDate, repose.period) : null;
      const bounded = reposeEnd !== null && youngChild > reposeEnd;
      const childDate = bounded ? reposeEnd : youngChild;
      const later = childDate > nominalDate;
      warnings.push(
        `${citation}: the client was under ${underAge} at the act, so the claim may be brought ` +
          (beforeBirthday
            ? `before the ${ordinal(untilAge)} birthday (by ${youngChild})`
            : `until the ${ordinal(untilAge)} birthday (${youngChild})`) +
          (bounded ? `, but not past the statute of repose (${repose!.citation}, ${reposeEnd})` : '') +
          (later
            ? `, later than the period otherwise allows (${nominalDate}).`
            : `; the period otherwise ends later, on ${nominalDate}, and is kept.`),
      );
      if (later) nominalDate = childDate;
    }
    if (rule.representative) warnings.push(representativeWarning(rule.representative, nominalDate, dateOfDeath));
    return finish({
      kind: 'statute_of_limitations',
      nominalDate,
      rule,
      ...(clockStart !== incidentDate ? { clockStartedOn: clockStart } : {}),
      ...(tollingCappedBy ? { tollingCappedBy } : {}),
      ...(reposeCappedBy ? { reposeCappedBy } : {}),
      ...(appliesTo ? { appliesTo } : {}),
    });
  };

  // Claims against the United States (FTCA): the case's state has no say in them.
  if (jurisdiction === 'US' || input.federalDefendant) {
    items.push(...federalTortClaimItems(incidentDate, input.federalDefendant?.claimDeniedOn ?? null, finish, warnings, input.rules));
  }
  if (jurisdiction === 'US') {
    items.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    return { items, warnings };
  }

  const { rules } = input;
  const caseType = input.caseType ?? null;
  const levelsSued = governmentLevelsSued(input.governmentLevels);
  const governments: GovernmentScope = levelsSued.length === 1 && levelsSued[0] === 'state' ? 'state' : 'local';
  const rule = findLimitationRule({ jurisdiction, claimType, accrualDate: accrualFor(claimType), caseType, governments, rules });
  const generalRule =
    claimType === 'general_injury'
      ? rule
      : findLimitationRule({ jurisdiction, claimType: 'general_injury', accrualDate: incidentDate, caseType, rules });
  const governmentRules = againstGovernment
    ? governmentRulesFor({ jurisdiction, incidentDate, caseType, rules }, [rule, generalRule], levelsSued, warnings)
    : [];

  // Every defendant a government with a verified period of its own: a general date tolled for minority does not
  // govern the claim (Cal. Civ. Proc. Code § 352(b)), so it is named in a warning rather than given as a deadline.
  const onlyGovernments = defendantKinds.length > 0 && defendantKinds.every((kind) => kind === 'government');
  // Every defendant the United States (federal defendants are not among `defendantKinds`): the FTCA's own two years
  // govern, not the state's period (28 U.S.C. § 2401(b)).
  const onlyFederal = Boolean(input.federalDefendant) && defendantKinds.length === 0;
  const ownPeriods = governmentRules.map((level) => level.suit);
  const governmentsOwnPeriods = ownPeriods.length > 0 && ownPeriods.every((suit) => suit?.verified === true && suit !== rule);
  let unknownReason: string | undefined;
  if (rule) {
    const item = limitationItem(rule);
    const tolledForMinority = item?.clockStartedOn !== undefined && item.clockStartedOn !== accrualOf(rule);
    if (item && onlyFederal) {
      warnings.push(
        `Every defendant entered is the United States: the claim follows the Federal Tort Claims Act, so the period of ` +
          `${rule.citation} (${item.dueDate}) does not govern it and is not given. Entering a defendant other than the ` +
          'United States brings it back.',
      );
    } else if (item && tolledForMinority && onlyGovernments && governmentsOwnPeriods) {
      const citations = [...new Set(ownPeriods.map((suit) => suit!.citation))].join('; ');
      warnings.push(
        `Every defendant is a government: the general period tolled for minority (${rule.citation}, ${item.dueDate}) does not ` +
          `govern the claim against it and is not given; the government's own period applies (${citations}).`,
      );
    } else if (item) {
      items.push(item);
    }
    if (rule.survival && generalRule && dateOfDeath) {
      const survival = survivalWarning(rule.survival, generalRule, incidentDate, dateOfDeath);
      if (survival) warnings.push(survival);
    }
  } else if (generalRule === null) {
    unknownReason = `No limitation rule on file for ${jurisdiction} on ${incidentDate}.`;
  } else {
    unknownReason = `No ${claimType.replace(/_/g, ' ')} rule on file for ${jurisdiction}: check the statute by hand.`;
  }

  const given = new Set<LimitationRule | NoticeOfClaim>([...(rule ? [rule] : [])]);
  // A government row that repeats the case's own period (the same citation and date: Pennsylvania's and Texas's
  // two years, or a State act that sets no period of its own) is not listed twice; unverified for the government,
  // a warning says so.
  const addGovernmentSuit = (governmentItem: DeadlineItem) => {
    const suit = governmentItem.rule;
    const repeats = items.some(
      (item) =>
        item.kind === 'statute_of_limitations' &&
        !item.appliesTo &&
        item.rule.citation === suit.citation &&
        item.dueDate === governmentItem.dueDate,
    );
    if (!repeats) items.push(governmentItem);
    else if (!suit.verified) {
      warnings.push(
        `${suit.citation} (${governmentItem.dueDate}) is the date given for the claim against ` +
          `${suit.governments === 'state' ? 'the State' : 'the government'} too; that it governs that claim is not verified: check it by hand.`,
      );
    }
  };
  for (const { suit, notice } of governmentRules) {
    const yieldsTo = suit?.yieldsTo;
    if (suit && yieldsTo?.claimTypes.includes(claimType) && accrualFor(claimType) >= yieldsTo.accruingFrom && rule && !given.has(suit)) {
      given.add(suit);
      warnings.push(
        `${yieldsTo.citation}: a ${claimType.replace(/_/g, ' ')} action against the government is brought within the ` +
          `period for such actions against other defendants (${rule.citation}), not the ${describeLegalPeriod(suit.period)} ` +
          `of ${suit.citation}.`,
      );
    }
    if (suit && !given.has(suit) && !claimIsTheOnlyStep(suit, notice?.notice)) {
      given.add(suit);
      const governmentItem = limitationItem(suit, 'government');
      if (governmentItem) addGovernmentSuit(governmentItem);
    }
    if (!notice || given.has(notice.notice)) continue;
    given.add(notice.notice);
    const { rule: noticeRule, notice: noticeOfClaim } = notice;
    const forMinor = noticeForMinor(noticeOfClaim, incidentDate, dateOfBirth, warnings);
    items.push(
      finish({
        kind: 'notice_of_claim',
        nominalDate: forMinor?.nominalDate ?? addLegalPeriod(incidentDate, noticeOfClaim.period),
        rule: noticeRule,
        notice: noticeOfClaim,
        ...(forMinor ? { minorRule: forMinor.rule, clockStartedOn: forMinor.majority } : {}),
        ...(forMinor?.cappedBy ? { tollingCappedBy: forMinor.cappedBy } : {}),
        appliesTo: 'government',
      }),
    );
    if (dateOfBirth && !noticeOfClaim.minorRule) {
      warnings.push('The notice of claim is counted from the incident: minority is not assumed to extend it.');
    }
    const late = lateClaimWarning(noticeOfClaim, noticeRule.minorTolling.ageOfMajority, incidentDate, dateOfBirth);
    if (late) warnings.push(late);
  }

  items.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return { items, warnings, ...(unknownReason ? { unknownReason } : {}) };
}

/**
 * A government row whose only step is the claim its notice names (the same citation and period: a claim to
 * Alabama's Board of Adjustment, since the State cannot be sued): the claim's date is given, not a suit date beside it.
 */
function claimIsTheOnlyStep(suit: LimitationRule, notice: NoticeOfClaim | undefined): boolean {
  return (
    notice !== undefined && notice.citation === suit.citation && describeLegalPeriod(notice.period) === describeLegalPeriod(suit.period)
  );
}

/** The levels of government sued: each level entered, one not entered counting as local, as does none entered. */
function governmentLevelsSued(entered: ComputeDeadlinesInput['governmentLevels'] = []): GovernmentScope[] {
  return entered.length === 0 ? ['local'] : [...new Set(entered.map((level) => level ?? 'local'))];
}

/** The rules for one level of government sued: its own suit period and the notice it must receive, where on file. */
type GovernmentRules = {
  level: GovernmentScope;
  suit: LimitationRule | null;
  notice: { rule: LimitationRule; notice: NoticeOfClaim } | null;
};

/**
 * The suit period and notice of claim for each level of government the case sues (a level not entered counts as
 * local, as does a case with no level entered). A row or notice that binds one level only is given for that level:
 * for a defendant entered as the state, a local-only statute gives no date, and a warning names it when the State's
 * own rule is not on file. Warnings for a missing suit period or notice are added once.
 */
function governmentRulesFor(
  lookup: { jurisdiction: string; incidentDate: IsoDate; caseType: string | null; rules?: readonly LimitationRule[] },
  /** The case's own row and the general injury row, whose notice of claim (if any) comes first for local governments. */
  claimRows: ReadonlyArray<LimitationRule | null>,
  /** The levels of government sued (`governmentLevelsSued`). */
  levels: readonly GovernmentScope[],
  warnings: string[],
): GovernmentRules[] {
  const { jurisdiction, incidentDate, caseType, rules } = lookup;
  const onlyState = levels.length === 1 && levels[0] === 'state';
  const find = (level: GovernmentScope) =>
    findLimitationRule({ jurisdiction, claimType: 'government_entity', accrualDate: incidentDate, caseType, governments: level, rules });
  const localOnly = (what: string, citation: string) =>
    warnings.push(
      `${citation} binds local governments only: ${onlyState ? 'its' : 'for the defendant entered as the state, its'} ` +
        `${what} is not given. The rule for a claim against the State of ${describeUsState(jurisdiction)} is not on file: check it by hand.`,
    );
  const noticeFor = (candidates: ReadonlyArray<LimitationRule | null>, level: GovernmentScope) => {
    for (const candidate of candidates) {
      const notice = candidate?.noticeOfClaim;
      if (candidate && notice && (!notice.governments || notice.governments === level)) return { rule: candidate, notice };
    }
    return null;
  };

  let noSuitRow = true;
  let noNotice = true;
  const result = levels.map((level): GovernmentRules => {
    const suit = find(level);
    const notice = noticeFor(level === 'state' ? [suit, ...claimRows] : [...claimRows, suit], level);
    if (level === 'state') {
      const local = find('local');
      if (!suit && local?.governments === 'local') localOnly('suit period', local.citation);
      // A row of the State's own (governments: 'state') without a notice says its act requires none: the State's rule
      // is on file, so a local-only notice is not warned about (Haw. Rev. Stat. § 662-4: suit within two years, no notice).
      const ownRuleNoNotice = !notice && suit?.governments === 'state';
      const localNotice = notice || ownRuleNoNotice ? null : noticeFor([...claimRows, local], 'local');
      if (localNotice?.notice.governments === 'local') localOnly('notice of claim', localNotice.notice.citation);
      if (suit || local) noSuitRow = false;
      if (notice || localNotice || ownRuleNoNotice) noNotice = false;
    } else {
      if (suit) noSuitRow = false;
      if (notice) noNotice = false;
    }
    return { level, suit, notice };
  });
  if (noSuitRow) {
    warnings.push(`No limitation rule on file for suing a government in ${jurisdiction}: it may be shorter than the general period.`);
  }
  if (noNotice) {
    warnings.push(`No notice-of-claim rule on file for ${jurisdiction}: check the state tort claims act and local charters.`);
  }
  return result;
}

/**
 * The row's statute of repose. Counted from the act (the incident date stands for it) and verified: a computed date
 * past it is brought back to it (returned; null when the date stands), and a discovery row says the discovery rule
 * cannot carry the claim past it. Counted from the product's first sale or delivery, or unverified: named in a
 * warning only, since the case does not hold that date.
 */
export function applyRepose(
  rule: LimitationRule,
  incidentDate: IsoDate,
  nominalDate: IsoDate,
  warnings: string[],
  /** The client's majority, when the repose is one minority tolls (`minorityTolls`) and the clock waited for it. */
  majority?: IsoDate,
  /** The client's date of birth, for a repose that does not bar a minor's action before a birthday (`minorUntilAge`). */
  dateOfBirth?: IsoDate | null,
): IsoDate | null {
  const repose = rule.repose;
  if (!repose) return null;
  const length = describeLegalPeriod(repose.period);
  if (repose.runsFrom === 'product_delivery' || !repose.verified) {
    const from = repose.runsFrom === 'product_delivery' ? "the product's first sale or delivery" : 'the act or omission';
    warnings.push(
      `${repose.citation}: statute of repose, ${length} from ${from}${repose.note ? ` (${repose.note})` : ''}; ` +
        (repose.verified ? 'the case does not hold that date, so it is not applied: check it.' : 'unverified, not applied: check it.'),
    );
    return null;
  }
  const reposeDate = addLegalPeriod(majority ?? incidentDate, repose.period);
  const after = majority ? 'the client comes of age (minority tolls the repose too)' : 'the act or omission';
  const birthday = minorReposeBirthday(rule, incidentDate, dateOfBirth ?? null);
  if (birthday !== null && birthday > reposeDate) {
    const yields =
      `the statute of repose (${length} after ${after}, ${reposeDate}) does not bar an action for a client who was a ` +
      `minor at the act brought on or before the ${ordinal(repose.minorUntilAge!)} birthday`;
    if (nominalDate > birthday) {
      warnings.push(`${repose.citation}: ${yields}, so the date is ${birthday}.`);
      return birthday;
    }
    if (rule.clockStarts === 'discovery') {
      warnings.push(`${repose.citation}: whenever the injury is discovered, the claim ends on ${birthday}: ${yields}.`);
    }
    return null;
  }
  if (nominalDate > reposeDate) {
    warnings.push(
      `${repose.citation}: no action may be brought more than ${length} after ${after} (statute of repose), so the date is ${reposeDate}.`,
    );
    return reposeDate;
  }
  if (rule.clockStarts === 'discovery') {
    warnings.push(
      `${repose.citation}: whenever the injury is discovered, the claim ends ${length} after ${after} ` +
        `(statute of repose): ${reposeDate}, counted from ${majority ? 'the day of majority' : 'the incident'}.`,
    );
  }
  return null;
}

/**
 * The birthday until which a verified repose does not bar the action of a client who was a minor at the act
 * (`StatuteOfRepose.minorUntilAge`), or null.
 */
function minorReposeBirthday(rule: LimitationRule, incidentDate: IsoDate, dateOfBirth: IsoDate | null): IsoDate | null {
  const untilAge = rule.repose?.minorUntilAge;
  if (untilAge === undefined || !dateOfBirth) return null;
  if (addLegalPeriod(dateOfBirth, { years: rule.minorTolling.ageOfMajority }) <= incidentDate) return null;
  return addLegalPeriod(dateOfBirth, { years: untilAge });
}

/**
 * A survival action on a wrongful death case, where its period differs from the decedent's own: the later of the
 * general injury date and the period after the death (Utah Code § 78B-2-105), or the general injury date moved by the
 * days of a suspension that starts at the death (S.C. Code Ann. § 62-3-109), for a decedent who died before the
 * general period ran out. Never a deadline of its own: a warning with the date and both citations.
 */
export function survivalWarning(
  survival: SurvivalRule,
  generalRule: LimitationRule,
  incidentDate: IsoDate,
  dateOfDeath: IsoDate,
): string | null {
  if (dateOfDeath < survival.deathsFrom) return null;
  const ownDate = addLegalPeriod(incidentDate, generalRule.period);
  if (dateOfDeath > ownDate) {
    return `Survival action: the decedent's own claim ran out on ${ownDate} (${generalRule.citation}), before the death; ${survival.citation} does not revive it.`;
  }
  const afterDeath = addLegalPeriod(dateOfDeath, survival.afterDeath);
  if (survival.kind === 'suspended_after_death') {
    // The days the period stood still (the death to the end of the suspension) are added to its end.
    const extended = addDays(ownDate, countDaysBetween(dateOfDeath, afterDeath) ?? 0);
    return (
      `Survival action (the decedent's own claim, brought by the estate): ${survival.citation} suspends the period ` +
      `(${ownDate}, ${generalRule.citation}, counted from the incident) for ${describeLegalPeriod(survival.afterDeath)} ` +
      `after the death (to ${afterDeath}), then it resumes: ${extended}.` +
      (survival.verified ? '' : ` Unverified: check ${survival.citation}.`)
    );
  }
  const later = afterDeath > ownDate ? afterDeath : ownDate;
  return (
    `Survival action (the decedent's own claim, brought by the estate): ${survival.citation} gives the later of ` +
    `${ownDate} (${generalRule.citation}, counted from the incident) and ${describeLegalPeriod(survival.afterDeath)} after the death ` +
    `(${afterDeath}): ${later}.` +
    (survival.verified ? '' : ` Unverified: check ${survival.citation}.`)
  );
}

/**
 * The warning of a wrongful death row whose period is tied to the personal representative's appointment
 * (`RepresentativeRule`): the rule, the latest date it allows, and that the date given is the earliest. `nominalDate` is
 * the row's own date (from the death, or the incident until a death is entered).
 */
function representativeWarning(representative: RepresentativeRule, nominalDate: IsoDate, dateOfDeath: IsoDate | null): string {
  const { citation, afterAppointment } = representative;
  const after = describeLegalPeriod(afterAppointment);
  let text: string;
  if (representative.kind === 'from_appointment') {
    const within = representative.deemedAppointedWithin;
    text =
      `${citation}: the period runs ${after} from the personal representative's appointment; a representative not appointed ` +
      `within ${describeLegalPeriod(within)} of the death is deemed appointed on its last day` +
      (dateOfDeath ? `, so the claim can run until ${addLegalPeriod(addLegalPeriod(dateOfDeath, within), afterAppointment)}` : '') +
      `. The date given (${nominalDate}) counts ${after} from the ${dateOfDeath ? 'death' : 'incident'}, the earliest the ` +
      'appointment can be: once a representative is appointed, count it from the appointment.';
  } else {
    const latest = addLegalPeriod(nominalDate, representative.notLaterThanAfterPeriod);
    const grace = describeLegalPeriod(representative.deathWithinAfterPeriod);
    const deathLimit = addLegalPeriod(nominalDate, representative.deathWithinAfterPeriod);
    let when = `if the decedent died before the period ran (or within ${grace} after),`;
    if (dateOfDeath)
      when =
        dateOfDeath <= nominalDate
          ? 'the decedent died before the period ran, so'
          : `the decedent died within ${grace} after the period ran, so`;
    text =
      dateOfDeath && dateOfDeath > deathLimit
        ? `${citation}: the decedent died on ${dateOfDeath}, more than ${grace} after the period ran (${nominalDate}), so the ` +
          'personal representative gets no more time under it.'
        : `${citation}: ${when} the personal representative may sue within ${after} after the letters of authority are ` +
          `issued, though the period has run, but not more than ${describeLegalPeriod(representative.notLaterThanAfterPeriod)} ` +
          `after it ran (by ${latest}). The date given (${nominalDate}) is the period's own, the earliest.`;
  }
  return text + (representative.note ? ` ${representative.note}` : '') + (representative.verified ? '' : ` Unverified: check ${citation}.`);
}

/** The day a claim presented on `presentedOn` is deemed denied under the row's `deemedDeniedAfter`, or null. */
function deemedDenial(rule: LimitationRule, presentedOn: IsoDate | null | undefined): IsoDate | null {
  if (!rule.deemedDeniedAfter || !presentedOn || !isIsoDate(presentedOn)) return null;
  return addLegalPeriod(presentedOn, rule.deemedDeniedAfter.period);
}

/** Periods counted from a day in the claim procedure rather than from the incident. */
function runsFromClaimEvent(rule: LimitationRule): boolean {
  return rule.clockStarts === 'claim_denial' || rule.clockStarts === 'claim_presented';
}

/**
 * The notice date a client who was a minor at the incident gets from the notice's own minor provision: the later of
 * the period from the incident and `afterMajority` after coming of age, that second date never later than
 * `maxFromAccrual` after the incident where the statute sets it. Null, with the notice counted from the incident,
 * when there is no such provision, no date of birth, an adult client, or a provision not verified (then a warning
 * gives the date it may allow). The warning of an applied provision says how the date was reached.
 */
function noticeForMinor(
  notice: NoticeOfClaim,
  incidentDate: IsoDate,
  dateOfBirth: IsoDate | null,
  warnings: string[],
): { nominalDate: IsoDate; majority: IsoDate; rule: NoticeMinorRule; cappedBy?: string } | null {
  const minor = notice.minorRule;
  if (!minor || !dateOfBirth) return null;
  const majority = addLegalPeriod(dateOfBirth, { years: minor.ageOfMajority });
  if (majority <= incidentDate) return null;
  const untolled = addLegalPeriod(incidentDate, notice.period);
  const afterMajority = addLegalPeriod(majority, minor.afterMajority);
  const cap = minor.maxFromAccrual ? addLegalPeriod(incidentDate, minor.maxFromAccrual) : null;
  const capped = cap !== null && cap < afterMajority;
  const extended = capped ? cap : afterMajority;
  const nominalDate = extended > untolled ? extended : untolled;
  const how =
    `${describeLegalPeriod(minor.afterMajority)} after the client comes of age (${afterMajority})` +
    (minor.maxFromAccrual && cap
      ? ` or ${describeLegalPeriod(minor.maxFromAccrual)} after the incident (${cap}), whichever is earlier`
      : '');
  if (!minor.verified) {
    warnings.push(
      `${minor.citation} may give a client who was a minor at the incident until ${nominalDate} to give notice (${how}); ` +
        `unverified, not applied: the notice is counted from the incident (${untolled}).`,
    );
    return null;
  }
  if (nominalDate === untolled) return null;
  warnings.push(
    `${minor.citation}: the client was a minor at the incident, so the notice of claim is due ${how}: ${nominalDate}, ` +
      `not ${untolled} (${describeLegalPeriod(notice.period)} from the incident).`,
  );
  return { nominalDate, majority, rule: minor, ...(capped ? { cappedBy: minor.citation } : {}) };
}

/**
 * For a client who was a minor at the incident, where the notice allows a late claim (Cal. Gov. Code § 911.4): the
 * last day to apply, and whether relief must be granted because the client was a minor during the whole claim period.
 * Never a later due date: the notice keeps its own date.
 */
function lateClaimWarning(notice: NoticeOfClaim, ageOfMajority: number, incidentDate: IsoDate, dateOfBirth: IsoDate | null): string | null {
  const late = notice.lateClaim;
  if (!late || !dateOfBirth) return null;
  const majority = addLegalPeriod(dateOfBirth, { years: ageOfMajority });
  if (majority <= incidentDate) return null;
  const claimEnds = addLegalPeriod(incidentDate, notice.period);
  const lastDay = addLegalPeriod(incidentDate, late.period);
  const granted =
    majority > claimEnds
      ? `; the client was a minor during the whole claim period, so it must be granted (${late.minorWholePeriodCitation})`
      : '';
  return (
    `${notice.citation}: minority does not extend the claim (${describeLegalPeriod(notice.period)} from the incident, to ${claimEnds}). An application to present a late claim ` +
    `may be made until ${lastDay} (${describeLegalPeriod(late.period)} after accrual, ${late.citation})${granted}.` +
    (late.verified ? '' : ` The ${describeLegalPeriod(late.period)} limit is unverified: check ${late.citation}.`)
  );
}

/**
 * The FTCA deadlines: the administrative claim to the agency within 2 years of accrual (presented when received, so
 * never moved to a later day; not tolled for minority) and, once the agency's final denial is entered, suit within
 * 6 months of it. Without a denial date a warning says what starts the suit period.
 */
function federalTortClaimItems(
  incidentDate: IsoDate,
  claimDeniedOn: IsoDate | null,
  finish: (fields: Omit<DeadlineItem, 'dueDate'>) => DeadlineItem,
  warnings: string[],
  rules?: readonly LimitationRule[],
): DeadlineItem[] {
  const claimRule = findLimitationRule({ jurisdiction: 'US', claimType: 'general_injury', accrualDate: incidentDate, rules });
  const suitRule = findLimitationRule({ jurisdiction: 'US', claimType: 'government_entity', accrualDate: incidentDate, rules });
  if (!claimRule?.noticeOfClaim || !suitRule) return [];
  const items = [
    finish({
      kind: 'notice_of_claim',
      nominalDate: addLegalPeriod(incidentDate, claimRule.noticeOfClaim.period),
      rule: claimRule,
      notice: claimRule.noticeOfClaim,
      appliesTo: 'federal',
    }),
  ];
  warnings.push(
    `${claimRule.citation}: the administrative claim against the United States counts from accrual (when the injury and its cause ` +
      'are known); this date counts from the incident, the earliest it can be. It must be received by the agency by then.',
  );
  if (claimDeniedOn && isIsoDate(claimDeniedOn)) {
    const nominalDate = addLegalPeriod(claimDeniedOn, suitRule.period);
    items.push(finish({ kind: 'statute_of_limitations', nominalDate, rule: suitRule, appliesTo: 'federal' }));
  } else {
    warnings.push(
      'Suit against the United States is due 6 months after the agency mails its final denial (28 U.S.C. § 2401(b)): enter the ' +
        'denial date on the federal party. With no decision in 6 months the claimant may treat the claim as denied (§ 2675(a)).',
    );
  }
  return items;
}

/**
 * The nominal date, or the next day the court the deadline belongs to is open: weekends and that court's verified
 * holidays only. A due date on one of its unverified holidays stays, with a warning to check it.
 */
function rollOnCourtCalendar(
  fields: Omit<DeadlineItem, 'dueDate'>,
  calendars: Readonly<Record<string, CourtCalendar>>,
  warnings: string[],
) {
  const court = fields.rule.jurisdiction;
  const holidays = courtHolidaysAround(court, [fields.nominalDate], calendars);
  const shift = rollToNextBusinessDay(
    fields.nominalDate,
    holidays.filter((holiday) => holiday.verified),
    { federal: false },
  );
  const what = fields.kind === 'notice_of_claim' ? 'Notice of claim' : 'Statute of limitations';
  const noExtension = courtCalendarFor(court, calendars).noLimitationExtension;
  if (noExtension && fields.kind === 'statute_of_limitations' && shift.dueDate !== fields.nominalDate) {
    warnings.push(
      `${what}: ${fields.nominalDate} falls on a weekend or a court holiday, and ${noExtension.citation} did not carry a ` +
        `limitation period ending on such a day to the next one: the date is kept. File (or serve) before it.`,
    );
    return { dueDate: fields.nominalDate };
  }
  const unverified = holidays.find((holiday) => !holiday.verified && holiday.date === shift.dueDate);
  if (unverified) {
    const where = court === 'US' ? 'the federal courts' : court;
    warnings.push(
      `${what}: ${shift.dueDate} may be a court holiday in ${where} (${unverified.name}, ${unverified.citation}; unverified). ` +
        'The due date was not moved for it: check whether the court is open.',
    );
  }
  return shift;
}

/**
 * The birthday a verified young-child rule (`MinorTolling.youngChild`) gives a client who was under its age at the act
 * (the incident), or null when it does not apply.
 */
function youngChildBirthday(rule: LimitationRule, incidentDate: IsoDate, dateOfBirth: IsoDate | null): IsoDate | null {
  const child = rule.minorTolling.youngChild;
  if (!child || !rule.minorTolling.verified || !dateOfBirth) return null;
  if (addLegalPeriod(dateOfBirth, { years: child.underAge }) <= incidentDate) return null;
  const birthday = addLegalPeriod(dateOfBirth, { years: child.untilAge });
  return child.beforeBirthday ? addDays(birthday, -1) : birthday;
}

/**
 * The last day a verified birth-injury rule (`MinorTolling.birthInjury`) gives, the day before the birthday at its age,
 * when the incident is on the client's date of birth; otherwise null.
 */
function birthInjuryDate(rule: LimitationRule, incidentDate: IsoDate, dateOfBirth: IsoDate | null): IsoDate | null {
  const birth = rule.minorTolling.birthInjury;
  if (!birth || !rule.minorTolling.verified || !dateOfBirth || incidentDate !== dateOfBirth) return null;
  return addDays(addLegalPeriod(dateOfBirth, { years: birth.beforeAge }), -1);
}

/** The end of a verified `minorPeriod` for a client who was a minor at the act (the incident), or null. */
function minorPeriodDate(rule: LimitationRule, incidentDate: IsoDate, dateOfBirth: IsoDate | null): IsoDate | null {
  const { minorPeriod, verified, ageOfMajority } = rule.minorTolling;
  if (!minorPeriod || !verified || !dateOfBirth) return null;
  if (addLegalPeriod(dateOfBirth, { years: ageOfMajority }) <= incidentDate) return null;
  return addLegalPeriod(incidentDate, minorPeriod);
}

/** 8 -> "8th", 21 -> "21st", 22 -> "22nd". */
function ordinal(count: number): string {
  const tens = count % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][count % 10] ?? 'th');
  return `${count}${suffix}`;
}

/** The incident, or the client's coming of age when the clock waits for it (verified full tolling only). */
function startOfClock(rule: LimitationRule, incidentDate: IsoDate, dateOfBirth: IsoDate | null, warnings: string[]): IsoDate {
  if (!dateOfBirth) return incidentDate;
  const { minorTolling } = rule;
  const majority = addLegalPeriod(dateOfBirth, { years: minorTolling.ageOfMajority });
  if (majority <= incidentDate) return incidentDate;
  if (minorTolling.verified && minorTolling.rule === 'tolled_until_majority') return majority;
  const why = minorTolling.verified
    ? minorTolling.rule === 'none'
      ? 'minority does not toll this period'
      : `minority tolling is limited (${minorTolling.note ?? minorTolling.citation ?? 'see the statute'})`
    : 'minority tolling for this rule is not verified';
  warnings.push(
    `The client was a minor at the incident, but ${why}; the period (${describeLegalPeriod(rule.period)}) runs from the incident.`,
  );
  return incidentDate;
}
