// The deadlines API: a case's deadlines (computed and custom), the firm's upcoming ones, and the limitation rules
// they come from, with the check and the confirmation after a rule change.
import { z } from 'zod';
import { defineEndpoint } from '../shared/endpoint.js';
import {
  deadlineCreateSchema,
  deadlineListResponseSchema,
  deadlineSchema,
  deadlineUpdateSchema,
  upcomingDeadlinesQuerySchema,
  upcomingDeadlinesResponseSchema,
} from './deadline-schemas.js';
import { caseDatesConfirmationSchema, ruleCheckResponseSchema, ruleTableResponseSchema } from './rule-changes.js';

const tags = ['deadlines'];
const noBody = z.object({}).nullish();

export const deadlineEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/deadlines',
    tags,
    summary:
      "A case's deadlines (computed statute of limitations and notice of claim, and custom ones), soonest first; dates to verify, not legal advice",
    response: deadlineListResponseSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/deadlines',
    tags,
    summary: 'Add a custom deadline to a case',
    body: deadlineCreateSchema,
    response: deadlineSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/cases/:caseId/deadlines/:deadlineId',
    tags,
    summary: 'Confirm a deadline, override its date (with a reason), mark it met or dismissed, or change a custom one',
    body: deadlineUpdateSchema,
    response: deadlineSchema,
  }),
  upcoming: defineEndpoint({
    method: 'GET',
    path: '/api/deadlines/upcoming',
    tags,
    summary:
      "The firm's open limitation and notice deadlines due in the next `days` days (overdue included), and open cases without a limitation date",
    query: upcomingDeadlinesQuerySchema,
    response: upcomingDeadlinesResponseSchema,
  }),
  rules: defineEndpoint({
    method: 'GET',
    path: '/api/rules',
    tags,
    summary:
      "Every limitation rule the firm's computed dates come from, with citation, dates, verification and the re-verify flag (owners)",
    response: ruleTableResponseSchema,
  }),
  checkRules: defineEndpoint({
    method: 'POST',
    path: '/api/rules/check',
    tags,
    summary:
      "Compare the firm's open cases with the current rule tables now; moved dates are listed to confirm again (owners and attorneys)",
    body: noBody,
    response: ruleCheckResponseSchema,
  }),
  confirmDates: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/confirm-dates',
    tags,
    summary:
      "Confirm the case's computed dates after a rule change moved them (owners and attorneys); 409 when there is nothing to confirm",
    body: noBody,
    response: caseDatesConfirmationSchema,
  }),
};
