// The demand package API: the firm's demand letter template, and the demand package PDF and demand letter Word file
// the routes stream themselves.
import { defineEndpoint } from '../shared/endpoint.js';
import { demandPackageQuerySchema, demandTemplateResponseSchema, demandTemplateUpdateSchema } from './demand-template.js';

const tags = ['demand package'];

export const demandPackageEndpoints = {
  template: defineEndpoint({
    method: 'GET',
    path: '/api/firm/demand-template',
    tags,
    summary: "The firm's demand letter template (the default until an owner saves one) and its placeholders",
    response: demandTemplateResponseSchema,
  }),
  saveTemplate: defineEndpoint({
    method: 'PUT',
    path: '/api/firm/demand-template',
    tags,
    summary: "Change the firm's demand letter template (owners); unknown {{placeholders}} are refused",
    body: demandTemplateUpdateSchema,
    response: demandTemplateResponseSchema,
  }),
  packagePdf: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/demand-package.pdf',
    tags,
    summary:
      'The demand package PDF from the firm template: ?version=client (default; the letter that leaves the firm, kept as a case document) or internal (adds the valuation; owners and attorneys; not stored)',
    query: demandPackageQuerySchema,
  }),
  letterDocx: defineEndpoint({
    method: 'GET',
    path: '/api/cases/:caseId/demand-letter.docx',
    tags,
    summary: "The demand letter that leaves the firm as a Word file (the firm's template filled from the case), to edit before sending",
  }),
};
