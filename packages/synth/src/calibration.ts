// Measures generated data against the published figures: shared by the tests and the README's calibration table.

import { generateFirm } from './generate-firm.js';
import { parseDay } from './generate-firm.js';
import type { SynthCase, SynthFirm } from './types.js';
import type { SettlementDataset } from './settlement-dataset.js';
import { generateSettlementDataset } from './settlement-dataset.js';
import { computeStructuralValue } from './valuation.js';

/** ISO via III: average auto bodily-injury liability claim paid, 2023. */
export const ISO_AVERAGE_BI_CLAIM_2023 = 26_501;

export type CalibrationRow = { metric: string; target: string; source: string; generated: number };

export function computeMedian(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

export function computeMean(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

export function computeStandardDeviation(values: readonly number[]): number {
  const m = computeMean(values);
  return Math.sqrt(values.reduce((a, v) => a + (v - m) ** 2, 0) / (values.length - 1));
}

function rankValues(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v);
  const ranks = new Array<number>(values.length).fill(0);
  // Ties share their average rank.
  for (let k = 0; k < order.length;) {
    let j = k;
    while (j + 1 < order.length && order[j + 1]?.v === order[k]?.v) j++;
    for (let t = k; t <= j; t++) ranks[order[t]?.i ?? 0] = (k + j) / 2;
    k = j + 1;
  }
  return ranks;
}

export function computeSpearman(x: readonly number[], y: readonly number[]): number {
  const rx = rankValues(x);
  const ry = rankValues(y);
  const mx = computeMean(rx);
  const my = computeMean(ry);
  let sxy = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < rx.length; i++) {
    const dx = (rx[i] ?? 0) - mx;
    const dy = (ry[i] ?? 0) - my;
    sxy += dx * dy;
    sx += dx * dx;
    sy += dy * dy;
  }
  return sxy / Math.sqrt(sx * sy);
}

const MONTH_DAYS = 30.44;

function isSettled(c: SynthCase): boolean {
  return c.outcome === 'settled' && (c.actualSettlement ?? 0) > 0;
}

/** Per attorney: mean of log(actual) - log(structural expectation) over their settled cases. */
export function measureAttorneyEffects(firm: SynthFirm): { attorneyId: string; skill: number; effect: number; cases: number }[] {
  const residuals = new Map<string, number[]>();
  for (const c of firm.cases) {
    if (!isSettled(c)) continue;
    const expected = computeStructuralValue(c).expected;
    if (expected <= 0) continue;
    const list = residuals.get(c.attorneyId) ?? [];
    list.push(Math.log(c.actualSettlement ?? 0) - Math.log(expected));
    residuals.set(c.attorneyId, list);
  }
  return firm.attorneys.map((a) => {
    const list = residuals.get(a.id) ?? [];
    return { attorneyId: a.id, skill: a.skill, effect: list.length ? computeMean(list) : 0, cases: list.length };
  });
}

export function measureSkillRecovery(firm: SynthFirm): number {
  const effects = measureAttorneyEffects(firm);
  return computeSpearman(
    effects.map((e) => e.skill),
    effects.map((e) => e.effect),
  );
}

export type FirmMarginals = {
  autoShare: number;
  sprainShareOfAutoInjuries: number;
  medianMonthsOpenToClose: number;
  meanMonthsOpenToClose: number;
  medianMonthsIncidentToClose: number;
  settledShare: number;
  verdictShare: number;
  plaintiffTrialWinRate: number;
  carrierShares: Record<string, number>;
  aboveLimitShare: number;
  atLimitShare: number;
};

