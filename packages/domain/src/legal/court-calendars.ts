// Each court's own holidays, as data with citations: a deadline moves only for a holiday the court where the case
// would be filed keeps, and only when that holiday is verified. An unverified holiday on a due date warns instead.
import { dayOfWeek } from './calendar.js';
import type { CourtHoliday } from './court-holidays.js';
import { holidayDateIn, STATE_COURT_HOLIDAYS, type HolidayDate, type StateCourtHolidayRule } from './state-court-holidays.js';
import type { IsoDate } from '../shared/iso-date.js';

export type CourtHolidayRule = StateCourtHolidayRule;

export type CourtCalendar = {
  /** The courts this list is for, as people name them. */
  court: string;
  /** The rule that says which days close the court for counting a deadline. */
  citation: string;
  holidays: readonly CourtHolidayRule[];
  /** What the list leaves out (days set by a clerk or a chief judge, local closures). */
  note?: string;
  /**
   * The state's decisions hold that a limitation period ending on a weekend or a holiday is not carried to the next
   * business day (Connecticut: Kim v. Emt, 153 Conn. App. 563 (2014); Morton v. West, 3 Conn. Supp. 251 (1936)): such a
   * date is kept where it falls, with a warning, rather than moved a day later than the law may allow.
   */
  noLimitationExtension?: { citation: string };
};

/** The day the verified court holidays were checked against their statutes and rules. */
export const COURT_CALENDARS_REVIEWED_ON: IsoDate = '2026-11-27';
const ON = COURT_CALENDARS_REVIEWED_ON;

function verifiedDay(name: string, when: HolidayDate, citation: string, extra: Partial<CourtHolidayRule> = {}): CourtHolidayRule {
  return { name, when, citation, verified: true, verifiedOn: ON, ...extra };
}

function unverifiedDay(
  name: string,
  when: HolidayDate,
  citation: string,
  note: string,
  extra: Partial<CourtHolidayRule> = {},
): CourtHolidayRule {
  return { name, when, citation, verified: false, verifiedOn: null, note, ...extra };
}

const fixed = (month: number, day: number): HolidayDate => ({ fixed: { month, day }, observed: true });
const nth = (month: number, weekday: number, n: number): HolidayDate => ({ nth: { month, weekday, n } });
const MONDAY = 1;
const THURSDAY = 4;
const FRIDAY = 5;

/** The federal holidays (5 U.S.C. § 6103): a Saturday one is kept the Friday before, a Sunday one the Monday after. */
const FEDERAL_DAYS: ReadonlyArray<{ name: string; when: HolidayDate; fromYear?: number }> = [
  { name: "New Year's Day", when: fixed(1, 1) },
  { name: 'Martin Luther King Jr. Day', when: nth(1, MONDAY, 3) },
  { name: "Washington's Birthday (Presidents' Day)", when: nth(2, MONDAY, 3) },
  { name: 'Memorial Day', when: nth(5, MONDAY, -1) },
  // Pub. L. 117-17 (2021-06-17); first observed on Friday 2021-06-18.
  { name: 'Juneteenth National Independence Day', when: fixed(6, 19), fromYear: 2021 },
  { name: 'Independence Day', when: fixed(7, 4) },
  { name: 'Labor Day', when: nth(9, MONDAY, 1) },
  { name: 'Columbus Day', when: nth(10, MONDAY, 2) },
  { name: 'Veterans Day', when: fixed(11, 11) },
  { name: 'Thanksgiving Day', when: nth(11, THURSDAY, 4) },
  { name: 'Christmas Day', when: fixed(12, 25) },
];

const FEDERAL_CITATION = '5 U.S.C. § 6103(a); Fed. R. Civ. P. 6(a)(6)(A)';

const FEDERAL_COURTS: CourtCalendar = {
  court: 'the federal courts (United States district courts)',
  citation: 'Fed. R. Civ. P. 6(a)(1)(C), 6(a)(6)',
  holidays: FEDERAL_DAYS.map((day) =>
    verifiedDay(day.name, day.when, FEDERAL_CITATION, {
      ...(day.fromYear ? { fromYear: day.fromYear } : {}),
      // 5 U.S.C. § 6103(b) and E.O. 11582 set the Friday/Monday observance for federal employees and offices.
      observedVerified: true,
    }),
  ),
  note:
    'Days the President or Congress declares a holiday (Rule 6(a)(6)(B)) and, for periods counted backward, ' +
    "the state's own holidays (6(a)(6)(C)) are not on file.",
};

const CA_CITATION = 'Cal. Civ. Proc. Code § 135; Cal. Gov. Code § 6700';
const CA_OBSERVED_NOTE =
  'When the day falls on a weekend, the Judicial Council may designate another day (§ 135): that day is not on file.';
const caDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  verifiedDay(name, when, CA_CITATION, { observedVerified: false, note: CA_OBSERVED_NOTE, ...extra });

const CALIFORNIA_COURTS: CourtCalendar = {
  court: 'the California superior courts',
  citation: 'Cal. Civ. Proc. Code §§ 12a, 135',
  holidays: [
    caDay("New Year's Day", fixed(1, 1)),
    caDay('Martin Luther King Jr. Day', nth(1, MONDAY, 3)),
    caDay('Lincoln Day', fixed(2, 12)),
    caDay("Washington's Birthday (Presidents' Day)", nth(2, MONDAY, 3)),
    caDay('Cesar Chavez Day', fixed(3, 31)),
    caDay('Memorial Day', nth(5, MONDAY, -1)),
    caDay('Independence Day', fixed(7, 4)),
    caDay('Labor Day', nth(9, MONDAY, 1)),
    // Stats. 2021, ch. 283 (AB 855): Native American Day became a judicial holiday and Columbus Day stopped being one.
    caDay('Native American Day', nth(9, FRIDAY, 4), { fromYear: 2022, citation: `${CA_CITATION}; Stats. 2021, ch. 283 (AB 855)` }),
    caDay('Columbus Day', nth(10, MONDAY, 2), { untilYear: 2021, citation: `${CA_CITATION}; Stats. 2021, ch. 283 (AB 855)` }),
    caDay('Veterans Day', fixed(11, 11)),
    caDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    caDay('Day after Thanksgiving', { dayAfterThanksgiving: true }),
    caDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      CA_CITATION,
      'Check whether Gov. Code § 6700 now lists June 19 and § 135 keeps it as a judicial holiday.',
    ),
  ],
  note:
    'Admission Day (September 9), Columbus Day (from 2022) and the part-day Good Friday are state holidays ' +
    'on which the courts are open (§ 135).',
};

const FL_CITATION = 'Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)(6)(A); Fla. Stat. § 110.117';
const flDay = (name: string, when: HolidayDate) => verifiedDay(name, when, FL_CITATION, { observedVerified: true });

const FLORIDA_COURTS: CourtCalendar = {
  court: 'the Florida courts',
  citation: 'Fla. R. Gen. Prac. & Jud. Admin. 2.514(a)',
  holidays: [
    flDay("New Year's Day", fixed(1, 1)),
    flDay('Martin Luther King Jr. Day', nth(1, MONDAY, 3)),
    flDay('Memorial Day', nth(5, MONDAY, -1)),
    flDay('Independence Day', fixed(7, 4)),
    flDay('Labor Day', nth(9, MONDAY, 1)),
    flDay("Veterans' Day", fixed(11, 11)),
    flDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    flDay('Friday after Thanksgiving', { dayAfterThanksgiving: true }),
    flDay('Christmas Day', fixed(12, 25)),
  ],
  note:
    "Any day the clerk's office observes or the chief judge designates is also a legal holiday (Rule 2.514(a)(6)(B)), " +
    "e.g. Good Friday in many courts: check the clerk's calendar.",
};

const TX_CITATION = "Tex. Civ. Prac. & Rem. Code § 16.072; Tex. Gov't Code § 662.003(a)";
const TX_NOTE =
  'Section 16.072 extends a limitations period to the next day the county offices are open; ' +
  "each commissioners court sets its county's holidays. Check the county's calendar.";

const TEXAS_COURTS: CourtCalendar = {
  court: 'the Texas courts (days the county offices are closed)',
  citation: 'Tex. Civ. Prac. & Rem. Code § 16.072',
  holidays: [
    ...FEDERAL_DAYS.filter((day) => day.name !== 'Columbus Day' && !day.name.startsWith('Juneteenth')).map((day) =>
      unverifiedDay(day.name, day.when, TX_CITATION, TX_NOTE),
    ),
    unverifiedDay('Emancipation Day in Texas', fixed(6, 19), "Tex. Gov't Code § 662.003(b)", TX_NOTE),
  ],
  note: TX_NOTE,
};

// ---- New York and Pennsylvania: their own statutes, read on 2026-11-29 (New Jersey: state-court-holidays.ts) ----

/** The day the holiday statutes and time rules of the state calendars below (and New Jersey's days) were read. */
export const STATE_CALENDARS_READ_ON: IsoDate = '2026-11-29';

function readDay(name: string, when: HolidayDate, citation: string, extra: Partial<CourtHolidayRule> = {}): CourtHolidayRule {
  return { name, when, citation, verified: true, verifiedOn: STATE_CALENDARS_READ_ON, ...extra };
}

const SUNDAY = 0;
const NY_CITATION = 'N.Y. Gen. Constr. Law §§ 24, 25-a';
// § 24: "... and if any of such days except Flag day is Sunday, the next day thereafter"; nothing on a Saturday.
const NY_OBSERVED_NOTE =
  'Gen. Constr. Law § 24 keeps a Sunday day on "the next day thereafter"; it says nothing of a Saturday one, ' +
  "so the Friday before is unverified (check the court system's calendar).";
const nyDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, NY_CITATION, 'fixed' in when ? { observedVerified: 'sunday', note: NY_OBSERVED_NOTE, ...extra } : extra);

const NEW_YORK_COURTS: CourtCalendar = {
  court: 'the New York courts',
  citation: 'N.Y. Gen. Constr. Law § 25-a(1)',
  holidays: [
    nyDay("New Year's Day", fixed(1, 1)),
    nyDay('Dr. Martin Luther King, Jr. Day', nth(1, MONDAY, 3)),
    nyDay("Lincoln's Birthday", fixed(2, 12)),
    nyDay("Washington's Birthday", nth(2, MONDAY, 3)),
    nyDay('Memorial Day', nth(5, MONDAY, -1)),
    // "the second Sunday in June, known as Flag day": always a Sunday, never moved ("except Flag day").
    nyDay('Flag Day', nth(6, SUNDAY, 2)),
    // Added by L. 2020, ch. 249; the section as published on 2020-10-16 lists it, so June 19 is one from 2021.
    nyDay('Juneteenth', fixed(6, 19), { fromYear: 2021, citation: `${NY_CITATION}; L. 2020, ch. 249` }),
    nyDay('Independence Day', fixed(7, 4)),
    nyDay('Labor Day', nth(9, MONDAY, 1)),
    nyDay('Columbus Day', nth(10, MONDAY, 2)),
    // "each general election day": "A general election shall be held annually on the Tuesday next succeeding the
    // first Monday in November" (Election Law, § 290 of the 1909 consolidation, as read; now § 8-100).
    nyDay('Election Day', { electionDay: true }),
    nyDay("Veterans' Day", fixed(11, 11)),
    nyDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    nyDay('Christmas Day', fixed(12, 25)),
  ],
  note:
    '§ 25-a(1): a period "computed from a certain day" that "ends on a Saturday, Sunday or a public holiday" may be ' +
    'met "on the next succeeding business day" (applied to limitation periods, e.g. Frieda v. Besi Cab Corp.). ' +
    "Days the President or the Governor appoints (§ 24) and a Saturday holiday's Friday are not on file.",
};

const PA_FEDERAL_CITATION = '1 Pa.C.S. § 1908 (a legal holiday "by the laws ... of the United States"); 5 U.S.C. § 6103(a)';
const PA_LIST_CITATION = '1 Pa.C.S. § 1908; 44 P.S. § 11';
const PA_OBSERVED_NOTE =
  'The day itself is a legal holiday of the United States (5 U.S.C. § 6103(a)), which § 1908 omits; the weekday a ' +
  'weekend one is kept on (§ 6103(b) is for federal pay and leave) and any Sunday → Monday rule of 44 P.S. § 11 were ' +
  "not read: check the court's calendar.";
const PA_LIST_NOTE =
  "44 P.S. § 11 (the Commonwealth's legal holidays) was not read: this day is from a secondary list of it; check the " +
  "section's text and the court's calendar.";

const PENNSYLVANIA_COURTS: CourtCalendar = {
  court: 'the Pennsylvania courts',
  citation: '1 Pa.C.S. § 1908',
  holidays: [
    ...FEDERAL_DAYS.map((day) =>
      readDay(day.name, day.when, PA_FEDERAL_CITATION, {
        ...(day.fromYear ? { fromYear: day.fromYear } : {}),
        observedVerified: false,
        note: PA_OBSERVED_NOTE,
      }),
    ),
    unverifiedDay('Good Friday', { easterOffset: -2 }, PA_LIST_CITATION, PA_LIST_NOTE),
    unverifiedDay('Flag Day', { fixed: { month: 6, day: 14 } }, PA_LIST_CITATION, PA_LIST_NOTE),
    unverifiedDay('Election Day', { electionDay: true }, PA_LIST_CITATION, PA_LIST_NOTE),
    unverifiedDay(
      'Day after Thanksgiving',
      { dayAfterThanksgiving: true },
      'Pa. Supreme Court holiday orders (appellate courts and AOPC staff)',
      "A court closure in the Supreme Court's yearly staff holiday orders (e.g. 2003, 2007, 2008), not a statutory " +
        "legal holiday as far as read: check the court's calendar.",
    ),
  ],
  note:
    '§ 1908: "Whenever the last day of any such period shall fall on Saturday or Sunday, or on any day made a legal ' +
    'holiday by the laws of this Commonwealth or of the United States, such day shall be omitted from the computation." ' +
    "The federal days are therefore verified; the Commonwealth's own list (44 P.S. § 11) was not read.",
};

// --- Illinois, Ohio and Georgia: each read from its statutes on 2026-11-29 ---------------------------------------
const IL_CITATION = '5 ILCS 70/1.11; 205 ILCS 630/17(a)';
const IL_OBSERVED_NOTE =
  '205 ILCS 630/17 does not say which weekday a weekend holiday is kept on: the Friday or Monday is unverified (warns).';
const ilDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, IL_CITATION, { observedVerified: false, note: IL_OBSERVED_NOTE, ...extra });

const ILLINOIS_COURTS: CourtCalendar = {
  court: 'the Illinois circuit courts',
  citation: '5 ILCS 70/1.11',
  holidays: [
    ilDay("New Year's Day", fixed(1, 1)),
    ilDay('Martin Luther King Jr. Day', nth(1, MONDAY, 3)),
    // 5 ILCS 490/60: "When February twelfth shall fall on a Sunday, the following Monday shall be held and considered
    // the holiday." Nothing moves a Saturday one, so that Friday stays unverified.
    ilDay("Lincoln's Birthday", fixed(2, 12), {
      citation: `${IL_CITATION}; 5 ILCS 490/60`,
      observedVerified: 'sunday',
      note: '5 ILCS 490/60 keeps a Sunday one on the Monday; nothing keeps a Saturday one on the Friday before (warns).',
    }),
    ilDay('Presidents Day', nth(2, MONDAY, 3)),
    ilDay("Casimir Pulaski's Birthday", nth(3, MONDAY, 1)),
    ilDay('Good Friday', { easterOffset: -2 }),
    ilDay('Memorial Day', nth(5, MONDAY, -1)),
    // Added to § 17 by the 2021 Juneteenth acts (P.A. 102-14, eff. 2022-01-01; P.A. 102-334, eff. 2021-08-09): both took
    // effect after 19 June 2021, so 2022 is the first year it can count.
    ilDay('Juneteenth National Freedom Day', fixed(6, 19), { fromYear: 2022 }),
    ilDay('Independence Day', fixed(7, 4)),
    ilDay('Labor Day', nth(9, MONDAY, 1)),
    ilDay('Columbus Day', nth(10, MONDAY, 2)),
    ilDay("Veterans' Day", fixed(11, 11)),
    ilDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    ilDay('Christmas Day', fixed(12, 25)),
    // § 17: "the days upon which the general elections for members of the House of Representatives are held";
    // 10 ILCS 5/2A-1.1(a): "in even-numbered years, the general election shall be held on the first Tuesday after the
    // first Monday of November".
    ilDay(
      'General Election Day',
      { electionDay: true, evenYearsOnly: true },
      { citation: `${IL_CITATION}; 10 ILCS 5/2A-1.1(a)`, note: undefined },
    ),
    unverifiedDay(
      'Day after Thanksgiving',
      { dayAfterThanksgiving: true },
      'Illinois circuit court closure orders (not a holiday of 205 ILCS 630/17)',
      "Not a statutory holiday, so § 1.11 does not exclude it; many circuits close (e.g. the 13th Circuit's 2024 list): check the circuit's order.",
    ),
  ],
  note:
    '§ 1.11 excludes a last day that "is Saturday or Sunday or is a holiday as defined or fixed in any statute now or ' +
    'hereafter in force in this State"; a statutory holiday counts even if the courthouse is open (Bertell v. Rockford ' +
    'Memorial Hospital, 393 Ill. App. 3d 469 (2009), as a practice guide summarizes it). Days the Governor proclaims ' +
    '(§ 17) are not on file.',
};

const OH_CITATION = 'Ohio Rev. Code § 1.14';
const OH_OBSERVED_NOTE =
  '§ 1.14 keeps a Sunday holiday on the Monday after; it says nothing of a Saturday one, so the Friday before is ' + 'unverified (warns).';
const ohDay = (name: string, when: HolidayDate) =>
  readDay(name, when, OH_CITATION, 'fixed' in when ? { observedVerified: 'sunday', note: OH_OBSERVED_NOTE } : {});

const OHIO_COURTS: CourtCalendar = {
  court: 'the Ohio courts',
  citation: 'Ohio Rev. Code § 1.14',
  holidays: [
    // § 1.14: "If any day designated in this section as a legal holiday falls on Sunday, the next succeeding day is a
    // legal holiday." Nothing moves a Saturday one to the Friday before (that Friday warns).
    ohDay("New Year's Day", fixed(1, 1)),
    ohDay('Martin Luther King Day', nth(1, MONDAY, 3)),
    ohDay('Washington-Lincoln Day', nth(2, MONDAY, 3)),
    ohDay('Memorial Day', nth(5, MONDAY, -1)),
    ohDay('Independence Day', fixed(7, 4)),
    ohDay('Labor Day', nth(9, MONDAY, 1)),
    ohDay('Columbus Day', nth(10, MONDAY, 2)),
    ohDay("Veterans' Day", fixed(11, 11)),
    ohDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    ohDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      OH_CITATION,
      'The § 1.14 text read (eff. 2001-04-10) does not list it; a later copy lists "the nineteenth day of June, known as ' +
        'Juneteenth day": check the amending act and its effective date. In 2021 the Governor appointed it under § 124.19.',
      { fromYear: 2021 },
    ),
  ],
  note:
    '§ 1.14 moves a last day that "falls on Sunday or a legal holiday"; a Saturday moves because the clerk\'s office is ' +
    'closed ("closed to the public for the entire day"). Days "appointed and recommended by the governor of this state ' +
    'or the president of the United States as a holiday" (§ 1.14(K)) are not on file. Civ. R. 6(A) was not read.',
};

const GA_CITATION = 'Ga. Code Ann. §§ 1-3-1(d)(3), 1-4-1(a)(1)';
const GA_OBSERVED_NOTE =
  '§ 1-4-1 does not say which weekday a weekend holiday is kept on (the Governor names the closing days, § 1-4-1(b)): ' +
  'the Friday or Monday is unverified (warns).';
const gaDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, GA_CITATION, { observedVerified: false, note: GA_OBSERVED_NOTE, ...extra });

