// Generates a whole firm's case history: attorneys with hidden skill, clients, care, timelines and outcomes.

import type { CaseDraft, DraftInjury, DraftTreatment } from './draft-case.js';
import { draftCase, sampleState } from './draft-case.js';
import {
  FEMALE_FIRST_NAMES,
  FIRM_NAME_PATTERNS,
  HOSPITAL_NAMES,
  IMAGING_CENTER_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  PLACE_WORDS,
  PROVIDER_SUFFIXES,
} from './reference/names.js';
import { findState } from './reference/states.js';
import type { Random } from './random.js';
import { createRandom } from './random.js';
import type { CaseOutcome, CasePhase, SynthAttorney, SynthCase, SynthFirm, SynthInjury, SynthTreatment, TreatmentType } from './types.js';

export type GenerateFirmOptions = {
  seed: number;
  caseCount?: number;
  attorneyCount?: number;
  /** First possible opening date (YYYY-MM-DD); default six years before endDate. */
  startDate?: string;
  /** Last possible opening date (YYYY-MM-DD); default asOf, else 2025-06-30. */
  endDate?: string;
  /** The day the history is observed: later events are unknown and those cases are open. Default endDate. */
  asOf?: string;
  /** Home state code; default drawn by population. */
  homeState?: string;
};

/** Firm-level parameters; see the README for which are sourced and which assumed. */
export const FIRM_PARAMETERS = {
  defaultEndDate: '2025-06-30',
  defaultYears: 6,
  /**
   * Log SD of attorney skill. Attorneys get evenly spaced quantiles of N(0, sigma) so that a firm of
   * 8 spans about 0.74x to 1.36x of the average attorney (assumption: a plausible spread that a
   * 300-case history can reveal).
   */
  skillSigma: 0.2,
  /** Share of cases venued in the firm's home state (assumption). */
  homeStateShare: 0.88,
  /** Incident to sign-up, median days (assumption). */
  intakeLagMedianDays: 14,
  /** Settled cases whose file is closed after disbursement show status 'closed' (assumption). */
  closedFileShare: 0.35,
} as const;

const DAY_MS = 86_400_000;

export function parseDay(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(ms)) throw new Error(`invalid date ${date}, expected YYYY-MM-DD`);
  return Math.round(ms / DAY_MS);
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Acklam's rational approximation of the standard normal quantile (relative error below 1.2e-9). */
export function computeNormalQuantile(p: number): number {
  const a = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
  const b = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
  const c = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const at = (xs: number[], i: number): number => xs[i] ?? 0;
  const tail = (q: number): number =>
    (((((at(c, 0) * q + at(c, 1)) * q + at(c, 2)) * q + at(c, 3)) * q + at(c, 4)) * q + at(c, 5)) /
    ((((at(d, 0) * q + at(d, 1)) * q + at(d, 2)) * q + at(d, 3)) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((at(a, 0) * r + at(a, 1)) * r + at(a, 2)) * r + at(a, 3)) * r + at(a, 4)) * r + at(a, 5)) * q) /
    (((((at(b, 0) * r + at(b, 1)) * r + at(b, 2)) * r + at(b, 3)) * r + at(b, 4)) * r + 1)
  );
}

function generateUuid(random: Random): string {
  // Four hex digits per draw: a draw carries 32 bits, so wider slices would end in zeros.
  const hex = (n: number): string => {
    let out = '';
    while (out.length < n)
      out += Math.floor(random.next() * 65536)
        .toString(16)
        .padStart(4, '0');
    return out.slice(0, n);
  };
  const variant = (8 + Math.floor(random.next() * 4)).toString(16);
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
}

