import { describe, expect, it } from 'vitest';
import { trainModel } from '@casecast/ml';
import {
  UNMEASURED_CONFIDENCE_RULE,
  buildFeatureVector,
  buildPredictionRequest,
  findMostNarrowingFact,
  listMissingFacts,
  predictionRequestSchema,
  type PredictionSource,
} from '@casecast/domain';
import type { Row } from '@casecast/ml';
import { buildTrainingTable, generateSyntheticExamples } from './training-data.js';
import { computePrediction, describeValueStatus, measureMissingFacts } from './prediction-record.js';

describe('measureMissingFacts', () => {
  it('measures how much each missing fact would narrow the likely range and lists the largest first', async () => {
    const model = await trainModel(buildTrainingTable(generateSyntheticExamples({ seed: 21, rows: 2000 })), {
      target: 'settlement',
      targetTransform: 'log',
      model: 'ensemble',
      calibrationFraction: 0.2,
      forest: { nTrees: 10 },
      gbm: { maxIterations: 80 },
    });
    expect(model.card.featureQuantiles?.lost_wages).toHaveLength(5);
    // A documented injury and treatment, but no medical costs, lost wages, work days, fault, limits, age or state.
    const source: PredictionSource = {
      id: 'case-1',
      clientAge: null,
      clientGender: null,
      liability: null,
      propertyDamageAmount: 0,
      medicalCosts: null,
      lostWages: null,
      workDaysMissed: null,
      insuranceLimits: null,
      jurisdiction: null,
      carrier: null,
      caseType: 'motor_vehicle',
      hasTreatmentGap: null,
      injuries: [{ type: 'Herniated disc', bodyPart: 'lower back', description: 'L4-L5 herniation', severity: 'severe' }],
      treatments: [{ type: 'Physical therapy', startDate: '2024-01-10', endDate: '2024-04-10', duration: 90, cost: null }],
    };
    const request = buildPredictionRequest(source, { asOf: '2025-01-01' });
    const computed = computePrediction({
      model,
      modelId: 'm',
      version: 'v',
      trust: { basis: 'synthetic', rule: UNMEASURED_CONFIDENCE_RULE },
      features: buildFeatureVector(request) as Row,
      request,
    });
    const facts = measureMissingFacts(model, request, listMissingFacts(request));

    expect(facts.map((fact) => fact.fact).sort()).toEqual([
      'client_age',
      'insurance_limits',
      'liability',
      'lost_wages',
      'medical_costs',
      'state',
      'work_days_missed',
    ]);
    const measured = facts.filter((fact) => fact.fact !== 'state' && fact.fact !== 'insurance_limits');
    // Medical costs carry most of a case's value: entering them narrows the range, by more than the client's age does.
    const share = (name: string) => facts.find((fact) => fact.fact === name)!.narrowsRangeBy!;
    expect(share('medical_costs')).toBeGreaterThan(0.05);
    expect(share('medical_costs')).toBeGreaterThan(share('client_age'));
    // Ordered by it, the unmeasured state last.
    const shares = measured.map((fact) => fact.narrowsRangeBy!);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    // Policy limits are not a model input (they cap the expected recovery): nothing is measured for them, listed last with the state.
    expect(facts.find((fact) => fact.fact === 'insurance_limits')!.narrowsRangeBy).toBeUndefined();
    expect(
      facts
        .slice(-2)
        .map((fact) => fact.fact)
        .sort(),
    ).toEqual(['insurance_limits', 'state']);
    expect(computed.likely_lower).toBeLessThan(computed.likely_upper!);

    // A 14-year-old pedestrian with $18,500 of medical costs and no injuries or treatments entered: both are measured
    // like any other fact, and the advice names the one whose entry narrows the range most.
    const pedestrian = buildPredictionRequest(
      { ...source, clientAge: 14, caseType: 'pedestrian', medicalCosts: 18_500, injuries: [], treatments: [] },
      { asOf: '2025-01-01' },
    );
    const pedestrianFacts = measureMissingFacts(model, pedestrian, listMissingFacts(pedestrian));
    const injuries = pedestrianFacts.find((fact) => fact.fact === 'injuries')!;
    const treatments = pedestrianFacts.find((fact) => fact.fact === 'treatments')!;
    expect(injuries.narrowsRangeBy).toBeGreaterThan(0.01);
    expect(treatments.narrowsRangeBy).toBeGreaterThanOrEqual(0);
    const best = findMostNarrowingFact(pedestrianFacts)!;
    expect(best.narrowsRangeBy).toBe(Math.max(...pedestrianFacts.map((fact) => fact.narrowsRangeBy ?? 0)));
    expect(pedestrianFacts[0]).toEqual(best);
    // Not lost wages (the advice the issue found): what the injuries were moves the value and its range most.
    expect(best.fact).toBe('injuries');
  }, 120_000);
});

describe('describeValueStatus', () => {
  it('calls a value without injury or medical cost indicative and names the facts it needs', () => {
    const request = predictionRequestSchema.parse({ case_type: 'motor_vehicle' });
    expect(describeValueStatus(request, 20_000)).toEqual({
      value_status: 'indicative',
      facts_needed: [expect.objectContaining({ fact: 'injuries' }), expect.objectContaining({ fact: 'medical_costs' })],
      below_specials_reason: null,
    });
    expect(describeValueStatus({ ...request, medical_costs: 18_500 }, 40_000).value_status).toBe('estimate');
  });

  it('claims nothing about a stored input that no longer reads as a request', () => {
    expect(describeValueStatus({ medical_costs: 'not a number' }, 20_000)).toEqual({
      value_status: 'estimate',
      facts_needed: [],
      below_specials_reason: null,
    });
  });
});
