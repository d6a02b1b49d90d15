// Shapes of the statute-of-limitations and notice-of-claim rule rows.
import type { CaseTypeCode } from '../cases/case-types.js';
import type { IsoDate } from '../shared/iso-date.js';
import type { LegalPeriod } from './calendar.js';
import type { UsJurisdiction } from './jurisdictions.js';

export const CLAIM_TYPES = [
  'general_injury',
  'medical_malpractice',
  'product_liability',
  'wrongful_death',
  'property_damage',
  'government_entity',
] as const;

/** general_injury covers motor vehicle cases; government_entity is the period for suing a public defendant. */
export type ClaimType = (typeof CLAIM_TYPES)[number];

/** A state or DC, or 'US' for claims against the United States under the Federal Tort Claims Act. */
export type LimitationJurisdiction = UsJurisdiction | 'US';

export type MinorTolling = {
  ageOfMajority: number;
  /**
   * tolled_until_majority: the period starts on the client's birthday at `ageOfMajority`.
   * limited: minority extends the period only in part (see note); deadlines are computed without it.
   * none: minority does not stop the clock.
   */
  rule: 'tolled_until_majority' | 'none' | 'limited';
  citation?: string;
  /** Unverified tolling is never applied: the deadline is computed from the incident (the earlier date). */
  verified: boolean;
  /**
   * The outer limit minority tolling may reach, in years from accrual (Ala. Code § 6-2-8(a): no disability extends a
   * claim past 20 years from accrual), with its own citation. null: the tolling statute was read and sets no such
   * limit; absent: not yet checked for one.
   */
  maxYearsFromAccrual?: number | null;
  capCitation?: string;
  /**
   * An outer limit that may apply but is not verified: never applied; a warning names it when the tolled date runs
   * past it, so the attorney checks.
   */
  possibleCap?: { years: number; citation: string };
  /**
   * The most time after the client comes of age that the tolling can give, where the statute says the period is never
   * extended longer than that after the disability ends (N.D. Cent. Code § 28-01-25: 1 year; Alaska Stat.
   * § 09.10.140(a): 2 years) or lets a minor sue within that time after it ends (Wis. Stat. § 893.16(1): 2 years;
   * N.M. Stat. Ann. § 37-1-10: 1 year). The tolled date is then the later of the untolled date (the period from
   * accrual: tolling never shortens it) and majority plus this period. Only with `tolled_until_majority`.
   */
  maxAfterMajority?: LegalPeriod;
  /**
   * The most time minority may add to the period, where the statute limits the tolling itself (Idaho Code § 5-230:
   * not tolled "for a period of more than six (6) years on account of minority"): the tolled date is never later than
   * accrual plus this time plus the period. Only with `tolled_until_majority`.
   */
  maxTolled?: LegalPeriod;
  /**
   * A malpractice statute's own rule for young children: a client under `underAge` at the act may sue until the
   * birthday at `untilAge` when that is later than the date otherwise computed, statute of repose and tolling limits
   * included (Iowa Code § 614.1(9)(b): a minor under eight "no later than the minor's tenth birthday or as provided in
   * paragraph 'a', whichever is later"). Applied only when the tolling is verified; older minors follow `rule`.
   */
  youngChild?: YoungChildRule;
  /**
   * A malpractice statute's own date for an injury sustained at birth, in place of the tolling: the action must be
   * commenced before the birthday at `beforeAge` (N.J. Stat. Ann. § 2A:14-2(a): "for injuries sustained at birth shall be
   * commenced prior to the minor's 13th birthday"), so its last day is the day before. Applied only when the tolling is
   * verified and the incident date is the client's date of birth; other minors follow `rule`.
   */
  birthInjury?: { beforeAge: number; citation: string };
  /**
   * A period a malpractice statute gives every client who was a minor at the act, counted from the act, when later
   * than the date otherwise computed (Haw. Rev. Stat. § 657-7.3(b): "Actions by a minor shall be commenced within six
   * years from the date of the alleged wrongful act"). Applied before `youngChild`, only when verified; its citation is
   * the tolling's.
   */
  minorPeriod?: LegalPeriod;
  /** The day the tolling statute was read, when later than the day the other general tolling statutes were read. */
  verifiedOn?: IsoDate;
  note?: string;
};

