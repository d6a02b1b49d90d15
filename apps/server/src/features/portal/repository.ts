// SQL of the client portal: case settings, clients and their cases, one-time links, sessions, upload requests, and the
// portal's reads of a case (shared documents, appointments, messages). Every query is scoped by firm_id, but the two
// that start from what a client holds (a link's or a session's token hash, an address asking for a link).
import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';

// ---- the firm's settings and clients ----

export async function isPortalEnabled(db: Db, firmId: string, caseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('case_portal_setting')
    .select('enabled')
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return row?.enabled ?? false;
}

export async function setPortalEnabled(db: Db, firmId: string, caseId: string, enabled: boolean): Promise<void> {
  await db
    .insertInto('case_portal_setting')
    .values({ firm_id: firmId, case_id: caseId, enabled })
    .onConflict((oc) => oc.columns(['firm_id', 'case_id']).doUpdateSet({ enabled, updated_at: sql`now()` }))
    .execute();
}

export async function findFirmName(db: Db, firmId: string): Promise<string> {
  const row = await db.selectFrom('firm').select('name').where('id', '=', firmId).executeTakeFirstOrThrow();
  return row.name;
}

/** The email of the case's client contact, if it has one. */
export async function findClientContactEmail(db: Db, firmId: string, caseId: string): Promise<string | null> {
  const row = await db
    .selectFrom('legal_case as c')
    .innerJoin('contact as k', (join) => join.onRef('k.firm_id', '=', 'c.firm_id').onRef('k.id', '=', 'c.client_contact_id'))
    .select('k.email')
    .where('c.firm_id', '=', firmId)
    .where('c.id', '=', caseId)
    .executeTakeFirst();
  return row?.email ?? null;
}

export async function findCaseClientName(db: Db, firmId: string, caseId: string): Promise<string | null> {
  const row = await db
    .selectFrom('legal_case')
    .select('client_name')
    .where('firm_id', '=', firmId)
    .where('id', '=', caseId)
    .executeTakeFirst();
  return row?.client_name ?? null;
}

/** The firm's client with this address, made if new (an address is one client per firm, whatever its letter case). */
export async function upsertClient(db: Db, firmId: string, email: string, name: string): Promise<string> {
  const result = await sql<{ id: string }>`
    INSERT INTO portal_client (firm_id, email, name) VALUES (${firmId}, ${email}, ${name})
    ON CONFLICT (firm_id, lower(email)) DO UPDATE SET email = portal_client.email
    RETURNING id`.execute(db);
  return result.rows[0]!.id;
}

export async function grantCaseAccess(db: Db, input: { firmId: string; clientId: string; caseId: string; invitedBy: string | null }) {
  await db
    .insertInto('portal_case_access')
    .values({ firm_id: input.firmId, client_id: input.clientId, case_id: input.caseId, invited_by: input.invitedBy })
    .onConflict((oc) => oc.columns(['firm_id', 'client_id', 'case_id']).doNothing())
    .execute();
}

