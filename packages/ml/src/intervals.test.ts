import { beforeAll, describe, expect, it } from 'vitest';
import { computeScale, buildGroupScores } from './conformal.js';
import { loadModel, saveModel } from './model-file.js';
import type { Model } from './model.js';
import { createRandom } from './random.js';
import type { Row, Table } from './table.js';
import { LIKELY_WIDTH_BANDS, trainModel } from './train.js';

/**
 * Cases whose spread depends on how serious they are: a documented minor case settles close to its
 * specials, a catastrophic one anywhere in a wide band (log noise 0.08 against 0.9).
 */
function heteroscedasticCases(rows: number, seed: number): Table {
  const random = createRandom(seed);
  const severities = ['minor', 'moderate', 'catastrophic'] as const;
  const noise = { minor: 0.08, moderate: 0.35, catastrophic: 0.9 };
  const out: Row[] = [];
  for (let i = 0; i < rows; i++) {
    const severity = severities[Math.floor(random.next() * 3)]!;
    const caseType = random.next() < 0.5 ? 'auto' : 'premises';
    const medical = Math.round(2000 + random.next() * (severity === 'catastrophic' ? 400_000 : 30_000));
    const log =
      Math.log(medical) +
      1.1 +
      (caseType === 'premises' ? -0.2 : 0) +
      noise[severity] * Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
    out.push({ medical_costs: medical, severity, case_type: caseType, settlement: Math.round(Math.exp(log)) });
  }
  return {
    columns: [
      { name: 'medical_costs', kind: 'numeric' },
      { name: 'severity', kind: 'categorical' },
      { name: 'case_type', kind: 'categorical' },
      { name: 'settlement', kind: 'numeric' },
    ],
    rows: out,
  };
}

const train = heteroscedasticCases(3000, 11);
const test = heteroscedasticCases(1500, 12);
let model: Model;

beforeAll(async () => {
  model = await trainModel(train, { target: 'settlement', targetTransform: 'log', model: 'gbm', gbm: { maxIterations: 300 } });
});

describe('normalised Mondrian conformal intervals', () => {
  it('gives a documented minor case a much narrower range and a floor nearer its value than a catastrophic one', () => {
    const minor = model.predictInterval({ medical_costs: 20_000, severity: 'minor', case_type: 'auto' });
    const catastrophic = model.predictInterval({ medical_costs: 20_000, severity: 'catastrophic', case_type: 'auto' });
    expect(minor.method).toBe('normalised');
    const minorWidth = (minor.upperAmount - minor.lowerAmount) / minor.amount;
    const catastrophicWidth = (catastrophic.upperAmount - catastrophic.lowerAmount) / catastrophic.amount;
    expect(catastrophicWidth).toBeGreaterThan(3 * minorWidth);
    expect(minor.lowerAmount / minor.amount).toBeGreaterThan(catastrophic.lowerAmount / catastrophic.amount + 0.3);
    expect(minor.lowerAmount).not.toBe(catastrophic.lowerAmount);
  });

  it('draws the 50% range from the same scores as the 95% range: nested, both around the prediction', () => {
    for (const row of test.rows.slice(0, 50)) {
      const likely = model.predictInterval(row, { coverage: 0.5 });
      const wide = model.predictInterval(row, { coverage: 0.95 });
      expect(likely.lower).toBeGreaterThan(wide.lower);
      expect(likely.upper).toBeLessThan(wide.upper);
      expect(likely.value).toBeGreaterThan(likely.lower);
      expect(likely.value).toBeLessThan(likely.upper);
    }
  });

  it('covers held-out cases at the nominal level overall and within each severity', () => {
    for (const coverage of [0.5, 0.95]) {
      const hits: Record<string, [number, number]> = {};
      for (const row of test.rows) {
        const interval = model.predictInterval(row, { coverage });
        const y = Math.log(row.settlement as number);
        const key = row.severity as string;
        hits[key] ??= [0, 0];
        hits[key][1]++;
        if (y >= interval.lower && y <= interval.upper) hits[key][0]++;
      }
      const overall = Object.values(hits).reduce((s, [h]) => s + h, 0) / test.rows.length;
      expect(Math.abs(overall - coverage)).toBeLessThan(0.05);
      for (const [h, n] of Object.values(hits)) expect(Math.abs(h / n - coverage)).toBeLessThan(coverage === 0.5 ? 0.15 : 0.08);
    }
  });

  it('reports on its card that cases with a narrow 50% range (High confidence) err less than wide ones (Low)', () => {
    const bands = model.card.errorByLikelyWidth!;
    expect(bands.map((b) => b.maxRelativeWidth)).toEqual([...LIKELY_WIDTH_BANDS, null]);
    const high = bands[0]!;
    const low = bands[2]!;
    expect(high.n).toBeGreaterThan(50);
    expect(low.n).toBeGreaterThan(50);
    expect(high.medianApe!).toBeLessThan(low.medianApe! / 2);
    expect(model.card.coverage.some((c) => c.method === 'normalised' && c.coverage === 0.5)).toBe(true);
  });

  it('keeps per-case-type scores and round-trips them through the model file', () => {
    expect(Object.keys(model.calibration.normalised!.groups).sort()).toEqual(['0', '1']);
    const loaded = loadModel(saveModel(model));
    const row = test.rows[0]!;
    expect(loaded.predictInterval(row, { coverage: 0.5 })).toEqual(model.predictInterval(row, { coverage: 0.5 }));
  });
});

describe('conformal helpers', () => {
  it('floors the scale where the quantile models cross', () => {
    expect(computeScale(1, 3, 0.1)).toBe(1);
    expect(computeScale(3, 1, 0.1)).toBe(0.1);
  });

  it('keeps only groups with enough rows, each sorted', () => {
    const groups = buildGroupScores(Float64Array.from([3, 1, 2, 9]), ['a', 'a', 'a', 'b'], 3);
    expect(Object.keys(groups)).toEqual(['a']);
    expect([...groups.a!]).toEqual([1, 2, 3]);
  });
});
