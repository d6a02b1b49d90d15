// The money of a case: /api/cases/:caseId/{providers,medical-bills,lost-wages,policies,negotiations,expenses,liens}
// (each kind's GET list, POST, PATCH /:itemId, DELETE /:itemId from its definition), the fee agreement (GET, PUT)
// and the financial totals (GET).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { feeAgreementInputSchema, feeAgreementResponseSchema, feeAgreementSchema, financialsSchema } from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import { caseIdParam } from '../../http/params.js';
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
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/cases/:caseId/fee-agreement',
    {
      schema: {
        tags,
        summary: "The case's fee agreement (null when none is set)",
        params: caseIdParam,
        response: { 200: feeAgreementResponseSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(callers, request);
      const feeAgreement = await service.getFeeAgreement(db, actor, request.params.caseId);
      return { feeAgreement, signed: await service.getFeeAgreementSignature(db, actor, request.params.caseId) };
    },
  );

  typed.put(
    '/api/cases/:caseId/fee-agreement',
    {
      schema: {
        tags,
        summary: "Set the case's fee agreement (percentage, litigation step-up, gross or net)",
        params: caseIdParam,
        body: feeAgreementInputSchema,
        response: { 200: feeAgreementSchema },
      },
    },
    async (request) => {
      const actor = await requireActor(callers, request);
      requirePermission(actor, 'feeAgreement.edit');
      return service.putFeeAgreement(db, actor, request.params.caseId, request.body);
    },
  );

  typed.get(
    '/api/cases/:caseId/financials',
    {
      schema: {
        tags,
        summary: 'Medical totals, lost wages, costs, liens, and the last demand and offer',
        params: caseIdParam,
        response: { 200: financialsSchema },
      },
    },
    async (request) => service.getFinancials(db, await requireActor(callers, request), request.params.caseId),
  );
}
