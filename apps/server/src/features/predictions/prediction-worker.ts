// The prediction worker thread: keeps the models it was sent (by id) and computes predictions with their explanations off the event loop.
import { parentPort } from 'node:worker_threads';
import { loadModel, type Model } from '@casecast/ml';
import type { PoolRequest, PoolResponse } from '../../workers/worker-pool.js';
import { computeRequestPrediction } from './prediction-record.js';
import type { PredictionResult, PredictionTask } from './prediction-pool.js';
import { MAX_WORKER_MODELS } from './prediction-pool.js';

/** Parsed models by id, most recently used last (a model's file never changes under its id). */
const models = new Map<string, Model>();

function findModel(task: PredictionTask): Model | null {
  const cached = models.get(task.modelId);
  if (cached) {
    models.delete(task.modelId);
    models.set(task.modelId, cached);
    return cached;
  }
  if (task.modelFile === undefined) return null;
  const model = loadModel(task.modelFile);
  models.set(task.modelId, model);
  while (models.size > MAX_WORKER_MODELS) models.delete(models.keys().next().value!);
  return model;
}

parentPort!.on('message', ({ id, task }: PoolRequest<PredictionTask>) => {
  let response: PoolResponse<PredictionResult>;
  try {
    const model = findModel(task);
    const result: PredictionResult = model
      ? { kind: 'computed', computed: computeRequestPrediction({ model, modelId: task.modelId, version: task.version, trust: task.trust, request: task.request, assumed: task.assumed }) }
      : { kind: 'needs-model' };
    response = { id, ok: true, result };
  } catch (error) {
    response = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response);
});