const GEORGIA_COURTS: CourtCalendar = {
  court: 'the Georgia courts',
  citation: 'Ga. Code Ann. § 1-3-1(d)(3)',
  holidays: [
    // § 1-4-1(a)(1): "All days which have been designated as of January 1, 1984, as public and legal holidays by the
    // federal government" (from 2022-04-04, Ga. L. 2022, p. 73 (HB 1335): "as of January 1, 2022", adding Juneteenth).
    gaDay("New Year's Day", fixed(1, 1)),
    gaDay('Martin Luther King Jr. Day', nth(1, MONDAY, 3)),
    gaDay("Washington's Birthday", nth(2, MONDAY, 3)),
    gaDay('Memorial Day', nth(5, MONDAY, -1)),
    gaDay('Juneteenth', fixed(6, 19), { fromYear: 2022, citation: `${GA_CITATION}; Ga. L. 2022, p. 73 (HB 1335)` }),
    gaDay('Independence Day', fixed(7, 4)),
    gaDay('Labor Day', nth(9, MONDAY, 1)),
    gaDay('Columbus Day', nth(10, MONDAY, 2)),
    gaDay("Veterans' Day", fixed(11, 11)),
    gaDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    gaDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'State Holiday (day after Thanksgiving)',
      { dayAfterThanksgiving: true },
      'Ga. Code Ann. § 1-4-1(a)(2)',
      "A day the Governor designates and proclaims each year (§ 1-4-1(a)(2)): check that year's proclamation.",
    ),
  ],
  note:
    '§ 1-3-1(d)(3): a last day on "Saturday or Sunday" runs "through the following Monday", and one on "a public and legal ' +
    'holiday as set forth in Code Section 1-4-1" "through the next business day" (quoted in Smith v. McTaggart, 343 Ga. App. ' +
    '144 (2017), where a county closure for Good Friday did not save a late appeal). Days "designated and proclaimed by the ' +
    'Governor" (§ 1-4-1(a)(2), e.g. the spring State Holiday in lieu of April 26) change each year and are not on file.',
};
// --- end of Illinois, Ohio and Georgia --------------------------------------------------------------------------
// ---- Washington and Colorado: their own statutes and court rules, read on 2026-11-29 (Arizona: see the docs) ----

const WA_CITATION = 'Wash. Rev. Code § 1.16.050(1); CR 6(a); GR 2';
// GR 2: "(a) In event any legal holiday falls on Saturday all the courts of the state shall be closed on the preceding
// day (Friday). (b) In event any legal holiday falls on Sunday all the courts of the state shall be closed on the
// following day (Monday)."
const waDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, WA_CITATION, 'fixed' in when ? { observedVerified: true, ...extra } : extra);

const WASHINGTON_COURTS: CourtCalendar = {
  court: 'the Washington superior courts',
  citation: 'Wash. CR 6(a); Wash. Rev. Code § 1.16.050',
  holidays: [
    waDay("New Year's Day", fixed(1, 1)),
    waDay('Martin Luther King, Jr. Day', nth(1, MONDAY, 3)),
    waDay("Presidents' Day", nth(2, MONDAY, 3)),
    waDay('Memorial Day', nth(5, MONDAY, -1)),
    // Added by 2021 c 295 (the section as amended lists "(f) The nineteenth day of June, recognized as Juneteenth").
    waDay('Juneteenth', fixed(6, 19), { fromYear: 2022, citation: `${WA_CITATION}; 2021 c 295 § 2` }),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      `${WA_CITATION}; 2021 c 295 § 2`,
      "2021 c 295's effective date was not read (a municipal research note says the day is a legal holiday " +
        '"Beginning in 2022"): check whether Friday 18 June 2021 closed the courts.',
      { fromYear: 2021, untilYear: 2021 },
    ),
    waDay('Independence Day', fixed(7, 4)),
    waDay('Labor Day', nth(9, MONDAY, 1)),
    waDay("Veterans' Day", fixed(11, 11)),
    waDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    // "the day immediately following Thanksgiving Day" is in the section as amended by 2003 c 68 (2004 HB 2898);
    // earlier years were not checked.
    waDay('Native American Heritage Day', { dayAfterThanksgiving: true }, { fromYear: 2004 }),
    waDay('Christmas Day', fixed(12, 25)),
  ],
  note:
    'CR 6(a): in "any period of time prescribed or allowed by these rules, ... or by any applicable statute", the last ' +
    'day is included "unless it is a Saturday, a Sunday or a legal holiday, in which event the period runs until the ' +
    'end of the next day which is neither a Saturday, a Sunday nor a legal holiday. Legal holidays are prescribed in ' +
    'RCW 1.16.050." Columbus Day is not one. Days a court closes under GR 21 (emergencies) are not on file.',
};

const CO_CITATION = 'Colo. Rev. Stat. §§ 2-4-108(2), 24-11-101; C.R.C.P. 6(a)(2)';
// § 24-11-101(2): "In case any of said holidays or any other legal holiday so designated falls upon a Sunday, then the
// Monday following shall be considered as the holiday"; nothing on a Saturday one.
const CO_OBSERVED_NOTE =
  '§ 24-11-101(2) keeps a Sunday day on "the Monday following"; it says nothing of a Saturday one, and C.R.C.P. ' +
  '6(a)(2) adds only "any other day except Saturday or Sunday when the court is closed": the Friday before is ' +
  "unverified (check the court's calendar).";
const coDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, CO_CITATION, 'fixed' in when ? { observedVerified: 'sunday', note: CO_OBSERVED_NOTE, ...extra } : extra);

const COLORADO_COURTS: CourtCalendar = {
  court: 'the Colorado courts',
  citation: 'Colo. Rev. Stat. § 2-4-108(2); C.R.C.P. 6(a)',
  holidays: [
    coDay("New Year's Day", fixed(1, 1)),
    coDay('Martin Luther King, Jr. Day', nth(1, MONDAY, 3)),
    coDay('Washington-Lincoln Day', nth(2, MONDAY, 3)),
    coDay('Memorial Day', nth(5, MONDAY, -1)),
    // SB 22-139 (2022 session); the rule as amended 2021-04-01 does not list it, the 2024 texts do.
    coDay('Juneteenth', fixed(6, 19), { fromYear: 2023, citation: `${CO_CITATION}; SB 22-139` }),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      `${CO_CITATION}; SB 22-139`,
      "SB 22-139's effective date was not read: check whether Monday 20 June 2022 closed the courts.",
      { fromYear: 2022, untilYear: 2022 },
    ),
    coDay('Independence Day', fixed(7, 4)),
    coDay('Labor Day', nth(9, MONDAY, 1)),
    // HB 20-1031 (signed 2020-03-20) put Frances Xavier Cabrini Day in Columbus Day's place.
    coDay('Frances Xavier Cabrini Day', nth(10, MONDAY, 1), { fromYear: 2021, citation: `${CO_CITATION}; HB 20-1031` }),
    unverifiedDay(
      'Frances Xavier Cabrini Day',
      nth(10, MONDAY, 1),
      `${CO_CITATION}; HB 20-1031`,
      'The first year of HB 20-1031 was read only in a state personnel page: check whether Monday 5 October 2020 ' + 'closed the courts.',
      { fromYear: 2020, untilYear: 2020 },
    ),
    coDay('Columbus Day', nth(10, MONDAY, 2), { untilYear: 2019, citation: 'C.R.C.P. 6(a) (before HB 20-1031)' }),
    coDay("Veterans' Day", fixed(11, 11)),
    coDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    coDay('Christmas Day', fixed(12, 25)),
  ],
  note:
    '§ 2-4-108(2): "If the last day of any period is a Saturday, Sunday, or legal holiday, the period is extended to ' +
    'include the next day which is not a Saturday, Sunday, or legal holiday." § 24-11-101(1) makes the listed days ' +
    'legal holidays "for the holding of courts". Days the Governor or the President appoints "as a day of fasting ' +
    'or prayer or thanksgiving", other days a court is closed (C.R.C.P. 6(a)(2)) and a Saturday day\'s Friday are ' +
    'not on file.',
};

// ---- Massachusetts, Michigan and North Carolina: their own rules and holiday statutes, read on 2026-11-29 ----

const MA_RULE_CITATION = 'Mass. R. Civ. P. 6(a)';
const MA_LIST_CITATION = `${MA_RULE_CITATION}; Mass. Gen. Laws ch. 4, § 7, cl. Eighteenth`;
// Cl. Eighteenth keeps January first, July fourth, November eleventh and Christmas Day on "the day following when any
// of said days occurs on Sunday"; it says nothing of a Saturday one, and the Trial Court keeps its offices open on the
// Friday before a Saturday holiday.
const MA_OBSERVED_NOTE =
  'Cl. Eighteenth keeps the day on "the day following when any of said days occurs on Sunday"; a Saturday one is ' +
  'not moved (the Trial Court\'s list: state offices "shall be open to the public for business on the Friday ' +
  'immediately preceding any Saturday holiday"), so the Friday before is unverified.';
const maDay = (name: string, when: HolidayDate) =>
  readDay(name, when, MA_LIST_CITATION, 'fixed' in when ? { observedVerified: 'sunday', note: MA_OBSERVED_NOTE } : {});
const MA_SUFFOLK_NOTE =
  'Suffolk County only: ch. 136, § 12 closes public offices "in Suffolk county ... on March seventeenth and June ' +
  'seventeenth or the day following when either of said days occurs on Sunday", but the Trial Court\'s holiday ' +
  'list (2015-2016) says "All court offices will remain open for business on March 17 and June 17", and the ' +
  "clause Eighteenth as read does not list it: check the Trial Court's calendar for a Suffolk County filing.";

const MASSACHUSETTS_COURTS: CourtCalendar = {
  court: 'the Massachusetts courts',
  citation: `${MA_RULE_CITATION}; Mass. Gen. Laws ch. 4, §§ 7 (cl. Eighteenth), 9`,
  holidays: [
    maDay("New Year's Day", fixed(1, 1)),
    maDay('Martin Luther King Jr. Day', nth(1, MONDAY, 3)),
    maDay("Washington's Birthday (Presidents' Day)", nth(2, MONDAY, 3)),
    maDay("Patriots' Day", nth(4, MONDAY, 3)),
    maDay('Memorial Day', nth(5, MONDAY, -1)),
    // Rule 6(a)'s "any other day appointed as a holiday by ... the Congress of the United States": June 19 is a legal
    // public holiday of 5 U.S.C. § 6103(a) from 2021 (Pub. L. 117-17). St. 2020, c. 124 also put "June nineteenth"
    // in cl. Eighteenth (the enacted text was not read), so the weekday a weekend one is kept on stays unverified.
    readDay('Juneteenth Independence Day', fixed(6, 19), `${MA_RULE_CITATION}; 5 U.S.C. § 6103(a); Pub. L. 117-17`, {
      fromYear: 2021,
      observedVerified: false,
      note:
        'A day "appointed as a holiday by ... the Congress" (Rule 6(a)) from 2021. Check the enacted cl. Eighteenth ' +
        '(St. 2020, c. 124) for its Sunday rule.',
    }),
    maDay('Independence Day', fixed(7, 4)),
    maDay('Labor Day', nth(9, MONDAY, 1)),
    maDay('Columbus Day', nth(10, MONDAY, 2)),
    maDay("Veterans' Day", fixed(11, 11)),
    maDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    maDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Evacuation Day (Suffolk County)',
      { fixed: { month: 3, day: 17 } },
      'Mass. Gen. Laws ch. 136, § 12; ch. 6, § 12K',
      MA_SUFFOLK_NOTE,
    ),
    unverifiedDay(
      'Bunker Hill Day (Suffolk County)',
      { fixed: { month: 6, day: 17 } },
      'Mass. Gen. Laws ch. 136, § 12; ch. 6, § 12C',
      MA_SUFFOLK_NOTE,
    ),
  ],
  note:
    'Rule 6(a): the last day of a period "prescribed or allowed by these rules, by order of court, or by any ' +
    'applicable statute" is included "unless it is a Saturday, a Sunday, or a legal holiday, in which event the ' +
    'period runs until the end of the next day which is not a Saturday, a Sunday, or a legal holiday"; "legal ' +
    'holiday" includes the days of G.L. c. 4, § 7 "and any other day appointed as a holiday by the President or the ' +
    'Congress of the United States or designated by the laws of the Commonwealth". G.L. c. 4, § 9 likewise lets an ' +
    'act due on "Sunday or a legal holiday" be done "on the next succeeding business day". Days the President ' +
    'appoints are not on file.',
};

const MI_CITATION = 'MCR 1.108(1); Mich. Comp. Laws § 435.101; MCR 8.110(D)(2)(a)';
const MI_OBSERVED_NOTE =
  'The weekday a weekend day is kept on was not read in § 435.101 or MCR 8.110(D)(2) (the Supreme Court closed on ' +
  "Friday 3 July 2015 for a Saturday Independence Day): check the court's calendar.";
const miDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, MI_CITATION, 'fixed' in when ? { observedVerified: false, note: MI_OBSERVED_NOTE, ...extra } : extra);
const MI_STATUTE_ONLY_NOTE =
  '§ 435.101 makes the day a public holiday "for the holding of courts", but MCR 8.110(D)(2)(a) does not list it ' +
  'among the court holidays, so the courts are open: whether it is a "legal holiday" under MCR 1.108 was not read ' +
  'in a decision. Check before relying on it.';
const MI_COURT_RULE_NOTE =
  'A court holiday of MCR 8.110(D)(2)(a), observed by all state courts "except those courts which have adopted ' +
  'modifying administrative orders pursuant to MCR 8.112(B)"; not a § 435.101 legal holiday. Check the local ' +
  "court's administrative order.";

const MICHIGAN_COURTS: CourtCalendar = {
  court: 'the Michigan courts',
  citation: 'MCR 1.108(1)',
  holidays: [
    miDay("New Year's Day", fixed(1, 1)),
    miDay('Martin Luther King, Jr. Day', nth(1, MONDAY, 3)),
    miDay("Washington's Birthday (Presidents' Day)", nth(2, MONDAY, 3)),
    miDay('Memorial Day', nth(5, MONDAY, -1)),
    // 2023 PA 54 (SB 50) added "(f) June 19, Juneteenth" to § 435.101; its effective date was not read, so the
    // verified rule starts in 2024 and 2022-2023 (reported as a court holiday by court rule) only warn.
    miDay('Juneteenth', fixed(6, 19), { fromYear: 2024, citation: `${MI_CITATION}; 2023 PA 54` }),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      'MCR 8.110(D)(2)(a); 2023 PA 54',
      'Before 2024: reported as added to the MCR 8.110(D)(2) court holidays (the order and its year not read) and a ' +
        '§ 435.101 holiday from 2023 PA 54 (effective date not read).',
      { fromYear: 2022, untilYear: 2023 },
    ),
    miDay('Independence Day', fixed(7, 4)),
    miDay('Labor Day', nth(9, MONDAY, 1)),
    miDay('Veterans Day', fixed(11, 11)),
    miDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    miDay('Christmas Day', fixed(12, 25)),
    unverifiedDay("Lincoln's Birthday", fixed(2, 12), 'Mich. Comp. Laws § 435.101(1)(c)', MI_STATUTE_ONLY_NOTE),
    unverifiedDay('Columbus Day', nth(10, MONDAY, 2), 'Mich. Comp. Laws § 435.101(1)(i)', MI_STATUTE_ONLY_NOTE),
    unverifiedDay('Friday after Thanksgiving', { dayAfterThanksgiving: true }, 'MCR 8.110(D)(2)(a)', MI_COURT_RULE_NOTE),
    unverifiedDay('Christmas Eve', { fixed: { month: 12, day: 24 } }, 'MCR 8.110(D)(2)(a)', MI_COURT_RULE_NOTE),
    unverifiedDay("New Year's Eve", { fixed: { month: 12, day: 31 } }, 'MCR 8.110(D)(2)(a)', MI_COURT_RULE_NOTE),
  ],
  note:
    'MCR 1.108 (computing "a period of time prescribed or allowed by these rules, by court order, or by statute"): ' +
    '"The last day of the period is included, unless it is a Saturday, Sunday, legal holiday, or day on which the ' +
    'court is closed pursuant to court order" (quoted for the 3-year period of § 600.5805 in Dunlap v. Sheffield, ' +
    '442 Mich. 195 (1993); its forerunner GCR 1963, 108.6 carried a limitation period ending on Christmas Day to ' +
    'the next business day in Brown v. Porter, 13 Mich. App. 6 (1968)). MCL 8.6, for statutes: "If the last day of ' +
    'any period or a fixed or final day is a Saturday, Sunday or legal holiday, the period or day is extended to ' +
    'include the next day which is not a Saturday, Sunday or legal holiday." § 435.101: ' +
    'the listed days "are considered and treated as the first day of the week, commonly called Sunday, and as public ' +
    'holidays" for, among other purposes, "the holding of courts". Local closures by administrative order are not ' +
    'on file.',
};

const NC_CITATION = 'N.C. Gen. Stat. § 103-4(a); N.C. R. Civ. P. 6(a); § 103-5(a)';
const NC_CLOSED_NOTE =
  'A legal public holiday of § 103-4(a), but Rule 6(a) and § 103-5(a) extend a period only for "a legal holiday ' +
  'when the courthouse is closed for transactions": which of these days the courthouses close (the Judicial ' +
  "Branch's yearly holiday schedule) was not read. Check the county's court calendar.";
const ncDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  unverifiedDay(name, when, NC_CITATION, NC_CLOSED_NOTE, extra);

const NORTH_CAROLINA_COURTS: CourtCalendar = {
  court: 'the North Carolina courts',
  citation: 'N.C. R. Civ. P. 6(a); N.C. Gen. Stat. §§ 1-593, 103-5(a)',
  holidays: [
    ncDay("New Year's Day", fixed(1, 1)),
    ncDay("Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    ncDay("Robert E. Lee's Birthday", fixed(1, 19)),
    ncDay("Washington's Birthday", nth(2, MONDAY, 3)),
    ncDay('Greek Independence Day', fixed(3, 25)),
    ncDay('Anniversary of signing of Halifax Resolves', fixed(4, 12)),
    ncDay('Confederate Memorial Day', fixed(5, 10)),
    ncDay('Anniversary of Mecklenburg Declaration of Independence', fixed(5, 20)),
    ncDay('Memorial Day', nth(5, MONDAY, -1)),
    ncDay('Good Friday', { easterOffset: -2 }),
    ncDay('Independence Day', fixed(7, 4)),
    ncDay('Labor Day', nth(9, MONDAY, 1)),
    ncDay('Columbus Day', nth(10, MONDAY, 2)),
    ncDay('Veterans Day', fixed(11, 11)),
    // "(13) Tuesday after the first Monday in November in years in which a general election is to be held."
    ncDay('General Election Day', { electionDay: true, evenYearsOnly: true }),
    ncDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    ncDay('Christmas Day', fixed(12, 25)),
  ],
  note:
    'Rule 6(a): the last day "is to be included, unless it is a Saturday, Sunday or a legal holiday when the ' +
    'courthouse is closed for transactions, in which event the period runs until the end of the next day which is ' +
    'not a Saturday, Sunday, or a legal holiday when the courthouse is closed for transactions"; § 103-5(a): an act ' +
    'due on such a day "may be performed on the next day that the public office or courthouse is open for ' +
    'transactions" (Hardbarger v. Deal, 127 S.E.2d 771 (N.C. 1962), as headnoted: the time for commencing an ' +
    "action that expired on an Easter Monday the clerk's office was closed ran to the next day). § 103-4(b): " +
    '"Whenever any public holiday shall fall upon Sunday, the ' +
    'Monday following shall be a public holiday" (a Saturday one is listed on the Friday before here, unverified). ' +
    '§ 103-4(a)(11a) Yom Kippur is not on file (no Hebrew-calendar date rule), nor is the federal Juneteenth, which ' +
    '§ 103-4 as read does not list. No day is verified: the closure of the courthouse decides.',
};

// ---- South Carolina and Alabama: their own rules and holiday statutes, read on 2026-11-29 ----

const SC_RULE_CITATION = 'SCRCP 6(a)';
const SC_LIST_CITATION = `${SC_RULE_CITATION}; S.C. Code Ann. § 53-5-10`;
const SC_FEDERAL_CITATION = `${SC_RULE_CITATION} ("a State or Federal holiday"); 5 U.S.C. § 6103(a)`;
const SC_OBSERVED_NOTE =
  '§ 53-5-10 as read says nothing of a day falling on a weekend; the Friday before a Saturday one and the Monday ' +
  'after a Sunday one (S.C. Code Regs. 19-708.03(B), for state employees; § 53-5-30 not read) are unverified.';
const scDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, SC_LIST_CITATION, 'fixed' in when ? { observedVerified: false, note: SC_OBSERVED_NOTE, ...extra } : extra);

