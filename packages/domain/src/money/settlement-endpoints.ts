// The settlement (closing) statement API: the statement as JSON and as the PDF the route streams itself.
import { defineEndpoint } from '../shared/endpoint.js';
import { settlementStatementReadSchema } from './settlement-statement-api.js';

const tags = ['settlement'];

export const settlementEndpoints = {
  statement: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/settlement-statement',
    tags,
    summary:
      'The settlement (closing) statement: gross, fee, reimbursed costs, liens, unpaid medical balances and net to client ("none yet" without a settlement amount)',
    response: settlementStatementReadSchema,
  }),
  statementPdf: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/settlement-statement.pdf',
    tags,
    summary: 'The settlement statement as a PDF; a changed statement is stored as a new version among the case documents',
  }),
};
