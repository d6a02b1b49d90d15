// Samples the facts of one case (injuries, care, fault, coverage) and its outcome, as day offsets without dates or names.

import {
  AUTO_CARRIERS,
  AUTO_LIMIT_LADDER,
  COMMERCIAL_CARRIERS,
  COMMERCIAL_LIMITS,
  MEDICAL_CARRIERS,
  MINIMUM_LIMIT_SHARE,
} from './reference/carriers.js';
import type { CaseType, InjuryTemplate, Severity } from './reference/injuries.js';
import { CASE_TYPE_MIX, INJURY_MIX, INJURY_TEMPLATES } from './reference/injuries.js';
import type { StateInfo } from './reference/states.js';
import { STATES } from './reference/states.js';
import type { Random } from './random.js';
import { createWeightedSampler } from './random.js';
import type { PropertyDamageSeverity, TreatmentFrequency, TreatmentType } from './types.js';
import type { Valuation, ValuationInput } from './valuation.js';
import { VALUATION_PARAMETERS, valueCase } from './valuation.js';

export type DraftInjury = {
  template: InjuryTemplate;
  severity: Severity;
  /** Moderate soft-tissue injuries that did not resolve: the description says "chronic". */
  chronic: boolean;
  permanent: boolean;
  surgical: boolean;
  injection: boolean;
};

export type DraftTreatment = {
  type: TreatmentType;
  injuryIndex: number;
  /** Days after the incident. */
  startDay: number;
  durationDays: number;
  visits: number;
  cost: number;
  cptCode: string;
  name: string;
  frequency: TreatmentFrequency;
};

export type OutcomePath = 'prelit_settlement' | 'litigated_settlement' | 'trial' | 'dismissed' | 'barred';

export type CaseDraft = {
  caseType: CaseType;
  state: StateInfo;
  carrier: string;
  insuranceLimits: number;
  insuranceLimitsLabel: string;
  liability: number;
  clientAge: number;
  clientGender: 'female' | 'male';
  propertyDamageAmount: number;
  propertyDamageSeverity: PropertyDamageSeverity;
  injuries: DraftInjury[];
  /** Sorted by start day. */
  treatments: DraftTreatment[];
  medicalCosts: number;
  workDaysMissed: number;
  /** Work days missed at the daily wage (VALUATION_PARAMETERS.dailyWage). */
  lostWages: number;
  treatmentGapDays: number;
  hasTreatmentGap: boolean;
  /** Day after the incident on which the last treatment ended. */
  treatmentEndDay: number;
  valuation: Valuation;
  path: OutcomePath;
  /** Recovered amount for settled and tried cases (0 when dismissed, barred or lost at trial). */
  recovery: number;
  /** True when a settlement above the policy limit happened (bad-faith exposure, stacked coverage). */
  excess: boolean;
  /**
   * What the case was worth, settled, before the policy limit held it down: the recovery when no limit applied (and
   * for verdicts), else the drawn value above the limit. 0 when nothing was recovered. The base model learns this
   * value; the limit enters once, as the cap of the expected recovery.
   */
  valueBeforeLimit: number;
};

/** Outcome and noise parameters; see the README for sources. */
export const OUTCOME_PARAMETERS = {
  /** SD of the log settlement around the structural expectation (assumption, tuned so the overall log SD is about 1.46). */
  settlementNoiseSigma: 0.4,
  /** Verdicts are far more dispersed than settlements (JVR: verdict log SD about 2.4 overall). */
  verdictNoiseSigma: 0.9,
  /** BJS 2005: trials about 4% of tort dispositions. */
  trialShare: 0.04,
  /** BJS 2005: plaintiffs won 61% of auto trials (used for every case type; malpractice would be lower). */
  plaintiffTrialWinRate: 0.61,
  /** Dismissals for reasons other than a fault bar (client withdraws, causation fails): assumption. */
  dismissalShare: 0.1,
  /** Share of above-limit cases that settle above the limit: "excess verdicts exist but are rare" (assumption). */
  excessShare: 0.04,
  /** Treatment gap threshold: gaps of 5-7 days lower the value (facts file); longer than 7 days flags. */
  treatmentGapThresholdDays: 7,
  /** Cases whose care includes a deliberate break (missed appointments, no transport): assumption. */
  treatmentGapChance: 0.2,
  /** Clear-liability share of accepted cases; attorneys in contributory states screen harder (assumption). */
  clearLiabilityShare: 0.55,
  clearLiabilityShareContributory: 0.85,
} as const;

