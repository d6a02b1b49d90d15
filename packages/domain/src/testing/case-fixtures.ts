// Builders of valid entities for tests: each takes only the fields a test cares about.
import type { CaseDetail, Case } from '../cases/case-schemas.js';
import type { CaseDocument } from '../documents/document-schemas.js';
import type { Injury } from '../injuries/injury-schemas.js';
import type { Note } from '../notes/note-schemas.js';
import type { Treatment } from '../treatments/treatment-schemas.js';

const STAMP = '2024-01-01T00:00:00.000Z';

export function makeCase(overrides: Partial<Case> = {}): Case {
  return {
    id: 'case-0001-abcdef',
    caseNo: 1,
    clientName: 'Jane Doe',
    caseNumber: null,
    title: null,
    dateOpened: '2024-01-05',
    dateClosed: null,
    incidentDate: null,
    phase: 'intake',
    status: 'intake',
    caseType: 'other',
    carrier: null,
    insuranceLimits: null,
    liability: null,
    propertyDamageAmount: null,
    propertyDamageSeverity: null,
    actualSettlement: null,
    hasTreatmentGap: null,
    attorneyId: null,
    attorneyName: null,
    clientAge: null,
    clientGender: null,
    medicalCosts: null,
    lostWages: null,
    workDaysMissed: null,
    jurisdiction: null,
    state: null,
    clientDateOfBirth: null,
    dateOfDeath: null,
    archivedAt: null,
    stage: 'intake',
    notes: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeInjury(overrides: Partial<Injury> = {}): Injury {
  return {
    id: 'injury-1',
    caseId: 'case-0001-abcdef',
    type: 'Whiplash',
    bodyPart: 'Neck',
    severity: 'moderate',
    description: null,
    icdCode: null,
    dateReported: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeTreatment(overrides: Partial<Treatment> = {}): Treatment {
  return {
    id: 'treatment-1',
    caseId: 'case-0001-abcdef',
    injuryId: null,
    type: 'Physical Therapy',
    provider: 'Valley PT',
    startDate: '2024-01-10',
    endDate: null,
    notes: null,
    cost: null,
    frequency: 'weekly',
    name: null,
    cptCode: null,
    description: null,
    duration: null,
    status: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<CaseDocument> = {}): CaseDocument {
  return {
    id: 'document-1',
    caseId: 'case-0001-abcdef',
    name: 'report.pdf',
    fileType: 'application/pdf',
    size: 120,
    sizeBytes: 122_880,
    uploadedAt: STAMP,
    category: 'Uncategorized',
    url: '/api/documents/document-1',
    description: null,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 'note-1',
    caseId: 'case-0001-abcdef',
    content: 'Called client',
    author: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makeCaseDetail(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    ...makeCase(),
    injuries: [],
    treatments: [],
    documents: [],
    caseNotes: [],
    latestPrediction: null,
    money: { medicalCosts: null, medicalCostsFrom: 'case', billCount: 0, lostWages: null, lostWagesFrom: 'case', lostWageEntryCount: 0 },
    clientContact: null,
    ...overrides,
  };
}