function generatePersonName(random: Random, gender: 'female' | 'male'): string {
  const first = random.pick(gender === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  let last = random.pick(LAST_NAMES);
  if (random.bernoulli(0.04)) last = `${last}-${random.pick(LAST_NAMES)}`;
  const middle = random.bernoulli(0.25) ? ` ${String.fromCharCode(65 + random.int(0, 25))}.` : '';
  return `${first}${middle} ${last}`;
}

function generateAttorneys(random: Random, count: number): SynthAttorney[] {
  const ranks = Array.from({ length: count }, (_, i) => i);
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [ranks[i], ranks[j]] = [ranks[j] ?? 0, ranks[i] ?? 0];
  }
  return ranks.map((rank) => ({
    id: generateUuid(random),
    name: generatePersonName(random, random.bernoulli(0.45) ? 'female' : 'male'),
    skill: Math.round(Math.exp(FIRM_PARAMETERS.skillSigma * computeNormalQuantile((rank + 0.5) / count)) * 1000) / 1000,
  }));
}

const SEVERITY_PHRASES = {
  mild: 'improving with conservative care',
  moderate: 'persistent pain limiting work and daily activities',
  severe: 'lasting functional limits with permanent restrictions',
} as const;

function describeInjury(inj: DraftInjury): string {
  const phrases: string[] = [SEVERITY_PHRASES[inj.severity]];
  if (inj.chronic) phrases.push('symptoms now chronic');
  if (inj.surgical && inj.template.surgery) phrases.push(`treated with surgery (${inj.template.surgery.name.toLowerCase()})`);
  return `${inj.template.description}; ${phrases.join('; ')}.`;
}

type ProviderBook = Map<TreatmentType, string>;

function chooseProvider(random: Random, book: ProviderBook, type: TreatmentType): string {
  const known = book.get(type);
  if (known) return known;
  let name: string;
  if (type === 'emergency') name = random.pick(HOSPITAL_NAMES);
  else if (type === 'imaging') name = random.pick(IMAGING_CENTER_NAMES);
  else {
    const suffix = random.pick(PROVIDER_SUFFIXES[type]);
    name = `${random.bernoulli(0.5) ? random.pick(PLACE_WORDS) : random.pick(LAST_NAMES)} ${suffix}`;
  }
  book.set(type, name);
  return name;
}

function describeTreatment(t: DraftTreatment): string {
  if (t.visits <= 1) return t.name;
  return `${t.name}: ${t.visits} visits over ${t.durationDays} days`;
}

type Timeline = { demand: number; filing: number | null; mediation: number | null; trial: number | null; close: number };

/**
 * Days from opening to each stage (assumption shaped on BJS: half of filed tort cases disposed
 * within 14 months of filing, about 19 months on average; demand after the end of treatment).
 */
function sampleTimeline(random: Random, draft: CaseDraft, intakeLag: number): Timeline {
  const treatEnd = Math.max(0, draft.treatmentEndDay - intakeLag);
  const demand = Math.max(treatEnd, 30) + Math.round(random.lognormal(75, 0.5));
  const file = (): number => demand + Math.round(random.lognormal(60, 0.5));
  switch (draft.path) {
    case 'prelit_settlement':
      return { demand, filing: null, mediation: null, trial: null, close: demand + Math.round(random.lognormal(150, 0.6)) };
    case 'litigated_settlement': {
      const filing = file();
      const mediation = filing + Math.round(random.lognormal(360, 0.35));
      return { demand, filing, mediation, trial: null, close: mediation + Math.round(random.lognormal(20, 1)) };
    }
    case 'trial': {
      const filing = file();
      const mediation = filing + Math.round(random.lognormal(300, 0.35));
      const trial = Math.max(mediation + 60, filing + Math.round(random.lognormal(620, 0.3)));
      return { demand, filing, mediation, trial, close: trial + random.int(2, 10) };
    }
    case 'dismissed': {
      if (random.bernoulli(0.5))
        return { demand, filing: null, mediation: null, trial: null, close: demand + Math.round(random.lognormal(90, 0.5)) };
      const filing = file();
      return { demand, filing, mediation: null, trial: null, close: filing + Math.round(random.lognormal(240, 0.5)) };
    }
    case 'barred':
      // Investigation shows the client's own fault bars recovery; the case ends early.
      return { demand: Infinity, filing: null, mediation: null, trial: null, close: Math.round(random.lognormal(120, 0.6)) };
  }
}