const caseTypeSampler = createWeightedSampler(CASE_TYPE_MIX.map((m) => m.share));
const stateSampler = createWeightedSampler(STATES.map((s) => s.population));
const autoCarrierSampler = createWeightedSampler(AUTO_CARRIERS.map((c) => c.share));
const commercialCarrierSampler = createWeightedSampler(COMMERCIAL_CARRIERS.map((c) => c.share));
const medicalCarrierSampler = createWeightedSampler(MEDICAL_CARRIERS.map((c) => c.share));
const commercialLimitSampler = createWeightedSampler(COMMERCIAL_LIMITS.map((l) => l.weight));

const TEMPLATE_BY_KEY = new Map(INJURY_TEMPLATES.map((t) => [t.key, t]));
const injurySamplers = new Map<CaseType, { templates: InjuryTemplate[]; sample: (r: Random) => number }>();
for (const { caseType } of CASE_TYPE_MIX) {
  const entries = Object.entries(INJURY_MIX[caseType]);
  const templates = entries.map(([key]) => {
    const t = TEMPLATE_BY_KEY.get(key);
    if (!t) throw new Error(`unknown injury template ${key}`);
    return t;
  });
  injurySamplers.set(caseType, { templates, sample: createWeightedSampler(entries.map(([, w]) => w)) });
}

const SEVERITY_INDEX: Record<Severity, number> = { mild: 0, moderate: 1, severe: 2 };
const SEVERITY_ORDER: readonly Severity[] = ['mild', 'moderate', 'severe'];

export function sampleCaseType(random: Random): CaseType {
  return CASE_TYPE_MIX[caseTypeSampler(random)]?.caseType ?? 'auto';
}

export function sampleState(random: Random): StateInfo {
  const s = STATES[stateSampler(random)];
  if (!s) throw new Error('state table is empty');
  return s;
}

function formatThousands(n: number): string {
  return String(Math.round(n / 1000));
}

function sampleCoverage(random: Random, caseType: CaseType, state: StateInfo): { carrier: string; limits: number; label: string } {
  if (caseType === 'auto') {
    const carrier = AUTO_CARRIERS[autoCarrierSampler(random)]?.name ?? 'State Farm';
    if (random.bernoulli(MINIMUM_LIMIT_SHARE)) {
      const perPerson = state.minimumLimit;
      return { carrier, limits: perPerson, label: `${formatThousands(perPerson)}/${formatThousands(perPerson * 2)}` };
    }
    // Voluntary limits are at least the state minimum.
    const options = AUTO_LIMIT_LADDER.filter((l) => l.perPerson >= state.minimumLimit);
    const pick = options[random.weightedIndex(options.map((o) => o.weight))] ?? AUTO_LIMIT_LADDER[3];
    const perPerson = pick?.perPerson ?? 100_000;
    const perAccident = pick?.perAccident ?? 300_000;
    return { carrier, limits: perPerson, label: `${formatThousands(perPerson)}/${formatThousands(perAccident)}` };
  }
  const carrier =
    caseType === 'medical_malpractice'
      ? (MEDICAL_CARRIERS[medicalCarrierSampler(random)]?.name ?? 'MedPro Group')
      : (COMMERCIAL_CARRIERS[commercialCarrierSampler(random)]?.name ?? 'Travelers');
  const limits = COMMERCIAL_LIMITS[commercialLimitSampler(random)]?.perPerson ?? 1_000_000;
  return { carrier, limits, label: `$${limits.toLocaleString('en-US')}` };
}

