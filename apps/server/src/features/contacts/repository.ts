// SQL for the firm's contact directory beyond its record kind's own (records feature): the search of the list, and
// whether a contact is the firm's.
import { MAX_CONTACTS_LISTED, contactKind, type ContactListQuery } from '@casecast/domain';
import { sql } from 'kysely';
import type { CaseDb } from '../../db/case-tables.js';
import { selectRecords, type StoredRecord } from '../records/repository.js';

/** LIKE's wildcards typed by the user match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The contacts matching the search, by name ignoring case, at most MAX_CONTACTS_LISTED + 1 (one more says
 * "truncated"): one query, the records as the contact kind stores them.
 */
export async function searchContacts(db: CaseDb, firmId: string, query: ContactListQuery): Promise<StoredRecord[]> {
  return selectRecords(db, contactKind, { firmId, caseId: null }, (select) => {
    if (query.kind) select = select.where('kind', '=', query.kind);
    if (query.q) {
      const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
      // Phone numbers match by their digits, however they were typed: "(555) 010-2000" finds 555-010-2000.
      const digits = query.q.replace(/\D/g, '');
      select = select.where((eb) =>
        eb.or([
          eb(sql`lower(name)`, 'like', pattern),
          eb(sql`lower(coalesce(organization, ''))`, 'like', pattern),
          eb(sql`lower(coalesce(email, ''))`, 'like', pattern),
          ...(digits.length >= 3 ? [eb(sql`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`, 'like', `%${digits}%`)] : []),
        ]),
      );
    }
    return select
      .orderBy(sql`lower(name)`)
      .orderBy(sql`id`)
      .limit(MAX_CONTACTS_LISTED + 1);
  });
}

export async function contactExists(db: CaseDb, firmId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('contact').select('id').where('firm_id', '=', firmId).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The directory contact that is the case's client, or null (undefined when the case is not the firm's). */
export async function findClientContactId(db: CaseDb, firmId: string, caseId: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('legal_case')
    .select('client_contact_id')
    .where('firm_id', '=', firmId)
    .where('id', '=', caseId)
    .executeTakeFirst();
  return row ? row.client_contact_id : undefined;
}

export async function setClientContactId(db: CaseDb, firmId: string, caseId: string, contactId: string | null): Promise<void> {
  await db.updateTable('legal_case').set({ client_contact_id: contactId }).where('firm_id', '=', firmId).where('id', '=', caseId).execute();
}

/**
 * A client already in the directory under this name with this email or phone (digits compared), for an import that
 * must not file the same client twice; undefined when there is none.
 */
export async function findClientContactByDetails(
  db: CaseDb,
  firmId: string,
  details: { name: string; email: string | null; phone: string | null },
): Promise<string | undefined> {
  const digits = (details.phone ?? '').replace(/\D/g, '');
  let query = db
    .selectFrom('contact')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('kind', '=', 'client')
    .where(sql`lower(name)`, '=', details.name.toLowerCase());
  // Without an email or a phone number to tell two namesakes apart, the name alone finds the client.
  if (details.email || digits.length >= 7)
    query = query.where((eb) =>
      eb.or([
        ...(details.email ? [eb(sql`lower(email)`, '=', details.email.toLowerCase())] : []),
        ...(digits.length >= 7 ? [eb(sql`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`, '=', digits)] : []),
      ]),
    );
  const row = await query.orderBy('created_at').executeTakeFirst();
  return row?.id;
}
