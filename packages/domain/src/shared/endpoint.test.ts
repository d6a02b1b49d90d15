import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { attorneyEndpoints } from '../attorneys/attorney-endpoints.js';
import { auditEndpoints } from '../audit/audit-endpoints.js';
import { calendarEndpoints } from '../calendar/calendar-endpoints.js';
import { caseEndpoints } from '../cases/case-endpoints.js';
import { caseFileEndpoints } from '../cases/case-file-endpoints.js';
import { caseImportEndpoints } from '../cases/case-import-endpoints.js';
import { caseLifecycleEndpoints } from '../cases/case-lifecycle-endpoints.js';
import { firmTransferEndpoints } from '../cases/firm-transfer-endpoints.js';
import { chronologyEndpoints } from '../chronology/chronology-endpoints.js';
import { communicationEndpoints } from '../communications/communication-endpoints.js';
import { inboundEmailEndpoints } from '../communications/inbound-email-endpoints.js';
import { contactEndpoints } from '../contacts/contact-endpoints.js';
import { deadlineEndpoints } from '../deadlines/deadline-endpoints.js';
import { documentEndpoints } from '../documents/document-endpoints.js';
import { letterEndpoints } from '../letters/letter-endpoints.js';
import { firmEndpoints } from '../firms/firm-endpoints.js';
import { healthEndpoints } from '../health-endpoints.js';
import { analyticsEndpoints, attorneyMetricsEndpoints, dashboardEndpoints } from '../metrics/metrics-endpoints.js';
import { demandPackageEndpoints } from '../money/demand-package-endpoints.js';
import { moneyEndpoints } from '../money/money-endpoints.js';
import { settlementEndpoints } from '../money/settlement-endpoints.js';
import { portalEndpoints } from '../portal/portal-endpoints.js';
import { predictionEndpoints } from '../predictions/prediction-endpoints.js';
import { reminderEndpoints } from '../reminders/reminder-endpoints.js';
import { searchEndpoints } from '../search/search-endpoints.js';
import { signatureEndpoints } from '../signatures/signature-endpoints.js';
import { taskEndpoints } from '../tasks/task-endpoints.js';
import { waitlistEndpoints } from '../waitlist-endpoints.js';
import { eventKind } from '../calendar/event-schemas.js';
import { communicationKind } from '../communications/communication-schemas.js';
import { contactKind } from '../contacts/contact-schemas.js';
import { injuryKind } from '../injuries/injury-schemas.js';
import { letterTemplateKind } from '../letters/letter-templates.js';
import { expenseKind, lienKind, lostWageKind, medicalBillKind, negotiationKind, policyKind, providerKind } from '../money/money-schemas.js';
import { noteKind } from '../notes/note-schemas.js';
import { partyKind } from '../parties/party-schemas.js';
import { treatmentKind } from '../treatments/treatment-schemas.js';
import { defineEndpoint, endpointUrl, type Endpoint } from './endpoint.js';
import { recordEndpoints } from './record-endpoints.js';

describe('defineEndpoint', () => {
  it('makes every :name of the path a bounded id, and answers 204 for a change with no response', () => {
    const remove = defineEndpoint({ method: 'DELETE', path: '/api/cases/:caseId/items/:itemId', tags: ['t'], summary: 'Remove' });
    expect(remove.status).toBe(204);
    expect(remove.params.parse({ caseId: 'c1', itemId: 'i1' })).toEqual({ caseId: 'c1', itemId: 'i1' });
    expect(remove.params.safeParse({ caseId: 'c1', itemId: '' }).success).toBe(false);
    expect(remove.params.safeParse({ caseId: 'x'.repeat(101), itemId: 'i1' }).success).toBe(false);
    const read = defineEndpoint({ method: 'GET', path: '/api/things', tags: ['t'], summary: 'Read', response: z.object({}) });
    expect(read.status).toBe(200);
  });
});

