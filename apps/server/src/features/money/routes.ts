// The money of a case: /api/cases/:caseId/{providers,medical-bills,lost-wages,policies,negotiations,expenses,liens}
// (GET list, POST, PATCH /:itemId, DELETE /:itemId), the fee agreement (GET, PUT) and the financial totals (GET).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  expenseCreateSchema,
  expenseListResponseSchema,
  expenseSchema,
  expenseUpdateSchema,
  feeAgreementInputSchema,
  feeAgreementResponseSchema,
  feeAgreementSchema,
  financialsSchema,
  lienCreateSchema,
  lienListResponseSchema,
  lienSchema,
  lienUpdateSchema,
  lostWageCreateSchema,
  lostWageListResponseSchema,
  lostWageSchema,
  lostWageUpdateSchema,
  medicalBillCreateSchema,
  medicalBillListResponseSchema,
  medicalBillSchema,
  medicalBillUpdateSchema,
  negotiationCreateSchema,
  negotiationListResponseSchema,
  negotiationSchema,
  negotiationUpdateSchema,
  policyCreateSchema,
  policyListResponseSchema,
  policySchema,
  policyUpdateSchema,
  providerCreateSchema,
  providerListResponseSchema,
  providerSchema,
  providerUpdateSchema,
} from '@casecast/domain';
import { requireActor } from '../../auth/caller.js';
import type { CaseDatabase, CaseDb } from '../../db/case-tables.js';
import type { Actor } from '../../http/actor.js';
import { caseIdParam } from '../../http/params.js';
import type { CaseRouteDeps } from '../cases/routes.js';
import * as service from './service.js';
import { requirePermission } from '../../http/permissions.js';
import { ifMatchOf, type IfMatch } from '../../http/preconditions.js';

const itemParams = caseIdParam.extend({ itemId: z.string().min(1).max(100) });

type Operations<Item, Create, Update> = {
  list: (db: CaseDb, actor: Actor, caseId: string) => Promise<Item[]>;
  create: (db: Kysely<CaseDatabase>, actor: Actor, caseId: string, input: Create) => Promise<Item>;
  update: (db: Kysely<CaseDatabase>, actor: Actor, caseId: string, id: string, patch: Update, ifMatch?: IfMatch) => Promise<Item>;
  remove: (db: Kysely<CaseDatabase>, actor: Actor, caseId: string, id: string, ifMatch?: IfMatch) => Promise<void>;
};

/** GET, POST, PATCH and DELETE of one record kind under /api/cases/:caseId/<path>. */
function registerItemRoutes<Item, Create, Update>(
  app: FastifyInstance,
  deps: CaseRouteDeps,
  input: {
    path: string;
    noun: string;
    // Loosely typed here (one function serves seven kinds); each kind's schemas and operations are paired at the call.
    schemas: { item: z.ZodType; list: z.ZodType; create: z.ZodType<Create>; update: z.ZodType<Update> };
    operations: Operations<Item, Create, Update>;
  },
) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['money'];
  const { path, noun, schemas, operations } = input;

  typed.get(
    `/api/cases/:caseId/${path}`,
    { schema: { tags, summary: `A case's ${noun}s`, params: caseIdParam, response: { 200: schemas.list } } },
    async (request) => ({
      items: await operations.list(db, await requireActor(callers, request), request.params.caseId),
    }),
  );

  typed.post(
    `/api/cases/:caseId/${path}`,
    { schema: { tags, summary: `Add a ${noun} to a case`, params: caseIdParam, body: schemas.create, response: { 201: schemas.item } } },
    async (request, reply) => {
      const created = await operations.create(db, await requireActor(callers, request), request.params.caseId, request.body as Create);
      return reply.status(201).send(created);
    },
  );

  typed.patch(
    `/api/cases/:caseId/${path}/:itemId`,
    {
      schema: {
        tags,
        summary: `Change the given fields of a ${noun}`,
        params: itemParams,
        body: schemas.update,
        response: { 200: schemas.item },
      },
    },
    async (request) =>
      operations.update(
        db,
        await requireActor(callers, request),
        request.params.caseId,
        request.params.itemId,
        request.body as Update,
        ifMatchOf(request),
      ),
  );

  typed.delete(
    `/api/cases/:caseId/${path}/:itemId`,
    { schema: { tags, summary: `Remove a ${noun} from a case`, params: itemParams } },
    async (request, reply) => {
      const actor = await requireActor(callers, request);
      // Money records are removed by owners and attorneys only; a provider (a contact) by any member.
      if (path !== 'providers') requirePermission(actor, 'money.delete');
      await operations.remove(db, actor, request.params.caseId, request.params.itemId, ifMatchOf(request));
      return reply.status(204).send();
    },
  );
}

export async function registerMoneyRoutes(app: FastifyInstance, deps: CaseRouteDeps) {
  registerItemRoutes(app, deps, {
    path: 'providers',
    noun: 'medical provider',
    schemas: { item: providerSchema, list: providerListResponseSchema, create: providerCreateSchema, update: providerUpdateSchema },
    operations: service.providers,
  });
  registerItemRoutes(app, deps, {
    path: 'medical-bills',
    noun: 'medical bill',
    schemas: {
      item: medicalBillSchema,
      list: medicalBillListResponseSchema,
      create: medicalBillCreateSchema,
      update: medicalBillUpdateSchema,
    },
    operations: service.medicalBills,
  });
  registerItemRoutes(app, deps, {
    path: 'lost-wages',
    noun: 'lost-wage entry',
    schemas: { item: lostWageSchema, list: lostWageListResponseSchema, create: lostWageCreateSchema, update: lostWageUpdateSchema },
    operations: service.lostWages,
  });
  registerItemRoutes(app, deps, {
    path: 'policies',
    noun: 'insurance policy',
    schemas: { item: policySchema, list: policyListResponseSchema, create: policyCreateSchema, update: policyUpdateSchema },
    operations: service.policies,
  });
  registerItemRoutes(app, deps, {
    path: 'negotiations',
    noun: 'demand or offer',
    schemas: {
      item: negotiationSchema,
      list: negotiationListResponseSchema,
      create: negotiationCreateSchema,
      update: negotiationUpdateSchema,
    },
    operations: service.negotiations,
  });
  registerItemRoutes(app, deps, {
    path: 'expenses',
    noun: 'case cost',
    schemas: { item: expenseSchema, list: expenseListResponseSchema, create: expenseCreateSchema, update: expenseUpdateSchema },
    operations: service.expenses,
  });
  registerItemRoutes(app, deps, {
    path: 'liens',
    noun: 'lien',
    schemas: { item: lienSchema, list: lienListResponseSchema, create: lienCreateSchema, update: lienUpdateSchema },
    operations: service.liens,
  });

  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['money'];

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
    async (request) => ({ feeAgreement: await service.getFeeAgreement(db, await requireActor(callers, request), request.params.caseId) }),
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