const SOUTH_CAROLINA_COURTS: CourtCalendar = {
  court: 'the South Carolina courts',
  citation: SC_RULE_CITATION,
  holidays: [
    scDay("New Year's Day", fixed(1, 1)),
    scDay('Martin Luther King, Jr. Day', nth(1, MONDAY, 3)),
    scDay("George Washington's Birthday/President's Day", nth(2, MONDAY, 3)),
    // 2000 Act No. 246 (eff. 2000-05-01) made it a regular holiday; reported first kept as one in 2001.
    scDay('Confederate Memorial Day', fixed(5, 10), { fromYear: 2001, citation: `${SC_LIST_CITATION}; 2000 Act No. 246` }),
    scDay('National Memorial Day', nth(5, MONDAY, -1)),
    scDay('Independence Day', fixed(7, 4)),
    scDay('Labor Day', nth(9, MONDAY, 1)),
    scDay('Veterans Day', fixed(11, 11)),
    scDay('National Thanksgiving Day', nth(11, THURSDAY, 4)),
    scDay('Day after Thanksgiving', { dayAfterThanksgiving: true }),
    // 2009 Act No. 33 (eff. 2009-06-02) added "twenty-fourth".
    scDay('Christmas Eve', fixed(12, 24), { fromYear: 2009, citation: `${SC_LIST_CITATION}; 2009 Act No. 33` }),
    scDay('Christmas Day', fixed(12, 25)),
    scDay('Day after Christmas', fixed(12, 26)),
    // Rule 6(a) also extends a period ending on "a ... Federal holiday": the federal days § 53-5-10 omits.
    readDay('Columbus Day', nth(10, MONDAY, 2), SC_FEDERAL_CITATION),
    readDay('Juneteenth National Independence Day', fixed(6, 19), `${SC_FEDERAL_CITATION}; Pub. L. 117-17`, {
      fromYear: 2021,
      observedVerified: false,
      note: 'A federal holiday from 2021; whether the federal Friday or Monday for a weekend one is a "Federal holiday" under Rule 6(a) was not read.',
    }),
  ],
  note:
    'SCRCP 6(a), for "any period of time prescribed or allowed by these rules, by order of court, or by any ' +
    'applicable statute": "The last day of the period so computed is to be included, unless it is a Saturday, ' +
    'Sunday or a State or Federal holiday, in which event the period runs until the end of the next day which is ' +
    'neither a Saturday, Sunday nor such holiday." § 53-5-10: the listed days "in each year are legal holidays" ' +
    '(the general election day holiday was deleted by the 2000 amendment). Days the Supreme Court declares ' +
    'holidays for computing time (Rule 611 SCACR, e.g. after Hurricane Florence in 2018) are not on file.',
};

const AL_RULE_CITATION = 'Ala. R. Civ. P. 6(a); Ala. Code § 1-1-4';
const AL_LIST_CITATION = `${AL_RULE_CITATION}; Ala. Code § 1-3-8`;
const AL_FEDERAL_CITATION = `${AL_RULE_CITATION} (a day "appointed as a holiday by the President or the Congress"); 5 U.S.C. § 6103(a)`;
// § 1-3-8(a): "If any holiday falls on Sunday, the following day is the holiday. If any holiday falls on Saturday, the
// preceding day is the holiday."
const alDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, AL_LIST_CITATION, 'fixed' in when ? { observedVerified: true, ...extra } : extra);
const AL_DATE_NOTE =
  'Named in § 1-3-8(a); its date rule in § 1-3-8(b) was read only through (b)(2). The date here is from the ' +
  "Alabama Department of Archives and History's list and the state's holiday calendar: check § 1-3-8(b).";

const ALABAMA_COURTS: CourtCalendar = {
  court: 'the Alabama courts',
  citation: AL_RULE_CITATION,
  holidays: [
    alDay("New Year's Day", fixed(1, 1)),
    // (b)(1): "Robert E. Lee's birthday – the third Monday in January", the federal Martin Luther King, Jr. Day.
    alDay("Martin Luther King, Jr.'s and Robert E. Lee's Birthday", nth(1, MONDAY, 3)),
    // (b)(2): "George Washington's birthday – the third Monday in February" (with Thomas Jefferson's birthday).
    alDay("George Washington's and Thomas Jefferson's Birthday", nth(2, MONDAY, 3)),
    alDay('National Memorial Day', nth(5, MONDAY, -1)),
    alDay('Independence Day', fixed(7, 4)),
    alDay('Labor Day', nth(9, MONDAY, 1)),
    alDay('Columbus Day, Fraternal Day and American Indian Heritage Day', nth(10, MONDAY, 2)),
    alDay("Veterans' Day", fixed(11, 11)),
    // § 1-3-8(a) names "the day designated by the Governor for public thanksgiving"; Rule 6(a) names Thanksgiving Day
    // and any day the President appoints (the fourth Thursday, 5 U.S.C. § 6103(a)).
    readDay('Thanksgiving Day', nth(11, THURSDAY, 4), AL_FEDERAL_CITATION),
    alDay('Christmas Day', fixed(12, 25)),
    readDay('Juneteenth National Independence Day', fixed(6, 19), `${AL_FEDERAL_CITATION}; Pub. L. 117-17`, {
      fromYear: 2021,
      observedVerified: false,
      note:
        'A day Congress appointed (Rule 6(a)) from 2021; not in § 1-3-8(a) as read, so the weekday a weekend one is ' +
        'kept on is unverified (the state\'s 2023 calendar shows a "State Holiday" on June 19).',
    }),
    unverifiedDay('Confederate Memorial Day', nth(4, MONDAY, 4), 'Ala. Code § 1-3-8(a), (b)', AL_DATE_NOTE),
    unverifiedDay("Jefferson Davis' Birthday", nth(6, MONDAY, 1), 'Ala. Code § 1-3-8(a), (b)', AL_DATE_NOTE),
    unverifiedDay(
      'Mardi Gras (Baldwin and Mobile Counties)',
      { easterOffset: -47 },
      'Ala. Code § 1-3-8',
      'Baldwin and Mobile Counties only ("all state offices shall be closed in those counties on Mardi Gras", as ' +
        "quoted by al.com; the subsection's text was not read): check the county where the case is filed.",
    ),
  ],
  note:
    'Ala. R. Civ. P. 6(a), for "any period of time prescribed or allowed by these rules, by order of court, or by ' +
    'any applicable statute": the last day "shall be included, unless it is a Saturday, a Sunday, or a legal ' +
    "holiday\"; \"'legal holiday' includes New Year's Day, Birthday of Martin Luther King, Jr., Presidents' Day, " +
    'Memorial Day, Independence Day, Labor Day, Columbus Day, Veterans Day, Thanksgiving Day, Christmas Day, and ' +
    'any other day appointed as a holiday by the President or the Congress of the United States, or as prescribed ' +
    'in § 1-3-8". § 1-1-4: if the last day "is Sunday, or a legal holiday as defined in Section 1-3-8, or a day on ' +
    'which the office in which the act must be done shall close as permitted by any law of this state", the next ' +
    '"secular or working day" counts. County holidays and emergency closings of a clerk\'s office (Ala. R. Jud. ' +
    'Admin. 5(B)-(D)) and days the Governor declares are not on file.',
};

// ---- Virginia, Maryland and the District of Columbia: their own rules and holiday lists, read on 2026-11-29 ----

const VA_CITATION = 'Va. Code § 1-210(C); Va. Code § 2.2-3300; Va. Code § 17.1-207(A)';
const VA_OBSERVED_NOTE =
  'The closing paragraph of § 2.2-3300 (the weekday a Saturday or Sunday day is kept on) was not read; guides give ' +
  "the Friday before and the Monday after: check the section's text.";
const VA_LIST_NOTE =
  "Listed in § 2.2-3300 by secondary guides; the part of the section's text that names it was not read. Check the " +
  "section (law.lis.virginia.gov) and the clerk's calendar.";
const vaDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, VA_CITATION, 'fixed' in when ? { observedVerified: false, note: VA_OBSERVED_NOTE, ...extra } : extra);
const vaUnread = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  unverifiedDay(name, when, VA_CITATION, VA_LIST_NOTE, extra);

const VIRGINIA_COURTS: CourtCalendar = {
  court: 'the Virginia courts',
  citation: 'Va. Code § 1-210(B), (C)',
  holidays: [
    // § 2.2-3300, as read: "January 1 — New Year's Day." ... "The first Monday in September — Labor Day".
    vaDay("New Year's Day", fixed(1, 1)),
    vaDay('Martin Luther King, Jr., Day', nth(1, MONDAY, 3)),
    vaDay('George Washington Day', nth(2, MONDAY, 3)),
    vaDay('Memorial Day', nth(5, MONDAY, -1)),
    // Acts 2020, Sp. Sess. I, ch. 5 (SB 5031, approved 2020-10-13) added "June 19 — Juneteenth": first kept in 2021.
    vaDay('Juneteenth', fixed(6, 19), { fromYear: 2021, citation: `${VA_CITATION}; Acts 2020, Sp. Sess. I, ch. 5` }),
    vaDay('Independence Day', fixed(7, 4)),
    vaDay('Labor Day', nth(9, MONDAY, 1)),
    vaUnread('Columbus Day and Yorktown Victory Day', nth(10, MONDAY, 2)),
    // Reported to have replaced Lee-Jackson Day in 2020 (a city's letter of 2020-10-16); the act was not read.
    vaUnread('Election Day', { electionDay: true }, { fromYear: 2020 }),
    vaUnread('Veterans Day', fixed(11, 11)),
    vaUnread('Thanksgiving Day', nth(11, THURSDAY, 4)),
    vaUnread('Friday after Thanksgiving', { dayAfterThanksgiving: true }),
    vaUnread('Christmas Day', fixed(12, 25)),
  ],
  note:
    '§ 1-210(C): "When an act of the General Assembly specifies a maximum period of time in which a legal action may ' +
    'be brought and the last day of that period falls on a Saturday, Sunday, legal holiday, or day or part of a day ' +
    "on which the clerk's office is closed as authorized by an act of the General Assembly, the action may be brought " +
    'on the next day that is not" such a day ((B) says the same for an act "during the course of a judicial ' +
    'proceeding"). § 17.1-207(A): the clerk\'s office is kept open every day except Saturday, Sunday "and the days ' +
    'provided for in § 2.2-3300"; it may close on a county or city holiday, on Christmas Eve, or on a day the ' +
    'Governor closes state offices, each with "the same force and effect as a legal holiday": those days are not on ' +
    'file. Lee-Jackson Day (the Friday before the third Monday in January, until 2020) is not on file.',
};

const MD_CITATION = 'Md. Rule 1-203(a); Md. Code, Gen. Prov. § 1-111';
const MD_NOTE =
  'A legal holiday of § 1-111 ("In this Code and any regulation or directive adopted under it"); Rule 1-203(a) ' +
  'extends a period ending on a "holiday", but the Rules\' own definition of "holiday" (Rule 1-202) was not read, ' +
  "nor whether the clerks' offices close that day: check Rule 1-202 and the Judiciary's holiday schedule.";
const mdDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  unverifiedDay(name, when, MD_CITATION, MD_NOTE, 'fixed' in when ? { observedVerified: 'sunday', ...extra } : extra);

const MARYLAND_COURTS: CourtCalendar = {
  court: 'the Maryland courts',
  citation: 'Md. Rule 1-203(a)',
  holidays: [
    mdDay("New Year's Day", fixed(1, 1)),
    // "(i) January 15 ... or (ii) if the United States Congress designates another day ..., the day designated".
    mdDay("Dr. Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    mdDay("Lincoln's Birthday", fixed(2, 12)),
    mdDay("Washington's Birthday", nth(2, MONDAY, 3)),
    mdDay('Maryland Day', fixed(3, 25)),
    mdDay('Good Friday', { easterOffset: -2 }),
    mdDay('Memorial Day', nth(5, MONDAY, -1)),
    // Chapter 64, Acts of 2022 (Maryland Manual); its effective date was not read.
    mdDay('Juneteenth National Independence Day', fixed(6, 19), { fromYear: 2022 }),
    mdDay('Independence Day', fixed(7, 4)),
    mdDay('Labor Day', nth(9, MONDAY, 1)),
    mdDay("Defenders' Day", fixed(9, 12)),
    mdDay('Columbus Day', nth(10, MONDAY, 2)),
    mdDay("Veterans' Day", fixed(11, 11)),
    mdDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    mdDay('American Indian Heritage Day', { dayAfterThanksgiving: true }),
    mdDay('Christmas Day', fixed(12, 25)),
    // "(17) each statewide general election day in the State".
    mdDay('Statewide general election day', { electionDay: true, evenYearsOnly: true }),
  ],
  note:
    'Rule 1-203(a): "In computing any period of time prescribed by these rules, by rule or order of court, or by any ' +
    'applicable statute ... The last day of the period so computed is included unless: it is a Saturday, Sunday, or ' +
    'holiday, in which event the period runs until the end of the next day that is not a Saturday, Sunday, or ' +
    'holiday; or the act to be done is the filing of a paper in court and the office of the clerk of that court on ' +
    'the last day of the period is not open, or is closed for a part of the day". § 1-111(b): a legal holiday is ' +
    'observed on its date or, "if that date falls on a Sunday, on the next Monday after that date" (nothing on a ' +
    'Saturday). No day is verified: the link between the Rule\'s "holiday" and § 1-111 was not read. Days the ' +
    'President or the Governor designates (§ 1-111(a)(18)) are not on file.',
};

const DC_CITATION = 'D.C. Super. Ct. R. Civ. P. 6(a)(1)(C), (a)(6)(A); D.C. Code § 28-2701';
// § 28-2701 (text current through 2012): the listed days "are holidays in the District for all purposes. When a day
// set apart as a legal holiday ... falls on a Saturday, the next preceding day is a holiday. When a day set apart as
// a legal holiday falls on a Sunday, the next succeeding day is a holiday."
const dcDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, DC_CITATION, 'fixed' in when ? { observedVerified: true, ...extra } : extra);
const DC_2022_NOTE =
  'Put in Rule 6(a)(6)(A) by the 2022 amendments (effective date not read); before then only as a day "observed by ' +
  'the court" under (a)(6)(B), whose text was not read. Check the Superior Court\'s calendar for that year.';

const DISTRICT_OF_COLUMBIA_COURTS: CourtCalendar = {
  court: 'the District of Columbia Superior Court',
  citation: 'D.C. Super. Ct. R. Civ. P. 6(a)',
  holidays: [
    dcDay("New Year's Day", fixed(1, 1)),
    dcDay("Dr. Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    dcDay("Washington's Birthday", nth(2, MONDAY, 3)),
    // D.C. Code § 1-612.02(a)(11): "Beginning in the year 2007, District of Columbia Emancipation Day, April 16th".
    dcDay('District of Columbia Emancipation Day', fixed(4, 16), { fromYear: 2023 }),
    unverifiedDay('District of Columbia Emancipation Day', fixed(4, 16), `${DC_CITATION}; D.C. Code § 1-612.02(a)(11)`, DC_2022_NOTE, {
      fromYear: 2007,
      untilYear: 2022,
    }),
    dcDay('Memorial Day', nth(5, MONDAY, -1)),
    // Not in § 28-2701 as read, so the weekday a weekend Juneteenth is kept on stays unverified.
    dcDay('Juneteenth National Independence Day', fixed(6, 19), {
      fromYear: 2023,
      observedVerified: false,
      note: 'D.C. Code § 28-2701 as read (2012) does not list it: the Friday or Monday a weekend one is kept on is unverified.',
    }),
    unverifiedDay('Juneteenth National Independence Day', fixed(6, 19), DC_CITATION, DC_2022_NOTE, { fromYear: 2021, untilYear: 2022 }),
    dcDay('Independence Day', fixed(7, 4)),
    dcDay('Labor Day', nth(9, MONDAY, 1)),
    // D.C. Code § 1-612.02(a)(7) now names it Indigenous Peoples' Day, "the 2nd Monday in October".
    dcDay("Columbus Day (Indigenous Peoples' Day)", nth(10, MONDAY, 2)),
    dcDay('Veterans Day', fixed(11, 11)),
    dcDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    dcDay('Christmas Day', fixed(12, 25)),
  ],
  note:
    'Rule 6(a) applies "in computing any time period specified in these rules, court order, or in any statute that ' +
    'does not specify a method of computing time": "include the last day of the period, but if the last day is a ' +
    'Saturday, Sunday, or a legal holiday, the period continues to run until the end of the next day that is not a ' +
    'Saturday, Sunday, or legal holiday". The Rule is "identical to Federal Rule of Civil Procedure 6" except that ' +
    '(a)(6)(B) includes "holidays observed by the court" (Comment to 2017 Amendments), and "Subsection (a)(6)(A) has ' +
    'been amended to include District of Columbia Emancipation Day and Juneteenth in the definition of legal holiday" ' +
    '(Comment to 2022 Amendments). Days the President or Congress declares, other days the court observes and ' +
    'Inauguration Day (§ 28-2701) are not on file.',
};

// ---- Oregon, Nevada and Utah: their own computation rules and holiday statutes, read on 2026-11-29 ----

const OR_CITATION = 'Or. Rev. Stat. §§ 174.120(2)-(4), 187.010';
const OR_OBSERVED_NOTE =
  '§ 187.010(2): "Each time a holiday, other than Sunday, listed in subsection (1) of this section falls on Sunday, ' +
  'the succeeding Monday shall be a legal holiday. Each time a holiday listed in subsection (1) of this section ' +
  'falls on Saturday, the preceding Friday shall be a legal holiday."';
const orDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, OR_CITATION, 'fixed' in when ? { observedVerified: true, note: OR_OBSERVED_NOTE, ...extra } : extra);

const OREGON_COURTS: CourtCalendar = {
  court: 'the Oregon circuit courts',
  citation: 'Or. Rev. Stat. § 174.120(2)-(4)',
  holidays: [
    orDay("New Year's Day", fixed(1, 1)),
    orDay("Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    orDay('Presidents Day', nth(2, MONDAY, 3)),
    orDay('Memorial Day', nth(5, MONDAY, -1)),
    // "(f) Juneteenth on June 19" (HB 2168, signed 2021-06-19): the current section lists it; the 2021 and 2011 texts
    // do not. Reported as first observed on 19 June 2022, so 2021 only warns.
    orDay('Juneteenth', fixed(6, 19), { fromYear: 2022, citation: `${OR_CITATION}; 2021 HB 2168` }),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      'Or. Rev. Stat. § 187.010(1)(f); 2021 HB 2168',
      'HB 2168 was signed on 19 June 2021; its operative date was not read (reported as first observed in 2022).',
      { fromYear: 2021, untilYear: 2021 },
    ),
    orDay('Independence Day', fixed(7, 4)),
    orDay('Labor Day', nth(9, MONDAY, 1)),
    orDay('Veterans Day', fixed(11, 11)),
    orDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    orDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Day after Thanksgiving',
      { dayAfterThanksgiving: true },
      'Or. Rev. Stat. §§ 174.120(2)(b), 240.551 (state employee holiday, not a § 187.010 legal holiday)',
      "A state employees' paid holiday (ORS 240.551), not a legal holiday of § 187.010: it extends a period only if " +
        'the court "is closed for the purpose of filing pleadings" (§ 174.120(2)(b)). Check the Oregon Judicial ' +
        "Department's calendar.",
    ),
  ],
  note:
    '§ 174.120(2): the period "does include the last day unless the last day is: (a) A legal holiday or Saturday; ' +
    '(b) A day on which the court is closed for the purpose of filing pleadings and other documents; (c) A day on ' +
    'which the court is closed by order of the Chief Justice ..."; (3) the act "must be performed on the next day that ' +
    'the court is open"; (4) "subsections (2) and (3) of this section apply to time limitations established by ' +
    'statutes of limitation". ORCP 10 A (as quoted): the last day is included "unless it is a Saturday or a legal ' +
    'holiday, including Sunday"; ORAP 1.25(4): ""legal holiday" means legal holiday as defined in ORS 187.010 and ' +
    'ORS 187.020". § 187.010(1)(a) makes "Each Sunday" a legal holiday. Columbus Day is not one. Days the ' +
    'Governor appoints (§ 187.020) and Chief Justice closures are not on file.',
};

