// Predictions computed in worker threads: each thread parses a model once (when first asked for it) and keeps it by id.
import type { DefaultedFact, ModelTrust, PredictionRequest } from '@casecast/domain';
import { createWorkerPool, type PoolSlot } from '../../workers/worker-pool.js';
import type { PredictionResult, PredictionTask } from './prediction-messages.js';
import type { PredictionInsert } from './repository.js';

/** A model as the pool needs it: its id, version, file (parsed only inside the workers) and what its labels need. */
export type ModelFileRef = { id: string; version: string; file: string; trust: ModelTrust };

export type PredictionPool = {
  predict: (model: ModelFileRef, request: PredictionRequest, assumed?: readonly DefaultedFact[]) => Promise<PredictionInsert>;
  close: () => Promise<void>;
};

/** size: worker threads (default: one per core but the event loop's, at most four). */
export function createPredictionPool(options: { size?: number } = {}): PredictionPool {
  // Per thread: the model ids already sent to it. A thread that dropped one (its cache is bounded) asks again.
  const pool = createWorkerPool<PredictionTask, PredictionResult, Set<string>>({
    script: new URL('./prediction-worker.ts', import.meta.url),
    size: options.size,
    createState: () => new Set(),
    name: 'prediction',
  });
  const run = (model: ModelFileRef, request: PredictionRequest, assumed: DefaultedFact[] | undefined, forceFile: boolean) =>
    pool.run((slot: PoolSlot<Set<string>>) => {
      const send = forceFile || !slot.state.has(model.id);
      slot.state.add(model.id);
      return { modelId: model.id, version: model.version, trust: model.trust, modelFile: send ? model.file : undefined, request, assumed };
    });
  return {
    predict: async (model, request, assumed) => {
      const list = assumed ? [...assumed] : undefined;
      let result = await run(model, request, list, false);
      if (result.kind === 'needs-model') result = await run(model, request, list, true);
      if (result.kind === 'needs-model') throw new Error(`Prediction model ${model.id} could not be loaded in a worker`);
      return result.computed;
    },
    close: () => pool.close(),
  };
}
