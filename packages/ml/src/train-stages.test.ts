import { describe, expect, it } from 'vitest';
import type { Model } from './model.js';
import { generateSyntheticCases } from './synthetic.js';
import { trainModel, type TrainOptions } from './train.js';

const data = generateSyntheticCases({ rows: 1200, seed: 11, missingRate: 0.08 });
const probes = data.rows.slice(0, 12);

/** What a trained model gives: predictions, intervals, explanations and the card, without the clock's fields. */
function describeModel(model: Model): unknown {
  const { trainedAt: _trainedAt, trainingSeconds: _trainingSeconds, stageMilliseconds: _stageMilliseconds, ...card } = model.card;
  return {
    card,
    cases: probes.map((row) => model.predictCase(row, { coverage: 0.9 })),
    split: probes.map((row) => model.predictInterval(row, { coverage: 0.8, method: 'split' })),
  };
}

const base: TrainOptions = { target: 'settlement', targetTransform: 'log', seed: 7, forest: { nTrees: 12 }, gbm: { maxIterations: 40 } };
const configurations: Array<[string, TrainOptions]> = [
  ['gbm, split conformal', { ...base, model: 'gbm', intervalMethod: 'split' }],
  ['gbm, CQR with a learned scale', { ...base, model: 'gbm' }],
  ['forest', { ...base, model: 'forest' }],
  ['ridge', { ...base, model: 'ridge' }],
  ['ensemble, cross-fitted', { ...base, model: 'ensemble', crossFitFolds: 3 }],
  [
    'ensemble, held out and refitted',
    {
      ...base,
      model: 'ensemble',
      crossFitFolds: 3,
      calibrationFraction: 0.2,
      refitOnAllRows: true,
      targetStatistics: ['carrier'],
      monotone: { medical_costs: 1 },
    },
  ],
];

describe('trainModel as stages', () => {
  // The snapshot was written by trainModel before it was split into stages: the stages compose to the same models.
  it.each(configurations)('trains the same %s model as the single-function trainModel did', async (_, options) => {
    expect(describeModel(await trainModel(data, options))).toMatchSnapshot();
  });

  it("reports each stage's time in the card, within the whole training time", async () => {
    const model = await trainModel(data, { ...base, model: 'ensemble', crossFitFolds: 3 });
    const timings = model.card.stageMilliseconds!;
    expect(Object.keys(timings).sort()).toEqual(['calibrate', 'card', 'crossFit', 'members', 'prepare']);
    for (const ms of Object.values(timings)) expect(ms).toBeGreaterThan(0);
    const sum = Object.values(timings).reduce((s, ms) => s + ms, 0);
    // trainingSeconds is read as the card is written, a moment before the card stage ends.
    expect(sum).toBeLessThanOrEqual(model.card.trainingSeconds * 1000 + 5);
  });

  it('gives a single model no cross-fitting time beyond its out-of-bag predictions', async () => {
    const gbm = await trainModel(data, { ...base, model: 'gbm', intervalMethod: 'split' });
    expect(gbm.card.stageMilliseconds!.crossFit).toBeLessThan(gbm.card.stageMilliseconds!.members);
  });
});
