import { describe, expect, it } from 'vitest';
import { contactKind } from '../contacts/contact-schemas.js';
import { providerKind } from '../money/money-schemas.js';
import { treatmentKind } from '../treatments/treatment-schemas.js';
import { endpointUrl } from './endpoint.js';
import { recordEndpoints } from './record-endpoints.js';

const routes = (endpoints: ReturnType<typeof recordEndpoints>) =>
  Object.values(endpoints).map(({ method, path, status }) => `${method} ${path} ${status}`);

describe('recordEndpoints', () => {
  it('serves a case kind under its case', () => {
    expect(routes(recordEndpoints(providerKind))).toEqual([
      'GET /api/cases/:caseId/providers 200',
      'POST /api/cases/:caseId/providers 201',
      'PATCH /api/cases/:caseId/providers/:itemId 200',
      'DELETE /api/cases/:caseId/providers/:itemId 204',
    ]);
  });

  it("changes a flat case kind's records at its own path, and answers a create as { data } when the kind says so", () => {
    const endpoints = recordEndpoints(treatmentKind);
    expect(routes(endpoints).slice(2)).toEqual(['PATCH /api/treatments/:itemId 200', 'DELETE /api/treatments/:itemId 204']);
    expect(endpointUrl(endpoints.update, { caseId: 'c1', itemId: 't 1' })).toBe('/api/treatments/t%201');
    expect(Object.keys((endpoints.create.response as { shape: object }).shape)).toEqual(['data']);
  });

  it("serves a firm kind at the firm's path, grouped by the tags given", () => {
    const endpoints = recordEndpoints(contactKind, ['contacts']);
    expect(routes(endpoints)).toEqual([
      'GET /api/contacts 200',
      'POST /api/contacts 201',
      'PATCH /api/contacts/:itemId 200',
      'DELETE /api/contacts/:itemId 204',
    ]);
    expect(endpoints.list.summary).toBe('The contact records');
    expect(endpoints.create.summary).toBe('Add a contact');
    expect(endpoints.remove.tags).toEqual(['contacts']);
  });
});