const NV_CITATION = 'NRCP 6(a)(1)(C); Nev. Rev. Stat. § 236.015';
const NV_OBSERVED_NOTE =
  '§ 236.015(3): "If January 1, July 4, November 11 or December 25 falls upon a: (a) Sunday, the Monday following ' +
  'must be observed as a legal holiday. (b) Saturday, the Friday preceding must be observed as a legal holiday."';
const nvDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, NV_CITATION, 'fixed' in when ? { observedVerified: true, note: NV_OBSERVED_NOTE, ...extra } : extra);

const NEVADA_COURTS: CourtCalendar = {
  court: 'the Nevada district courts',
  citation: 'NRCP 6(a)(1)(C); Nev. Rev. Stat. §§ 1.130, 236.015(2), 10.165',
  holidays: [
    nvDay("New Year's Day", fixed(1, 1)),
    nvDay("Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    nvDay("Washington's Birthday", nth(2, MONDAY, 3)),
    nvDay('Memorial Day', nth(5, MONDAY, -1)),
    nvDay('Independence Day', fixed(7, 4)),
    nvDay('Labor Day', nth(9, MONDAY, 1)),
    // "Nevada Day is October 31 but is to be observed on the last Friday in October" (1999 SB 31 moved it from
    // October 31; the act's first year was not read, so the rule starts in 2000).
    nvDay('Nevada Day', nth(10, FRIDAY, -1), { fromYear: 2000, citation: `${NV_CITATION}; 1999 SB 31` }),
    nvDay("Veterans' Day", fixed(11, 11)),
    nvDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    nvDay('Family Day', { dayAfterThanksgiving: true }),
    nvDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Juneteenth Day',
      fixed(6, 19),
      'Nev. Rev. Stat. § 236.015; 2023 AB 140',
      'AB 140 (signed 2023-06-08, effective on approval) is reported to make June 19 a legal holiday, kept on the ' +
        'Friday before or the Monday after a weekend one; the amended § 236.015 was not read. Check its text.',
      { fromYear: 2023 },
    ),
  ],
  note:
    'NRCP 6(a)(1)(C): "include the last day of the period, but if the last day is a Saturday, Sunday, or legal holiday, ' +
    'the period continues to run until the end of the next day that is not a Saturday, Sunday, or legal holiday" (for ' +
    '"any statute that does not specify a method of computing time"). Romaine v. State Farm Mut. Auto. Ins. Co., 87 ' +
    'Nev. 257 (1971): the earlier NRCP 6(a) governs the two-year period of NRS 11.190(4)(e), so a complaint filed on ' +
    'Monday after a Saturday last day was timely. NRS 1.130: no district court "shall be opened" on "any day declared ' +
    'to be a legal holiday according to the provisions of NRS 236.015". § 236.015(2): "all state, county and city offices, courts, public schools and the ' +
    'Nevada System of Higher Education must close on the legal holidays enumerated in subsection 1". § 10.165: an ' +
    'act due on "a holiday or a nonjudicial day" "may be performed upon the next business day". Columbus Day is a ' +
    'day of observance (§ 236.025), not a legal holiday. Days the President appoints (§ 236.015(1)) are not on file.',
};

const UT_CITATION = 'Utah Code §§ 68-3-7(2), 63G-1-301(1)-(2); Utah R. Civ. P. 6(a)';
const UT_OBSERVED_NOTE =
  '§ 63G-1-301: "If a day described in Subsection (1)(a) falls on a Saturday, the preceding Friday is the legal ' +
  'holiday"; "If a day described in Subsection (1)(a) falls on a Sunday, the following Monday is the legal holiday" ' +
  '(the same rule in the 2021 text, (1)(b)-(c)).';
const utDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, UT_CITATION, 'fixed' in when ? { observedVerified: true, note: UT_OBSERVED_NOTE, ...extra } : extra);

const UTAH_COURTS: CourtCalendar = {
  court: 'the Utah district courts',
  citation: 'Utah Code § 68-3-7; Utah R. Civ. P. 6(a)',
  holidays: [
    utDay("New Year's Day", fixed(1, 1)),
    utDay('Dr. Martin Luther King, Jr. Day', nth(1, MONDAY, 3)),
    utDay("Washington and Lincoln Day (Presidents' Day)", nth(2, MONDAY, 3)),
    utDay('Memorial Day', nth(5, MONDAY, -1)),
    // 2025 text: "June 19, Juneteenth National Freedom Day", but on Tuesday to Friday "the preceding Monday" and on a
    // weekend "the following Monday": always the Monday of 15-21 June, the third Monday of June.
    utDay('Juneteenth National Freedom Day', nth(6, MONDAY, 3), { fromYear: 2025 }),
    unverifiedDay(
      'Juneteenth National Freedom Day',
      { fixed: { month: 6, day: 19 } },
      'Utah Code § 63G-1-301',
      'In the section before the 2025 Juneteenth observance amendments (effective 2025-05-07); the year it was added ' +
        'and the weekday it was kept on then were not read.',
      { fromYear: 2022, untilYear: 2024 },
    ),
    utDay('Independence Day', fixed(7, 4)),
    utDay('Pioneer Day', fixed(7, 24)),
    utDay('Labor Day', nth(9, MONDAY, 1)),
    utDay('Columbus Day', nth(10, MONDAY, 2)),
    utDay('Veterans Day', fixed(11, 11)),
    utDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    utDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Good Friday',
      { easterOffset: -2 },
      'Utah Code § 63G-1-301(1)(b)(iii)',
      'Listed "subject to Subsection (6)" in the text effective 2026-05-06; Subsection (6) (which may limit who ' +
        'closes) was not read, and the text is superseded on 2027-01-01. Check whether the courts close.',
      { fromYear: 2026 },
    ),
  ],
  note:
    '§ 68-3-7: "(1) A person shall compute the period of time provided by law to perform an act by: (a) excluding ' +
    'the first day; and (b) ... including the last day. (2) If the last day is a legal holiday, a Saturday, or a ' +
    'Sunday, then a person shall: (a) exclude the day ...; and (b) compute the period of time to include the end of ' +
    'the next day that is not a legal holiday, a Saturday, or a Sunday." § 63G-1-301(1): "The following days are legal ' +
    'holidays in Utah" (every Sunday among them). Days the President or Governor proclaims and the version of ' +
    '§ 63G-1-301 effective 2027-01-01 are not on file; URCP 6(a) was not read.',
};

// ---- Louisiana: La. C.C.P. art. 5059 and La. C.C. art. 3454 with La. R.S. 1:55(A)(1), read on 2026-11-29 ----

const LA_RULE_CITATION = 'La. Code Civ. Proc. art. 5059; La. Civ. Code art. 3454';
const LA_LIST_CITATION = `${LA_RULE_CITATION}; La. R.S. 1:55(A)(1)`;
const LA_OBSERVED_NOTE =
  '§ 55(A)(1) as read says nothing of a day falling on a weekend. Clerks of court list the Friday before a Saturday ' +
  'New Year\'s Day, Independence Day or Christmas and the Monday after a Sunday one under § 55(E) ("THIS DOES NOT ' +
  'APPLY TO ANY OTHER HOLIDAY"); that subsection was not read, so the moved day is unverified.';
const laDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, LA_LIST_CITATION, 'fixed' in when ? { observedVerified: false, note: LA_OBSERVED_NOTE, ...extra } : extra);
const LA_CLERK_NOTE =
  'A day each clerk of a district, parish and city court "shall close his office" (§ 55(E)(1)(a)(i), as quoted by ' +
  "a clerks' page; not read on the Legislature's site) but not a § 55(A)(1) legal holiday: \"Legal holidays are " +
  'defined by statute not by when the various clerks of court\'s offices are closed" (Louis v. Security Ins. Co. ' +
  "of Hartford, as summarized). Check the parish clerk's calendar.";
const LA_REMOVED_NOTE =
  'In § 55(A)(1) as quoted in 2018 ("January 19, Robert E. Lee Day"; "June 3, Confederate Memorial Day"); struck ' +
  'by 2022 HB 248 (the Act number and its effective date were not read), so 2022 itself is uncertain.';

const LOUISIANA_COURTS: CourtCalendar = {
  court: 'the Louisiana courts',
  citation: LA_RULE_CITATION,
  holidays: [
    laDay("New Year's Day", fixed(1, 1)),
    laDay('Battle of New Orleans', fixed(1, 8)),
    laDay("Dr. Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    laDay("Washington's Birthday and Presidents' Day", nth(2, MONDAY, 3)),
    // "the day of Mardi Gras" is in § 55(A)(1) as read on the Legislature's site, but not in the list as quoted in
    // 2018: the act adding it was not read, so only the Mardi Gras after the reading (2027) is verified.
    laDay('Mardi Gras', { easterOffset: -47 }, { fromYear: 2027 }),
    unverifiedDay(
      'Mardi Gras',
      { easterOffset: -47 },
      LA_LIST_CITATION,
      '"the day of Mardi Gras" is in § 55(A)(1) as read on 2026-11-29 but not in the list as quoted in 2018; when it ' +
        "was added (and whether it was a holiday only in some parishes before) was not read: check the parish clerk's calendar.",
      { untilYear: 2026 },
    ),
    laDay('Good Friday', { easterOffset: -2 }),
    laDay('National Memorial Day', nth(5, MONDAY, -1)),
    laDay('Independence Day', fixed(7, 4)),
    laDay('Huey P. Long Day', fixed(8, 30)),
    laDay('Labor Day', nth(9, MONDAY, 1)),
    laDay('Christopher Columbus Day', nth(10, MONDAY, 2)),
    laDay("All Saints' Day", fixed(11, 1)),
    laDay("Veterans' Day", fixed(11, 11)),
    laDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    laDay('Christmas Day', fixed(12, 25)),
    unverifiedDay('Robert E. Lee Day', { fixed: { month: 1, day: 19 } }, 'La. R.S. 1:55(A)(1) (before 2022 HB 248)', LA_REMOVED_NOTE, {
      untilYear: 2022,
    }),
    unverifiedDay(
      'Confederate Memorial Day',
      { fixed: { month: 6, day: 3 } },
      'La. R.S. 1:55(A)(1) (before 2022 HB 248)',
      LA_REMOVED_NOTE,
      { untilYear: 2022 },
    ),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      'La. R.S. 1:55(B)(1)(a)',
      'Not in § 55(A)(1) as read; a clerk cites § 55(B)(1)(a) for it and the Orleans civil clerk closed on it in 2023 ' +
        "but not in 2024: check the governor's proclamation and the clerk's calendar.",
      { fromYear: 2021 },
    ),
    unverifiedDay(
      'Election Day',
      { electionDay: true },
      'La. R.S. 18:552 (as quoted in 1977)',
      'Louis v. Security Ins. Co. of Hartford (La. App. 1 Cir. 1977) held an election day a legal holiday for ' +
        'prescription under R.S. 18:552 ("for all purposes whatever, legal holidays in the localities where the ' +
        'elections are held"); the current statute and the days of each locality\'s elections were not read.',
    ),
    unverifiedDay('Day after Thanksgiving', { dayAfterThanksgiving: true }, 'La. R.S. 1:55(E)(1)(a)(i)', LA_CLERK_NOTE),
    unverifiedDay('Christmas Eve', { fixed: { month: 12, day: 24 } }, 'La. R.S. 1:55(E)(1)(a)(i)', LA_CLERK_NOTE),
    unverifiedDay("New Year's Eve", { fixed: { month: 12, day: 31 } }, 'La. R.S. 1:55(E)(1)(a)(i)', LA_CLERK_NOTE),
  ],
  note:
    'Art. 5059(A): "In computing a period of time allowed or prescribed by law or by order of court, the date of the ' +
    'act, event, or default after which the period begins to run is not to be included. The last day of the period ' +
    'is to be included, unless it is a legal holiday, in which event the period runs until the end of the next day ' +
    'which is not a legal holiday." C.C. art. 3454: "if that day is a legal holiday, prescription accrues upon the ' +
    'expiration of the next day that is not a legal holiday." § 55(A)(1): the listed days "shall be days of public ' +
    'rest and legal holidays" (with Sundays, and every Saturday in Orleans and some other parishes); "It is ' +
    'undisputed that November 1, All Saints\' Day, is a legal holiday. R.S. 1:55(A)(1)" (Louis v. Security Ins. Co. ' +
    'of Hartford, 1977, a tort suit filed the day after). Inauguration Day (city of Baton Rouge only), days the ' +
    "governor proclaims and a parish's own holidays (§ 55(E), e.g. St. Mary's Black Bear Festival) are not on file.",
};

// ---- Missouri, Tennessee and Kentucky: their own rules and holiday statutes, read on 2026-11-29 ----

const MO_CITATION = 'Mo. Sup. Ct. R. 44.01(a); Mo. Rev. Stat. § 9.010';
// § 9.010: "when any of such holidays falls upon Sunday, the Monday next following shall be considered the holiday";
// nothing moves a Saturday one (state offices close the Friday before, e.g. 3 July 2026, by the state's own list).
const MO_OBSERVED_NOTE =
  '§ 9.010 keeps a Sunday day on "the Monday next following"; it says nothing of a Saturday one, so the Friday ' +
  "before (a state-office closure) is unverified: check the circuit court's calendar.";
const moDay = (name: string, when: HolidayDate) =>
  readDay(name, when, MO_CITATION, 'fixed' in when ? { observedVerified: 'sunday', note: MO_OBSERVED_NOTE } : {});

const MISSOURI_COURTS: CourtCalendar = {
  court: 'the Missouri circuit courts',
  citation: 'Mo. Sup. Ct. R. 44.01(a); Mo. Rev. Stat. §§ 506.060.1, 9.010',
  holidays: [
    moDay("New Year's Day", fixed(1, 1)),
    moDay('Martin Luther King Day', nth(1, MONDAY, 3)),
    // § 9.020: "the twelfth day of February is known as \"Lincoln Day\"".
    moDay('Lincoln Day', fixed(2, 12)),
    moDay("Washington's Birthday", nth(2, MONDAY, 3)),
    // § 9.035 (heading "May 8, Truman Day"): the eighth day of May of § 9.010.
    moDay('Truman Day', fixed(5, 8)),
    moDay('Memorial Day', nth(5, MONDAY, -1)),
    moDay('Independence Day', fixed(7, 4)),
    moDay('Labor Day', nth(9, MONDAY, 1)),
    moDay('Columbus Day', nth(10, MONDAY, 2)),
    moDay('Veterans Day', fixed(11, 11)),
    moDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    moDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      'Mo. Rev. Stat. § 9.010 (as amended in 2022, not read)',
      'State offices closed on it by executive order in 2021 and, as reported, by a 2022 act making it a state ' +
        'holiday (state courts closed on Monday 20 June 2022); the amended § 9.010 was not read. Check its text.',
      { fromYear: 2021 },
    ),
  ],
  note:
    'Rule 44.01(a) (and § 506.060.1) for "any period of time prescribed or allowed by these rules, by order of ' +
    'court, or by any applicable statute": "The last day of the period so computed is to be included, unless it is ' +
    'a Saturday, Sunday or a legal holiday, in which event the period runs until the end of the next day which is ' +
    'neither a Saturday, Sunday nor a legal holiday." § 1.040: "If the last day is Sunday it shall be excluded." ' +
    '§ 9.010 lists the public holidays (applied to a filing period in Herman v. Dixon, 285 S.W.2d 716: the Monday ' +
    'after a Sunday Decoration Day "became the holiday"). A day a circuit closes by administrative order (e.g. the ' +
    'Friday after Thanksgiving in St. Louis County, "that day shall be a legal holiday", citing Heinen v. Healthline ' +
    'Management) is not on file.',
};

const TN_CITATION = 'Tenn. R. Civ. P. 6.01; Tenn. Code Ann. §§ 1-3-102, 15-1-101';
const tnDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  // § 15-1-101: "when any one (1) of these days falls on Sunday, then the following Monday shall be substituted;
  // and when any of these days falls on Saturday, then the preceding Friday shall be substituted".
  readDay(name, when, TN_CITATION, 'fixed' in when ? { observedVerified: true, ...extra } : extra);

const TENNESSEE_COURTS: CourtCalendar = {
  court: 'the Tennessee courts',
  citation: 'Tenn. R. Civ. P. 6.01; Tenn. Code Ann. § 1-3-102',
  holidays: [
    tnDay("New Year's Day", fixed(1, 1)),
    tnDay('Martin Luther King, Jr. Day', nth(1, MONDAY, 3)),
    tnDay('Washington Day', nth(2, MONDAY, 3)),
    tnDay('Good Friday', { easterOffset: -2 }),
    tnDay('Memorial or Decoration Day', nth(5, MONDAY, -1)),
    // The 2024 Code lists "June 19, known as \"Juneteenth\""; an earlier compilation does not. The 2022 act adding it
    // (reported as Pub. Ch. 844) was not read, so the verified rule starts in 2023 and 2022 only warns.
    tnDay('Juneteenth', fixed(6, 19), { fromYear: 2023 }),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      `${TN_CITATION} (2022 act, not read)`,
      'Before 2023: added to § 15-1-101 in 2022 (reported as Pub. Ch. 844); its effective date was not read.',
      { fromYear: 2022, untilYear: 2022 },
    ),
    tnDay('Independence Day', fixed(7, 4)),
    tnDay('Labor Day', nth(9, MONDAY, 1)),
    tnDay('Columbus Day', nth(10, MONDAY, 2)),
    tnDay("Veterans' Day", fixed(11, 11)),
    tnDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    tnDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Election Day (November, even years)',
      { electionDay: true, evenYearsOnly: true },
      'Tenn. Code Ann. § 15-1-101 ("all days set apart by law for holding county, state, or national elections")',
      'A legal holiday by § 15-1-101, but the election statutes that set the dates were not read; the August ' +
        'general and the primary election days are not on file. Check the election calendar.',
    ),
  ],
  note:
    'Rule 6.01 (for "any period of time prescribed or allowed by these rules, by order of court, or by any ' +
    'applicable statute"): "The last day of the period so computed shall be included unless it is a Saturday, a ' +
    'Sunday, or a legal holiday as defined in Tenn. Code Ann. § 15-1-101, or, when the act to be done is the filing ' +
    'of a paper in court, a day on which the office of the court clerk is closed ..., in which event the period runs ' +
    'until the end of the next day which is not one of the aforementioned days." Its 2011 comment: a legal holiday ' +
    '"does not depend on whether the clerk\'s office is open for business" (Columbus Day stays one when the ' +
    'Governor substitutes the day after Thanksgiving). § 1-3-102, as quoted in the Rule\'s comment: "computed by ' +
    'excluding the first day and including the last, unless the last day is a Saturday, a Sunday, or a legal ' +
    'holiday, and then it shall also be excluded." Days the Governor or President appoints "as days of fasting or ' +
    'thanksgiving" and a clerk\'s office closure are not on file.',
};