function sampleLiability(random: Random, state: StateInfo): number {
  const p = OUTCOME_PARAMETERS;
  const clear = state.faultRule === 'contributory' ? p.clearLiabilityShareContributory : p.clearLiabilityShare;
  if (random.bernoulli(clear)) return 1;
  // Shared fault, in 5% steps as adjusters quote it; Beta(5, 2) centres disputed cases near 70%.
  return Math.min(0.95, Math.max(0.05, Math.round(random.beta(5, 2) * 20) / 20));
}

function sampleInjuries(random: Random, caseType: CaseType): DraftInjury[] {
  const sampler = injurySamplers.get(caseType);
  if (!sampler) throw new Error(`no injury mix for ${caseType}`);
  // 1 injury in about 55% of cases, 2 in 36%, 3 in 9% (assumption).
  const count = random.bernoulli(0.45) ? (random.bernoulli(0.2) ? 3 : 2) : 1;
  const chosen: InjuryTemplate[] = [];
  for (let attempt = 0; chosen.length < count && attempt < 10; attempt++) {
    const t = sampler.templates[sampler.sample(random)];
    if (t && !chosen.includes(t)) chosen.push(t);
  }
  return chosen.map((template) => {
    const severity = SEVERITY_ORDER[random.weightedIndex(template.severityWeights)] ?? 'mild';
    const si = SEVERITY_INDEX[severity];
    const surgical = template.surgery !== null && random.bernoulli(template.surgeryChance[si] ?? 0);
    const injection = random.bernoulli(template.injectionChance[si] ?? 0);
    const chronic = severity === 'moderate' && template.category === 'sprain_strain' && random.bernoulli(0.12);
    // Mirrors the product rule: severe, or a text keyword (fracture, herniated, traumatic brain, chronic).
    const permanent =
      severity === 'severe' ||
      chronic ||
      template.category === 'fracture' ||
      template.category === 'disc_injury' ||
      template.category === 'traumatic_brain_injury';
    return { template, severity, chronic, permanent, surgical, injection };
  });
}

type CareContext = { random: Random; treatments: DraftTreatment[]; intensity: number };

/**
 * How heavily a client treats, shared by all of the case's courses: some clients stop after a few
 * visits, others treat for months. Assumption, sized so medical specials spread as widely as claim amounts.
 */
export const TREATMENT_INTENSITY = { median: 1.5, sigma: 0.9 } as const;

function addTreatment(ctx: CareContext, t: Omit<DraftTreatment, 'cost' | 'visits'> & { visits: number; unitCost: number }): void {
  const { unitCost, ...rest } = t;
  ctx.treatments.push({ ...rest, cost: Math.max(1, Math.round(unitCost * t.visits)) });
}

/** A course of visits: frequency label, visit count and per-visit charge. */
function addCourse(
  ctx: CareContext,
  opts: {
    type: TreatmentType;
    injuryIndex: number;
    startDay: number;
    durationDays: number;
    visitsPerWeek: number;
    unitCost: number;
    cptCode: string;
    name: string;
  },
): number {
  const { random } = ctx;
  const durationDays = Math.max(3, Math.round(opts.durationDays * ctx.intensity));
  const visits = Math.max(1, Math.round((durationDays / 7) * opts.visitsPerWeek * random.lognormal(1, 0.3)));
  const frequency: TreatmentFrequency =
    opts.visitsPerWeek >= 4 ? 'daily' : opts.visitsPerWeek >= 0.9 ? 'weekly' : opts.visitsPerWeek >= 0.4 ? 'biweekly' : 'monthly';
  addTreatment(ctx, {
    type: opts.type,
    injuryIndex: opts.injuryIndex,
    startDay: opts.startDay,
    durationDays,
    visits,
    unitCost: random.lognormal(opts.unitCost, 0.3),
    cptCode: opts.cptCode,
    name: opts.name,
    frequency,
  });
  return opts.startDay + durationDays;
}

