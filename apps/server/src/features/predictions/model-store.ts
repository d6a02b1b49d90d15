// Models kept in memory by model id (loaded once per version and shared); which model a firm uses is read from the database on every request.
import { loadModel, type Model } from '@casecast/ml';
import { readModelTrust, type DefaultedFact, type ModelTrust, type PredictionRequest } from '@casecast/domain';
import { createModelCache } from './model-cache.js';
import { findActiveModelId, findModelFile } from './model-training/repository.js';
import { createPredictionPool, type ModelFileRef, type PredictionPool } from './prediction-pool.js';
import type { PredictionInsert } from './repository.js';
import type { Db } from '../../db/schema.js';

export type LoadedModel = { id: string; version: string; model: Model; trust: ModelTrust };

export type ModelStore = {
  /** The firm's active model (its own, else the newest base model), or null while none is trained. */
  getActiveModel: (db: Db, firmId: string) => Promise<LoadedModel | null>;
  /** The firm's active model as the prediction pool takes it (its file, never parsed on the event loop), or null. */
  getActiveModelFile: (db: Db, firmId: string) => Promise<ModelFileRef | null>;
  /** A model parsed on this thread (training and evaluation, which run off the request path). */
  load: (db: Db, id: string) => Promise<LoadedModel>;
  /** A whole prediction (value, ranges, explanation, missing facts) computed in the worker pool. */
  predict: (model: ModelFileRef, request: PredictionRequest, assumed?: readonly DefaultedFact[]) => Promise<PredictionInsert>;
  close: () => Promise<void>;
};

/** Loads by model id once: a failed load is forgotten, so the next call tries again. */
function createCache<T>(maxEntries: number, fetch: (db: Db, id: string) => Promise<T>): (db: Db, id: string) => Promise<T> {
  const cache = createModelCache<Promise<T>>(maxEntries);
  return (db, id) => {
    const cached = cache.get(id);
    if (cached) return cached;
    const pending = fetch(db, id);
    cache.set(id, pending);
    pending.catch(() => cache.delete(id));
    return pending;
  };
}

/**
 * Several app servers may change a firm's model: the active id is one indexed lookup per request, so a retrain
 * or rollback on one server is seen by all at once; only what is immutable per id (the file, the parsed model) is
 * cached. Predictions run in a pool of worker threads (started on the first one), each parsing a model once.
 */
export function createModelStore(options: { maxModels?: number; workers?: number } = {}): ModelStore {
  const maxModels = options.maxModels ?? 16;
  let pool: PredictionPool | null = null;
  const files = createCache(maxModels, async (db, id): Promise<ModelFileRef> => {
    const row = await findModelFile(db, id);
    if (!row) throw new Error(`Prediction model ${id} not found`);
    return {
      id: row.id,
      version: row.version,
      file: row.model_file,
      trust: readModelTrust({ firmRows: Number(row.firm_rows), rule: row.confidence_rule }),
    };
  });
  const parsed = createCache(maxModels, async (db, id): Promise<LoadedModel> => {
    const file = await files(db, id);
    return { id: file.id, version: file.version, model: loadModel(file.file), trust: file.trust };
  });
  const load = parsed;
  const getActiveModelFile = async (db: Db, firmId: string) => {
    const id = await findActiveModelId(db, firmId);
    return id === null ? null : files(db, id);
  };
  return {
    load,
    getActiveModelFile,
    getActiveModel: async (db, firmId) => {
      const id = await findActiveModelId(db, firmId);
      return id === null ? null : load(db, id);
    },
    predict: (model, request, assumed) => {
      pool ??= createPredictionPool({ size: options.workers });
      return pool.predict(model, request, assumed);
    },
    close: async () => {
      await pool?.close();
      pool = null;
    },
  };
}