/**
 * See `MinorTolling.youngChild`. `withinRepose`: the birthday never carries the claim past the row's verified statute of
 * repose counted from the act (Mass. Gen. Laws ch. 231, § 60D: until the ninth birthday, "but in no event ... more than
 * seven years after occurrence of the act or omission").
 */
export type YoungChildRule = {
  underAge: number;
  untilAge: number;
  citation: string;
  withinRepose?: boolean;
  /**
   * The action must be brought before the birthday, so the last day is the day before it (W. Va. Code § 55-7B-4: "prior
   * to the minor's twelfth birthday").
   */
  beforeBirthday?: boolean;
};

export type NoticeOfClaim = {
  period: LegalPeriod;
  /** Whom the written notice or claim goes to. */
  to: string;
  citation: string;
  verified: boolean;
  /** The day the notice was read in the statute, when later than its row's verified-on date. */
  verifiedOn?: IsoDate;
  /**
   * The claim counts when the recipient receives it (an FTCA claim is presented when the agency receives it, 28 C.F.R.
   * § 14.2(a)), so a weekend or holiday never moves its date forward.
   */
  presentedOnReceipt?: boolean;
  /**
   * A late claim the statute allows after the period, with relief a minor can count on (Cal. Gov. Code §§ 911.4,
   * 911.6(b)(2)): never a later due date, only a warning with its date when the client was a minor at the incident.
   */
  lateClaim?: LateClaim;
  /** More time the statute gives a client who was a minor at the incident (see NoticeMinorRule). */
  minorRule?: NoticeMinorRule;
  /** Which governments the notice binds, when not every one: see `GovernmentScope`. */
  governments?: GovernmentScope;
  note?: string;
};

/**
 * 'local': the statute binds only local governments (municipalities, counties, political subdivisions), as its words
 * and recipient show (Ga. Code Ann. § 36-33-5, "any municipal corporation"); a defendant entered as the state (or one
 * of its agencies) is not given its date, and a warning says the state's own rule is not on file unless a 'state' row
 * gives it. 'state': the statute binds only the State and its agencies (N.Y. Ct. Cl. Act § 10(3): claims "against the
 * state" in the Court of Claims); given only beside a defendant entered at the state level. Absent: every government of
 * the state, the state included. A government defendant whose level is not entered counts as local.
 */
export type GovernmentScope = 'local' | 'state';

/**
 * A notice statute's own provision for minors: a client who was a minor when the claim arose may give notice until
 * `afterMajority` after coming of age (Me. Rev. Stat. tit. 14, § 8107(2): within 365 days of turning 18), or, where
 * the statute also sets an outer limit from accrual, until the earlier of that and `maxFromAccrual` after the incident
 * (Idaho Code § 6-906A(1): 180 days after majority or six years from the date the claim arose, "whichever is
 * earlier"). Never an earlier date than the notice's own. Applied only when verified and the client's date of birth
 * shows a minor at the incident; unverified, a warning names the date it may give and the notice keeps its own.
 */
export type NoticeMinorRule = {
  ageOfMajority: number;
  afterMajority: LegalPeriod;
  /** Counted from the incident, the earliest day the claim can arise (a later discovery only moves this limit later). */
  maxFromAccrual?: LegalPeriod;
  citation: string;
  verified: boolean;
  /** The day the provision was read, when later than the notice's own verified-on date. */
  verifiedOn?: IsoDate;
  note?: string;
};

export type LateClaim = {
  /** How long after accrual the application for leave to present a late claim may be made. */
  period: LegalPeriod;
  citation: string;
  /** The relief that must be granted when the client was a minor during the whole claim period. */
  minorWholePeriodCitation: string;
  /** False while the period was read only where others quote it: the warning then says to check it. */
  verified: boolean;
};

