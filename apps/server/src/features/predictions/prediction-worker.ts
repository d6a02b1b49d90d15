// The prediction worker thread: keeps the models it was sent (by id) and computes predictions with their explanations off the event loop.
import { parentPort } from 'node:worker_threads';
import { loadModel, type Model } from '@casecast/ml';
import type { PoolRequest, PoolResponse } from '../../workers/worker-pool.js';
import { createModelCache } from './model-cache.js';
import { computeRequestPrediction } from './prediction-record.js';
import { MAX_WORKER_MODELS, type PredictionResult, type PredictionTask } from './prediction-messages.js';

/** Parsed models by id, most recently used kept. */
const models = createModelCache<Model>(MAX_WORKER_MODELS);

function findModel(task: PredictionTask): Model | null {
  const cached = models.get(task.modelId);
  if (cached) return cached;
  if (task.modelFile === undefined) return null;
  const model = loadModel(task.modelFile);
  models.set(task.modelId, model);
  return model;
}

parentPort!.on('message', ({ id, task }: PoolRequest<PredictionTask>) => {
  let response: PoolResponse<PredictionResult>;
  try {
    const model = findModel(task);
    const result: PredictionResult = model
      ? {
          kind: 'computed',
          computed: computeRequestPrediction({
            model,
            modelId: task.modelId,
            version: task.version,
            trust: task.trust,
            request: task.request,
            assumed: task.assumed,
          }),
        }
      : { kind: 'needs-model' };
    response = { id, ok: true, result };
  } catch (error) {
    response = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(response);
});
