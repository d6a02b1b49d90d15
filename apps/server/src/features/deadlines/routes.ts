// /api/cases/:caseId/deadlines and /api/deadlines/upcoming: thin routes over the deadline service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  caseDatesConfirmationSchema,
  deadlineCreateSchema,
  deadlineListResponseSchema,
  deadlineSchema,
  deadlineUpdateSchema,
  upcomingDeadlinesQuerySchema,
  upcomingDeadlinesResponseSchema,
  ruleCheckResponseSchema,
  ruleTableResponseSchema,
} from '@casecast/domain';
import { requireActor, type CallerResolver } from '../../auth/caller.js';
import { caseIdParam } from '../../http/params.js';
import * as service from './service.js';
import { ifMatchOf } from '../../http/preconditions.js';
import * as ruleChanges from './rule-change-service.js';
import type { Database } from '../../db/schema.js';

const deadlineParams = caseIdParam.extend({ deadlineId: z.string().min(1).max(100) });

export async function registerDeadlineRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; callers: CallerResolver }) {
  const { db, callers } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['deadlines'];

  typed.get(
    '/api/cases/:caseId/deadlines',
    {
      schema: {
        tags,
        summary:
          "A case's deadlines (computed statute of limitations and notice of claim, and custom ones), soonest first; dates to verify, not legal advice",
        params: caseIdParam,
        response: { 200: deadlineListResponseSchema },
      },
    },
    async (request) => service.listDeadlines(db, await requireActor(callers, request), request.params.caseId),
  );

  typed.post(
    '/api/cases/:caseId/deadlines',
    {
      schema: {
        tags,
        summary: 'Add a custom deadline to a case',
        params: caseIdParam,
        body: deadlineCreateSchema,
        response: { 201: deadlineSchema },
      },
    },
    async (request, reply) => {
      const created = await service.createDeadline(db, await requireActor(callers, request), request.params.caseId, request.body);
      return reply.status(201).send(created);
    },
  );

  typed.patch(
    '/api/cases/:caseId/deadlines/:deadlineId',
    {
      schema: {
        tags,
        summary: 'Confirm a deadline, override its date (with a reason), mark it met or dismissed, or change a custom one',
        params: deadlineParams,
        body: deadlineUpdateSchema,
        response: { 200: deadlineSchema },
      },
    },
    async (request) =>
      service.updateDeadline(
        db,
        await requireActor(callers, request),
        request.params.caseId,
        request.params.deadlineId,
        request.body,
        ifMatchOf(request),
      ),
  );

  typed.get(
    '/api/deadlines/upcoming',
    {
      schema: {
        tags,
        summary:
          "The firm's open limitation and notice deadlines due in the next `days` days (overdue included), and open cases without a limitation date",
        querystring: upcomingDeadlinesQuerySchema,
        response: { 200: upcomingDeadlinesResponseSchema },
      },
    },
    async (request) => service.listUpcomingDeadlines(db, await requireActor(callers, request), request.query),
  );

  // Rule changes: the rules page, the check against the current tables, and confirming the dates a change moved.
  const noBody = z.object({}).nullish();
  typed.get(
    '/api/rules',
    {
      schema: {
        tags,
        summary:
          "Every limitation rule the firm's computed dates come from, with citation, dates, verification and the re-verify flag (owners)",
        response: { 200: ruleTableResponseSchema },
      },
    },
    async (request) => ruleChanges.listRuleTable(db, await requireActor(callers, request)),
  );

  typed.post(
    '/api/rules/check',
    {
      schema: {
        tags,
        summary:
          "Compare the firm's open cases with the current rule tables now; moved dates are listed to confirm again (owners and attorneys)",
        body: noBody,
        response: { 200: ruleCheckResponseSchema },
      },
    },
    async (request) => ruleChanges.checkFirmRuleChanges(db, await requireActor(callers, request)),
  );

  typed.post(
    '/api/cases/:caseId/confirm-dates',
    {
      schema: {
        tags,
        summary:
          "Confirm the case's computed dates after a rule change moved them (owners and attorneys); 409 when there is nothing to confirm",
        params: caseIdParam,
        body: noBody,
        response: { 200: caseDatesConfirmationSchema },
      },
    },
    async (request) => ruleChanges.confirmCaseDates(db, await requireActor(callers, request), request.params.caseId),
  );
}
