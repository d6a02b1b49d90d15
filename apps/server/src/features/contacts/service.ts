// The firm's contact directory: its record kind's operations (records feature), the searched list, and the check
// other features make when a record names a contact.
import {
  contactKind,
  hasClientContactDetails,
  type CaseClientContactInput,
  type ClientContactDetails,
  MAX_CONTACTS_LISTED,
  type Contact,
  type ContactCreate,
  type ContactListQuery,
  type ContactListResponse,
} from '@casecast/domain';
import type { Kysely } from 'kysely';
import type { CaseDatabase, CaseDb } from '../../db/case-tables.js';
import type { Actor } from '../../http/actor.js';
import { fieldError } from '../../http/errors.js';
import * as audit from '../audit/service.js';
import * as cases from '../cases/repository.js';
import { caseNotFound } from '../cases/service.js';
import * as records from '../records/repository.js';
import { recordOperations } from '../records/service.js';
import * as repo from './repository.js';

export const contacts = recordOperations<Contact, ContactCreate, Partial<ContactCreate>>(contactKind);

export async function listContacts(db: CaseDb, actor: Actor, query: ContactListQuery): Promise<ContactListResponse> {
  const found = (await repo.searchContacts(db, actor.firmId, query)) as unknown as Contact[];
  return { items: found.slice(0, MAX_CONTACTS_LISTED), truncated: found.length > MAX_CONTACTS_LISTED };
}

/** Refuses (400 naming the field) a record that names a contact the firm does not have. */
export async function assertContactOfFirm(db: CaseDb, actor: Actor, contactId: string | null | undefined, path = 'contactId') {
  if (contactId && !(await repo.contactExists(db, actor.firmId, contactId))) throw fieldError(path, 'Contact not found in the directory');
}

// ---------------------------------------------------------------- the case's client

/** The case's client as a directory contact, or null; a case of another firm is a 404. */
export async function getClientContact(db: CaseDb, actor: Actor, caseId: string): Promise<Contact | null> {
  const contactId = await repo.findClientContactId(db, actor.firmId, caseId);
  if (contactId === undefined) throw caseNotFound();
  if (contactId === null) return null;
  const [stored] = await records.listRecords(db, contactKind, { firmId: actor.firmId, caseId: null }, { ids: [contactId] });
  return (stored as unknown as Contact | undefined) ?? null;
}

async function linkIn(trx: CaseDb, actor: Actor, caseId: string, contactId: string | null): Promise<void> {
  const before = await repo.findClientContactId(trx, actor.firmId, caseId);
  if (before === undefined) throw caseNotFound();
  if (before === contactId) return;
  await repo.setClientContactId(trx, actor.firmId, caseId, contactId);
  await audit.recordChange(trx, actor, {
    caseId,
    entityType: 'case',
    entityId: caseId,
    before: { clientContactId: before },
    after: { clientContactId: contactId },
  });
}

/**
 * A new case's client contact, in the creating transaction: the details typed at intake filed as a client named
 * after the case's client, or a directory contact named by id (a returning client). Nothing when neither is given.
 */
export async function attachNewCaseClient(
  trx: CaseDb,
  actor: Actor,
  caseId: string,
  input: { clientName: string; clientContact?: ClientContactDetails | undefined; clientContactId?: string | undefined },
): Promise<void> {
  if (input.clientContactId) {
    await assertContactOfFirm(trx, actor, input.clientContactId, 'clientContactId');
    await linkIn(trx, actor, caseId, input.clientContactId);
  } else if (hasClientContactDetails(input.clientContact)) {
    const created = await contacts.insert(trx, actor, null, { kind: 'client', name: input.clientName, ...input.clientContact });
    await linkIn(trx, actor, caseId, created.id);
  }
}

/**
 * An imported case's client in the directory: the client already filed under this name with this email or phone, or
 * a new entry with the imported details. Called once per imported row in the import's transaction.
 */
export async function attachImportedClient(
  trx: CaseDb,
  actor: Actor,
  caseId: string,
  client: { name: string; phone: string | null; email: string | null; address: string | null },
): Promise<void> {
  const found = await repo.findClientContactByDetails(trx, actor.firmId, client);
  const contactId = found ?? (await contacts.insert(trx, actor, null, { kind: 'client', ...client })).id;
  await linkIn(trx, actor, caseId, contactId);
}

/** PUT /api/cases/{id}/client-contact: names the directory contact who is the case's client, or none. */
export async function setClientContact(
  db: Kysely<CaseDatabase>,
  actor: Actor,
  caseId: string,
  input: CaseClientContactInput,
): Promise<Contact | null> {
  return db.transaction().execute(async (trx) => {
    if (!(await cases.findCaseForUpdate(trx, actor.firmId, caseId))) throw caseNotFound();
    await assertContactOfFirm(trx, actor, input.contactId);
    await linkIn(trx, actor, caseId, input.contactId);
    return getClientContact(trx, actor, caseId);
  });
}