const KY_CITATION = 'Ky. Rev. Stat. §§ 446.030(1)(a), 2.110(1); CR 6.01';
const KY_NOTE =
  'A holiday of KRS 2.110(1) ("holidays, on which all the public offices of this Commonwealth may be closed"). ' +
  'Wilkins v. Retirement Systems (Ky. 2009), as summarized, held such a day (Columbus Day) a "legal holiday" under ' +
  '§ 446.030 though the courthouse was open; the opinion, § 446.030 and CR 6.01 were not read in their own text. ' +
  'Check them before relying on it.';
const kyDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  unverifiedDay(name, when, KY_CITATION, KY_NOTE, extra);

const KENTUCKY_COURTS: CourtCalendar = {
  court: 'the Kentucky courts',
  citation: 'Ky. Rev. Stat. § 446.030(1)(a); CR 6.01',
  holidays: [
    kyDay("New Year's Day", fixed(1, 1)),
    kyDay('Birthday of Martin Luther King, Jr.', nth(1, MONDAY, 3)),
    kyDay('Robert E. Lee Day', { fixed: { month: 1, day: 19 } }),
    kyDay('Franklin D. Roosevelt Day', { fixed: { month: 1, day: 30 } }),
    kyDay("Lincoln's Birthday", { fixed: { month: 2, day: 12 } }),
    kyDay("Washington's Birthday", nth(2, MONDAY, 3)),
    kyDay('Memorial Day', nth(5, MONDAY, -1)),
    kyDay('Confederate Memorial Day and Jefferson Davis Day', { fixed: { month: 6, day: 3 } }),
    kyDay('Independence Day', fixed(7, 4)),
    kyDay('Labor Day', nth(9, MONDAY, 1)),
    kyDay('Columbus Day', nth(10, MONDAY, 2)),
    kyDay('Veterans Day', fixed(11, 11)),
    kyDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Thanksgiving Day',
      nth(11, THURSDAY, 4),
      'Ky. Rev. Stat. §§ 2.110(1), 18A.190(1)(i)',
      '§ 2.110(1) counts "all days appointed by the President of the United States or by the Governor as days of ' +
        'thanksgiving" (the proclamation was not read); § 18A.190 closes state offices on "The fourth Thursday in ' +
        'November plus one (1) extra day".',
    ),
    unverifiedDay(
      'Presidential election day',
      { electionDay: true, evenYearsOnly: true },
      'Ky. Rev. Stat. § 2.190',
      '§ 2.190: "The Tuesday after the first Monday in November in Presidential election years shall be a state ' +
        'holiday on which all state offices ... shall be closed." Listed every even year here: it is a holiday only ' +
        'every fourth year (2028, 2032, ...).',
    ),
  ],
  note:
    '§ 446.030(1)(a), as codified in a city code and summarized in Wilkins: the last day is included "unless it is a ' +
    'Saturday, a Sunday, a legal holiday, or a day on which the public office in which a document is required to be ' +
    'filed is actually and legally closed, in which event the period runs until the end of the next day which is not ' +
    'one of the days just mentioned" (an early closure for the Derby parade extended a filing day: Weird v. ' +
    'Emberton, 306 S.W.3d 67 (Ky. 2010)). § 2.110(1) names the days; it says nothing of a weekend one. § 18A.190(2) ' +
    'keeps a state-office holiday on "the preceding Friday" or "the following Monday", and adds Good Friday (half ' +
    "a day) and the Governor's extra days around New Year's Day, Thanksgiving and Christmas: not on file. No day is " +
    'verified.',
};

// ---- Connecticut, Oklahoma and Iowa: their holiday statutes and extension rules, read on 2026-11-29 ----

const CT_CITATION = 'Conn. Gen. Stat. § 1-4';
// Kim v. Emt, 153 Conn. App. 563 (2014): the § 52-584 period for commencing an action is not extended by a § 1-4 day.
const CT_NOT_EXTENDED_NOTE =
  'A legal holiday of § 1-4, but it does not extend the limitation period: in Kim v. Emt, 153 Conn. App. 563 ' +
  '(2014), the two-year period of § 52-584 that ended on Memorial Day was not extended, because the action is ' +
  'commenced by delivering process to a state marshal (§ 52-593a) and "no legal impediment bars such delivery" ' +
  "on a holiday. Serve or deliver the process on or before this day; a filing due in the clerk's office may " +
  'still run to the next day it is open (§ 51-347c, Practice Book § 7-17: not read).';
const ctDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  unverifiedDay(name, when, CT_CITATION, CT_NOT_EXTENDED_NOTE, extra);

const CONNECTICUT_COURTS: CourtCalendar = {
  court: 'the Connecticut courts',
  citation: 'Conn. Gen. Stat. § 1-4; Kim v. Emt, 153 Conn. App. 563 (2014)',
  noLimitationExtension: { citation: 'Kim v. Emt, 153 Conn. App. 563 (2014); Morton v. West, 3 Conn. Supp. 251 (1936)' },
  holidays: [
    ctDay("New Year's Day", fixed(1, 1)),
    // "the first Monday occurring on or after January fifteenth": the third Monday of January.
    ctDay('Martin Luther King, Jr. Day', nth(1, MONDAY, 3)),
    ctDay('Lincoln Day', fixed(2, 12)),
    ctDay("Washington's Birthday", nth(2, MONDAY, 3)),
    ctDay('Memorial Day', nth(5, MONDAY, -1)),
    // P.A. 22-128 (signed 2022-05-27, effective 2022-10-01): first kept on 19 June 2023.
    ctDay('Juneteenth Independence Day', fixed(6, 19), { fromYear: 2023, citation: `${CT_CITATION}; P.A. 22-128` }),
    ctDay('Independence Day', fixed(7, 4)),
    ctDay('Labor Day', nth(9, MONDAY, 1)),
    ctDay('Columbus Day', nth(10, MONDAY, 2)),
    ctDay("Veterans' Day", fixed(11, 11)),
    // § 1-4: "any day appointed or recommended by the Governor ... or the President ... as a day of thanksgiving".
    ctDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    ctDay('Christmas', fixed(12, 25)),
    unverifiedDay(
      'Good Friday',
      { easterOffset: -2 },
      'State of Connecticut employee holiday list (not Conn. Gen. Stat. § 1-4 as read)',
      '§ 1-4 as read does not list Good Friday; the state employee holiday list (e.g. 29 March 2024) does. Check ' +
        'whether the Judicial Branch closes, and Kim v. Emt: a holiday does not extend a § 52-584 period.',
    ),
  ],
  note:
    '§ 1-4: the listed days "shall each be a legal holiday, except that whenever any of such days which are not ' +
    'designated to occur on Monday, occurs upon a Sunday, the Monday next following such day shall be a legal ' +
    'holiday and whenever any of such days occurs upon a Saturday, the Friday immediately preceding such day shall ' +
    'be a legal holiday." No day is verified to move a limitation date: Kim v. Emt, 153 Conn. App. 563 (2014) held ' +
    'that "the Memorial Day holiday" does not provide "a common-law grace period that extends the statute of ' +
    'limitations for serving process"; Morton v. West, 3 Conn. Supp. 251 (1936) did not extend a period ending on ' +
    'a Sunday either (service was lawful that day), so a weekend roll of a Connecticut limitation date is itself ' +
    'doubtful: serve before it.',
};

const OK_CITATION = 'Okla. Stat. tit. 25, § 82.1(A), (C)';
const okDay = (name: string, when: HolidayDate) => readDay(name, when, OK_CITATION, 'fixed' in when ? { observedVerified: true } : {});
const OK_CHRISTMAS_NOTE =
  '§ 82.1(A) (25 O.S. 2021, as restated in 2023 SB 65 and 2025 HB 1692) adds "the day before or after Christmas if ' +
  'Christmas is not on a Saturday or Sunday" (the Governor\'s yearly Executive Order, § 82.1(B), picks which), and ' +
  'the Thursday before a Saturday Christmas or the Tuesday after a Sunday one: check the Executive Order for the year.';

const OKLAHOMA_COURTS: CourtCalendar = {
  court: 'the Oklahoma courts',
  citation: 'Okla. Stat. tit. 25, § 82.1(C); tit. 12, § 2006(A)',
  holidays: [
    okDay("New Year's Day", fixed(1, 1)),
    okDay("Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    okDay("Presidents' Day", nth(2, MONDAY, 3)),
    okDay('Memorial Day', nth(5, MONDAY, -1)),
    okDay('Independence Day', fixed(7, 4)),
    okDay('Labor Day', nth(9, MONDAY, 1)),
    okDay("Veterans' Day", fixed(11, 11)),
    okDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    okDay('The day after Thanksgiving Day', { dayAfterThanksgiving: true }),
    okDay('Christmas', fixed(12, 25)),
    unverifiedDay('Day before Christmas', { fixed: { month: 12, day: 24 } }, OK_CITATION, OK_CHRISTMAS_NOTE),
    unverifiedDay('Day after Christmas', { fixed: { month: 12, day: 26 } }, OK_CITATION, OK_CHRISTMAS_NOTE),
  ],
  note:
    '§ 82.1(C): "Any act authorized, required, or permitted to be performed on a holiday as designated in subsection ' +
    'A of this section may be performed on the next succeeding business day, and no liability or loss of rights of ' +
    'any kind shall result from such delay." § 82.1(A) (25 O.S. 2021): "if any of such holidays other than Christmas ' +
    'fall on Saturday, the preceding Friday shall be a holiday in that year and if any of such holidays other than ' +
    'Christmas fall on Sunday, the succeeding Monday shall be a holiday in that year" (an older text: "other than ' +
    'Saturday" / "other than Sunday"). 12 O.S. § 2006(A) (court computation, referring to § 82.1) was not read. ' +
    'Columbus Day and Juneteenth are not Oklahoma holidays. A national holiday the President declares, which the ' +
    'Governor may make a state one (§ 82.1(B)), and a General Election Day (proposed in 2025 HB 1692; enactment not ' +
    'read) are not on file.',
};

const IA_CITATION = 'Iowa Code §§ 1C.1, 4.1(34)';
const IA_RULE_NOTE =
  'A legal public holiday of § 1C.1, but the text of § 4.1(34), which extends a period ending on a holiday, was not ' +
  'read (Emmetsburg Ready Mix Co. v. Norris, 362 N.W.2d 498 (Iowa 1985): a 30-day period to sue ending on Friday ' +
  '24 December 1982, when "the courthouse is locked ... for a declared holiday", ran to the next business day). ' +
  'Check § 4.1(34) before relying on the day.';
const iaDay = (name: string, when: HolidayDate) => unverifiedDay(name, when, IA_CITATION, IA_RULE_NOTE);
const plainDay = (month: number, day: number): HolidayDate => ({ fixed: { month, day } });

const IOWA_COURTS: CourtCalendar = {
  court: 'the Iowa district courts',
  citation: 'Iowa Code § 4.1(34); § 1C.1',
  holidays: [
    iaDay("New Year's Day", fixed(1, 1)),
    iaDay("Dr. Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    // § 1C.1 keeps no weekend day on a Friday or Monday; Lincoln's Birthday is not a § 1C.2 paid holiday either.
    iaDay("Lincoln's Birthday", plainDay(2, 12)),
    iaDay("Washington's Birthday", nth(2, MONDAY, 3)),
    iaDay('Memorial Day', nth(5, MONDAY, -1)),
    iaDay('Independence Day', fixed(7, 4)),
    iaDay('Labor Day', nth(9, MONDAY, 1)),
    iaDay('Veterans Day', fixed(11, 11)),
    iaDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    iaDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Friday after Thanksgiving',
      { dayAfterThanksgiving: true },
      'Iowa Code § 1C.2(1)(h) (a paid holiday of state employees, not a § 1C.1 legal public holiday)',
      'State offices close ("Friday after Thanksgiving, the Friday following Thanksgiving Day"); whether the ' +
        "clerk's office closing extends a period under § 4.1(34) was not read. Check the Judicial Branch calendar.",
    ),
  ],
  note:
    '§ 1C.1 (as published in the 2001 Code; the same ten days in later secondary lists): "The following are legal ' +
    "public holidays: 1. New Year's Day, January 1. 2. Dr. Martin Luther King, Jr.'s Birthday, the third Monday in " +
    "January. 3. Lincoln's Birthday, February 12. 4. Washington's Birthday, the third Monday in February. ... 10. " +
    'Christmas Day, December 25." § 1C.1 says nothing of a weekend day; § 1C.2(3) keeps a Saturday paid holiday on ' +
    'the Friday before and a Sunday one on the Monday after for state employees (listed here on those days, ' +
    'unverified). No day is verified: the extension rule of § 4.1(34) was not read. Columbus Day and Juneteenth ' +
    '(§§ 1C.5, 1C.14) are days of recognition, not § 1C.1 holidays.',
};

// ---- Indiana: Ind. Trial Rule 6(A) with the Ind. Code § 1-1-9-1 legal holidays, read on 2026-11-29 ----

const IN_CITATION = 'Ind. Trial Rule 6(A)(3); Ind. Code § 1-1-9-1(a)';
const IN_OBSERVED_NOTE =
  'The weekday a weekend day is kept on was not read in § 1-1-9-1 (the State Personnel Department listed Friday ' +
  "3 July 2015 for a Saturday Independence Day): check the court's calendar.";
const inDay = (name: string, when: HolidayDate) =>
  readDay(name, when, IN_CITATION, 'fixed' in when ? { observedVerified: false, note: IN_OBSERVED_NOTE } : {});
const IN_NOT_READ_NOTE =
  'The text of § 1-1-9-1(a) read stops at "Columbus Day, the second Mon": this day is from state personnel lists ' +
  "(2014, 2015, 2019) and secondary summaries of the section. Check the section's full text.";
const IN_MOVED_NOTE =
  "§ 1-1-9-1(a) lists it, but the Governor moves its observance (the State Personnel Department kept Lincoln's " +
  "Birthday on the Friday after Thanksgiving and Washington's Birthday on 24 or 26 December in 2014, 2015 and 2019); " +
  "the subsection allowing that and whether the clerk's office is open on the statutory day were not read.";
const inUnread = (name: string, when: HolidayDate, note = IN_NOT_READ_NOTE) => unverifiedDay(name, when, IN_CITATION, note);

const INDIANA_COURTS: CourtCalendar = {
  court: 'the Indiana courts',
  citation: 'Ind. Trial Rule 6(A)',
  holidays: [
    inDay("New Year's Day", fixed(1, 1)),
    inDay("Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    // "Good Friday, a movable feast day."
    inDay('Good Friday', { easterOffset: -2 }),
    inDay('Memorial Day', nth(5, MONDAY, -1)),
    inDay('Independence Day', fixed(7, 4)),
    inDay('Labor Day', nth(9, MONDAY, 1)),
    inUnread("Abraham Lincoln's Birthday", fixed(2, 12), IN_MOVED_NOTE),
    inUnread("George Washington's Birthday", nth(2, MONDAY, 3), IN_MOVED_NOTE),
    inUnread('Columbus Day', nth(10, MONDAY, 2)),
    inUnread('Veterans Day', fixed(11, 11)),
    inUnread('Thanksgiving Day', nth(11, THURSDAY, 4)),
    inUnread('Christmas Day', fixed(12, 25)),
    inUnread('General Election Day', { electionDay: true }),
  ],
  note:
    'Trial Rule 6(A) (eff. 2025-01-01), for "any period of time prescribed or allowed by these rules, by order of the ' +
    'court, or by any applicable statute": the last day "is to be included unless it is: (1) a Saturday, (2) a Sunday, ' +
    '(3) a legal holiday as defined by state statute, or (4) a day the office in which the act is to be done is closed ' +
    'during regular business hours", and then "the period runs until the end of the next day" that is none of these. ' +
    '§ 1-1-9-1(a): "The following are legal holidays within the state of Indiana for all purposes". Juneteenth is not ' +
    'one (2025 HB 1315 would have added it; only its introduced version was read). The primary election day, days the ' +
    "Governor moves a holiday to, and other days the clerk's office is closed (6(A)(4)) are not on file.",
};

// ---- Minnesota and Wisconsin: their computation statutes and holiday lists, read on 2026-11-29 ----

const MN_CITATION = 'Minn. Stat. §§ 645.15, 645.44, subd. 5; Minn. R. Civ. P. 6.01(a)';
// § 645.44, subd. 5: "when New Year's Day, January 1; or Juneteenth, June 19; or Independence Day, July 4; or Veterans
// Day, November 11; or Christmas Day, December 25; falls on Sunday, the following day shall be a holiday and, provided,
// when [any of them] falls on Saturday, the preceding day shall be a holiday."
const mnDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, MN_CITATION, 'fixed' in when ? { observedVerified: true, ...extra } : extra);
const MN_OPTION_NOTE =
  '§ 645.44, subd. 5: "Other branches of state government and political subdivisions shall have the option of ' +
  'determining whether" this day is a holiday; the judicial branch\'s choice was not read. Commandeur LLC v. Howard ' +
  'Hartry, Inc., 724 N.W.2d 508 (Minn. 2006) held Columbus Day "a legal holiday under Minn. R. Civ. P. 6.01" as the ' +
  "rule then read; the current rule's definition was not read. Renamed Indigenous Peoples Day by 2023 HF 211 (the " +
  "year it took effect was not read). Check the court's calendar.";
const MN_FRIDAY_NOTE =
  'An executive-branch holiday; § 645.44, subd. 5 leaves the other branches "the option of determining whether" it ' +
  'is one, and the judicial branch\'s choice was not read (Minn. Gen. R. Prac. 354.03 lists "the day after ' +
  'Thanksgiving Day" for its own rules). Check the court\'s calendar.';

const MINNESOTA_COURTS: CourtCalendar = {
  court: 'the Minnesota district courts',
  citation: 'Minn. Stat. § 645.15; Minn. R. Civ. P. 6.01(a)',
  holidays: [
    mnDay("New Year's Day", fixed(1, 1)),
    mnDay("Martin Luther King's Birthday", nth(1, MONDAY, 3)),
    mnDay("Washington's and Lincoln's Birthday", nth(2, MONDAY, 3)),
    mnDay('Memorial Day', nth(5, MONDAY, -1)),
    // Added by 2023 HF 48 (effective date moved before 19 June 2023 by HF 1830, as reported): verified from 2024.
    mnDay('Juneteenth', fixed(6, 19), { fromYear: 2024, citation: `${MN_CITATION}; 2023 HF 48` }),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      `${MN_CITATION}; 2023 HF 48, HF 1830`,
      'Reported (League of Minnesota Cities, LeadingAge MN) as in force before 19 June 2023 through HF 1830; the ' +
        "enacted effective-date section was not read. Check the court's 2023 calendar.",
      { fromYear: 2023, untilYear: 2023 },
    ),
    mnDay('Independence Day', fixed(7, 4)),
    mnDay('Labor Day', nth(9, MONDAY, 1)),
    mnDay('Veterans Day', fixed(11, 11)),
    mnDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    mnDay('Christmas Day', fixed(12, 25)),
    unverifiedDay('Columbus Day / Indigenous Peoples Day', nth(10, MONDAY, 2), MN_CITATION, MN_OPTION_NOTE),
    unverifiedDay('Friday after Thanksgiving', { dayAfterThanksgiving: true }, MN_CITATION, MN_FRIDAY_NOTE),
  ],
  note:
    '§ 645.15: the time "shall be computed so as to exclude the first and include the last day of the prescribed or ' +
    'fixed period or duration of time. When the last day of the period falls on Saturday, Sunday or a legal holiday, ' +
    'that day shall be omitted from the computation." Rule 6.01(a), for "any statute that does not specify a method of ' +
    'computing time": "if the last day is a Saturday, Sunday, or legal holiday, the period continues to run until the ' +
    'end of the next day that is not a Saturday, Sunday, or legal holiday". Days the court administrator\'s office is ' +
    'inaccessible (6.01(a)(4)) are not on file.',
};

