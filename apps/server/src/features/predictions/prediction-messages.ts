// The messages between the prediction pool and its worker threads: a module of its own, so the worker never
// imports the module that starts it.
import type { DefaultedFact, ModelTrust, PredictionRequest } from '@casecast/domain';
import type { PredictionInsert } from './repository.js';

/** Models a worker keeps parsed (as the model store keeps their files). */
export const MAX_WORKER_MODELS = 16;

export type PredictionTask = {
  modelId: string;
  version: string;
  trust: ModelTrust;
  modelFile?: string;
  request: PredictionRequest;
  assumed?: DefaultedFact[];
};
export type PredictionResult = { kind: 'computed'; computed: PredictionInsert } | { kind: 'needs-model' };