/**
 * A statute of repose: an outer limit counted from the defendant's act, not from accrual or discovery, that no
 * discovery rule extends. 'act': the negligent act or omission, for which the case's incident date stands (medical
 * malpractice); the date is computed, and a later computed date is brought back to it. 'product_delivery': the
 * product's first sale or delivery, a date the case does not hold, so it is named in a warning and never computed.
 */
export type StatuteOfRepose = {
  period: LegalPeriod;
  runsFrom: 'act' | 'product_delivery';
  citation: string;
  /** Read with its row's source; an unverified repose is only named in a warning. */
  verified: boolean;
  /**
   * Minority tolls the repose as well as the period: when the row's verified tolling starts the clock at the client's
   * majority, the repose is counted from that day, not from the act (Piselli v. 75th Street Medical, 371 Md. 188 (2002):
   * both periods of Md. Code, Cts. & Jud. Proc. § 5-109(a) run from a minor's 18th birthday).
   */
  minorityTolls?: boolean;
  /**
   * The repose does not bind a client who was a minor at the act: when the row's verified tolling starts the clock at
   * the client's majority, the tolling statute's own outer limit from the act (`maxYearsFromAccrual`) governs in its
   * place (Bonin v. Vannaman, 261 Kan. 199 (1996): the 8 years of K.S.A. 60-515(a) apply "to all tortious acts
   * committed while the plaintiff is a minor", a minor's malpractice claim among them, not the 4 years of § 60-513(c)).
   */
  yieldsToMinority?: boolean;
  /**
   * The repose does not bar an action for a client who was a minor at the act brought on or before the birthday at this
   * age (Fla. Stat. § 95.11(5)(c): the 4 years "shall not bar an action brought on behalf of a minor on or before the
   * child's eighth birthday"): for such a client the repose ends on the later of that birthday and the period from the
   * act. It never moves the period itself.
   */
  minorUntilAge?: number;
  note?: string;
};

/**
 * A survival action (the decedent's own claim, brought by the estate) whose period differs from the one the decedent
 * had: 'later_of_period_or_after_death' gives the later of the general injury period and `afterDeath` from the death
 * (Utah Code § 78B-2-105: 1 year; Cal. Civ. Proc. Code § 366.1: 6 months; N.Y. C.P.L.R. § 210(a): 1 year).
 * 'suspended_after_death': the general injury period stops running for `afterDeath` after the death and then resumes,
 * so its end moves by the days of that suspension (S.C. Code Ann. § 62-3-109: "suspended during the eight months
 * following the decedent's death but resumes thereafter"). Given as a warning on a wrongful death case once the date
 * of death is entered.
 */
export type SurvivalRule = {
  kind: 'later_of_period_or_after_death' | 'suspended_after_death';
  /** later_of_period_or_after_death: the time after the death; suspended_after_death: how long the period stops. */
  afterDeath: LegalPeriod;
  citation: string;
  verified: boolean;
  /** First date of death (inclusive) the text read governs; earlier deaths get no survival warning. */
  deathsFrom: IsoDate;
};

/**
 * A wrongful death period tied to the personal representative's appointment, an event the case does not hold, so the
 * row's own date is the earliest the period can end and a warning gives the rule with the latest date it allows.
 * 'from_appointment': the period runs from the appointment (Ky. Rev. Stat. § 413.180(1): "within one (1) year after the
 * qualification of the representative"); a representative not appointed within `deemedAppointedWithin` of the death is
 * deemed appointed at its end (§ 413.180(2), applied to death actions by Conner v. George W. Whitesides Co. (Ky. 1992)).
 * The row counts its period from the death, the earliest appointment. 'saving': the row's period is the underlying
 * claim's, and a representative may still sue within `afterAppointment` of the letters of authority, when the decedent
 * died before it ran (or within `deathWithinAfterPeriod` after), but never more than `notLaterThanAfterPeriod` after it
 * ran (Mich. Comp. Laws § 600.5852).
 */
