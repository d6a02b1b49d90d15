// A case's predictions (/api/cases/:caseId/predictions…), the what-if, the firm's models and the backtest: thin
// routes over the services, registered from the contract in packages/domain (predictionEndpoints).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { predictionEndpoints as endpoints } from '@casecast/domain';
import type { CallerResolver } from '../../auth/caller.js';
import type { Actor } from '../../http/actor.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { runBacktest } from './model-training/backtest.js';
import * as models from './model-training/service.js';
import type { ModelActor, ModelDeps } from './model-training/service.js';
import * as service from './service.js';
import type { PredictionDeps } from './service.js';

/** baseModelRows: the most synthetic cases a backtest's prior may use (as a firm retrain). */
export type PredictionRouteDeps = PredictionDeps & ModelDeps & { callers: CallerResolver; baseModelRows: number };

async function requireActor(callers: CallerResolver, request: FastifyRequest): Promise<Actor & ModelActor> {
  const caller = await callers.requireFirmCaller(request);
  return { firmId: caller.firm.firmId, userId: caller.user.id, userName: caller.user.name, role: caller.firm.role };
}

/** What the what-if request sent, before validation filled in the defaults. */
const sentFacts = new WeakMap<FastifyRequest, service.SentFacts>();

export async function registerPredictionRoutes(app: FastifyInstance, deps: PredictionRouteDeps): Promise<void> {
  const { callers } = deps;
  const actorOf = (request: FastifyRequest) => requireActor(callers, request);

  registerEndpoint(
    app,
    endpoints.predictFacts,
    async (request) =>
      service.predictRequest(
        deps,
        await actorOf(request),
        request.body,
        sentFacts.get(request) ?? { liability: false, insuranceLimits: false, clientAge: false },
      ),
    {
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
  );

  registerEndpoint(app, endpoints.predictCase, async (request) => service.predictCase(deps, await actorOf(request), request.params.caseId));
  registerEndpoint(app, endpoints.saveExternal, async (request) =>
    service.savePrediction(deps, await actorOf(request), request.params.caseId, request.body),
  );
  registerEndpoint(app, endpoints.history, async (request) =>
    service.getPredictionHistory(deps, await actorOf(request), request.params.caseId),
  );
  registerEndpoint(app, endpoints.latest, async (request) =>
    service.getLatestPrediction(deps, await actorOf(request), request.params.caseId),
  );
  registerEndpoint(app, endpoints.similar, async (request) => ({
    items: await service.findSimilarCases(deps, await actorOf(request), request.params.caseId),
  }));

  // One backtest per firm and cutoff at a time: a second request while one trains waits for the same answer.
  const backtests = new Map<string, ReturnType<typeof runBacktest>>();
  registerEndpoint(app, endpoints.backtest, async (request) => {
    const actor = await actorOf(request);
    const key = `${actor.firmId}|${request.query.cutoff ?? ''}`;
    let running = backtests.get(key);
    if (!running) {
      running = runBacktest(deps.db, actor.firmId, { cutoff: request.query.cutoff, maxSyntheticRows: deps.baseModelRows }).finally(() =>
        backtests.delete(key),
      );
      backtests.set(key, running);
    }
    return running;
  });

  registerEndpoint(app, endpoints.models, async (request) => models.listModels(deps, await actorOf(request)));
  registerEndpoint(app, endpoints.retrain, async (request) => models.requestRetrain(deps, await actorOf(request)));
  registerEndpoint(app, endpoints.trainingJob, async (request) => models.getJob(deps, await actorOf(request), request.params.id));
  registerEndpoint(app, endpoints.activateModel, async (request) => models.activateModel(deps, await actorOf(request), request.params.id));
}