/** Removes a client's access to a case; false when they had none. */
export async function revokeCaseAccess(db: Db, firmId: string, clientId: string, caseId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('portal_case_access')
    .where('firm_id', '=', firmId)
    .where('client_id', '=', clientId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listCaseClients(db: Db, firmId: string, caseId: string) {
  return db
    .selectFrom('portal_case_access as a')
    .innerJoin('portal_client as p', (join) => join.onRef('p.firm_id', '=', 'a.firm_id').onRef('p.id', '=', 'a.client_id'))
    .select(['p.id', 'p.email', 'p.name', 'a.created_at'])
    .where('a.firm_id', '=', firmId)
    .where('a.case_id', '=', caseId)
    .orderBy('a.created_at')
    .execute();
}

// ---- links and sessions ----

export async function insertSignInLink(
  db: Db,
  input: { tokenHash: string; firmId: string; clientId: string; createdAt: Date; expiresAt: Date },
) {
  await db
    .insertInto('portal_sign_in_link')
    .values({
      token_hash: input.tokenHash,
      firm_id: input.firmId,
      client_id: input.clientId,
      created_at: input.createdAt,
      expires_at: input.expiresAt,
    })
    .execute();
}

export async function countLinksSince(db: Db, firmId: string, clientId: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('portal_sign_in_link')
    .select(sql<string>`count(*)`.as('count'))
    .where('firm_id', '=', firmId)
    .where('client_id', '=', clientId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the link used if it is unused and unexpired, in one statement (two sign-ins racing with one link: one wins). */
export async function consumeSignInLink(db: Db, tokenHash: string, now: Date): Promise<{ firmId: string; clientId: string } | null> {
  const row = await db
    .updateTable('portal_sign_in_link')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['firm_id', 'client_id'])
    .executeTakeFirst();
  return row ? { firmId: row.firm_id, clientId: row.client_id } : null;
}

export async function insertSession(db: Db, input: { tokenHash: string; firmId: string; clientId: string; expiresAt: Date }) {
  await db
    .insertInto('portal_session')
    .values({ token_hash: input.tokenHash, firm_id: input.firmId, client_id: input.clientId, expires_at: input.expiresAt })
    .execute();
}

/** The client behind an unexpired session, with their firm's name. */
export async function findSession(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('portal_session as s')
    .innerJoin('portal_client as p', (join) => join.onRef('p.firm_id', '=', 's.firm_id').onRef('p.id', '=', 's.client_id'))
    .innerJoin('firm as f', 'f.id', 's.firm_id')
    .select(['s.firm_id', 's.client_id', 'p.name', 'p.email', 'f.name as firm_name'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('portal_session').where('token_hash', '=', tokenHash).execute();
}

export async function deleteClientSessions(db: Db, firmId: string, clientId: string): Promise<void> {
  await db.deleteFrom('portal_session').where('firm_id', '=', firmId).where('client_id', '=', clientId).execute();
}

/** The clients with this address, in any firm, that can see at least one case (those a sign-in link is worth sending to). */
export async function findClientsWithCasesByEmail(db: Db, email: string) {
  return db
    .selectFrom('portal_client as p')
    .innerJoin('firm as f', 'f.id', 'p.firm_id')
    .select(['p.firm_id', 'p.id', 'p.email', 'p.name', 'f.name as firm_name'])
    .where(sql<boolean>`lower(p.email) = lower(${email})`)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('portal_case_access as a')
          .innerJoin('case_portal_setting as s', (join) => join.onRef('s.firm_id', '=', 'a.firm_id').onRef('s.case_id', '=', 'a.case_id'))
          .select('a.case_id')
          .whereRef('a.firm_id', '=', 'p.firm_id')
          .whereRef('a.client_id', '=', 'p.id')
          .where('s.enabled', '=', true),
      ),
    )
    .execute();
}

// ---- what a client sees ----

/** The client's cases the firm has the portal on for; `caseId` narrows to one. */
export async function listClientCases(db: Db, firmId: string, clientId: string, caseId?: string) {
  let query = db
    .selectFrom('portal_case_access as a')
    .innerJoin('case_portal_setting as s', (join) => join.onRef('s.firm_id', '=', 'a.firm_id').onRef('s.case_id', '=', 'a.case_id'))
    .innerJoin('legal_case as c', (join) => join.onRef('c.firm_id', '=', 'a.firm_id').onRef('c.id', '=', 'a.case_id'))
    .select(['c.id', 'c.case_no', 'c.client_name', 'c.title', 'c.phase'])
    .where('a.firm_id', '=', firmId)
    .where('a.client_id', '=', clientId)
    .where('s.enabled', '=', true);
  if (caseId !== undefined) query = query.where('a.case_id', '=', caseId);
  return query.orderBy('c.case_no').execute();
}

/** The documents of a case a client sees: those the firm shares and those the client sent. */
export async function listPortalDocuments(db: Db, firmId: string, caseId: string) {
  return db
    .selectFrom('case_document')
    .select(['id', 'case_id', 'file_name', 'file_type', 'size_bytes', 'created_at', 'from_client'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where((eb) => eb.or([eb('shared_with_client', '=', true), eb('from_client', '=', true)]))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** One document a client may see (shared, or theirs), with the case it is on. */
export async function findPortalDocument(db: Db, firmId: string, id: string) {
  return db
    .selectFrom('case_document')
    .select(['id', 'case_id'])
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('shared_with_client', '=', true), eb('from_client', '=', true)]))
    .executeTakeFirst();
}

/** The case's upcoming events of the kinds a client attends, soonest first. */
export async function listAppointments(db: Db, firmId: string, caseId: string, input: { kinds: readonly string[]; from: Date }) {
  return db
    .selectFrom('calendar_event')
    .select(['id', 'kind', 'starts_at', 'ends_at', 'all_day', 'location'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('kind', 'in', [...input.kinds])
    .where('ends_at', '>=', input.from)
    .orderBy('starts_at')
    .limit(50)
    .execute();
}

/** The case's portal messages, oldest first (a thread reads down). */
export async function listPortalMessages(db: Db, firmId: string, caseId: string) {
  return db
    .selectFrom('case_communication')
    .select(['id', 'direction', 'counterpart', 'summary', 'occurred_at'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('kind', '=', 'portal')
    .orderBy('occurred_at')
    .orderBy('created_at')
    .limit(500)
    .execute();
}

// ---- upload requests ----

export async function listUploadRequests(db: Db, firmId: string, caseId: string) {
  return db
    .selectFrom('portal_upload_request')
    .select(['id', 'kind', 'note', 'created_at', 'fulfilled_at'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertUploadRequest(db: Db, firmId: string, caseId: string, input: { kind: string; note: string | null }) {
  const row = await db
    .insertInto('portal_upload_request')
    .values({ firm_id: firmId, case_id: caseId, kind: input.kind, note: input.note })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteUploadRequest(db: Db, firmId: string, caseId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('portal_upload_request')
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findUploadRequest(db: Db, firmId: string, caseId: string, id: string) {
  return db
    .selectFrom('portal_upload_request')
    .select(['id', 'kind', 'note', 'fulfilled_at'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function markUploadRequestFulfilled(db: Db, firmId: string, id: string, now: Date): Promise<void> {
  await db
    .updateTable('portal_upload_request')
    .set({ fulfilled_at: now })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .where('fulfilled_at', 'is', null)
    .execute();
}
