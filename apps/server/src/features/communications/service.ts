// The communications log of a case: its record kind's operations (records feature) with the checks that need other
// records (the contact is the firm's, the attachments are the case's documents), the log of a case and of a
// contact, and the communications the case timeline shows.
import {
  communicationKind,
  contactKind,
  MAX_COMMUNICATIONS_LISTED,
  PORTAL_MESSAGE_LOGGED_MESSAGE,
  type Communication,
  type CommunicationCreate,
  type Contact,
  type CommunicationListResponse,
  type ContactCommunication,
  type ContactCommunicationListResponse,
} from '@casecast/domain';
import type { Db } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { fieldError, notFound } from '../../http/errors.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import { assertContactOfFirm } from '../contacts/service.js';
import * as contacts from '../contacts/repository.js';
import * as records from '../records/repository.js';
import { recordOperations } from '../records/service.js';
import * as repo from './repository.js';

/** The checks every communication passes, whoever writes it. */
const checkReferences = async (trx: Db, actor: Actor, caseId: string | null, next: Communication) => {
  await assertContactOfFirm(trx, actor, next.contactId);
  // Only the attachments the change adds are checked: one whose document was deleted since stays harmlessly,
  // so the rest of the communication can still be edited.
  const stored = next.id ? await records.findRecord(trx, communicationKind, { firmId: actor.firmId, caseId }, next.id) : undefined;
  const before = new Set((stored?.documentIds as string[] | undefined) ?? []);
  const added = next.documentIds.filter((id) => !before.has(id));
  const found = await repo.findDocuments(trx, actor.firmId, added);
  const onCase = new Set(found.filter((document) => document.caseId === caseId).map((document) => document.id));
  if (added.some((id) => !onCase.has(id))) throw fieldError('documentIds', 'Attachment not found among the documents of this case');
};

/** The log as members write it: a portal message is never logged or changed by hand (what the client wrote stays as written). */
export const communications = recordOperations<Communication, CommunicationCreate, Partial<CommunicationCreate>>(communicationKind, {
  check: async (trx, actor, caseId, next) => {
    if (next.kind === 'portal') throw fieldError('kind', PORTAL_MESSAGE_LOGGED_MESSAGE);
    await checkReferences(trx, actor, caseId, next);
  },
});

/** Portal messages, written only by the client portal (the client's) and the case's Portal tab (the firm's replies). */
export const portalMessages = recordOperations<Communication, CommunicationCreate, Partial<CommunicationCreate>>(communicationKind, {
  check: checkReferences,
});

async function toEntries(db: Db, firmId: string, rows: readonly repo.CommunicationRow[]) {
  const documents = new Map(
    (await repo.findDocuments(db, firmId, [...new Set(rows.flatMap((row) => row.documentIds))])).map((document) => [document.id, document]),
  );
  return rows.map((row) => {
    const { caseNo, clientName, contactKind: kind, contactName, contactOrganization, contactPhone, contactEmail, ...stored } = row;
    const entry: ContactCommunication = {
      ...(stored as unknown as Communication),
      occurredAt: new Date(row.occurredAt).toISOString(),
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
      contact:
        row.contactId && contactName !== null
          ? {
              id: row.contactId,
              kind: kind as Contact['kind'],
              name: contactName,
              organization: contactOrganization,
              phone: contactPhone,
              email: contactEmail,
            }
          : null,
      // A document of the same case, still there (a deleted one is no longer listed).
      documents: row.documentIds
        .map((id) => documents.get(id))
        .flatMap((document) =>
          document && document.caseId === row.caseId ? [{ id: document.id, name: document.name, url: document.url }] : [],
        ),
      caseNo,
      clientName,
    };
    return entry;
  });
}

/** GET /api/cases/:caseId/communications: the case's log, newest first. */
export async function listCaseCommunications(db: Db, actor: Actor, caseId: string): Promise<CommunicationListResponse> {
  if (!(await cases.caseExists(db, actor.firmId, caseId))) throw caseNotFound();
  const rows = await repo.listCommunicationRows(db, actor.firmId, { caseId }, MAX_COMMUNICATIONS_LISTED + 1);
  const items = await toEntries(db, actor.firmId, rows.slice(0, MAX_COMMUNICATIONS_LISTED));
  return { items, truncated: rows.length > MAX_COMMUNICATIONS_LISTED };
}

/** GET /api/contacts/:itemId/communications: the contact's communications across the firm's cases, newest first. */
export async function listContactCommunications(db: Db, actor: Actor, contactId: string): Promise<ContactCommunicationListResponse> {
  if (!(await contacts.contactExists(db, actor.firmId, contactId))) throw notFound(contactKind.notFoundMessage);
  const rows = await repo.listCommunicationRows(db, actor.firmId, { contactId }, MAX_COMMUNICATIONS_LISTED + 1);
  const items = await toEntries(db, actor.firmId, rows.slice(0, MAX_COMMUNICATIONS_LISTED));
  return { items, truncated: rows.length > MAX_COMMUNICATIONS_LISTED };
}

/** The case's communications as its timeline tells them (the case is already the caller's). */
export async function listCommunicationsForTimeline(db: Db, firmId: string, caseId: string) {
  const rows = await repo.listCommunicationRows(db, firmId, { caseId }, MAX_COMMUNICATIONS_LISTED);
  return rows.map((row) => ({
    id: row.id,
    occurredAt: new Date(row.occurredAt).toISOString(),
    kind: row.kind as Communication['kind'],
    direction: row.direction as Communication['direction'],
    contact: row.contactName === null ? null : { name: row.contactName, organization: row.contactOrganization },
    counterpart: row.counterpart,
    subject: row.subject,
    summary: row.summary,
  }));
}
