// Prediction API calls and their TanStack Query hooks: case predictions, history, similar cases, what-if, models and training jobs.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isNoneYet,
  type LatestPredictionResponse,
  type PredictionBatchCreate,
  type PredictionBatchStatus,
  type PredictionHistory,
  type PredictionModels,
  type PredictionModelView,
  type PredictionRecord,
  type PredictionRequestInput,
  type SimilarCase,
  type TrainingJob,
} from '@casecast/domain';
import { api } from '../../lib/api';

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
    const latest = await api.get<LatestPredictionResponse>(`/api/direct-predictions/${encodeURIComponent(caseId)}/latest`);
    return isNoneYet(latest) ? null : latest;
  },
  predictCase: (caseId: string) => api.post<PredictionRecord>(`/api/predictions/${encodeURIComponent(caseId)}`, {}),
  predictRequest: (request: PredictionRequestInput) => api.post<PredictionRecord>('/api/predictions/predict', request),
  history: (caseId: string) => api.get<PredictionHistory>(`/api/cases/${encodeURIComponent(caseId)}/predictions`),
  similar: async (caseId: string) => (await api.get<{ items: SimilarCase[] }>(`/api/cases/${encodeURIComponent(caseId)}/similar`)).items,
  models: () => api.get<PredictionModels>('/api/prediction-models'),
  retrain: () => api.post<TrainingJob>('/api/prediction-models/retrain'),
  job: (id: string) => api.get<TrainingJob>(`/api/prediction-models/jobs/${encodeURIComponent(id)}`),
  activate: (id: string) => api.post<PredictionModelView>(`/api/prediction-models/${encodeURIComponent(id)}/activate`),
  startBatch: (input: PredictionBatchCreate) => api.post<{ jobId: string }>('/api/predictions/batch', input),
  batch: (jobId: string) => api.get<PredictionBatchStatus>(`/api/predictions/batch/${encodeURIComponent(jobId)}`),
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
