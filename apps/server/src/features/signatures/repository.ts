// SQL of e-signature: signature requests and their signers (every query by firm, except finding a signer by the
// hash of a link's token, which is how the public signing page finds its firm), and the firm's signing key.
import { sql, type Selectable } from 'kysely';
import type { Database, Db } from '../../db/schema.js';

export type RequestRow = Selectable<Database['signature_request']>;
export type SignerRow = Selectable<Database['signature_signer']>;

export async function insertRequest(
  db: Db,
  values: {
    firmId: string;
    caseId: string;
    documentId: string;
    documentName: string;
    documentSha256: string;
    feeAgreement: boolean;
    sentBy: string | null;
    sentByName: string | null;
    expiresAt: Date;
    now: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('signature_request')
    .values({
      firm_id: values.firmId,
      case_id: values.caseId,
      document_id: values.documentId,
      document_name: values.documentName,
      document_sha256: values.documentSha256,
      fee_agreement: values.feeAgreement,
      sent_by: values.sentBy,
      sent_by_name: values.sentByName,
      expires_at: values.expiresAt,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertSigner(
  db: Db,
  values: { firmId: string; requestId: string; position: number; name: string; email: string; tokenHash: string; sentAt: Date },
): Promise<void> {
  await db
    .insertInto('signature_signer')
    .values({
      firm_id: values.firmId,
      request_id: values.requestId,
      position: values.position,
      name: values.name,
      email: values.email,
      token_hash: values.tokenHash,
      sent_at: values.sentAt,
    })
    .execute();
}

export async function findRequest(db: Db, firmId: string, id: string, { forUpdate = false } = {}): Promise<RequestRow | undefined> {
  let query = db.selectFrom('signature_request').selectAll().where('firm_id', '=', firmId).where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function listRequestsForCase(db: Db, firmId: string, caseId: string): Promise<RequestRow[]> {
  return db
    .selectFrom('signature_request')
    .selectAll()
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
}

export async function listSigners(db: Db, firmId: string, requestIds: readonly string[]): Promise<SignerRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .selectFrom('signature_signer')
    .selectAll()
    .where('firm_id', '=', firmId)
    .where('request_id', 'in', requestIds)
    .orderBy('request_id')
    .orderBy('position')
    .execute();
}

/** The signer a link's token belongs to (by its hash), with the request and the firm's name. */
export async function findSignerByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('signature_signer as s')
    .innerJoin('signature_request as r', (join) => join.onRef('r.firm_id', '=', 's.firm_id').onRef('r.id', '=', 's.request_id'))
    .innerJoin('firm as f', 'f.id', 's.firm_id')
    .select(['s.firm_id as firmId', 's.id as signerId', 's.request_id as requestId', 'f.name as firmName'])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function updateSigner(db: Db, firmId: string, id: string, values: Partial<Omit<SignerRow, 'firm_id' | 'id' | 'request_id'>>) {
  await db.updateTable('signature_signer').set(values).where('firm_id', '=', firmId).where('id', '=', id).execute();
}

export async function updateRequest(
  db: Db,
  firmId: string,
  id: string,
  values: Partial<Omit<RequestRow, 'firm_id' | 'id' | 'case_id' | 'created_at'>>,
  now: Date,
) {
  await db
    .updateTable('signature_request')
    .set({ ...values, updated_at: now })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

/** Requests neither finished, cancelled nor declined, across firms, for the reminder scan (at most `limit`). */
export async function listOpenRequests(db: Db, limit: number): Promise<RequestRow[]> {
  return db
    .selectFrom('signature_request as r')
    .selectAll('r')
    .where('r.completed_at', 'is', null)
    .where('r.cancelled_at', 'is', null)
    .where('r.expired_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('signature_signer as s')
            .select('s.id')
            .whereRef('s.firm_id', '=', 'r.firm_id')
            .whereRef('s.request_id', '=', 'r.id')
            .where('s.status', '=', 'declined'),
        ),
      ),
    )
    .orderBy('r.expires_at')
    .limit(limit)
    .execute();
}

/** The case's client name (for the email and the signed copy's file name), or undefined for no such case. */
export async function findCaseClientName(db: Db, firmId: string, caseId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('legal_case')
    .select('client_name')
    .where('firm_id', '=', firmId)
    .where('id', '=', caseId)
    .executeTakeFirst();
  return row?.client_name;
}

export async function findFirmName(db: Db, firmId: string): Promise<string> {
  const row = await db.selectFrom('firm').select('name').where('id', '=', firmId).executeTakeFirstOrThrow();
  return row.name;
}

export async function findSigningKey(db: Db, firmId: string) {
  return db.selectFrom('firm_signing_key').select(['p12', 'certificate_pem']).where('firm_id', '=', firmId).executeTakeFirst();
}

/** Stores the firm's key unless another request stored one first (then that one is kept). */
export async function insertSigningKeyIfAbsent(db: Db, firmId: string, p12: Buffer, certificatePem: string): Promise<void> {
  await db
    .insertInto('firm_signing_key')
    .values({ firm_id: firmId, p12, certificate_pem: certificatePem })
    .onConflict((conflict) => conflict.column('firm_id').doNothing())
    .execute();
}

/** The signers with this address (any letter case) still to sign on these cases: unsigned, the request open and unexpired. */
export async function listPendingSignersByEmail(db: Db, firmId: string, caseId: string, email: string, now: Date) {
  return db
    .selectFrom('signature_signer as s')
    .innerJoin('signature_request as r', (join) => join.onRef('r.firm_id', '=', 's.firm_id').onRef('r.id', '=', 's.request_id'))
    .select(['s.id', 'r.document_name', 's.sent_at', 'r.expires_at'])
    .where('s.firm_id', '=', firmId)
    .where('r.case_id', '=', caseId)
    .where(sql<boolean>`lower(s.email) = lower(${email})`)
    .where('s.status', 'in', ['sent', 'viewed'])
    .where('r.cancelled_at', 'is', null)
    .where('r.completed_at', 'is', null)
    .where('r.expired_at', 'is', null)
    .where('r.expires_at', '>', now)
    .orderBy('s.sent_at')
    .execute();
}
