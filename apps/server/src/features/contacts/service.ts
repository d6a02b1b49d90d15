// The firm's contact directory: its record kind's operations (records feature), the searched list, and the check
// other features make when a record names a contact.
import {
  contactKind,
  MAX_CONTACTS_LISTED,
  type Contact,
  type ContactCreate,
  type ContactListQuery,
  type ContactListResponse,
} from '@casecast/domain';
import type { CaseDb } from '../../db/case-tables.js';
import type { Actor } from '../../http/actor.js';
import { fieldError } from '../../http/errors.js';
import * as records from '../records/repository.js';
import { recordOperations } from '../records/service.js';
import * as repo from './repository.js';

export const contacts = recordOperations<Contact, ContactCreate, Partial<ContactCreate>>(contactKind);

export async function listContacts(db: CaseDb, actor: Actor, query: ContactListQuery): Promise<ContactListResponse> {
  const ids = await repo.searchContactIds(db, actor.firmId, query);
  const shown = ids.slice(0, MAX_CONTACTS_LISTED);
  const stored = await records.listRecords(db, contactKind, { firmId: actor.firmId, caseId: null }, { ids: shown });
  // The search's order (by name, ignoring case), which the generic list does not know.
  const byId = new Map(stored.map((record) => [record.id, record as unknown as Contact]));
  return {
    items: shown.map((id) => byId.get(id)).filter((contact): contact is Contact => contact !== undefined),
    truncated: ids.length > MAX_CONTACTS_LISTED,
  };
}

/** Refuses (400 naming the field) a record that names a contact the firm does not have. */
export async function assertContactOfFirm(db: CaseDb, actor: Actor, contactId: string | null | undefined, path = 'contactId') {
  if (contactId && !(await repo.contactExists(db, actor.firmId, contactId))) throw fieldError(path, 'Contact not found in the directory');
}