const CONSERVATIVE_DAYS: Record<Severity, number> = { mild: 50, moderate: 110, severe: 160 };

/**
 * Care pattern (an assumption shaped on typical PI treatment): emergency visit, imaging once per
 * injury, a shared chiropractic or physical-therapy course for spinal injuries and separate therapy
 * for extremities, pain management and injections for persistent pain, orthopedic follow-up and
 * surgery for structural injuries, then post-operative therapy.
 */
function sampleCare(random: Random, caseType: CaseType, injuries: DraftInjury[]): DraftTreatment[] {
  const ctx: CareContext = { random, treatments: [], intensity: random.lognormal(TREATMENT_INTENSITY.median, TREATMENT_INTENSITY.sigma) };
  let worstIndex = 0;
  injuries.forEach((inj, i) => {
    const w = injuries[worstIndex];
    if (w && SEVERITY_INDEX[inj.severity] > SEVERITY_INDEX[w.severity]) worstIndex = i;
  });
  const worst = injuries[worstIndex];
  if (!worst) return [];
  const worstSi = SEVERITY_INDEX[worst.severity];

  const erChance = worstSi === 2 ? 0.95 : caseType === 'auto' ? 0.6 : 0.5;
  if (random.bernoulli(erChance)) {
    addTreatment(ctx, {
      type: 'emergency',
      injuryIndex: worstIndex,
      startDay: random.bernoulli(0.8) ? 0 : 1,
      durationDays: 1,
      visits: 1,
      // MEPS 2020: emergency visit average about $1,150; a lognormal with median 1,000 and sigma 0.5 has mean 1,130.
      unitCost: random.lognormal(1_000, 0.5) * (worstSi === 2 ? 1.8 : 1),
      cptCode: ['99283', '99284', '99285'][worstSi] ?? '99284',
      name: 'Emergency department visit',
      frequency: 'asNeeded',
    });
  }

  injuries.forEach((inj, i) => {
    const si = SEVERITY_INDEX[inj.severity];
    if (random.bernoulli([0.35, 0.8, 1][si] ?? 1)) {
      addTreatment(ctx, {
        type: 'imaging',
        injuryIndex: i,
        startDay: si === 2 ? random.int(0, 2) : random.int(2, 21),
        durationDays: 1,
        visits: 1,
        unitCost: random.lognormal(inj.template.imaging.medianCost, 0.3),
        cptCode: inj.template.imaging.cptCode,
        name: inj.template.imaging.name,
        frequency: 'asNeeded',
      });
    }
  });

  let careEnd = 1;
  const therapyStart = random.int(1, 10);
  // Spinal soft tissue: one shared course, chiropractic or physical therapy.
  const spinal = injuries.map((inj, i) => ({ inj, i })).filter(({ inj }) => inj.template.spinal);
  if (spinal.length > 0) {
    const lead = spinal.reduce((a, b) => (SEVERITY_INDEX[b.inj.severity] > SEVERITY_INDEX[a.inj.severity] ? b : a));
    const chiro = random.bernoulli(0.45);
    const days = random.lognormal(CONSERVATIVE_DAYS[lead.inj.severity], 0.6) * (lead.inj.chronic ? 1.4 : 1);
    careEnd = Math.max(
      careEnd,
      addCourse(ctx, {
        type: chiro ? 'chiropractic' : 'physical_therapy',
        injuryIndex: lead.i,
        startDay: therapyStart,
        durationDays: days,
        visitsPerWeek: chiro ? 2.5 : 2.2,
        unitCost: chiro ? 85 : 160,
        cptCode: chiro ? '98941' : '97110',
        name: chiro ? 'Chiropractic manipulation, 3-4 regions' : 'Therapeutic exercise',
      }),
    );
  }
  injuries.forEach((inj, i) => {
    if (inj.template.spinal) return;
    const si = SEVERITY_INDEX[inj.severity];
    if (si === 0 && !random.bernoulli(0.5)) return;
    const head = inj.template.region === 'head';
    careEnd = Math.max(
      careEnd,
      addCourse(ctx, {
        type: 'physical_therapy',
        injuryIndex: i,
        startDay: therapyStart + random.int(0, 4),
        durationDays: random.lognormal([30, 70, 110][si] ?? 70, 0.4) * (inj.template.category === 'traumatic_brain_injury' ? 2 : 1),
        visitsPerWeek: 2,
        unitCost: 150,
        cptCode: head ? '97112' : '97140',
        name: head ? 'Neuromuscular re-education (vestibular)' : 'Manual therapy',
      }),
    );
  });

  injuries.forEach((inj, i) => {
    const si = SEVERITY_INDEX[inj.severity];
    const structural = ['fracture', 'tear', 'disc_injury'].includes(inj.template.category) || inj.surgical;
    if (structural) {
      careEnd = Math.max(
        careEnd,
        addCourse(ctx, {
          type: 'orthopedic',
          injuryIndex: i,
          startDay: random.int(2, 14),
          durationDays: random.lognormal(120, 0.4) * (si === 2 ? 1.5 : 1),
          visitsPerWeek: 0.3,
          unitCost: 220,
          cptCode: '99214',
          name: 'Orthopedic office visit',
        }),
      );
    }
    const painCandidate = inj.template.spinal || inj.template.region === 'head';
    if (painCandidate && random.bernoulli([0, 0.2, 0.5][si] ?? 0)) {
      careEnd = Math.max(
        careEnd,
        addCourse(ctx, {
          type: 'pain_management',
          injuryIndex: i,
          startDay: random.int(30, 60),
          durationDays: random.lognormal(120, 0.4),
          visitsPerWeek: 0.25,
          unitCost: 250,
          cptCode: '99214',
          name: 'Pain management visit',
        }),
      );
    }
    if (inj.injection) {
      const count = random.int(1, 3);
      const startDay = random.int(45, 110);
      addTreatment(ctx, {
        type: 'injection',
        injuryIndex: i,
        startDay,
        durationDays: (count - 1) * 30 + 1,
        visits: count,
        // Facts file: epidural injection about $820-2,000 cash; facility billing sits above the cash price.
        unitCost: random.lognormal(1_400, 0.3),
        cptCode: inj.template.injectionCpt,
        name: 'Injection',
        frequency: 'monthly',
      });
      careEnd = Math.max(careEnd, startDay + (count - 1) * 30 + 1);
    }
    if (inj.surgical && inj.template.surgery) {
      const acute = inj.template.category === 'fracture';
      const day = acute ? random.int(0, 3) : Math.max(60, careEnd - random.int(10, 40));
      addTreatment(ctx, {
        type: 'surgical',
        injuryIndex: i,
        startDay: day,
        durationDays: 1,
        visits: 1,
        unitCost: random.lognormal(inj.template.surgery.medianCost, 0.35),
        cptCode: inj.template.surgery.cptCode,
        name: inj.template.surgery.name,
        frequency: 'asNeeded',
      });
      careEnd = Math.max(
        careEnd,
        addCourse(ctx, {
          type: 'physical_therapy',
          injuryIndex: i,
          startDay: day + random.int(3, 7),
          durationDays: random.lognormal(90, 0.3),
          visitsPerWeek: 2,
          unitCost: 160,
          cptCode: '97110',
          name: 'Post-operative therapeutic exercise',
        }),
      );
    }
  });
  return ctx.treatments.sort((a, b) => a.startDay - b.startDay);
}

