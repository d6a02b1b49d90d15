// The money API of a case beyond its record lists (those come from each kind's definition): the fee agreement and
// the financial totals.
import { defineEndpoint } from '../shared/endpoint.js';
import { feeAgreementInputSchema, feeAgreementResponseSchema, feeAgreementSchema, financialsSchema } from './money-schemas.js';

const tags = ['money'];

export const moneyEndpoints = {
  feeAgreement: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/fee-agreement',
    tags,
    summary: "The case's fee agreement (null when none is set)",
    response: feeAgreementResponseSchema,
  }),
  saveFeeAgreement: defineEndpoint({
    method: 'PUT',
    path: '/api/cases/:caseId/fee-agreement',
    tags,
    summary: "Set the case's fee agreement (percentage, litigation step-up, gross or net)",
    body: feeAgreementInputSchema,
    response: feeAgreementSchema,
  }),
  financials: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/financials',
    tags,
    summary: 'Medical totals, lost wages, costs, liens, and the last demand and offer',
    response: financialsSchema,
  }),
};
