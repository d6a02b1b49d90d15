// Judging models: the firm's held-out split, error on a set of settled cases, the replace-or-keep rule, and the model card people see.
import { createHash } from 'node:crypto';
import {
  FACTS_MISSING_BANDS,
  computeRelativeWidth,
  deriveConfidenceRule,
  summariseConfidenceByLabel,
  type ConfidenceLabelStats,
  type ConfidenceOutcome,
  type ConfidenceRule,
  type ModelCardView,
} from '@casecast/domain';
import type { Model, ModelCard, Row } from '@casecast/ml';
import { buildCaseFeatures, type SettledExample } from '../training-data.js';

/** Every fifth case, chosen by a hash of its id, is held out: the same cases on every retrain. */
export function isHeldOut(caseId: string): boolean {
  return createHash('sha256').update(caseId).digest()[0]! % 5 === 0;
}

export function splitFirmExamples(examples: readonly SettledExample[]): { train: SettledExample[]; holdout: SettledExample[] } {
  const train: SettledExample[] = [];
  const holdout: SettledExample[] = [];
  for (const example of examples) (isHeldOut(example.source.id) ? holdout : train).push(example);
  return { train, holdout };
}

export type Measured = {
  n: number;
  maeLog: number;
  medianApe: number;
  /**
   * The confidence rule measured on these cases (deriveConfidenceRule: the likely range's widths cut where the error
   * grows) and the cases by the label it gives them, with error and coverage per label: High errs least by construction.
   * Absent in measurements stored before the rule (an older prebuilt model file): measure again.
   */
  confidenceRule?: ConfidenceRule;
  byConfidence: ConfidenceLabelStats[];
  /** Share inside their likely (50%) and 95% ranges. */
  likelyCoverage: number;
  rangeCoverage: number;
  /**
   * The same cases by how many value facts they miss (FACTS_MISSING_BANDS of countMissingValueFacts): each band's
   * coverage and mean relative width ((upper − lower) / value) of both ranges. Absent in older measurements.
   */
  byFactsMissing?: FactsMissingStats[];
};

export type FactsMissingStats = {
  band: string;
  n: number;
  likelyCoverage: number | null;
  rangeCoverage: number | null;
  likelyWidth: number | null;
  rangeWidth: number | null;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  return n === 0 ? NaN : n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
}

/** A settled case as a model is judged on it: its feature row and what it settled for. */
export type EvaluationCase = { row: Row; amount: number };

/** The feature rows of settled cases, for measureModel. */
export function toEvaluationCases(examples: readonly SettledExample[]): EvaluationCase[] {
  return examples.map((example) => ({ row: buildCaseFeatures(example.source) as Row, amount: example.amount }));
}

/**
 * A measurement built case by case (measureCases feeds it in slices, yielding between them): MAE of log(amount), the
 * median absolute percentage error (the one figure people see), the error per confidence label and the ranges' coverage.
 */
export function createMeasurement(model: Model): { add: (item: EvaluationCase) => void; result: () => Measured } {
  const apes: number[] = [];
  const outcomes: ConfidenceOutcome[] = [];
  let absLog = 0;
  let likelyHits = 0;
  let rangeHits = 0;
  const bands = new Map<string, { n: number; likelyHits: number; rangeHits: number; likelyWidth: number; rangeWidth: number }>();
  return {
    add: ({ row, amount }) => {
      const likely = model.predictInterval(row, { coverage: 0.5 });
      const range = model.predictInterval(row, { coverage: 0.95 });
      absLog += Math.abs(Math.log(amount) - likely.value);
      const ape = Math.abs(likely.amount - amount) / amount;
      apes.push(ape);
      const inLikely = amount >= likely.lowerAmount && amount <= likely.upperAmount;
      const inRange = amount >= range.lowerAmount && amount <= range.upperAmount;
      outcomes.push({
        relativeWidth: computeRelativeWidth({ prediction: likely.amount, lower: likely.lowerAmount, upper: likely.upperAmount }),
        ape,
        inLikely,
        inRange,
      });
      if (inLikely) likelyHits++;
      if (inRange) rangeHits++;
      const key = String(row.facts_missing ?? 'unknown');
      const band = bands.get(key) ?? { n: 0, likelyHits: 0, rangeHits: 0, likelyWidth: 0, rangeWidth: 0 };
      band.n++;
      if (inLikely) band.likelyHits++;
      if (inRange) band.rangeHits++;
      band.likelyWidth += (likely.upperAmount - likely.lowerAmount) / likely.amount;
      band.rangeWidth += (range.upperAmount - range.lowerAmount) / range.amount;
      bands.set(key, band);
    },
    result: () => {
      const n = apes.length;
      const confidenceRule = deriveConfidenceRule(outcomes);
      return {
        confidenceRule,
        n,
        maeLog: n === 0 ? NaN : absLog / n,
        medianApe: median(apes),
        byConfidence: summariseConfidenceByLabel(confidenceRule, outcomes),
        likelyCoverage: n === 0 ? NaN : likelyHits / n,
        rangeCoverage: n === 0 ? NaN : rangeHits / n,
        byFactsMissing: FACTS_MISSING_BANDS.map((key) => {
          const band = bands.get(key);
          const share = (value: number | undefined) => (band && band.n > 0 && value !== undefined ? value / band.n : null);
          return {
            band: key,
            n: band?.n ?? 0,
            likelyCoverage: share(band?.likelyHits),
            rangeCoverage: share(band?.rangeHits),
            likelyWidth: share(band?.likelyWidth),
            rangeWidth: share(band?.rangeWidth),
          };
        }),
      };
    },
  };
}