/** Longest break between the end of all care so far and the next treatment's start. */
function measureLongestGap(treatments: readonly DraftTreatment[]): { gap: number; end: number } {
  let end = -Infinity;
  let gap = 0;
  for (const t of treatments) {
    if (end !== -Infinity && t.startDay - end > gap) gap = t.startDay - end;
    end = Math.max(end, t.startDay + t.durationDays - 1);
  }
  return { gap, end: Math.max(0, end) };
}

function insertTreatmentGap(random: Random, treatments: DraftTreatment[]): void {
  const later = treatments.filter((t) => t.startDay > 7);
  if (later.length === 0) return;
  const cut = random.pick(later).startDay;
  const delay = 8 + Math.round(random.lognormal(20, 0.6));
  for (const t of treatments) if (t.startDay >= cut) t.startDay += delay;
  // Courses running across the cut pause there: they end at the cut and the shifted remainder is lost care.
  for (const t of treatments) {
    if (t.startDay < cut && t.startDay + t.durationDays > cut) {
      const kept = cut - t.startDay;
      const share = kept / t.durationDays;
      t.visits = Math.max(1, Math.round(t.visits * share));
      t.cost = Math.max(1, Math.round(t.cost * share));
      t.durationDays = Math.max(1, kept);
    }
  }
  treatments.sort((a, b) => a.startDay - b.startDay);
}