/** Marginals of a firm history; pass one observed long after its last opening so no case is censored. */
export function measureFirmMarginals(firm: SynthFirm): FirmMarginals {
  const cases = firm.cases;
  const auto = cases.filter((c) => c.caseType === 'auto');
  const autoInjuries = auto.flatMap((c) => c.injuries);
  const finished = cases.filter((c) => c.dateClosed !== null);
  const months = (from: string, to: string): number => (parseDay(to) - parseDay(from)) / MONTH_DAYS;
  const settled = finished.filter(isSettled);
  const verdicts = finished.filter((c) => c.outcome === 'verdict');
  const carrierShares: Record<string, number> = {};
  for (const c of auto) carrierShares[c.carrier] = (carrierShares[c.carrier] ?? 0) + 1 / auto.length;
  return {
    autoShare: auto.length / cases.length,
    sprainShareOfAutoInjuries: autoInjuries.filter((i) => i.category === 'sprain_strain').length / autoInjuries.length,
    medianMonthsOpenToClose: computeMedian(finished.map((c) => months(c.dateOpened, c.dateClosed ?? c.dateOpened))),
    meanMonthsOpenToClose: computeMean(finished.map((c) => months(c.dateOpened, c.dateClosed ?? c.dateOpened))),
    medianMonthsIncidentToClose: computeMedian(finished.map((c) => months(c.incidentDate, c.dateClosed ?? c.incidentDate))),
    settledShare: settled.length / finished.length,
    verdictShare: verdicts.length / finished.length,
    plaintiffTrialWinRate: verdicts.filter((c) => (c.actualSettlement ?? 0) > 0).length / verdicts.length,
    carrierShares,
    aboveLimitShare: settled.filter((c) => (c.actualSettlement ?? 0) > c.insuranceLimits).length / settled.length,
    atLimitShare: settled.filter((c) => c.actualSettlement === c.insuranceLimits).length / settled.length,
  };
}

export type AmountMarginals = {
  logSd: number;
  autoLogSd: number;
  autoMedian: number;
  autoMean: number;
  autoShareOfSettled: number;
};

export function measureAmountMarginals(dataset: SettlementDataset): AmountMarginals {
  const amounts = dataset.rows.map((r) => Number(r.settlement));
  const auto = dataset.rows.filter((r) => r.case_type === 'auto').map((r) => Number(r.settlement));
  return {
    logSd: computeStandardDeviation(amounts.map(Math.log)),
    autoLogSd: computeStandardDeviation(auto.map(Math.log)),
    autoMedian: computeMedian(auto),
    autoMean: computeMean(auto),
    autoShareOfSettled: auto.length / amounts.length,
  };
}

