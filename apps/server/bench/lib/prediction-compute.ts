// Compute per prediction: one whole prediction (value, 95% and likely ranges, members, exact SHAP explanation,
// missing facts) as a prediction worker runs it, on this thread, timed by wall clock and by CPU time.
import { performance } from 'node:perf_hooks';
import { buildPredictionRequest, getTodayIsoDate, type PredictionRequest } from '@casecast/domain';
import type { Kysely } from 'kysely';
import { createModelStore } from '../../src/features/predictions/model-store.js';
import { computeRequestPrediction } from '../../src/features/predictions/prediction-record.js';
import { findCaseFacts } from '../../src/features/predictions/repository.js';
import { percentile } from './bench-databases.js';
import type { Database } from '../../src/db/schema.js';

export type ComputeFigures = { n: number; cpuMs: number; p50Ms: number; p95Ms: number; trees: number };

/** Predicts the given cases (their stored facts) with the firm's active model, `rounds` times over. */
export async function measurePredictionCompute(
  database: Kysely<Database>,
  firmId: string,
  caseIds: string[],
  rounds = 20,
): Promise<ComputeFigures> {
  const db = database;
  const models = createModelStore();
  const loaded = await models.getActiveModel(db, firmId);
  if (!loaded) throw new Error('no active model');
  const requests: PredictionRequest[] = [];
  for (const id of caseIds) {
    const source = (await findCaseFacts(db, firmId, id))?.source;
    if (source)
      requests.push({
        ...buildPredictionRequest(source, { asOf: getTodayIsoDate() }),
        state: (source.state ?? null) as PredictionRequest['state'],
      });
  }
  const predict = (request: PredictionRequest) =>
    computeRequestPrediction({ model: loaded.model, modelId: loaded.id, version: loaded.version, trust: loaded.trust, request });
  for (const request of requests) predict(request); // compile the explainer, warm the JIT
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let round = 0; round < rounds; round++) {
    for (const request of requests) {
      const t0 = performance.now();
      predict(request);
      times.push(performance.now() - t0);
    }
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  const regressor = loaded.model.regressor;
  const members = regressor.kind === 'ensemble' ? regressor.members.filter((m) => m.weight !== 0).map((m) => m.model) : [regressor];
  const trees = members.reduce((sum, m) => sum + ('trees' in m ? m.trees.length : 0), 0);
  return {
    n: times.length,
    cpuMs: (cpu.user + cpu.system) / 1000 / times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    trees,
  };
}