const WI_CITATION = 'Wis. Stat. §§ 801.15(1), 990.001(4)(b), 995.20';
const WI_CLOSED_NOTE =
  '§ 801.15(1)(b) ("Notwithstanding ss. 985.09 and 990.001 (4)", for periods of "chs. 801 to 847, by any other ' +
  'statute governing actions and special proceedings"): the last day is included "unless it is a day the clerk of ' +
  'courts office is closed" (a Presidents\' Day the clerk was open counted: Klingbeil v. Perschke, 596 N.W.2d 488 ' +
  "(Wis. App. 1999)). Which days each county's clerk closes was not read: check the county's court calendar.";
const wiDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  unverifiedDay(name, when, WI_CITATION, WI_CLOSED_NOTE, extra);

const WISCONSIN_COURTS: CourtCalendar = {
  court: 'the Wisconsin circuit courts (days the clerk of courts office is closed)',
  citation: 'Wis. Stat. § 801.15(1)(b)',
  holidays: [
    wiDay("New Year's Day", fixed(1, 1)),
    wiDay('Martin Luther King, Jr. Day', nth(1, MONDAY, 3)),
    wiDay("Presidents' Day (February 12 and 22)", nth(2, MONDAY, 3)),
    // § 801.15(1)(a): "holiday" includes "a full day on Good Friday" (for periods under 11 days).
    wiDay('Good Friday', { easterOffset: -2 }),
    wiDay('Memorial Day', nth(5, MONDAY, -1)),
    wiDay('Juneteenth Day', fixed(6, 19)),
    wiDay('Independence Day', fixed(7, 4)),
    wiDay('Labor Day', nth(9, MONDAY, 1)),
    wiDay('Columbus Day', nth(10, MONDAY, 2)),
    wiDay('General Election Day', { electionDay: true, evenYearsOnly: true }),
    wiDay('Veterans Day', fixed(11, 11)),
    wiDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    wiDay('Christmas Eve', { fixed: { month: 12, day: 24 } }),
    wiDay('Christmas Day', fixed(12, 25)),
    wiDay("New Year's Eve", { fixed: { month: 12, day: 31 } }),
  ],
  note:
    WI_CLOSED_NOTE +
    ' § 990.001(4)(b) (for other periods): "If the last day within which an act is to be done ... falls on a Sunday ' +
    'or legal holiday", the next secular day (applied to a limitation period ending on a Monday legal holiday in ' +
    'Cuisinier v. Sattler, 277 N.W.2d 776 (Wis. 1979)). The September primary is not on file. No day is verified.',
};

// ---- Kansas, Nebraska and South Dakota courts' own lists, read on 2026-11-29 ----

const KS_CITATION = 'K.S.A. 60-206(a)(1)(C); K.S.A. 35-107';
const KS_OBSERVED_NOTE =
  '§ 35-107 says nothing of a weekend day, and City of Lawrence v. McCormick, No. 88,496 (Kan. Apr. 18, 2003) held that "an ' +
  "'observed' or 'deemed' holiday specified by an executive or judicial administrative order does not expand or add " +
  'to those legal holidays" and that a Saturday or Sunday Veterans Day makes no Monday a legal holiday (under the ' +
  'pre-2010 § 60-206). Whether the 2010 definition of "legal holiday" (§ 60-206(a)(6)) reaches an observed weekday ' +
  "was not read: check the court's calendar.";
const ksDay = (name: string, when: HolidayDate) =>
  readDay(name, when, KS_CITATION, 'fixed' in when ? { observedVerified: false, note: KS_OBSERVED_NOTE } : {});
const KS_DEFINITION_NOTE =
  'Not a § 35-107 day. § 60-206(a)(6), which defines "legal holiday" since 2010, was not read (the Kansas Appellate ' +
  'Practice Handbook paraphrases it as including "holidays designated by the president or congress of the United ' +
  'States or the legislature of this state, or observed as holidays by order of the Kansas Supreme Court"). Check ' +
  "§ 60-206(a)(6) and the court's calendar.";

const KANSAS_COURTS: CourtCalendar = {
  court: 'the Kansas district courts',
  citation: 'K.S.A. 60-206(a)(1)(C); K.S.A. 35-107',
  holidays: [
    ksDay("New Year's Day", fixed(1, 1)),
    ksDay('Martin Luther King, Jr. Day', nth(1, MONDAY, 3)),
    ksDay("President's Day", nth(2, MONDAY, 3)),
    ksDay('Memorial Day', nth(5, MONDAY, -1)),
    ksDay('Independence Day', fixed(7, 4)),
    ksDay('Labor Day', nth(9, MONDAY, 1)),
    ksDay('Columbus Day', nth(10, MONDAY, 2)),
    ksDay("Veterans' Day", fixed(11, 11)),
    ksDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    ksDay('Christmas Day', fixed(12, 25)),
    unverifiedDay('Juneteenth National Independence Day', fixed(6, 19), `${KS_CITATION}; Pub. L. 117-17`, KS_DEFINITION_NOTE, {
      fromYear: 2021,
    }),
    unverifiedDay(
      'Friday after Thanksgiving',
      { dayAfterThanksgiving: true },
      KS_CITATION,
      `McCormick (2003): "the Friday following Thanksgiving Day ... is not a legal holiday" under the pre-2010 rule. ${KS_DEFINITION_NOTE}`,
    ),
  ],
  note:
    '§ 60-206(a), for "any time period specified in this chapter, in any local rule or court order or in any statute ' +
    'or administrative rule or regulation that does not specify a method of computing time": "(C) include the last day ' +
    'of the period, but if the last day is a Saturday, Sunday or legal holiday, the period continues to run until the ' +
    'end of the next day that is not a Saturday, Sunday or legal holiday." § 35-107(a): "On and after January 1, 2006, ' +
    "the following days are declared to be legal public holidays and are to be observed as such: New Year's Day, " +
    "January 1; ... Columbus Day, the second Monday in October; Veterans' Day, the eleventh day in November; " +
    'Thanksgiving Day, the fourth Thursday in November; Christmas Day, December 25." McCormick (2003): "legal ' +
    'holidays excluded in time computation include only those specific days which are statutorily designated by ' +
    'K.S.A. 35-107". Days the clerk\'s office is inaccessible (§ 60-206(a)(3)) are not on file.',
};

const NE_CITATION = 'Neb. Rev. Stat. § 25-2221';
// § 25-2221: "If any such holiday falls on Sunday, the following Monday shall be a holiday. If any such holiday falls
// on Saturday, the preceding Friday shall be a holiday."
const neDay = (name: string, when: HolidayDate) => readDay(name, when, NE_CITATION, 'fixed' in when ? { observedVerified: true } : {});

const NEBRASKA_COURTS: CourtCalendar = {
  court: 'the Nebraska district and county courts',
  citation: 'Neb. Rev. Stat. § 25-2221',
  holidays: [
    neDay("New Year's Day", fixed(1, 1)),
    neDay('Birthday of Martin Luther King, Jr.', nth(1, MONDAY, 3)),
    neDay("President's Day", nth(2, MONDAY, 3)),
    neDay('Arbor Day', nth(4, FRIDAY, -1)),
    neDay('Memorial Day', nth(5, MONDAY, -1)),
    neDay('Independence Day', fixed(7, 4)),
    neDay('Labor Day', nth(9, MONDAY, 1)),
    neDay('Columbus Day', nth(10, MONDAY, 2)),
    neDay('Veterans Day', fixed(11, 11)),
    neDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    neDay('Day after Thanksgiving', { dayAfterThanksgiving: true }),
    neDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Juneteenth National Independence Day',
      fixed(6, 19),
      `${NE_CITATION}; Pub. L. 117-17`,
      'Not in the text of § 25-2221 read (which ends its list "and all days declared by law or proclamation of the ' +
        'Governor to be holidays"); the Judicial Branch personnel manual lists "Juneteenth National Independence Day ' +
        '(June 19)" among its holidays. The law or proclamation making it one, and the year, were not read. Check ' +
        "the court's calendar.",
      { fromYear: 2021 },
    ),
  ],
  note:
    '§ 25-2221: "The last day of the period so computed shall be included unless it is a Saturday, a Sunday, or a day ' +
    'during which the offices of courts of record may be legally closed as provided in this section, in which event ' +
    'the period shall run until the end of the next day on which the office will be open. All courts and their offices ' +
    "may be closed on Saturdays, Sundays, ... and these holidays: New Year's Day, January 1; ... Arbor Day, the last " +
    'Friday in April; ... Columbus Day, the second Monday in October; Veterans Day, November 11; Thanksgiving Day, ' +
    'the fourth Thursday in November; the day after Thanksgiving; Christmas Day, December 25; and all days declared by ' +
    'law or proclamation of the Governor to be holidays." The federal-schedule clause ("except Veterans Day ... the ' +
    'federal holiday schedule shall be observed") changes none of these dates. Days closed "by order of the Chief ' +
    'Justice" or by a Governor\'s proclamation for one year are not on file. The text read applies to "an act ... to ' +
    'be done in any action or proceeding"; no decision applying it to a limitation period was read.',
};

const SD_CITATION = 'S.D. Codified Laws §§ 15-6-6(a), 1-5-1';
// § 1-5-1: "If the first day of January, the nineteenth day of June, the fourth day of July, the eleventh day of
// November, or the twenty-fifth day of December falls upon a Sunday, the Monday following is a legal holiday and shall
// be so observed; and if any such day falls upon a Saturday, the preceding Friday is a legal holiday".
const sdDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, SD_CITATION, 'fixed' in when ? { observedVerified: true, ...extra } : extra);

const SOUTH_DAKOTA_COURTS: CourtCalendar = {
  court: 'the South Dakota circuit courts',
  citation: 'S.D. Codified Laws § 15-6-6(a); § 1-5-1',
  holidays: [
    sdDay("New Year's Day", fixed(1, 1)),
    sdDay('Martin Luther King, Jr. Day', nth(1, MONDAY, 3)),
    sdDay('Birthdays of Lincoln and Washington', nth(2, MONDAY, 3)),
    sdDay('Memorial Day', nth(5, MONDAY, -1)),
    // Added by SL 2022, ch 1, § 1 (effective date not read): verified from the first 19 June after 2022.
    sdDay('Juneteenth', fixed(6, 19), { fromYear: 2023, citation: `${SD_CITATION}; SL 2022, ch 1, § 1` }),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      `${SD_CITATION}; SL 2022, ch 1, § 1`,
      'Added to § 1-5-1 by SL 2022, ch 1; whether it took effect before 19 June 2022 (South Dakota acts usually ' +
        "take effect on 1 July) was not read. Check the court's 2022 calendar.",
      { fromYear: 2022, untilYear: 2022 },
    ),
    sdDay('Independence Day', fixed(7, 4)),
    sdDay('Labor Day', nth(9, MONDAY, 1)),
    sdDay("Native Americans' Day", nth(10, MONDAY, 2)),
    sdDay("Veterans' Day", fixed(11, 11)),
    sdDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    sdDay('Christmas Day', fixed(12, 25)),
  ],
  note:
    '§ 15-6-6(a), for "any period of time prescribed or allowed by this chapter, by order of court, or by any ' +
    'applicable statute": "The last day of the period so computed shall be included, unless it is a Saturday, a ' +
    'Sunday or a legal holiday ... in which event the period runs until the end of the next day which is not one of ' +
    'the aforementioned days. ... As used in this rule, "legal holiday" includes those holidays listed in § 1-5-1." ' +
    '§ 1-5-1: "... the second Monday in October, commonly known as Native Americans\' Day; ... and every day ' +
    'appointed by the President of the United States, or by the Governor of this state for a public fast, ' +
    'thanksgiving, or holiday shall be observed in this state as a legal holiday." Days appointed for one year by the ' +
    "President or the Governor, and days the clerk's office is inaccessible, are not on file.",
};

// ---- North Dakota and Wyoming: their civil rules and holiday statutes, read on 2026-11-29 ----

const ND_CITATION = 'N.D.R.Civ.P. 6(a)(1)(C); N.D. Cent. Code §§ 1-03-01, 1-03-02, 1-03-02.1';
// § 1-03-02: "If the first day of January, the fourth day of July, the eleventh day of November, or the twenty-fifth
// day of December falls upon a Sunday, the Monday following shall be the holiday." § 1-03-02.1: "If any of the
// holidays enumerated in section 1-03-02 fall on a Saturday, the Friday immediately before shall be the holiday."
const ndDay = (name: string, when: HolidayDate) => readDay(name, when, ND_CITATION, 'fixed' in when ? { observedVerified: true } : {});

const NORTH_DAKOTA_COURTS: CourtCalendar = {
  court: 'the North Dakota courts',
  citation: 'N.D.R.Civ.P. 6(a); N.D. Cent. Code § 1-03-01',
  holidays: [
    ndDay("New Year's Day", fixed(1, 1)),
    ndDay('Martin Luther King Day', nth(1, MONDAY, 3)),
    ndDay("George Washington's Birthday", nth(2, MONDAY, 3)),
    // "The Friday next preceding Easter Sunday and commonly known as Good Friday."
    ndDay('Good Friday', { easterOffset: -2 }),
    ndDay('Memorial Day', nth(5, MONDAY, -1)),
    ndDay('Independence Day', fixed(7, 4)),
    ndDay('Labor Day', nth(9, MONDAY, 1)),
    ndDay("Veterans' Day", fixed(11, 11)),
    ndDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    ndDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      'N.D. Cent. Code § 1-03-18',
      'Chapter 1-03 has a § 1-03-18 "Juneteenth", ' +
        'but the § 1-03-01 list read does not name it: read § 1-03-18 to see whether it is a holiday or only a day of ' +
        "recognition, and check the courts' calendar.",
      { fromYear: 2021 },
    ),
  ],
  note:
    'N.D.R.Civ.P. 6(a) (as amended through 2024-03-18) applies "in computing any time period specified in these ' +
    'rules, or in any local rule, court order, or statute that does not specify a method of computing time": "(C) ' +
    'include the last day of the period, but if the last day is a Saturday, Sunday, or legal holiday, the period ' +
    'continues to run until the end of the next day that is not a Saturday, Sunday, or legal holiday." Its own ' +
    'definition of "legal holiday" was not read; the Supreme Court\'s Rule 26(a) (1997 text) said "\'legal holiday\' ' +
    'includes all those days specified as holidays in Section 1-03-01, North Dakota Century Code". § 1-03-01: ' +
    '"Holidays are as follows: 1. Every Sunday. 2. The first day of January ... 3. The third Monday of January ... ' +
    '4. The third Monday in February ... 5. The Friday next preceding Easter Sunday and commonly known as Good ' +
    'Friday. 6. The last Monday in May ... 7. The fourth day of July ... 8. The first Monday in September ... 9. The ' +
    'eleventh day of November ... 10. The fourth Thursday in November ... 11. The twenty-fifth day of December ... ' +
    '12. Every day appointed by the President of the United States or by the governor of this state for a public ' +
    'holiday." Columbus Day is not on the list. Days appointed under item 12, the Christmas Eve noon closing of state ' +
    'offices (§ 1-03-01.1) and § 1-03-05 (not read) are not on file.',
};

const WY_CITATION = 'W.R.C.P. 6(a); Wyo. Stat. Ann. § 8-4-101(a), (b)';
// § 8-4-101(b): "If New Year's Day, Independence Day, Christmas Day or Veterans Day fall upon a Sunday, the Monday
// following is a legal holiday." Nothing is said of a Saturday.
const wyDay = (name: string, when: HolidayDate) => readDay(name, when, WY_CITATION, 'fixed' in when ? { observedVerified: 'sunday' } : {});

const WYOMING_COURTS: CourtCalendar = {
  court: 'the Wyoming courts',
  citation: 'W.R.C.P. 6(a); Wyo. Stat. Ann. § 8-4-101',
  holidays: [
    wyDay("New Year's Day", fixed(1, 1)),
    wyDay('Martin Luther King, Jr., Wyoming Equality Day', nth(1, MONDAY, 3)),
    wyDay("Washington's and Lincoln's birthdays", nth(2, MONDAY, 3)),
    wyDay('Memorial Day', nth(5, MONDAY, -1)),
    wyDay('Independence Day', fixed(7, 4)),
    wyDay('Labor Day', nth(9, MONDAY, 1)),
    wyDay('Veterans Day', fixed(11, 11)),
    wyDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    wyDay('Christmas Day', fixed(12, 25)),
  ],
  note:
    'W.R.C.P. 6(a) (as amended through 2019-04-30), "in computing any period of time prescribed or allowed by these ' +
    'rules, by order of court, or by any applicable statutes": "The last day of the period so computed shall be ' +
    'included, unless it is a Saturday, a Sunday, or a legal holiday ... in which event the period runs until the end ' +
    "of the next day which is not one of the aforementioned days. As used in this rule, 'legal holiday' includes any " +
    'day officially recognized as a legal holiday in this state by designation of the legislature, appointment as a ' +
    'holiday by the governor or the chief justice of the Wyoming Supreme Court, or any day designated as such by ' +
    'local officials." § 8-4-101(a): "The following days are legal holidays in and for the state of Wyoming: (i) New ' +
    "Year's Day, January 1; (ii) Washington's and Lincoln's birthdays, to be observed on the third Monday in February; " +
    '(iii) Memorial Day ... last Monday in May; (iv) Independence Day, July 4; (v) Labor Day ... first Monday in ' +
    'September; (vi) Repealed by Laws 1990 ... (vii) Veterans Day, November 11; (viii) Thanksgiving Day ... fourth ' +
    'Thursday in November; (ix) Christmas Day, December 25; ... (xii) Martin Luther King, Jr., Wyoming Equality Day, ' +
    'to be observed on the third Monday in January." Columbus Day is not on it, and the Juneteenth holiday (§ 8-4-107, ' +
    'third Saturday of June) "shall not affect ... judicial proceedings". Days the Governor, the Chief Justice or ' +
    'local officials appoint are not on file.',
};

// ---- Arkansas: Ark. R. Civ. P. 6(a) with the Ark. Code Ann. § 1-5-101 holidays, read on 2026-11-29 ----

const AR_CITATION = 'Ark. R. Civ. P. 6(a); Ark. Code Ann. § 1-5-101(a), (b)';
const AR_RULE_NOTE =
  '§ 1-5-101(a) lists it among "the sole official holidays applicable to state government in Arkansas", and (b) ' +
  'reads: "A holiday falling on a Saturday will be observed on the preceding Friday. A holiday falling on a Sunday ' +
  'will be observed on the succeeding Monday." The last-day clause of Ark. R. Civ. P. 6(a) and its definition of ' +
  '"legal holiday" were not read (only its opening words, "In computing any period of time prescribed or allowed by ' +
  'these rules, by order of the Court or by any applicable statute", quoted in Green v. Director, 50 Ark. App. 208 ' +
  "(1995) (Mayfield, J., dissenting), and the Reporter's Notes). Check the text of Rule 6(a).";
const AR_FEDERAL_NOTE =
  'Not a § 1-5-101 holiday (Columbus Day, "October 12", is among the days that "shall not be legal holidays" in ' +
  '§ 1-5-106). The Reporter\'s Notes to Rule 6 say its definition of "legal holiday" keeps days appointed as a ' +
  'holiday "by the President o[r] the Congress" or by the State; the rule\'s own words were not read.';
const arDay = (name: string, when: HolidayDate) => unverifiedDay(name, when, AR_CITATION, AR_RULE_NOTE);

