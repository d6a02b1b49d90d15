import { describe, expect, it } from 'vitest';
import { formatPercent } from '../format/numbers.js';
import { describeErrorSet, describeTrainingData, getModelError, MODEL_ERROR_NAME } from './model-error.js';
import type { ModelCardView } from './prediction-api.js';

const card: ModelCardView = {
  trainingRows: 25_000,
  firmRows: 0,
  syntheticRows: 25_000,
  trainedAt: '2026-11-23T10:00:00.000Z',
  trainingSeconds: 30,
  heldOut: { n: 5000, maeLog: 0.322, medianApe: 0.251, r2: 0.9 },
  coverage: null,
  evaluation: { set: 'calibration', n: 2000, maeLog: 0.317, medianApe: 0.247, previousMaeLog: null },
  ensembleWeights: {},
  topFactors: [],
};

describe('the model error in one voice', () => {
  it('is the median absolute % error on the evaluation cases, never a log-scale MAE', () => {
    expect(MODEL_ERROR_NAME).toBe('Median absolute % error on held-out cases');
    expect(getModelError(card)).toEqual({ medianApe: 0.247, n: 2000, set: 'calibration' });
    expect(formatPercent(getModelError(card).medianApe)).toBe('24.7%');
    expect(getModelError({ ...card, evaluation: null })).toEqual({ medianApe: 0.251, n: 5000, set: 'held-out' });
    expect(describeErrorSet(getModelError(card))).toBe('2,000 synthetic settled cases it never learned from');
  });

  it('says whether the model learned from synthetic cases or the firm’s own', () => {
    expect(describeTrainingData(card)).toBe("Learned from 25,000 synthetic settled cases, not from your firm's own cases");
    expect(describeTrainingData({ firmRows: 120, syntheticRows: 2000 })).toBe(
      "Learned from 120 of your firm's settled cases and 2,000 synthetic ones",
    );
    expect(describeTrainingData({ firmRows: 120, syntheticRows: 0 })).toBe("Learned from 120 of your firm's settled cases");
  });
});