/** The model's errors over settled cases it did not learn from (see createMeasurement), in one go. */
export function measureModel(model: Model, examples: readonly SettledExample[]): Measured {
  const measurement = createMeasurement(model);
  for (const item of toEvaluationCases(examples)) measurement.add(item);
  return measurement.result();
}

/**
 * The same measurement of each model over the same cases, a slice at a time, giving the event loop back between
 * slices (a server answers requests meanwhile) and telling `onProgress` the share done.
 */
export async function measureCases(
  models: readonly Model[],
  cases: readonly EvaluationCase[],
  onProgress?: (fraction: number) => void,
): Promise<Measured[]> {
  const measurements = models.map(createMeasurement);
  // About a tenth of a second of predictions per slice on a quiet machine.
  const slice = 250;
  for (let start = 0; start < cases.length; start += slice) {
    for (let i = start; i < Math.min(cases.length, start + slice); i++) for (const measurement of measurements) measurement.add(cases[i]!);
    onProgress?.(Math.min(1, (start + slice) / cases.length));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return measurements.map((measurement) => measurement.result());
}

/** The card's evaluation from a measurement. */
export function toCardEvaluation(
  set: 'firm' | 'calibration',
  measured: Measured,
  previousMaeLog: number | null,
): NonNullable<ModelCardView['evaluation']> {
  return {
    set,
    n: measured.n,
    maeLog: measured.maeLog,
    medianApe: measured.medianApe,
    previousMaeLog,
    byConfidence: measured.byConfidence,
    ...(measured.confidenceRule ? { confidenceRule: measured.confidenceRule } : {}),
    likelyCoverage: Number.isFinite(measured.likelyCoverage) ? measured.likelyCoverage : null,
    rangeCoverage: Number.isFinite(measured.rangeCoverage) ? measured.rangeCoverage : null,
  };
}

/** A retrained model replaces the active one only if its held-out error is not worse (ties go to the new one). */
export function shouldReplace({ candidateMaeLog, currentMaeLog }: { candidateMaeLog: number; currentMaeLog: number | null }): boolean {
  if (currentMaeLog === null || !Number.isFinite(currentMaeLog)) return Number.isFinite(candidateMaeLog);
  return candidateMaeLog <= currentMaeLog + 1e-12;
}

/** The model card shown to people, from the engine's card plus how the model was trained and judged. */
export function buildModelCardView(input: {
  card: ModelCard;
  firmRows: number;
  syntheticRows: number;
  evaluation: ModelCardView['evaluation'];
}): ModelCardView {
  const { card } = input;
  const coverage =
    card.coverage.find((c) => c.coverage === 0.95 && c.method === 'cqr') ?? card.coverage.find((c) => c.coverage === 0.95) ?? null;
  return {
    basis: input.firmRows > 0 ? 'firm' : 'synthetic',
    trainingRows: input.firmRows + input.syntheticRows,
    firmRows: input.firmRows,
    syntheticRows: input.syntheticRows,
    trainedAt: card.trainedAt,
    trainingSeconds: card.trainingSeconds,
    heldOut: { n: card.heldOut.n, maeLog: card.heldOut.mae, medianApe: card.heldOut.medianApe, r2: card.heldOut.r2 },
    coverage: coverage ? { nominal: coverage.coverage, measured: coverage.measured, meanRelativeWidth: coverage.meanRelativeWidth } : null,
    evaluation: input.evaluation,
    ensembleWeights: card.ensembleWeights ?? {},
    topFactors: Object.entries(card.importance)
      .map(([factor, importance]) => ({ factor, importance }))
      .sort((a, b) => b.importance - a.importance)
      .slice(0, 8),
  };
}
