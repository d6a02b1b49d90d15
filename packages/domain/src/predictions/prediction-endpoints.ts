// The predictions API: a case's predictions under /api/cases/:caseId/predictions, the what-if and batches under
// /api/predictions, the firm's models under /api/prediction-models, and the backtest.
import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import { backtestQuerySchema, backtestResponseSchema } from './backtest.js';
import {
  latestPredictionResponseSchema,
  predictionHistorySchema,
  predictionModelSchema,
  predictionModelsSchema,
  predictionRecordSchema,
  savePredictionBodySchema,
  similarCasesSchema,
  trainingJobSchema,
} from './prediction-api.js';
import { predictionBatchCreatedSchema, predictionBatchCreateSchema, predictionBatchStatusSchema } from './prediction-batch.js';
import { predictionRequestSchema } from './prediction-schemas.js';

const tags = ['predictions'];

export const predictionEndpoints = {
  history: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/predictions',
    tags,
    summary: "The case's predictions, newest first, and the latest made before it closed",
    response: predictionHistorySchema,
  }),
  latest: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/predictions/latest',
    tags,
    summary: 'The case\'s latest stored prediction, or "none yet" when it has none',
    response: latestPredictionResponseSchema,
  }),
  similar: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/predictions/similar',
    tags,
    summary: "The firm's most similar settled cases and what they settled for",
    response: similarCasesSchema,
  }),
  predictCase: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/predictions',
    tags,
    summary: 'Predict a case from its stored facts and store the prediction',
    // The spec's client sends the case data along; the server predicts from the stored case, so any object is accepted.
    body: z.record(z.string(), z.unknown()).nullish(),
    response: predictionRecordSchema,
  }),
  saveExternal: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/predictions/external',
    tags,
    summary: 'Save a prediction made elsewhere for the case, as given',
    body: savePredictionBodySchema,
    response: predictionRecordSchema,
    status: 201,
  }),
  predictFacts: defineEndpoint({
    method: 'POST',
    path: '/api/predictions/predict',
    tags,
    summary: 'Predict from typed case facts (not stored)',
    body: predictionRequestSchema,
    response: predictionRecordSchema,
  }),
  startBatch: defineEndpoint({
    method: 'POST',
    path: '/api/predictions/batch',
    tags,
    summary: 'Predict many cases in the background: the cases named, or every open case (owners and attorneys)',
    body: predictionBatchCreateSchema,
    response: predictionBatchCreatedSchema,
    status: 202,
  }),
  batch: defineEndpoint({
    method: 'GET',
    path: '/api/predictions/batch/:jobId',
    tags,
    summary: "A prediction batch's progress",
    response: predictionBatchStatusSchema,
  }),
  models: defineEndpoint({
    method: 'GET',
    path: '/api/prediction-models',
    tags,
    summary: 'The active model and the model history with their cards',
    response: predictionModelsSchema,
  }),
  retrain: defineEndpoint({
    method: 'POST',
    path: '/api/prediction-models/retrain',
    tags,
    summary: "Retrain on the firm's settled cases (owners)",
    response: trainingJobSchema,
    status: 202,
  }),
  trainingJob: defineEndpoint({
    method: 'GET',
    path: '/api/prediction-models/jobs/:id',
    tags,
    summary: 'A training job: stage and progress',
    response: trainingJobSchema,
  }),
  activateModel: defineEndpoint({
    method: 'POST',
    path: '/api/prediction-models/:id/activate',
    tags,
    summary: 'Make a model the active one (owners; rollback)',
    response: predictionModelSchema,
  }),
  backtest: defineEndpoint({
    method: 'GET',
    path: '/api/analytics/backtest',
    tags: ['analytics'],
    summary: "Backtest on the firm's history: train on cases closed before the cutoff, predict those closed on or after it",
    query: backtestQuerySchema,
    response: backtestResponseSchema,
  }),
};