const ARKANSAS_COURTS: CourtCalendar = {
  court: 'the Arkansas circuit courts',
  citation: 'Ark. R. Civ. P. 6(a)',
  holidays: [
    arDay("New Year's Day", fixed(1, 1)),
    // Shared with Robert E. Lee's Birthday until 2017; the day is the same.
    arDay("Dr. Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    arDay("George Washington's Birthday and Daisy Gatson Bates Day", nth(2, MONDAY, 3)),
    arDay('Memorial Day', nth(5, MONDAY, -1)),
    arDay('Independence Day', fixed(7, 4)),
    arDay('Labor Day', nth(9, MONDAY, 1)),
    arDay('Veterans Day', fixed(11, 11)),
    arDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    arDay('Christmas Eve', fixed(12, 24)),
    arDay('Christmas Day', fixed(12, 25)),
    unverifiedDay('Columbus Day', nth(10, MONDAY, 2), `${AR_CITATION}; 5 U.S.C. § 6103(a)`, AR_FEDERAL_NOTE),
    unverifiedDay('Juneteenth National Independence Day', fixed(6, 19), `${AR_CITATION}; 5 U.S.C. § 6103(a)`, AR_FEDERAL_NOTE, {
      fromYear: 2021,
    }),
  ],
  note:
    'Ark. Code Ann. § 1-5-101(a)(1)-(10) as read (the eleventh, "An employee\'s birthday", is no court day). The ' +
    'Green dissent says Hodge v. Wal-Mart Stores, Inc., 297 Ark. 1 (1988), "applied Ark. R. Civ. P. 6(a)" to the ' +
    'one-year refiling period of § 16-56-126; the headnote of Wallis v. State, 245 Ark. 29 (1968): when "the last ' +
    "day for a litigant's action falls on Saturday or Sunday or a holiday, and the closing of a public office " +
    'prevents him from taking the necessary action", his time "is thereby extended to the next day on which the ' +
    'office in question is open for business". The rule\'s own words on a last day falling on a holiday were not ' +
    'read, so no holiday moves a date. Days the Governor closes state offices by proclamation (§ 1-5-103) and county ' +
    'closures are not on file.',
};

// Delaware, read on STATE_CALENDARS_READ_ON: Del. Super. Ct. Civ. R. 6(a) with the Del. Code tit. 1, § 501 legal holidays.
const DE_CITATION = 'Del. Super. Ct. Civ. R. 6(a); Del. Code Ann. tit. 1, § 501';
const DE_OBSERVED_NOTE =
  '§ 501(a): "If any of the legal holidays fall on Sunday, the Monday following shall be a legal holiday. If any of ' +
  'the legal holidays other than Saturday fall on Saturday, the Friday preceding shall be a legal holiday."';
const deDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, DE_CITATION, 'fixed' in when ? { observedVerified: true, note: DE_OBSERVED_NOTE, ...extra } : extra);

const DELAWARE_COURTS: CourtCalendar = {
  court: 'the Delaware Superior Court',
  citation: 'Del. Super. Ct. Civ. R. 6(a); Del. Code Ann. tit. 1, § 501',
  holidays: [
    deDay("New Year's Day", fixed(1, 1)),
    deDay('Martin Luther King, Jr. Day', nth(1, MONDAY, 3)),
    deDay('Good Friday', { easterOffset: -2 }),
    // § 501(b): "The last Monday in May shall be the legal holiday, known as Memorial Day, in the State."
    deDay('Memorial Day', nth(5, MONDAY, -1), { citation: 'Del. Super. Ct. Civ. R. 6(a); Del. Code Ann. tit. 1, § 501(b)' }),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      'Del. Code Ann. tit. 1, § 501 (as amended, not read)',
      'The § 501(a) text read does not list Juneteenth; a secondary source says it was added in 2021 (House Bill 119). ' +
        'Check § 501 as amended and the year it was first kept.',
    ),
    deDay('Independence Day', fixed(7, 4)),
    deDay('Labor Day', nth(9, MONDAY, 1)),
    deDay('General Election Day', { electionDay: true, evenYearsOnly: true }),
    deDay("Veterans' Day", fixed(11, 11)),
    deDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    deDay('Friday following Thanksgiving Day', { dayAfterThanksgiving: true }),
    deDay('Christmas', fixed(12, 25)),
  ],
  note:
    'Rule 6(a): "In computing any period of time prescribed or allowed by these Rules, by order of court, or by ' +
    'statute, ... The last day of the period so computed shall be included, unless it is a Saturday or Sunday, or ' +
    'other legal holiday, or other day on which the office of the Prothonotary is closed, in which event the period ' +
    'shall run until the end of the next day on which the office of the Prothonotary is open. ... As used in this ' +
    'rule, \u201clegal holidays\u201d shall be those days provided by statute or appointed by the Governor or the Chief ' +
    'Justice of the State of Delaware." § 501(a) lists New Year\'s Day, Martin Luther King, Jr. Day, Good Friday, ' +
    'Independence Day, Labor Day, Veterans\' Day, Thanksgiving Day, "the Friday following Thanksgiving Day", ' +
    'Christmas, Saturdays, "the day of the General Election as it biennially occurs", and "in Sussex County, Return ' +
    'Day, the second day after the General Election, after 12:00 Noon" (a half day in one county: not on file, check ' +
    "a Sussex County filing due that Thursday by hand). Washington's Birthday and Columbus Day are not listed. Days " +
    'appointed by the Governor or the Chief Justice, and days the Prothonotary closes, are not on file.',
};

// Mississippi, West Virginia, Idaho: read 2026-11-29.
const MS_CITATION = 'Miss. Code Ann. §§ 1-3-67, 3-3-7(1); M.R.C.P. 6(a)';
const MS_OBSERVED_NOTE =
  '§ 3-3-7(1): "In the event any holiday hereinbefore declared legal shall fall on Sunday, then the next following ' +
  'day shall be a legal holiday." A Saturday day is not moved by the text read.';
const msDay = (name: string, when: HolidayDate) =>
  readDay(name, when, MS_CITATION, 'fixed' in when ? { observedVerified: 'sunday', note: MS_OBSERVED_NOTE } : {});

const MISSISSIPPI_COURTS: CourtCalendar = {
  court: 'the Mississippi courts',
  citation: 'Miss. Code Ann. § 1-3-67; Miss. Code Ann. § 3-3-7(1); M.R.C.P. 6(a)',
  holidays: [
    msDay("New Year's Day", fixed(1, 1)),
    msDay("Robert E. Lee's birthday and Dr. Martin Luther King, Jr.'s birthday", nth(1, MONDAY, 3)),
    msDay("Washington's birthday", nth(2, MONDAY, 3)),
    msDay('Confederate Memorial Day', nth(4, MONDAY, -1)),
    msDay("National Memorial Day and Jefferson Davis' birthday", nth(5, MONDAY, -1)),
    msDay('Independence Day', fixed(7, 4)),
    msDay('Labor Day', nth(9, MONDAY, 1)),
    msDay("Armistice or Veterans' Day", fixed(11, 11)),
    // "the day fixed by proclamation by the Governor ... to correspond to the date proclaimed by the President".
    msDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    msDay('Christmas Day', fixed(12, 25)),
  ],
  note:
    '§ 1-3-67: "The last day of the period so computed shall be included unless it is a Saturday, a Sunday or a legal ' +
    "holiday, or any other day when the courthouse or the clerk's office is in fact closed, whether with or without " +
    'legal authority, in which event the period runs until the end of the next day which is not a Saturday, a Sunday, ' +
    'a legal holiday, or any other day when the courthouse or the clerk\'s office is closed." Applied to a limitation ' +
    'period ending on a Sunday: Nelson v. James (Miss. 1983, § 15-1-49); Thomas v. Bolivar County, 2022-CA-00445-SCT ' +
    '(Miss. 2023). The § 3-3-7(1) list read is the text current as of 1 January 2023 (no Juneteenth; 2023 bills to add ' +
    'it and drop Confederate Memorial Day were read only as introduced). A day a county or city declares "in lieu of" ' +
    "one listed (§ 3-3-7(2), e.g. Mardi Gras) and days a clerk's office is in fact closed are not on file.",
};

const WV_CITATION = 'W. Va. R. Civ. P. 6(a)(1)(B); W. Va. Code § 2-2-1(a), (b); Postlewait v. City of Wheeling (W. Va. 2012)';
const wvDay = (name: string, when: HolidayDate) => readDay(name, when, WV_CITATION, 'fixed' in when ? { observedVerified: true } : {});
const WV_PROCLAIMED_NOTE =
  '§ 2-2-1(a)(15): "Any day proclaimed or ordered by the Governor or the President of the United States as a day of ' +
  'special observance or Thanksgiving, or a day for the general cessation of business, is a holiday"; Juneteenth is ' +
  "not in the (a) list read, and no proclamation was read: check the Governor's proclamation for the year.";

const WEST_VIRGINIA_COURTS: CourtCalendar = {
  court: 'the West Virginia courts',
  citation: 'W. Va. R. Civ. P. 6(a); W. Va. Code §§ 2-2-1, 2-2-3',
  holidays: [
    wvDay("New Year's Day", fixed(1, 1)),
    wvDay("Martin Luther King's Birthday", nth(1, MONDAY, 3)),
    wvDay("Presidents' Day", nth(2, MONDAY, 3)),
    wvDay('Memorial Day', nth(5, MONDAY, -1)),
    wvDay('West Virginia Day', fixed(6, 20)),
    wvDay('Independence Day', fixed(7, 4)),
    wvDay('Labor Day', nth(9, MONDAY, 1)),
    wvDay('Columbus Day', nth(10, MONDAY, 2)),
    wvDay("Veterans' Day", fixed(11, 11)),
    wvDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    // "(11) The day after Thanksgiving Day is \"Lincoln's Day\"": the day of Postlewait.
    wvDay("Lincoln's Day", { dayAfterThanksgiving: true }),
    wvDay('Christmas Day', fixed(12, 25)),
    unverifiedDay('Juneteenth', { fixed: { month: 6, day: 19 } }, `${WV_CITATION} (a)(15)`, WV_PROCLAIMED_NOTE),
    unverifiedDay(
      'General Election Day (Susan B. Anthony Day)',
      { electionDay: true, evenYearsOnly: true },
      `${WV_CITATION} (a)(13), (14)`,
      '§ 2-2-1(a)(13): "Any day on which a general, primary or special election is held is a holiday throughout the ' +
        'state, a political subdivision ... in which the election is conducted"; the election dates (W. Va. Code ch. 3) ' +
        'were not read, and primary and special elections are not on file.',
    ),
  ],
  note:
    'W. Va. R. Civ. P. 6(a)(1) (effective 1 January 2025, for "any statute that does not specify a method of computing ' +
    'time"): "include the last day of the period but if the last day is a Saturday, Sunday or legal holiday, the period ' +
    'continues to run until the end of the next day that is not a Saturday, Sunday or legal holiday." § 2-2-1(b): "If a ' +
    'holiday otherwise described in subsection (a) of this section falls on a Sunday, then the following Monday is the ' +
    'legal holiday. If a holiday ... falls on a Saturday, then the preceding Friday is the legal holiday" (not for ' +
    "(a)(13)-(15)). Postlewait v. City of Wheeling (W. Va. 2012), as quoted: \"does the term 'legal holiday' in Rule " +
    "6(a) ... include 'Lincoln's Day' ... or any other legal holiday designated by the Legislature in W.Va. Code, " +
    '2-2-1? We hold that it does." § 2-2-3 ("if the last be a Saturday, Sunday or legal holiday it shall also be ' +
    'excluded") was read only as a municipal code restates it.',
};

const ID_CITATION = 'I.R.C.P. 2.2(a)(1)(C); Idaho Code §§ 73-108, 73-110';
const idDay = (name: string, when: HolidayDate) => readDay(name, when, ID_CITATION, 'fixed' in when ? { observedVerified: true } : {});

const IDAHO_COURTS: CourtCalendar = {
  court: 'the Idaho courts',
  citation: 'I.R.C.P. 2.2(a)(1)(C); Idaho Code § 73-108',
  holidays: [
    idDay("New Year's Day", fixed(1, 1)),
    idDay('Martin Luther King, Jr.-Idaho Human Rights Day', nth(1, MONDAY, 3)),
    idDay("Washington's Birthday", nth(2, MONDAY, 3)),
    idDay('Memorial Day', nth(5, MONDAY, -1)),
    idDay('Independence Day', fixed(7, 4)),
    idDay('Labor Day', nth(9, MONDAY, 1)),
    idDay('Columbus Day', nth(10, MONDAY, 2)),
    idDay('Veterans Day', fixed(11, 11)),
    idDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    idDay('Christmas', fixed(12, 25)),
    unverifiedDay(
      'Juneteenth',
      { fixed: { month: 6, day: 19 } },
      'Idaho State Controller holiday pay list (not Idaho Code § 73-108 as read)',
      '§ 73-108 as read (amended through 2002) does not list 19 June; the State Controller lists "June 19th ' +
        '(Juneteenth)" among state employees\' paid holidays. Check a later amendment of § 73-108 or a proclamation ' +
        '("Every day appointed by the President ... or by the governor ... for a public fast, thanksgiving, or holiday").',
    ),
  ],
  note:
    'I.R.C.P. 2.2(a)(1) (for "any statute that does not specify a method of computing time"): "include the last day ' +
    'of the period, but if the last day is a Saturday, Sunday, or legal holiday, the period continues to run until the ' +
    'end of the next day that is not a Saturday, Sunday, or legal holiday." § 73-108: "Holidays, within the meaning of ' +
    'these compiled laws, are: Every Sunday; ..." and "Any legal holiday that falls on Saturday, the preceding Friday ' +
    'shall be a holiday and any legal holiday enumerated herein other than Sunday that falls on Sunday, the following ' +
    'Monday shall be a holiday." § 73-110: an act "appointed by law ... to be performed upon a particular day, which ' +
    'day falls upon a holiday, ... may be performed upon the next business day". § 73-109 was not read. Days the ' +
    'President or Governor appoints are not on file.',
};

/**
 * The courts with their own list on file: the federal courts ('US', for FTCA suits) and the states whose court
 * holidays were checked. Every other state uses `fallbackCalendar`: the federal days and the state's known extra
 * days, all unverified for its courts, so none of them moves a date.
 */
// ---- Maine and Vermont: their own civil rules and holiday statutes, read on 2026-11-29 ----

const TUESDAY = 2;
const ME_CITATION = 'Me. R. Civ. P. 6(a); Me. Rev. Stat. tit. 4, § 1051';
// § 1051: "When any one of the holidays named in this section falls on Sunday, the Monday following shall be observed
// as a holiday"; nothing on a Saturday one (the state's personnel manual's Friday is for state offices only).
const ME_OBSERVED_NOTE =
  '§ 1051 keeps a Sunday day on "the Monday following"; it says nothing of a Saturday one, so the Friday before ' +
  "is unverified (check the Judicial Branch's calendar).";
const meDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, ME_CITATION, 'fixed' in when ? { observedVerified: 'sunday', note: ME_OBSERVED_NOTE, ...extra } : extra);

const MAINE_COURTS: CourtCalendar = {
  court: 'the Maine courts',
  citation: 'Me. R. Civ. P. 6(a)',
  holidays: [
    meDay("New Year's Day", fixed(1, 1)),
    meDay('Martin Luther King, Jr., Day', nth(1, MONDAY, 3)),
    meDay("Washington's Birthday", nth(2, MONDAY, 3)),
    meDay("Patriots' Day", nth(4, MONDAY, 3)),
    // "the last Monday in May, but if the Federal Government designates May 30th ... the 30th of May": it has not.
    meDay('Memorial Day', nth(5, MONDAY, -1)),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      `${ME_CITATION} (as amended)`,
      'The § 1051 text read does not list June 19; the state personnel manual lists "Juneteenth | June 19" among the ' +
        'days "established by law for the Maine courts (4 MRSA, §1051)". Check the enacted amendment and its year.',
    ),
    meDay('Independence Day', fixed(7, 4)),
    meDay('Labor Day', nth(9, MONDAY, 1)),
    // "Columbus Day, the 2nd Monday in October" (kept as Indigenous Peoples Day on the same Monday).
    meDay('Columbus Day (Indigenous Peoples Day)', nth(10, MONDAY, 2)),
    meDay("Veterans' Day", fixed(11, 11)),
    // "any day designated for the annual Thanksgiving": the fourth Thursday the President and Governor appoint.
    meDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    meDay('Christmas Day', fixed(12, 25)),
  ],
  note:
    'Rule 6(a): for a period "prescribed or allowed by these rules, by order of court, or by any applicable statute", ' +
    'the last day "is to be included, unless it is a Saturday, a Sunday, or a legal holiday, in which event the ' +
    'period runs until the end of the next day which is not a Saturday, a Sunday, or a holiday"; legal holidays ' +
    'include days a Chief Justice or Chief Judge "pursuant to Rule 77(c) specifically orders the clerk\'s office ' +
    'closed" (not on file). § 1051: "No court may be held on Sunday or any day designated for the annual ' +
    "Thanksgiving; New Year's Day, January 1st; ... Patriot's Day, the 3rd Monday in April; ... or on Christmas " +
    'Day." The Friday after Thanksgiving is a state-office day, not in § 1051, and not listed.',
};

const VT_CITATION = 'V.R.C.P. 6(a)(1)(C); Vt. Stat. Ann. tit. 1, § 371(a)';
// § 371(b) moves a Saturday day to Friday and a Sunday day to Monday for "All State departments, agencies and
// offices"; whether that binds the courts' counting was not read.
const VT_OBSERVED_NOTE =
  '§ 371(b) says "All State departments, agencies and offices shall observe any legal holiday which falls on a ' +
  'Saturday on the preceding Friday and any legal holiday which falls on a Sunday on the following Monday"; ' +
  "whether the courts count that weekday as the holiday was not read: check the Judiciary's calendar.";
const vtDay = (name: string, when: HolidayDate) =>
  readDay(name, when, VT_CITATION, 'fixed' in when ? { observedVerified: false, note: VT_OBSERVED_NOTE } : {});