function samplePropertyDamage(random: Random, caseType: CaseType, worstSi: number): { amount: number; severity: PropertyDamageSeverity } {
  if (caseType !== 'auto') return { amount: 0, severity: 'none' };
  const weights = [
    [0.5, 0.35, 0.1, 0.05],
    [0.3, 0.4, 0.2, 0.1],
    [0.1, 0.3, 0.3, 0.3],
  ][worstSi] ?? [0.5, 0.35, 0.1, 0.05];
  const i = random.weightedIndex(weights);
  const severity = (['minor', 'moderate', 'severe', 'total_loss'] as const)[i] ?? 'minor';
  // Repair estimates (assumption); a total loss is the vehicle's value.
  const median = [2_200, 5_500, 11_000, 16_000][i] ?? 2_200;
  return { amount: Math.round(random.lognormal(median, 0.45) / 10) * 10, severity };
}

function sampleWorkDaysMissed(random: Random, age: number, worst: Severity, surgical: boolean): number {
  // Employment falls off after 65 (assumption: 75% employed at working age, 20% after).
  if (!random.bernoulli(age < 66 ? 0.75 : 0.2)) return 0;
  const base = random.lognormal({ mild: 3, moderate: 12, severe: 40 }[worst], 0.7);
  return Math.min(365, Math.round(base + (surgical ? random.int(30, 60) : 0)));
}

function choosePath(random: Random, valuation: Valuation): OutcomePath {
  const p = OUTCOME_PARAMETERS;
  if (valuation.recoverableShare === 0) return 'barred';
  const u = random.next();
  if (u < p.trialShare) return 'trial';
  if (u < p.trialShare + p.dismissalShare) return 'dismissed';
  // Larger and disputed claims are litigated more often (assumption).
  const pLitigate = Math.min(0.8, Math.max(0.2, 0.4 + 0.15 * Math.log(valuation.uncapped / 25_000)));
  return random.bernoulli(pLitigate) ? 'litigated_settlement' : 'prelit_settlement';
}

/**
 * Settlement = structural value x lognormal noise x attorney skill, held to the policy limit
 * except in rare excess cases; verdicts are not held to the limit.
 */
