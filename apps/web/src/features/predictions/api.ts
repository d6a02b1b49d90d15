// Prediction API calls and their TanStack Query hooks: case predictions, history, similar cases, what-if, models and training jobs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isNoneYet,
  predictionEndpoints as endpoints,
  type PredictionBatchCreate,
  type PredictionRecord,
  type PredictionRequestInput,
} from '@casecast/domain';
import { call } from '../../lib/api';

export const predictionKeys = {
  latest: (caseId: string) => ['predictions', 'latest', caseId] as const,
  history: (caseId: string) => ['predictions', 'history', caseId] as const,
  similar: (caseId: string) => ['predictions', 'similar', caseId] as const,
  models: ['prediction-models'] as const,
  job: (id: string) => ['prediction-models', 'job', id] as const,
  batch: (jobId: string) => ['predictions', 'batch', jobId] as const,
};

export const predictionsApi = {
  /** The latest stored prediction, or null when the case has none yet (the API's 200 "none yet"). */
  latest: async (caseId: string): Promise<PredictionRecord | null> => {
    const latest = await call(endpoints.latest, { params: { caseId } });
    return isNoneYet(latest) ? null : latest;
  },
  predictCase: (caseId: string) => call(endpoints.predictCase, { params: { caseId }, body: {} }),
  predictRequest: (request: PredictionRequestInput) => call(endpoints.predictFacts, { body: request }),
  history: (caseId: string) => call(endpoints.history, { params: { caseId } }),
  similar: async (caseId: string) => (await call(endpoints.similar, { params: { caseId } })).items,
  models: () => call(endpoints.models),
  retrain: () => call(endpoints.retrain),
  job: (id: string) => call(endpoints.trainingJob, { params: { id } }),
  activate: (id: string) => call(endpoints.activateModel, { params: { id } }),
  startBatch: (input: PredictionBatchCreate) => call(endpoints.startBatch, { body: input }),
  batch: (jobId: string) => call(endpoints.batch, { params: { jobId } }),
};

export function useStartPredictionBatch() {
  return useMutation({ mutationFn: predictionsApi.startBatch });
}

/** Polls a prediction batch every second until it finishes, then refreshes every case's prediction and the lists. */
export function usePredictionBatch(jobId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: predictionKeys.batch(jobId ?? ''),
    queryFn: async () => {
      const batch = await predictionsApi.batch(jobId!);
      if (batch.status === 'completed' || batch.status === 'failed') {
        void client.invalidateQueries({ queryKey: ['predictions', 'latest'] });
        void client.invalidateQueries({ queryKey: ['cases'] });
      }
      return batch;
    },
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && (query.state.data.status === 'completed' || query.state.data.status === 'failed') ? false : 1000,
  });
}

export function useLatestPrediction(caseId: string) {
  return useQuery({ queryKey: predictionKeys.latest(caseId), queryFn: () => predictionsApi.latest(caseId) });
}

export function usePredictionHistory(caseId: string) {
  return useQuery({ queryKey: predictionKeys.history(caseId), queryFn: () => predictionsApi.history(caseId) });
}

export function useSimilarCases(caseId: string) {
  return useQuery({ queryKey: predictionKeys.similar(caseId), queryFn: () => predictionsApi.similar(caseId) });
}

export function useGeneratePrediction(caseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => predictionsApi.predictCase(caseId),
    onSuccess: (record) => {
      client.setQueryData(predictionKeys.latest(caseId), record);
      void client.invalidateQueries({ queryKey: predictionKeys.history(caseId) });
      // The case header and lists show the latest prediction too.
      void client.invalidateQueries({ queryKey: ['cases'] });
    },
  });
}

export function usePredictionModels() {
  return useQuery({ queryKey: predictionKeys.models, queryFn: predictionsApi.models });
}

/** Polls a training job every second until it finishes, then refreshes the model list. */
export function useTrainingJob(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: predictionKeys.job(id ?? ''),
    queryFn: async () => {
      const job = await predictionsApi.job(id!);
      if (job.status === 'succeeded' || job.status === 'failed')
        void client.invalidateQueries({ queryKey: predictionKeys.models, exact: true });
      return job;
    },
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && (query.state.data.status === 'succeeded' || query.state.data.status === 'failed') ? false : 1000,
  });
}

export function useRetrain() {
  return useMutation({ mutationFn: predictionsApi.retrain });
}

export function useActivateModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: predictionsApi.activate,
    onSuccess: () => client.invalidateQueries({ queryKey: predictionKeys.models }),
  });
}