export type RepresentativeRule = {
  /** How long after the appointment (or the letters of authority) the representative may sue. */
  afterAppointment: LegalPeriod;
  citation: string;
  verified: boolean;
  /** Said after the rule in the warning (what the row's own period is, where it is a choice). */
  note?: string;
} & (
  | {
      kind: 'from_appointment';
      /** A representative not appointed within this time after the death is deemed appointed at its end. */
      deemedAppointedWithin: LegalPeriod;
    }
  | {
      kind: 'saving';
      /** The decedent died before the period ran, or within this time after it. */
      deathWithinAfterPeriod: LegalPeriod;
      /** The outer limit, counted from the end of the row's own period. */
      notLaterThanAfterPeriod: LegalPeriod;
    }
);

export type LimitationRule = {
  jurisdiction: LimitationJurisdiction;
  claimType: ClaimType;
  period: LegalPeriod;
  /**
   * What starts the clock. For 'discovery' the calculator starts it on the incident date (the earliest possible);
   * 'claim_denial': the day an agency mailed its final denial of an administrative claim (FTCA suit period, and the
   * state government suit periods that run from the denial). 'claim_presented': the day the claim was filed with the
   * government (Wyoming). Without that date no due date is given, only a warning saying what starts the period.
   */
  clockStarts: 'incident' | 'discovery' | 'death' | 'claim_denial' | 'claim_presented';
  minorTolling: MinorTolling;
  /** Notice a government defendant must receive; null when none is on file for this row. */
  noticeOfClaim: NoticeOfClaim | null;
  citation: string;
  /** First accrual date (inclusive) the row governs. */
  effectiveFrom: IsoDate;
  /**
   * The case types the row is limited to, where the statute gives them a period of their own (Colorado's 3 years for
   * injuries arising out of the use or operation of a motor vehicle, Colo. Rev. Stat. § 13-80-101(1)(n)). For a case of
   * one of these types the row governs ahead of the jurisdiction's row without `caseTypes`; other cases never get it.
   */
  caseTypes?: readonly CaseTypeCode[];
  verifiedOn: IsoDate | null;
  verified: boolean;
  /**
   * For a 'claim_denial' row: the period that applies instead when the government gives no written notice of the
   * denial, counted from accrual (Cal. Gov. Code § 945.6(a)(2)). Shown as a warning with its date, never as the due date.
   */
  ifNoWrittenDenial?: { period: LegalPeriod; citation: string };
  /**
   * For a 'claim_denial' row: a claim not approved within this period after it was presented is deemed denied (Okla.
   * Stat. tit. 51, § 157(A): 90 days). Once the filing day is entered, the period runs from the earlier of the deemed
   * denial and an entered denial.
   */
  deemedDeniedAfter?: { period: LegalPeriod; citation: string };
  /** The statute of repose that bounds the period, where its source confirms it. */
  repose?: StatuteOfRepose;
  /** On a wrongful death row: the survival action's period, where it differs from the decedent's own. */
  survival?: SurvivalRule;
  /** On a wrongful death row: a period tied to the personal representative's appointment (`RepresentativeRule`). */
  representative?: RepresentativeRule;
  /**
   * On a government_entity row: which governments the suit period binds, when not every one (`GovernmentScope`). A
   * 'state' row with no `noticeOfClaim` records that the State's act requires no notice before suit (its note says so).
   */
  governments?: GovernmentScope;
  /**
   * On a government_entity row: the claim types whose own period governs a suit against the government instead of
   * this row's, for claims accruing from a date (ch. 2011-113, Laws of Fla.: a wrongful death action accruing from
   * 2011-07-01 is brought within the period for actions against other defendants). For them the row's suit date is
   * not given, with a warning; its notice of claim still is.
   */
  yieldsTo?: { claimTypes: readonly ClaimType[]; accruingFrom: IsoDate; citation: string };
  note?: string;
};