const VERMONT_COURTS: CourtCalendar = {
  court: 'the Vermont courts',
  citation: 'V.R.C.P. 6(a)',
  holidays: [
    vtDay("New Year's Day", fixed(1, 1)),
    vtDay("Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    vtDay("Presidents' Day", nth(2, MONDAY, 3)),
    vtDay('Town Meeting Day', nth(3, TUESDAY, 1)),
    vtDay('Memorial Day', nth(5, MONDAY, -1)),
    vtDay('Independence Day', fixed(7, 4)),
    vtDay('Bennington Battle Day', fixed(8, 16)),
    vtDay('Labor Day', nth(9, MONDAY, 1)),
    vtDay("Indigenous Peoples' Day", nth(10, MONDAY, 2)),
    vtDay("Veterans' Day", fixed(11, 11)),
    vtDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    vtDay('Christmas Day', fixed(12, 25)),
  ],
  note:
    'V.R.C.P. 6(a) applies to "any time period specified in these rules, in any court order, or in any applicable ' +
    'statute that does not specify a method of computing time": "include the last day of the period, but if the last ' +
    'day is a Saturday, Sunday, or legal holiday, the period continues to run until the end of the next day that is ' +
    'not a Saturday, Sunday, or legal holiday." § 371(a): "The following shall be legal holidays" (the twelve days ' +
    'listed). An older text of § 371 also listed "Lincoln\'s Birthday, February 12"; the current one does not, and ' +
    'the year it was dropped was not read, so it is not listed. Juneteenth is not in § 371 as read.',
};

// ---- end of Maine and Vermont ----

// ---- Montana and Hawaii: their civil rules and holiday statutes, read on 2026-11-29 ----

const MT_CITATION = 'M. R. Civ. P. 6(a)(1)(C); Mont. Code Ann. §§ 1-1-216, 1-1-306';
// § 1-1-216(2): "(a) If any of the holidays in subsections (1)(b) through (1)(l) fall on a Sunday, the Monday following is
// a holiday. (b) If any of the holidays ... fall on a Saturday, the Friday preceding is a holiday." An older text had
// only the Sunday clause, and Dunkelberger v. Burlington Northern (Mont. 1994) held that Friday 24 and 31 December 1993
// were not holidays; the Saturday clause came with the last amendment listed (Ch. 131, L. 2013, effective date not
// read), so the Friday before is verified from 2014 and unverified (warns) before.
const MT_FRIDAY_NOTE =
  '§ 1-1-216(2)(b) keeps a Saturday day on "the Friday preceding"; an older text had only the Sunday clause ' +
  '(Dunkelberger v. Burlington Northern, 1994: 24 and 31 December 1993 were not holidays), and the year the Saturday ' +
  'clause took effect (apparently Ch. 131, L. 2013) was not read.';
const mtDay = (name: string, when: HolidayDate): CourtHolidayRule[] =>
  'fixed' in when
    ? [
        readDay(name, when, MT_CITATION, { observedVerified: 'sunday', note: MT_FRIDAY_NOTE, untilYear: 2013 }),
        readDay(name, when, MT_CITATION, { observedVerified: true, fromYear: 2014 }),
      ]
    : [readDay(name, when, MT_CITATION)];

const MONTANA_COURTS: CourtCalendar = {
  court: 'the Montana district courts',
  citation: 'M. R. Civ. P. 6(a); Mont. Code Ann. § 1-1-216',
  holidays: [
    ...mtDay("New Year's Day", fixed(1, 1)),
    ...mtDay('Martin Luther King Jr. Day', nth(1, MONDAY, 3)),
    // "Lincoln's and Washington's Birthdays" in the 2013 text, "Presidents' Day" in the current one: the same Monday.
    ...mtDay("Presidents' Day", nth(2, MONDAY, 3)),
    ...mtDay('Memorial Day', nth(5, MONDAY, -1)),
    ...mtDay('Independence Day', fixed(7, 4)),
    ...mtDay('Labor Day', nth(9, MONDAY, 1)),
    ...mtDay("Indigenous Peoples' Day and Columbus Day", nth(10, MONDAY, 2)),
    ...mtDay("Veterans' Day", fixed(11, 11)),
    ...mtDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    ...mtDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'State general election day',
      { electionDay: true, evenYearsOnly: true },
      MT_CITATION,
      '§ 1-1-216(1)(l) lists "state general election day"; the election statute that sets its date (the Tuesday after ' +
        'the first Monday of November of even years, as listed here) was not read.',
    ),
  ],
  note:
    'M. R. Civ. P. 6(a) (effective 2011-10-01), for "any time period specified in these rules, or court order, or in any ' +
    'statute that does not specify a method of computing time": "(C) include the last day of the period, but if the ' +
    'last day is a Saturday, Sunday, or legal holiday, the period continues to run until the end of the next day that ' +
    'is not a Saturday, Sunday, or legal holiday." § 1-1-306: "The time in which any act provided by law is to be done ' +
    'is computed by excluding the first day and including the last unless the last day is a holiday, and then it is ' +
    'also excluded." § 1-1-216(1): "The following are legal holidays in the state of Montana: (a) each Sunday; (b) New ' +
    "Year's Day, January 1; ... (h) Indigenous Peoples' Day and Columbus Day, the second Monday in October; ... (l) " +
    'state general election day." The rule\'s own definition of "legal holiday" was not read; days the President or ' +
    'the Governor declares are not on file. Juneteenth is not a § 1-1-216 day.',
};

const HI_CITATION = 'Haw. R. Civ. P. 6(a); Haw. Rev. Stat. § 8-1';
// HRCP 6(a): "As used in this rule, "holiday" includes any day designated as such pursuant to section 8-1". § 8-1 as
// read names each day by its date only; a weekend day's Friday or Monday is reported (Star-Bulletin, 2005: "by state
// law") but the text that moves it was not read.
const HI_OBSERVED_NOTE =
  '§ 8-1 as read gives only the day itself; the statute that keeps a Saturday day on the Friday before and a Sunday ' +
  "one on the Monday after was not read: check the Judiciary's calendar.";
const hiDay = (name: string, when: HolidayDate, extra: Partial<CourtHolidayRule> = {}) =>
  readDay(name, when, HI_CITATION, 'fixed' in when ? { observedVerified: false, note: HI_OBSERVED_NOTE, ...extra } : extra);

const HAWAII_COURTS: CourtCalendar = {
  court: 'the Hawaii circuit courts',
  citation: 'Haw. R. Civ. P. 6(a); Haw. Rev. Stat. § 8-1',
  holidays: [
    hiDay("New Year's Day", fixed(1, 1)),
    hiDay('Dr. Martin Luther King, Jr., Day', nth(1, MONDAY, 3)),
    hiDay("Presidents' Day", nth(2, MONDAY, 3)),
    hiDay('Prince Jonah Kuhio Kalanianaole Day', fixed(3, 26)),
    hiDay('Good Friday', { easterOffset: -2 }),
    hiDay('Memorial Day', nth(5, MONDAY, -1)),
    hiDay('King Kamehameha I Day', fixed(6, 11)),
    hiDay('Independence Day', fixed(7, 4)),
    hiDay('Statehood Day', nth(8, FRIDAY, 3), { untilYear: 2026 }),
    unverifiedDay(
      'Statehood Day',
      nth(8, FRIDAY, 3),
      HI_CITATION,
      'H.B. 2045 (2026) would put "La Hoihoi Ea, Sovereignty Restoration Day" in place of Statehood Day in § 8-1; ' +
        "whether it passed, and from which year, was not read. Check the Judiciary's calendar.",
      { fromYear: 2027 },
    ),
    hiDay('Labor Day', nth(9, MONDAY, 1)),
    hiDay("Veterans' Day", fixed(11, 11)),
    hiDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    hiDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'General election day',
      { electionDay: true, evenYearsOnly: true },
      HI_CITATION,
      '§ 8-1: "All election days, except primary and special election days, in the county wherein the election is ' +
        'held"; the date of the general election (listed here as the Tuesday after the first Monday of November of ' +
        'even years) and which counties hold one were not read.',
    ),
  ],
  note:
    'HRCP 6(a), for "any period of time prescribed or allowed by these rules, by order of court, or by any applicable ' +
    'statute": "The last day of the period so computed shall be included unless it is a Saturday, a Sunday or a ' +
    'holiday, in which event the period runs until the end of the next day which is not a Saturday, a Sunday or a ' +
    'holiday. ... As used in this rule, "holiday" includes any day designated as such pursuant to section 8-1 of the ' +
    'Hawai\u2018i Revised Statutes." § 8-1: "The following days of each year are set apart and established as state ' +
    "holidays: The first day in January, New Year's Day; ... The twenty-sixth day in March, Prince Jonah Kuhio " +
    'Kalanianaole Day; The Friday preceding Easter Sunday, Good Friday; ... The eleventh day in June, King Kamehameha I ' +
    'Day; ... The third Friday in August, Statehood Day; ... All election days, except primary and special election ' +
    'days, in the county wherein the election is held; Any day designated by proclamation by the President of the ' +
    'United States or by the governor as a holiday." Days proclaimed for one year are not on file. Columbus Day ' +
    '(Discoverers\' Day, § 8-1.5, "not ... a state holiday") and Juneteenth are not § 8-1 days.',
};

// ---- end of Montana and Hawaii ----

// ---- Alaska: Civil Rule 6(a) with the judicial holidays of Administrative Rule 16, read on 2026-11-29 ----

const AK_CITATION = 'Alaska R. Civ. P. 6(a); Alaska R. Admin. 16(a), (b); Alaska Stat. § 44.12.010(a)';
// Admin. Rule 16(b): "If any holiday designated in Rule 16(a)(2) through (12) falls upon a Sunday, the Monday following
// is a holiday and if it falls on a Saturday, the Friday preceding is a holiday."
const akDay = (name: string, when: HolidayDate) => readDay(name, when, AK_CITATION, 'fixed' in when ? { observedVerified: true } : {});

const ALASKA_COURTS: CourtCalendar = {
  court: 'the Alaska superior and district courts',
  citation: 'Alaska R. Civ. P. 6(a); Alaska R. Admin. 16',
  holidays: [
    akDay("New Year's Day", fixed(1, 1)),
    akDay("Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    akDay("Presidents' Day", nth(2, MONDAY, 3)),
    akDay("Seward's Day", nth(3, MONDAY, -1)),
    akDay('Memorial Day', nth(5, MONDAY, -1)),
    akDay('Independence Day', fixed(7, 4)),
    akDay('Labor Day', nth(9, MONDAY, 1)),
    akDay('Alaska Day', fixed(10, 18)),
    akDay('Veterans Day', fixed(11, 11)),
    akDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    akDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      `${AK_CITATION} (as amended)`,
      'Neither Admin. Rule 16(a) (as amended through 2024-11-12) nor § 44.12.010(a) as read lists June 19; a secondary ' +
        'source lists "Juneteenth Day (June 19)" among the state holidays. The enactment and its year were not read: ' +
        "check the court system's calendar.",
      { fromYear: 2021 },
    ),
  ],
  note:
    'Civil Rule 6(a) (as amended through 2024-03-21), for "any period of time prescribed or allowed by these rules, by ' +
    'order of court, or by any applicable statute": "The last day of the period is to be included, unless it is a ' +
    'Saturday, a Sunday, or a legal holiday, in which event the period runs until the end of the next day which is not ' +
    'a Saturday, Sunday, or legal holiday." Administrative Rule 16(a): "no court shall be open for the transaction of ' +
    "business on any judicial holiday ... Judicial holidays are: ... (2) The first of January, known as New Year's Day; " +
    "... (5) The last Monday of March, known as Seward's Day; ... (9) The 18th of October, known as Alaska Day; ... (13) " +
    'Every day designated by public proclamation by the President of the United States or the Governor of the state as ' +
    'a legal holiday." § 44.12.010(a) lists the same days as legal holidays. Days proclaimed for one year are not on ' +
    'file. Columbus Day is not a judicial holiday.',
};

// ---- end of Alaska ----

// ---- New Mexico: Rule 1-006 NMRA with the holidays of NMSA §§ 12-5-2 and 12-5-3, read on 2026-11-29 ----

const NM_CITATION = 'N.M. R. Civ. P. Dist. Ct. 1-006(A)(1)(c); NMSA 1978, §§ 12-5-2, 12-5-3(A)';
// Rule 1-006 as rewritten by Supreme Court Order No. 14-8300-016 (effective 2014-12-31) says "legal holiday" and no
// longer defines it (the 2014 amendment "deleted former Paragraph A which ... defined legal holidays"); § 12-5-2
// lists the "legal public holidays in New Mexico". The earlier rule's own definition was not read, so a day is
// verified from 2015 and unverified (warns) before.
const NM_FIRST_YEAR = 2015;
// § 12-5-3(A): "Whenever a legal public holiday falls on Sunday, the following Monday is a legal public holiday."
// Nothing read keeps a Saturday day on the Friday before.
const NM_OBSERVED_NOTE =
  '§ 12-5-3(A) keeps a Sunday day on "the following Monday"; nothing read keeps a Saturday one on the Friday before ' +
  "(check the court's calendar).";
const NM_BEFORE_2015_NOTE =
  'Before Rule 1-006 was rewritten (effective 2014-12-31) it defined "legal holidays" itself; that definition was not ' + 'read.';
const nmDay = (name: string, when: HolidayDate, range: { fromYear?: number; untilYear?: number } = {}): CourtHolidayRule[] => {
  const observed: Partial<CourtHolidayRule> = 'fixed' in when ? { observedVerified: 'sunday', note: NM_OBSERVED_NOTE } : {};
  const rules: CourtHolidayRule[] = [];
  if ((range.fromYear ?? 0) < NM_FIRST_YEAR) {
    rules.push(
      unverifiedDay(name, when, NM_CITATION, NM_BEFORE_2015_NOTE, {
        ...(range.fromYear !== undefined ? { fromYear: range.fromYear } : {}),
        untilYear: Math.min(NM_FIRST_YEAR - 1, range.untilYear ?? NM_FIRST_YEAR - 1),
      }),
    );
  }
  if ((range.untilYear ?? NM_FIRST_YEAR) >= NM_FIRST_YEAR) {
    rules.push(
      readDay(name, when, NM_CITATION, {
        ...observed,
        fromYear: Math.max(NM_FIRST_YEAR, range.fromYear ?? NM_FIRST_YEAR),
        ...(range.untilYear !== undefined ? { untilYear: range.untilYear } : {}),
      }),
    );
  }
  return rules;
};

const NEW_MEXICO_COURTS: CourtCalendar = {
  court: 'the New Mexico district courts',
  citation: 'N.M. R. Civ. P. Dist. Ct. 1-006(A); NMSA 1978, § 12-5-2',
  holidays: [
    ...nmDay("New Year's Day", fixed(1, 1)),
    ...nmDay("Martin Luther King, Jr.'s Birthday", nth(1, MONDAY, 3)),
    ...nmDay("Washington's and Lincoln's Birthday, Presidents' Day", nth(2, MONDAY, 3)),
    ...nmDay('Memorial Day', nth(5, MONDAY, -1)),
    ...nmDay('Independence Day', fixed(7, 4)),
    ...nmDay('Labor Day', nth(9, MONDAY, 1)),
    // Laws 2019, ch. 123 (effective 2019-07-01) "replaced Columbus day with Indigenous Peoples' day": the same Monday.
    ...nmDay('Columbus Day', nth(10, MONDAY, 2), { untilYear: 2018 }),
    ...nmDay("Indigenous Peoples' Day", nth(10, MONDAY, 2), { fromYear: 2019 }),
    ...nmDay("Armistice Day and Veterans' Day", fixed(11, 11)),
    ...nmDay('Thanksgiving Day', nth(11, THURSDAY, 4)),
    ...nmDay('Christmas Day', fixed(12, 25)),
    unverifiedDay(
      'Juneteenth',
      fixed(6, 19),
      'NMSA 1978, § 12-5-14; 5 U.S.C. § 6103(a) (federal list)',
      'Not a § 12-5-2 day: § 12-5-14 has "Juneteenth Freedom Day" "commemorated on the third Saturday in June"; whether ' +
        "the courts close on the federal day was not read (check the Judiciary's calendar).",
      { fromYear: 2021 },
    ),
  ],
  note:
    'Rule 1-006(A) (effective 2014-12-31) "applies in computing any time period specified in these rules, in any local ' +
    'rule or court order, or in any statute": "(c) include the last day of the period, but if the last day is a ' +
    'Saturday, Sunday, or legal holiday, the period continues to run until the end of the next day that is not a ' +
    'Saturday, Sunday, or legal holiday." § 12-2A-7(F) says the same for statutes and rules. § 12-5-2: "Legal public ' +
    "holidays in New Mexico are: A. New Year's day, January 1; ... G. Indigenous Peoples' day, second Monday in " +
    "October; H. Armistice day and Veterans' day, November 11; I. Thanksgiving day, fourth Thursday in November; and " +
    'J. Christmas day, December 25." § 12-5-3(A): "Whenever a legal public holiday falls on Sunday, the following ' +
    'Monday is a legal public holiday." Good Friday and the day after Thanksgiving are not § 12-5-2 days; closures the ' +
    'Supreme Court or the Governor orders are not on file.',
};

// ---- end of New Mexico ----

export const COURT_CALENDARS: Readonly<Record<string, CourtCalendar>> = {
  US: FEDERAL_COURTS,
  CA: CALIFORNIA_COURTS,
  FL: FLORIDA_COURTS,
  TX: TEXAS_COURTS,
  NY: NEW_YORK_COURTS,
  PA: PENNSYLVANIA_COURTS,
  IL: ILLINOIS_COURTS,
  OH: OHIO_COURTS,
  GA: GEORGIA_COURTS,
  WA: WASHINGTON_COURTS,
  CO: COLORADO_COURTS,
  MA: MASSACHUSETTS_COURTS,
  MI: MICHIGAN_COURTS,
  NC: NORTH_CAROLINA_COURTS,
  SC: SOUTH_CAROLINA_COURTS,
  AL: ALABAMA_COURTS,
  VA: VIRGINIA_COURTS,
  MD: MARYLAND_COURTS,
  DC: DISTRICT_OF_COLUMBIA_COURTS,
  OR: OREGON_COURTS,
  NV: NEVADA_COURTS,
  UT: UTAH_COURTS,
  LA: LOUISIANA_COURTS,
  MO: MISSOURI_COURTS,
  TN: TENNESSEE_COURTS,
  KY: KENTUCKY_COURTS,
  CT: CONNECTICUT_COURTS,
  OK: OKLAHOMA_COURTS,
  IA: IOWA_COURTS,
  IN: INDIANA_COURTS,
  MN: MINNESOTA_COURTS,
  WI: WISCONSIN_COURTS,
  ME: MAINE_COURTS,
  VT: VERMONT_COURTS,
  KS: KANSAS_COURTS,
  NE: NEBRASKA_COURTS,
  SD: SOUTH_DAKOTA_COURTS,
  ND: NORTH_DAKOTA_COURTS,
  WY: WYOMING_COURTS,
  AR: ARKANSAS_COURTS,
  DE: DELAWARE_COURTS,
  MS: MISSISSIPPI_COURTS,
  WV: WEST_VIRGINIA_COURTS,
  ID: IDAHO_COURTS,
  MT: MONTANA_COURTS,
  HI: HAWAII_COURTS,
  AK: ALASKA_COURTS,
  NM: NEW_MEXICO_COURTS,
};

function fallbackCalendar(court: string): CourtCalendar {
  const note = `Not checked for the ${court} courts: the federal list is assumed and never moves a date.`;
  return {
    court: `the ${court} courts`,
    citation: 'not on file',
    holidays: [
      ...FEDERAL_DAYS.map((day) =>
        unverifiedDay(day.name, day.when, `${FEDERAL_CITATION} (federal list)`, note, day.fromYear ? { fromYear: day.fromYear } : {}),
      ),
      ...(STATE_COURT_HOLIDAYS[court] ?? []),
    ],
  };
}

/** The calendar of `court` (a USPS code, or 'US' for the federal courts). */
export function courtCalendarFor(court: string, calendars: Readonly<Record<string, CourtCalendar>> = COURT_CALENDARS): CourtCalendar {
  return calendars[court] ?? fallbackCalendar(court);
}

export type DatedCourtHoliday = CourtHoliday & { citation: string; verified: boolean };

function holidaysOfRuleYear(calendar: CourtCalendar, year: number): DatedCourtHoliday[] {
  const listed: DatedCourtHoliday[] = [];
  for (const rule of calendar.holidays) {
    if ((rule.fromYear !== undefined && year < rule.fromYear) || (rule.untilYear !== undefined && year > rule.untilYear)) continue;
    const date = holidayDateIn(year, rule.when);
    if (date === null) continue;
    const movedToWeekday = 'fixed' in rule.when && rule.when.observed === true && date !== holidayDateIn(year, { fixed: rule.when.fixed });
    // 'sunday': only a Sunday day kept on the Monday after is verified (a Saturday one moves to a Friday).
    const observedVerified = rule.observedVerified === true || (rule.observedVerified === 'sunday' && dayOfWeek(date) === MONDAY);
    const verified = rule.verified && (!movedToWeekday || observedVerified);
    listed.push({ date, name: movedToWeekday ? `${rule.name} (observed)` : rule.name, citation: rule.citation, verified });
  }
  return listed;
}

/**
 * The court's holidays whose (observed) date falls in `year`, in date order: a Saturday New Year's Day of the next
 * year kept on 31 December belongs here. An observed weekday whose observance is not verified is listed as unverified
 * even when the day itself is verified.
 */
export function listCourtHolidays(
  court: string,
  year: number,
  calendars: Readonly<Record<string, CourtCalendar>> = COURT_CALENDARS,
): DatedCourtHoliday[] {
  const calendar = courtCalendarFor(court, calendars);
  const prefix = `${String(year).padStart(4, '0')}-`;
  return [...holidaysOfRuleYear(calendar, year), ...holidaysOfRuleYear(calendar, year + 1)]
    .filter((holiday) => holiday.date.startsWith(prefix))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The court's holidays in the years a set of dates touch. */
export function courtHolidaysAround(
  court: string,
  dates: readonly IsoDate[],
  calendars: Readonly<Record<string, CourtCalendar>> = COURT_CALENDARS,
): DatedCourtHoliday[] {
  // A roll can pass New Year, so the year after each date is listed too.
  const years = new Set(dates.flatMap((date) => [Number(date.slice(0, 4)), Number(date.slice(0, 4)) + 1]));
  return [...years].sort().flatMap((year) => listCourtHolidays(court, year, calendars));
}