/** The README's calibration table: a large uncensored firm and a settlement dataset. */
export function buildCalibrationTable(options: { seed: number; cases: number; rows: number }): CalibrationRow[] {
  const firm = generateFirm({ seed: options.seed, caseCount: options.cases, endDate: '2025-06-30', asOf: '2040-01-01' });
  const f = measureFirmMarginals(firm);
  const a = measureAmountMarginals(generateSettlementDataset({ seed: options.seed, rows: options.rows }));
  const share = (name: string): number => f.carrierShares[name] ?? 0;
  return [
    { metric: 'auto share of cases', target: '0.60', source: 'BJS 1992', generated: f.autoShare },
    { metric: 'sprain/strain share of auto injuries', target: '0.83', source: 'IRC 1992', generated: f.sprainShareOfAutoInjuries },
    {
      metric: 'median months, opened to closed',
      target: '14 (14-22)',
      source: 'BJS 1992 (Australian BI 22 from accident)',
      generated: f.medianMonthsOpenToClose,
    },
    { metric: 'mean months, opened to closed', target: 'about 19', source: 'BJS 1992', generated: f.meanMonthsOpenToClose },
    {
      metric: 'median months, incident to closed',
      target: '22',
      source: 'Australian auto BI claims',
      generated: f.medianMonthsIncidentToClose,
    },
    {
      metric: 'share of finished cases settled',
      target: 'about 0.75',
      source: 'BJS 1992 (settled or voluntarily dismissed)',
      generated: f.settledShare,
    },
    { metric: 'share of finished cases ending in a verdict', target: '0.03-0.04', source: 'BJS 1992 / 2005', generated: f.verdictShare },
    { metric: 'plaintiff win rate at trial', target: '0.61', source: 'BJS 2005 (auto)', generated: f.plaintiffTrialWinRate },
    { metric: 'settlements above the policy limit', target: 'rare', source: 'facts file', generated: f.aboveLimitShare },
    { metric: 'settlements at exactly the policy limit', target: '(none published)', source: 'assumption', generated: f.atLimitShare },
    { metric: 'State Farm share of auto cases', target: '0.16-0.18', source: 'premium shares', generated: share('State Farm') },
    { metric: 'Progressive share of auto cases', target: '0.13-0.14', source: 'premium shares', generated: share('Progressive') },
    { metric: 'GEICO share of auto cases', target: '0.135', source: 'premium shares', generated: share('GEICO') },
    { metric: 'Allstate share of auto cases', target: '0.09', source: 'premium shares', generated: share('Allstate') },
    {
      metric: 'log SD of settlements, all types',
      target: '1.46-1.48',
      source: 'IRC 2002 auto BI sample; Australian BI',
      generated: a.logSd,
    },
    {
      metric: 'log SD of settlements, auto',
      target: '1.46-1.48 (all claimants)',
      source: 'IRC 2002 auto BI sample',
      generated: a.autoLogSd,
    },
    {
      metric: 'median auto settlement / ISO 2023 average claim',
      target: 'about 1 (same order)',
      source: 'ISO via III 2023: $26,501',
      generated: a.autoMedian / ISO_AVERAGE_BI_CLAIM_2023,
    },
    {
      metric: 'mean auto settlement / ISO 2023 average claim',
      target: '>= 1 (represented claims)',
      source: 'ISO via III; IRC 3.5x economic loss',
      generated: a.autoMean / ISO_AVERAGE_BI_CLAIM_2023,
    },
  ];
}

/** How a multiplier group is read from a case: its worst severity, its injury category, or its most invasive care. */
export type MultiplierGrouping = 'severity' | 'injury' | 'treatment';

const SEVERITY_ORDER = ['mild', 'moderate', 'severe'] as const;

function readMultiplierGroup(c: SynthCase, grouping: MultiplierGrouping): string {
  if (grouping === 'severity')
    return SEVERITY_ORDER[Math.max(...c.injuries.map((injury) => SEVERITY_ORDER.indexOf(injury.severity)))] ?? 'mild';
  if (grouping === 'injury') return c.injuries[0]?.category ?? 'none';
  if (c.treatments.some((t) => t.type === 'surgical')) return 'surgery';
  return c.treatments.some((t) => t.type === 'injection') ? 'injection' : 'conservative';
}

/**
 * The multiplier method as published (Nolo: general damages = medical specials x 1.5-5 by severity), read back from
 * generated cases: per group, the median of (value before the policy limit - specials) / medical specials over
 * settled auto cases with clear liability and no treatment gap (fault, gaps and case type move the value on purpose).
 */
export function measureSpecialsMultipliers(
  cases: readonly SynthCase[],
  grouping: MultiplierGrouping,
): Record<string, { n: number; median: number }> {
  const groups = new Map<string, number[]>();
  for (const c of cases) {
    if (!isSettled(c) || c.caseType !== 'auto' || c.liability !== 1 || c.hasTreatmentGap || !(c.medicalCosts > 0)) continue;
    const value = c.settlementValue ?? c.actualSettlement ?? 0;
    const key = readMultiplierGroup(c, grouping);
    groups.set(key, [...(groups.get(key) ?? []), (value - c.medicalCosts - c.lostWages) / c.medicalCosts]);
  }
  return Object.fromEntries([...groups].map(([key, ratios]) => [key, { n: ratios.length, median: computeMedian(ratios) }]));
}
