// SQL for the communications log beyond its record kind's own (records feature): the log of a case or of a contact,
// newest first, with the contact and the case it names, and the case's documents a communication attaches.
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { contentUrl } from '../documents/repository.js';

export type CommunicationRow = {
  id: string;
  caseId: string;
  kind: string;
  direction: string;
  occurredAt: Date;
  contactId: string | null;
  counterpart: string | null;
  subject: string | null;
  summary: string;
  documentIds: string[];
  followUpOn: string | null;
  createdAt: Date;
  updatedAt: Date;
  caseNo: number;
  clientName: string;
  contactKind: string | null;
  contactName: string | null;
  contactOrganization: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
};

/**
 * The communications of one case or of one contact (across the firm's cases), newest first, at most `limit`.
 * Only the caller's firm is read; a contact removed from the directory no longer names its communications.
 */
export async function listCommunicationRows(
  db: Db,
  firmId: string,
  of: { caseId: string } | { contactId: string },
  limit: number,
): Promise<CommunicationRow[]> {
  let query = db
    .selectFrom('case_communication as m')
    .innerJoin('legal_case as c', (join) => join.onRef('c.firm_id', '=', 'm.firm_id').onRef('c.id', '=', 'm.case_id'))
    .leftJoin('contact as p', (join) => join.onRef('p.firm_id', '=', 'm.firm_id').onRef('p.id', '=', 'm.contact_id'))
    .select([
      'm.id',
      'm.case_id as caseId',
      'm.kind',
      'm.direction',
      'm.occurred_at as occurredAt',
      'm.contact_id as contactId',
      'm.counterpart',
      'm.subject',
      'm.summary',
      'm.document_ids as documentIds',
      sql<string | null>`to_char(m.follow_up_on, 'YYYY-MM-DD')`.as('followUpOn'),
      'm.created_at as createdAt',
      'm.updated_at as updatedAt',
      'c.case_no as caseNo',
      'c.client_name as clientName',
      'p.kind as contactKind',
      'p.name as contactName',
      'p.organization as contactOrganization',
      'p.phone as contactPhone',
      'p.email as contactEmail',
    ])
    .where('m.firm_id', '=', firmId);
  query = 'caseId' in of ? query.where('m.case_id', '=', of.caseId) : query.where('m.contact_id', '=', of.contactId);
  const rows = await query.orderBy('m.occurred_at', 'desc').orderBy('m.created_at', 'desc').orderBy('m.id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ ...row, caseNo: Number(row.caseNo) })) as CommunicationRow[];
}

/** The documents of the firm among `ids`, with their case, names and where they open. */
export async function findDocuments(
  db: Db,
  firmId: string,
  ids: readonly string[],
): Promise<Array<{ id: string; caseId: string; name: string; url: string }>> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('case_document')
    .select(['id', 'case_id', 'file_name'])
    .where('firm_id', '=', firmId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => ({ id: row.id, caseId: row.case_id, name: row.file_name, url: contentUrl(row.id) }));
}
