// The model's error in one voice: one figure (median absolute % error on held-out cases), one name, and what the model learned from.
import type { ModelCardView } from './prediction-api.js';

/** The name of the one error figure, wherever it is shown. */
export const MODEL_ERROR_NAME = 'Median absolute % error on held-out cases';

/**
 * The base model's figure (25,000 synthetic cases, measured on 2,000 synthetic cases of another seed, seen at every
 * stage from intake to demand, so with facts missing as a firm's open cases have them: 26.9% when every case had every
 * fact), for pages that cannot ask a firm's model: the landing page. `npm run build` measures it again and fails if it changed.
 */
export const BASE_MODEL_MEDIAN_ERROR = 0.407;

export type ModelError = { medianApe: number; n: number; set: 'firm' | 'calibration' | 'held-out' };

/**
 * The figure of a model: measured on the cases that decided whether it replaced the one before (the firm's own held-out
 * settled cases, or the common synthetic calibration set), else on its own held-out calibration rows.
 */
export function getModelError(card: ModelCardView): ModelError {
  if (card.evaluation) return { medianApe: card.evaluation.medianApe, n: card.evaluation.n, set: card.evaluation.set };
  return { medianApe: card.heldOut.medianApe, n: card.heldOut.n, set: 'held-out' };
}

/** 'Learned from 25,000 synthetic settled cases' or 'Learned from 120 of your firm's settled cases and 25,000 synthetic ones'. */
export function describeTrainingData(card: Pick<ModelCardView, 'firmRows' | 'syntheticRows'>): string {
  const count = (n: number) => n.toLocaleString('en-US');
  if (card.firmRows === 0) return `Learned from ${count(card.syntheticRows)} synthetic settled cases, not from your firm's own cases`;
  if (card.syntheticRows === 0) return `Learned from ${count(card.firmRows)} of your firm's settled cases`;
  return `Learned from ${count(card.firmRows)} of your firm's settled cases and ${count(card.syntheticRows)} synthetic ones`;
}

/** Where the figure was measured, in words: '2,000 synthetic cases it never learned from'. */
export function describeErrorSet(error: ModelError): string {
  const n = error.n.toLocaleString('en-US');
  if (error.set === 'firm') return `${n} of your firm's settled cases it never learned from`;
  if (error.set === 'calibration') return `${n} synthetic settled cases it never learned from`;
  return `${n} held-out cases it never learned from`;
}
