// /api/predictions, /api/direct-predictions, /api/cases/:id/prediction(s)|similar, /api/prediction-models, /api/analytics/backtest: thin routes over the services.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backtestQuerySchema,
  backtestResponseSchema,
  latestPredictionResponseSchema,
  predictionHistorySchema,
  predictionModelSchema,
  predictionModelsSchema,
  predictionRecordSchema,
  predictionRequestSchema,
  savePredictionBodySchema,
  similarCasesSchema,
  trainingJobSchema,
} from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import type { Actor } from '../../http/actor.js';
import { runBacktest } from './model-training/backtest.js';
import * as models from './model-training/service.js';
import type { ModelActor, ModelDeps } from './model-training/service.js';
import * as service from './service.js';
import type { PredictionDeps } from './service.js';

const idParam = z.object({ id: z.string().min(1).max(100) });
const caseIdParam = z.object({ caseId: z.string().min(1).max(100) });
/** The spec sends the case data along; the server predicts from the stored case, so any object is accepted. */
const casePredictBody = z.record(z.string(), z.unknown()).nullish();

/** baseModelRows: the most synthetic cases a backtest's prior may use (as a firm retrain). */
export type PredictionRouteDeps = PredictionDeps & ModelDeps & { callers: CallerResolver; baseModelRows: number };

async function requireActor(callers: CallerResolver, request: FastifyRequest): Promise<Actor & ModelActor> {
  const caller = await callers.requireFirmCaller(request);
  return { firmId: caller.firm.firmId, userId: caller.user.id, userName: caller.user.name, role: caller.firm.role };
}

/** What the what-if request sent, before validation filled in the defaults. */
const sentFacts = new WeakMap<FastifyRequest, service.SentFacts>();

export async function registerPredictionRoutes(app: FastifyInstance, deps: PredictionRouteDeps): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['predictions'];
  const { callers } = deps;

  // Registered before /:caseId so 'predict' is never read as a case id.
  typed.post(
    '/api/predictions/predict',
    {
      schema: {
        tags,
        summary: 'Predict from typed case facts (not stored)',
        body: predictionRequestSchema,
        response: { 200: predictionRecordSchema },
      },
      // Validation fills liability and insurance_limits with the model's defaults; the expected recovery must know
      // whether they were typed, so that is read from the body as sent.
      preValidation: async (request) => {
        const body = request.body;
        const has = (key: string) =>
          typeof body === 'object' &&
          body !== null &&
          !Array.isArray(body) &&
          Object.hasOwn(body, key) &&
          (body as Record<string, unknown>)[key] != null;
        sentFacts.set(request, { liability: has('liability'), insuranceLimits: has('insurance_limits'), clientAge: has('client_age') });
      },
    },
    async (request) =>
      service.predictRequest(
        deps,
        await requireActor(callers, request),
        request.body,
        sentFacts.get(request) ?? { liability: false, insuranceLimits: false, clientAge: false },
      ),
  );

  typed.post(
    '/api/predictions/:caseId',
    {
      schema: {
        tags,
        summary: 'Predict a case from its stored facts and store the prediction',
        params: caseIdParam,
        body: casePredictBody,
        response: { 200: predictionRecordSchema },
      },
    },
    async (request) => service.predictCase(deps, await requireActor(callers, request), request.params.caseId),
  );

  typed.get(
    '/api/direct-predictions/:caseId/latest',
    {
      schema: {
        tags,
        summary: 'The case\'s latest stored prediction, or "none yet" when it has none',
        params: caseIdParam,
        response: { 200: latestPredictionResponseSchema },
      },
    },
    async (request) => service.getLatestPrediction(deps, await requireActor(callers, request), request.params.caseId),
  );

  typed.post(
    '/api/cases/:id/prediction',
    {
      schema: {
        tags,
        summary: 'Save a given prediction for the case',
        params: idParam,
        body: savePredictionBodySchema,
        response: { 201: predictionRecordSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.savePrediction(deps, await requireActor(callers, request), request.params.id, request.body)),
  );

  typed.get(
    '/api/cases/:id/predictions',
    {
      schema: {
        tags,
        summary: "The case's predictions, newest first, and the latest made before it closed",
        params: idParam,
        response: { 200: predictionHistorySchema },
      },
    },
    async (request) => service.getPredictionHistory(deps, await requireActor(callers, request), request.params.id),
  );

  typed.get(
    '/api/cases/:id/similar',
    {
      schema: {
        tags,
        summary: "The firm's most similar settled cases and what they settled for",
        params: idParam,
        response: { 200: similarCasesSchema },
      },
    },
    async (request) => ({ items: await service.findSimilarCases(deps, await requireActor(callers, request), request.params.id) }),
  );

  // One backtest per firm and cutoff at a time: a second request while one trains waits for the same answer.
  const backtests = new Map<string, ReturnType<typeof runBacktest>>();
  typed.get(
    '/api/analytics/backtest',
    {
      schema: {
        tags: ['analytics'],
        summary: "Backtest on the firm's history: train on cases closed before the cutoff, predict those closed on or after it",
        querystring: backtestQuerySchema,
        response: { 200: backtestResponseSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(callers, request);
      const key = `${actor.firmId}|${request.query.cutoff ?? ''}`;
      let running = backtests.get(key);
      if (!running) {
        running = runBacktest(deps.db, actor.firmId, { cutoff: request.query.cutoff, maxSyntheticRows: deps.baseModelRows }).finally(() =>
          backtests.delete(key),
        );
        backtests.set(key, running);
      }
      return running;
    },
  );

  typed.get(
    '/api/prediction-models',
    { schema: { tags, summary: 'The active model and the model history with their cards', response: { 200: predictionModelsSchema } } },
    async (request) => models.listModels(deps, await requireActor(callers, request)),
  );

  typed.post(
    '/api/prediction-models/retrain',
    { schema: { tags, summary: "Retrain on the firm's settled cases (owners)", response: { 202: trainingJobSchema } } },
    async (request, reply) => reply.status(202).send(await models.requestRetrain(deps, await requireActor(callers, request))),
  );

  typed.get(
    '/api/prediction-models/jobs/:id',
    { schema: { tags, summary: 'A training job: stage and progress', params: idParam, response: { 200: trainingJobSchema } } },
    async (request) => models.getJob(deps, await requireActor(callers, request), request.params.id),
  );

  typed.post(
    '/api/prediction-models/:id/activate',
    {
      schema: {
        tags,
        summary: 'Make a model the active one (owners; rollback)',
        params: idParam,
        response: { 200: predictionModelSchema },
      },
    },
    async (request) => models.activateModel(deps, await requireActor(callers, request), request.params.id),
  );
}
