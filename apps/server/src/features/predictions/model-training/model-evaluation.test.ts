import { describe, expect, it } from 'vitest';
import { trainModel } from '@casecast/ml';
import { buildTrainingTable, generateSyntheticExamples } from '../training-data.js';
import { buildModelCardView, isHeldOut, measureModel, shouldReplace, splitFirmExamples } from './model-evaluation.js';

describe('shouldReplace', () => {
  it('replaces when the new model is better or equal, keeps the old one when it is worse', () => {
    expect(shouldReplace({ candidateMaeLog: 0.4, currentMaeLog: 0.5 })).toBe(true);
    expect(shouldReplace({ candidateMaeLog: 0.5, currentMaeLog: 0.5 })).toBe(true);
    expect(shouldReplace({ candidateMaeLog: 0.51, currentMaeLog: 0.5 })).toBe(false);
    expect(shouldReplace({ candidateMaeLog: 0.5, currentMaeLog: null })).toBe(true);
    expect(shouldReplace({ candidateMaeLog: NaN, currentMaeLog: null })).toBe(false);
  });
});

describe('splitFirmExamples', () => {
  it('holds out about a fifth of the cases, the same ones every time', () => {
    const examples = generateSyntheticExamples({ seed: 3, rows: 500 });
    const first = splitFirmExamples(examples);
    const second = splitFirmExamples([...examples].reverse());
    expect(first.holdout.length).toBeGreaterThan(60);
    expect(first.holdout.length).toBeLessThan(140);
    expect(new Set(second.holdout.map((e) => e.source.id))).toEqual(new Set(first.holdout.map((e) => e.source.id)));
    expect(first.holdout.every((e) => isHeldOut(e.source.id))).toBe(true);
  });
});

describe('a model trained on synthetic cases through the domain pipeline', () => {
  it('beats predicting the median on unseen cases and writes a readable card', async () => {
    const examples = generateSyntheticExamples({ seed: 11, rows: 1500 });
    const model = await trainModel(buildTrainingTable(examples), {
      target: 'settlement',
      targetTransform: 'log',
      model: 'ensemble',
      forest: { nTrees: 10 },
      gbm: { maxIterations: 60 },
    });
    const unseen = generateSyntheticExamples({ seed: 12, rows: 300 });
    const measured = measureModel(model, unseen);
    const logs = unseen.map((e) => Math.log(e.amount)).sort((a, b) => a - b);
    const median = logs[Math.floor(logs.length / 2)]!;
    const baseline = logs.reduce((s, v) => s + Math.abs(v - median), 0) / logs.length;
    expect(measured.n).toBe(300);
    expect(measured.maeLog).toBeLessThan(baseline * 0.8);
    const card = buildModelCardView({ card: model.card, firmRows: 0, syntheticRows: 1500, evaluation: null });
    expect(card.trainingRows).toBe(1500);
    expect(card.topFactors[0]!.importance).toBe(1);
    expect(card.coverage?.nominal).toBe(0.95);
  });
});
