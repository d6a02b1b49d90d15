// The money of a case: /api/cases/:caseId/{providers,medical-bills,lost-wages,policies,negotiations,expenses,liens}
// (each kind's GET list, POST, PATCH /:itemId, DELETE /:itemId from its definition), the fee agreement (GET, PUT)
// and the financial totals (GET).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { moneyEndpoints as endpoints } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { registerEndpoint } from '../../http/endpoint.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import * as service from './service.js';
import { requirePermission } from '../../http/permissions.js';
import { registerRecordRoutes } from '../records/routes.js';

export async function registerMoneyRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  const tags = ['money'];
  registerRecordRoutes(app, deps, service.providers, { tags });
  registerRecordRoutes(app, deps, service.medicalBills, { tags });
  registerRecordRoutes(app, deps, service.lostWages, { tags });
  registerRecordRoutes(app, deps, service.policies, { tags });
  registerRecordRoutes(app, deps, service.negotiations, { tags });
  registerRecordRoutes(app, deps, service.expenses, { tags });
  registerRecordRoutes(app, deps, service.liens, { tags });

  const { db, callers } = deps;
  const actorOf = (request: FastifyRequest) => requireActor(callers, request);

  registerEndpoint(app, endpoints.feeAgreement, async (request) => {
    const actor = await actorOf(request);
    const feeAgreement = await service.getFeeAgreement(db, actor, request.params.caseId);
    return { feeAgreement, signed: await service.getFeeAgreementSignature(db, actor, request.params.caseId) };
  });
  registerEndpoint(app, endpoints.saveFeeAgreement, async (request) => {
    const actor = await actorOf(request);
    requirePermission(actor, 'feeAgreement.edit');
    return service.putFeeAgreement(db, actor, request.params.caseId, request.body);
  });
  registerEndpoint(app, endpoints.financials, async (request) => service.getFinancials(db, await actorOf(request), request.params.caseId));
}