/** Days a new case spends in intake, and preparing its demand before it goes out and after (awaiting a reply). */
const INTAKE_DAYS = 30;
const DEMAND_DAYS = 30;

function readOpenPhase(day: number, timeline: Timeline): CasePhase {
  if (day < INTAKE_DAYS) return 'intake';
  if (day < timeline.demand - DEMAND_DAYS) return 'treating';
  if (day < timeline.demand + DEMAND_DAYS) return 'demand';
  if (timeline.filing === null || day < timeline.filing) return 'negotiation';
  return 'litigation';
}

function readOutcome(draft: CaseDraft): CaseOutcome {
  if (draft.path === 'trial') return 'verdict';
  if (draft.path === 'dismissed' || draft.path === 'barred') return 'dismissed';
  return 'settled';
}

type BuildCaseInput = {
  random: Random;
  draft: CaseDraft;
  index: number;
  openedDay: number;
  intakeLag: number;
  asOfDay: number;
  attorneyId: string;
};

function buildCase({ random, draft, index, openedDay, intakeLag, asOfDay, attorneyId }: BuildCaseInput): SynthCase {
  const incidentDay = openedDay - intakeLag;
  const timeline = sampleTimeline(random, draft, intakeLag);
  const closeDay = openedDay + timeline.close;
  const finished = closeDay <= asOfDay;
  const caseId = generateUuid(random);
  const injuries: SynthInjury[] = draft.injuries.map((inj) => ({
    id: generateUuid(random),
    icdCode: inj.template.icdCode,
    category: inj.template.category,
    type: inj.template.type,
    name: inj.template.name,
    bodyPart: inj.template.bodyPart,
    bodyRegion: inj.template.region,
    severity: inj.severity,
    description: describeInjury(inj),
  }));
  const providers: ProviderBook = new Map();
  const treatments: SynthTreatment[] = [];
  for (const t of draft.treatments) {
    const start = incidentDay + t.startDay;
    if (start > asOfDay) continue;
    // Care still under way on the observation day is known only up to that day.
    const seenDays = Math.min(t.durationDays, asOfDay - start + 1);
    const share = seenDays / t.durationDays;
    const visits = share < 1 ? Math.max(1, Math.round(t.visits * share)) : t.visits;
    const cost = share < 1 ? Math.max(1, Math.round(t.cost * share)) : t.cost;
    const shown: DraftTreatment = { ...t, visits, durationDays: seenDays };
    treatments.push({
      id: generateUuid(random),
      injuryId: injuries[t.injuryIndex]?.id ?? '',
      type: t.type,
      name: t.name,
      provider: chooseProvider(random, providers, t.type),
      cptCode: t.cptCode,
      description: describeTreatment(shown),
      startDate: formatDay(start),
      endDate: formatDay(start + seenDays - 1),
      durationDays: seenDays,
      frequency: t.frequency,
      visits,
      cost,
    });
  }
  const medicalCosts = treatments.reduce((sum, t) => sum + t.cost, 0);
  let phase: CasePhase;
  if (finished) {
    const outcome = readOutcome(draft);
    // A settled file is often closed by now; a dismissal or a verdict closes the case.
    phase = outcome === 'settled' && !random.bernoulli(FIRM_PARAMETERS.closedFileShare) ? 'settled' : 'closed';
  } else {
    phase = readOpenPhase(asOfDay - openedDay, timeline);
  }
  const gender = draft.clientGender;
  return {
    id: caseId,
    caseNumber: `PI-${formatDay(openedDay).slice(0, 4)}-${String(index + 1).padStart(4, '0')}`,
    clientName: generatePersonName(random, gender),
    clientAge: draft.clientAge,
    clientGender: gender,
    incidentDate: formatDay(incidentDay),
    dateOpened: formatDay(openedDay),
    dateClosed: finished ? formatDay(closeDay) : null,
    caseType: draft.caseType,
    jurisdiction: draft.state.code,
    faultRule: draft.state.faultRule,
    carrier: draft.carrier,
    insuranceLimits: draft.insuranceLimits,
    insuranceLimitsLabel: draft.insuranceLimitsLabel,
    liability: draft.liability,
    propertyDamageAmount: draft.propertyDamageAmount,
    propertyDamageSeverity: draft.propertyDamageSeverity,
    injuries,
    treatments,
    treatmentGapDays: draft.treatmentGapDays,
    hasTreatmentGap: draft.hasTreatmentGap,
    workDaysMissed: draft.workDaysMissed,
    lostWages: draft.lostWages,
    medicalCosts,
    attorneyId,
    phase,
    outcome: finished ? readOutcome(draft) : null,
    actualSettlement: finished ? draft.recovery : null,
    settlementValue: finished ? draft.valueBeforeLimit : null,
  };
}

