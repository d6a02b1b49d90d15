// Judging models: the firm's held-out split, error on a set of settled cases, the replace-or-keep rule, and the model card people see.
import { createHash } from 'node:crypto';
import type { ModelCardView } from '@casecast/domain';
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

export type Measured = { n: number; maeLog: number; medianApe: number };

/** MAE of log(amount) and the median absolute percentage error, over settled cases the model did not learn from. */
export function measureModel(model: Model, examples: readonly SettledExample[]): Measured {
  const apes: number[] = [];
  let absLog = 0;
  for (const example of examples) {
    const predicted = model.predict(buildCaseFeatures(example.source) as Row);
    absLog += Math.abs(Math.log(example.amount) - predicted.value);
    apes.push(Math.abs(predicted.amount - example.amount) / example.amount);
  }
  apes.sort((a, b) => a - b);
  const n = examples.length;
  const median = n === 0 ? NaN : n % 2 === 1 ? apes[(n - 1) / 2]! : (apes[n / 2 - 1]! + apes[n / 2]!) / 2;
  return { n, maeLog: n === 0 ? NaN : absLog / n, medianApe: median };
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
  const coverage = card.coverage.find((c) => c.coverage === 0.95 && c.method === 'cqr') ?? card.coverage.find((c) => c.coverage === 0.95) ?? null;
  return {
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