describe('endpointUrl', () => {
  it('puts each param into the path encoded, and the set query values after it', () => {
    expect(endpointUrl(predictionEndpoints.latest, { caseId: 'a/b c' })).toBe('/api/cases/a%2Fb%20c/predictions/latest');
    expect(endpointUrl(portalEndpoints.upload, { caseId: 'c1' }, { requestId: undefined })).toBe('/api/portal/cases/c1/documents');
    expect(endpointUrl(portalEndpoints.upload, { caseId: 'c1' }, { requestId: 'r 1' })).toBe(
      '/api/portal/cases/c1/documents?requestId=r+1',
    );
    expect(endpointUrl({ path: '/api/x' }, {}, { tag: ['a', 'b'], n: 2 })).toBe('/api/x?tag=a&tag=b&n=2');
  });

  it('refuses a call that names no value for a param', () => {
    expect(() => endpointUrl(chronologyEndpoints.editLine, { caseId: 'c1' })).toThrow('names no lineId');
  });
});

describe('the API contract', () => {
  const all: [string, Endpoint][] = [
    predictionEndpoints,
    portalEndpoints,
    signatureEndpoints,
    chronologyEndpoints,
    deadlineEndpoints,
    reminderEndpoints,
    calendarEndpoints,
    dashboardEndpoints,
    analyticsEndpoints,
    attorneyMetricsEndpoints,
    taskEndpoints,
    moneyEndpoints,
    settlementEndpoints,
    demandPackageEndpoints,
    auditEndpoints,
    attorneyEndpoints,
    searchEndpoints,
    caseFileEndpoints,
    documentEndpoints,
    letterEndpoints,
    caseLifecycleEndpoints,
    caseEndpoints,
    contactEndpoints,
    communicationEndpoints,
    firmEndpoints,
    caseImportEndpoints,
    waitlistEndpoints,
    healthEndpoints,
    firmTransferEndpoints,
    inboundEmailEndpoints,
  ].flatMap((group) => Object.entries(group as Record<string, Endpoint>));

  it('has one endpoint per method and path', () => {
    const keys = all.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  const recordKinds = [
    providerKind,
    medicalBillKind,
    lostWageKind,
    policyKind,
    negotiationKind,
    expenseKind,
    lienKind,
    communicationKind,
    letterTemplateKind,
    partyKind,
    noteKind,
    contactKind,
    treatmentKind,
    injuryKind,
    eventKind,
  ];

  /** The fields of each item of a list response `{ items: [...] }`. */
  const itemFields = (response: unknown) => {
    const items = (response as z.ZodObject<{ items: z.ZodArray<z.ZodObject> }>).shape.items;
    return Object.keys(items.element.shape);
  };

  it("gives each record kind paths of its own; a feature serving a kind's list itself answers with the kind's list", () => {
    const features = new Map(all.map(([, endpoint]) => [`${endpoint.method} ${endpoint.path}`, endpoint]));
    const seen = new Set<string>();
    const servedByFeature: string[] = [];
    for (const kind of recordKinds) {
      for (const endpoint of Object.values(recordEndpoints(kind)) as Endpoint[]) {
        const key = `${endpoint.method} ${endpoint.path}`;
        expect(seen.has(key), `${key} belongs to two record kinds`).toBe(false);
        seen.add(key);
        const feature = features.get(key);
        if (!feature) continue;
        servedByFeature.push(key);
        // A kind's list served by its feature (a search, a filter, the first-time defaults) gives at least the kind's
        // fields for each item, so a client reading the kind's list reads it too.
        expect(endpoint.method, `${key} is a record kind's and a feature's`).toBe('GET');
        expect(itemFields(feature.response), `${key} leaves out fields of the ${kind.noun} list`).toEqual(
          expect.arrayContaining(Object.keys(kind.schema.shape)),
        );
      }
    }
    expect(servedByFeature.sort()).toEqual([
      'GET /api/cases/:caseId/communications',
      'GET /api/contacts',
      'GET /api/events',
      'GET /api/firm/templates',
    ]);
  });

  it("reads a case's predictions under one path family", () => {
    const caseReads = Object.values(predictionEndpoints).filter((endpoint) => endpoint.path.startsWith('/api/cases/'));
    expect(caseReads.length).toBeGreaterThan(0);
    for (const endpoint of caseReads) expect(endpoint.path).toMatch(/^\/api\/cases\/:caseId\/predictions(\/|$)/);
  });
});