function sampleRecovery(
  random: Random,
  path: OutcomePath,
  valuation: Valuation,
  limits: number,
  skill: number,
): { recovery: number; excess: boolean; valueBeforeLimit: number } {
  const p = OUTCOME_PARAMETERS;
  if (path === 'barred' || path === 'dismissed') return { recovery: 0, excess: false, valueBeforeLimit: 0 };
  if (path === 'trial') {
    if (!random.bernoulli(p.plaintiffTrialWinRate)) return { recovery: 0, excess: false, valueBeforeLimit: 0 };
    const verdict = Math.round(valuation.uncapped * random.lognormal(1, p.verdictNoiseSigma) * skill);
    return { recovery: verdict, excess: false, valueBeforeLimit: verdict };
  }
  const value = valuation.uncapped * random.lognormal(1, p.settlementNoiseSigma) * skill;
  const valueBeforeLimit = Math.max(100, Math.round(value));
  if (value <= limits) return { recovery: valueBeforeLimit, excess: false, valueBeforeLimit };
  if (random.bernoulli(p.excessShare)) return { recovery: Math.round(value), excess: true, valueBeforeLimit };
  return { recovery: limits, excess: false, valueBeforeLimit };
}

export type DraftOptions = {
  /** The firm's home state when generating a firm; else drawn by population. */
  state?: StateInfo;
  /** Hidden attorney skill multiplying the outcome (1 = average attorney). */
  skill: number;
};

export function draftCase(random: Random, options: DraftOptions): CaseDraft {
  const caseType = sampleCaseType(random);
  const state = options.state ?? sampleState(random);
  const coverage = sampleCoverage(random, caseType, state);
  const liability = sampleLiability(random, state);
  const clientAge = Math.round(Math.min(88, Math.max(18, random.normal(42, 15))));
  const clientGender = random.bernoulli(0.52) ? 'female' : 'male';
  const injuries = sampleInjuries(random, caseType);
  const treatments = sampleCare(random, caseType, injuries);
  if (random.bernoulli(OUTCOME_PARAMETERS.treatmentGapChance)) insertTreatmentGap(random, treatments);
  const { gap, end } = measureLongestGap(treatments);
  let medicalCosts = 0;
  let longest = 0;
  for (const t of treatments) {
    medicalCosts += t.cost;
    longest = Math.max(longest, t.durationDays);
  }
  let worst: Severity = 'mild';
  for (const inj of injuries) if (SEVERITY_INDEX[inj.severity] > SEVERITY_INDEX[worst]) worst = inj.severity;
  const surgical = injuries.some((i) => i.surgical);
  const permanent = injuries.some((i) => i.permanent);
  const property = samplePropertyDamage(random, caseType, SEVERITY_INDEX[worst]);
  const workDaysMissed = sampleWorkDaysMissed(random, clientAge, worst, surgical);
  const lostWages = workDaysMissed * VALUATION_PARAMETERS.dailyWage;
  const hasTreatmentGap = gap > OUTCOME_PARAMETERS.treatmentGapThresholdDays;
  const input: ValuationInput = {
    caseType,
    jurisdiction: state.code,
    liability,
    insuranceLimits: coverage.limits,
    medicalCosts,
    lostWages,
    worstSeverity: worst,
    permanent,
    surgical,
    injections: treatments.some((t) => t.type === 'injection'),
    hasTreatmentGap,
    longestTreatmentDays: longest,
  };
  const valuation = valueCase(input);
  const path = choosePath(random, valuation);
  const { recovery, excess, valueBeforeLimit } = sampleRecovery(random, path, valuation, coverage.limits, options.skill);
  return {
    caseType,
    state,
    carrier: coverage.carrier,
    insuranceLimits: coverage.limits,
    insuranceLimitsLabel: coverage.label,
    liability,
    clientAge,
    clientGender,
    propertyDamageAmount: property.amount,
    propertyDamageSeverity: property.severity,
    injuries,
    treatments,
    medicalCosts,
    workDaysMissed,
    lostWages,
    treatmentGapDays: gap,
    hasTreatmentGap,
    treatmentEndDay: end,
    valuation,
    path,
    recovery,
    excess,
    valueBeforeLimit,
  };
}
