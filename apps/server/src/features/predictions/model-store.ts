// Loaded models kept in memory by model id; which model a firm uses is read from the database on every request.
import { loadModel, type Model } from '@casecast/ml';
import { findActiveModelId, findModelFile } from './model-training/repository.js';
import type { PredictionDb } from './tables.js';

export type LoadedModel = { id: string; version: string; model: Model };

export type ModelStore = {
  /** The firm's active model (its own, else the newest base model), or null while none is trained. */
  getActiveModel: (db: PredictionDb, firmId: string) => Promise<LoadedModel | null>;
  load: (db: PredictionDb, id: string) => Promise<LoadedModel>;
};

/**
 * Several app servers may change a firm's model: the active id is one indexed lookup per request, so
 * a retrain or rollback on one server is seen by all at once; only the parsed model (immutable per id) is cached.
 */
export function createModelStore(options: { maxModels?: number } = {}): ModelStore {
  const maxModels = options.maxModels ?? 16;
  const cache = new Map<string, Promise<LoadedModel>>();
  const load = (db: PredictionDb, id: string): Promise<LoadedModel> => {
    const cached = cache.get(id);
    if (cached) {
      // Map order is insertion order: re-inserting marks it most recently used.
      cache.delete(id);
      cache.set(id, cached);
      return cached;
    }
    const pending = (async () => {
      const row = await findModelFile(db, id);
      if (!row) throw new Error(`Prediction model ${id} not found`);
      return { id: row.id, version: row.version, model: loadModel(row.model_file) };
    })();
    cache.set(id, pending);
    pending.catch(() => cache.delete(id));
    while (cache.size > maxModels) cache.delete(cache.keys().next().value!);
    return pending;
  };
  return {
    load,
    getActiveModel: async (db, firmId) => {
      const id = await findActiveModelId(db, firmId);
      return id === null ? null : load(db, id);
    },
  };
}
