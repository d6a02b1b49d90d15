import { describe, expect, it } from 'vitest';
import { trainModel } from '@casecast/ml';
import { UNMEASURED_CONFIDENCE_RULE, buildFeatureVector, buildPredictionRequest, listMissingFacts, type PredictionSource } from '@casecast/domain';
import type { Row } from '@casecast/ml';
import { buildTrainingTable, generateSyntheticExamples } from './training-data.js';
import { computePrediction, measureMissingFacts } from './prediction-record.js';

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
      id: 'case-1', clientAge: null, clientGender: null, liability: null, propertyDamageAmount: 0, medicalCosts: null, lostWages: null, workDaysMissed: null,
      insuranceLimits: null, jurisdiction: null, carrier: null, caseType: 'motor_vehicle', hasTreatmentGap: null,
      injuries: [{ type: 'Herniated disc', bodyPart: 'lower back', description: 'L4-L5 herniation', severity: 'severe' }],
      treatments: [{ type: 'Physical therapy', startDate: '2024-01-10', endDate: '2024-04-10', duration: 90, cost: null }],
    };
    const request = buildPredictionRequest(source, { asOf: '2025-01-01' });
    const computed = computePrediction({ model, modelId: 'm', version: 'v', trust: { basis: 'synthetic', rule: UNMEASURED_CONFIDENCE_RULE }, features: buildFeatureVector(request) as Row, request });
    const facts = measureMissingFacts(model, request, listMissingFacts(request));

    expect(facts.map((fact) => fact.fact).sort()).toEqual(['client_age', 'insurance_limits', 'liability', 'lost_wages', 'medical_costs', 'state', 'work_days_missed']);
    const measured = facts.filter((fact) => fact.fact !== 'state');
    // Medical costs carry most of a case's value: entering them narrows the range, by more than the client's age does.
    const share = (name: string) => facts.find((fact) => fact.fact === name)!.narrowsRangeBy!;
    expect(share('medical_costs')).toBeGreaterThan(0.05);
    expect(share('medical_costs')).toBeGreaterThan(share('client_age'));
    // Ordered by it, the unmeasured state last.
    const shares = measured.map((fact) => fact.narrowsRangeBy!);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(facts.at(-1)!.fact).toBe('state');
    expect(computed.likely_lower).toBeLessThan(computed.likely_upper!);
  }, 120_000);
});