/** A deterministic firm history: the same options give the same firm, byte for byte. */
export function generateFirm(options: GenerateFirmOptions): SynthFirm {
  const caseCount = options.caseCount ?? 300;
  const attorneyCount = options.attorneyCount ?? 8;
  if (!Number.isInteger(caseCount) || caseCount < 0) throw new Error('caseCount must be a non-negative integer');
  if (!Number.isInteger(attorneyCount) || attorneyCount < 1) throw new Error('attorneyCount must be a positive integer');
  const endDate = options.endDate ?? options.asOf ?? FIRM_PARAMETERS.defaultEndDate;
  const endDay = parseDay(endDate);
  const asOfDay = parseDay(options.asOf ?? endDate);
  const startDay = options.startDate ? parseDay(options.startDate) : endDay - Math.round(FIRM_PARAMETERS.defaultYears * 365.25);
  if (startDay > endDay) throw new Error('startDate must not be after endDate');

  // Separate streams: changing how many draws one part makes does not reshuffle the others.
  const root = createRandom(options.seed);
  const firmRandom = root.fork();
  const attorneyRandom = root.fork();
  const caseRandom = root.fork();
  const detailRandom = root.fork();

  const homeState = options.homeState ? findState(options.homeState) : sampleState(firmRandom);
  if (!homeState) throw new Error(`unknown state ${options.homeState ?? ''}`);
  const partnerA = firmRandom.pick(LAST_NAMES);
  const partnerB = firmRandom.pick(LAST_NAMES.filter((n) => n !== partnerA));
  const firmName = firmRandom.pick(FIRM_NAME_PATTERNS)(partnerA, partnerB);

  const attorneys = generateAttorneys(attorneyRandom, attorneyCount);
  // Some attorneys carry bigger caseloads than others (assumption).
  const loads = attorneys.map(() => attorneyRandom.lognormal(1, 0.3));

  const opened: number[] = Array.from({ length: caseCount }, () => caseRandom.int(startDay, endDay)).sort((a, b) => a - b);
  const cases: SynthCase[] = opened.map((openedDay, index) => {
    const attorney = attorneys[caseRandom.weightedIndex(loads)];
    if (!attorney) throw new Error('no attorney');
    const state = caseRandom.bernoulli(FIRM_PARAMETERS.homeStateShare) ? homeState : sampleState(caseRandom);
    const intakeLag = Math.min(365, Math.round(caseRandom.lognormal(FIRM_PARAMETERS.intakeLagMedianDays, 0.9)));
    const draft = draftCase(caseRandom, { state, skill: attorney.skill });
    return buildCase({ random: detailRandom, draft, index, openedDay, intakeLag, asOfDay, attorneyId: attorney.id });
  });

  return { firmName, homeState: homeState.code, asOf: formatDay(asOfDay), attorneys, cases };
}
