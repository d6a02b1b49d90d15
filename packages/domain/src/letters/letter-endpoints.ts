// The letters API beyond the template records (those come from the kind's definition): the firm's templates listed,
// a template previewed against a case, and a letter made on a case and filed among its documents.
import { defineEndpoint } from '../shared/endpoint.js';
import {
  generatedLetterSchema,
  generateLetterInputSchema,
  letterPreviewSchema,
  letterTemplateKind,
  previewLetterInputSchema,
} from './letter-templates.js';

const tags = ['letters'];

export const letterEndpoints = {
  templates: defineEndpoint({
    method: 'GET',
    path: '/api/firm/templates',
    tags,
    summary: "The firm's letter templates, by name (the five default letters the first time they are listed)",
    response: letterTemplateKind.listSchema,
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/api/firm/templates/:templateId/preview',
    tags,
    summary: "A letter template's text filled from a case (and the provider or lien picked)",
    body: previewLetterInputSchema,
    response: letterPreviewSchema,
  }),
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/cases/:caseId/letters',
    tags,
    summary:
      'Make a letter from a firm template as a PDF or Word file, filed among the case documents (Correspondence) and logged as an outbound letter; the same letter again within minutes returns the one filed (200)',
    body: generateLetterInputSchema,
    response: generatedLetterSchema,
    status: 201,
    otherStatuses: [200],
  }),
};
