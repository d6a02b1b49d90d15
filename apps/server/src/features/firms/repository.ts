// SQL for firms, members and invitations. Every query that reads a firm's rows is scoped by firm_id.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { FirmContact, FirmRole } from '@casecast/domain';
import type { Database, Db } from '../../db/schema.js';

export type MembershipRow = { firmId: string; firmName: string; role: FirmRole; memberId: string };
export type MemberRow = { id: string; userId: string; name: string; email: string; role: FirmRole; practising: boolean; joinedAt: string };
export type InvitationRow = {
  id: string;
  firmId: string;
  email: string;
  role: FirmRole;
  status: string;
  expiresAt: Date;
  createdAt: Date;
};

export async function insertFirmWithOwner(db: Kysely<Database>, input: { name: string; userId: string }): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const firm = await trx.insertInto('firm').values({ name: input.name }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('firm_member').values({ firm_id: firm.id, user_id: input.userId, role: 'owner' }).execute();
    return firm.id;
  });
}

/** The firm a user works in: the membership joined most recently. */
export async function findMembershipForUser(db: Db, userId: string): Promise<MembershipRow | undefined> {
  const row = await db
    .selectFrom('firm_member')
    .innerJoin('firm', 'firm.id', 'firm_member.firm_id')
    .select(['firm.id as firmId', 'firm.name as firmName', 'firm_member.role', 'firm_member.id as memberId'])
    .where('firm_member.user_id', '=', userId)
    .orderBy('firm_member.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ...row, role: row.role as FirmRole } : undefined;
}

export async function findFirmName(db: Db, firmId: string): Promise<string | undefined> {
  const row = await db.selectFrom('firm').select('name').where('id', '=', firmId).executeTakeFirst();
  return row?.name;
}

export async function updateFirmName(db: Db, firmId: string, name: string): Promise<void> {
  await db.updateTable('firm').set({ name, updated_at: new Date() }).where('id', '=', firmId).execute();
}

const contactColumns = [
  'address_street as street',
  'address_city as city',
  'address_state as state',
  'address_zip as zip',
  'phone',
  'email',
] as const;

/** The firm's address, phone and email (each null while unset). */
export async function findFirmContact(db: Db, firmId: string): Promise<FirmContact | undefined> {
  return db.selectFrom('firm').select(contactColumns).where('id', '=', firmId).executeTakeFirst();
}

export async function updateFirmContact(db: Db, firmId: string, contact: FirmContact): Promise<void> {
  await db
    .updateTable('firm')
    .set({
      address_street: contact.street,
      address_city: contact.city,
      address_state: contact.state,
      address_zip: contact.zip,
      phone: contact.phone,
      email: contact.email,
      updated_at: new Date(),
    })
    .where('id', '=', firmId)
    .execute();
}

const memberColumns = [
  'firm_member.id',
  'firm_member.user_id as userId',
  'user.name',
  'user.email',
  'firm_member.role',
  'firm_member.practising',
  'firm_member.created_at as joinedAt',
] as const;

/** A member as the API answers it: the role typed, the join time as an ISO string. */
function toMemberRow(row: Omit<MemberRow, 'role' | 'joinedAt'> & { role: string; joinedAt: Date | string }): MemberRow {
  return { ...row, role: row.role as FirmRole, joinedAt: new Date(row.joinedAt).toISOString() };
}

export async function listMembers(db: Db, firmId: string): Promise<MemberRow[]> {
  const rows = await db
    .selectFrom('firm_member')
    .innerJoin('user', 'user.id', 'firm_member.user_id')
    .select(memberColumns)
    .where('firm_member.firm_id', '=', firmId)
    .orderBy('user.name')
    .execute();
  return rows.map(toMemberRow);
}

export async function findMember(db: Db, firmId: string, memberId: string): Promise<MemberRow | undefined> {
  const row = await db
    .selectFrom('firm_member')
    .innerJoin('user', 'user.id', 'firm_member.user_id')
    .select(memberColumns)
    .where('firm_member.firm_id', '=', firmId)
    .where('firm_member.id', '=', memberId)
    .executeTakeFirst();
  return row ? toMemberRow(row) : undefined;
}

/**
 * Locks the firm row until the transaction ends, so that member changes of one firm run one after
 * another and each sees the roles the previous one committed.
 */
export async function lockFirm(db: Transaction<Database>, firmId: string): Promise<void> {
  await db.selectFrom('firm').select('id').where('id', '=', firmId).forUpdate().execute();
}

export async function countOwners(db: Db, firmId: string): Promise<number> {
  const row = await db
    .selectFrom('firm_member')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('firm_id', '=', firmId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function updateMemberRole(db: Db, firmId: string, memberId: string, role: FirmRole): Promise<void> {
  await db.updateTable('firm_member').set({ role }).where('firm_id', '=', firmId).where('id', '=', memberId).execute();
}

export async function updateMemberPractising(db: Db, firmId: string, memberId: string, practising: boolean): Promise<void> {
  await db.updateTable('firm_member').set({ practising }).where('firm_id', '=', firmId).where('id', '=', memberId).execute();
}

/** Removes a member and their calendar feed in this firm, so a later re-invite does not bring the old feed URL back. */
export async function deleteMember(db: Db, firmId: string, memberId: string): Promise<void> {
  await sql`DELETE FROM calendar_feed WHERE firm_id = ${firmId}
    AND user_id = (SELECT user_id FROM firm_member WHERE firm_id = ${firmId} AND id = ${memberId})`.execute(db);
  await db.deleteFrom('firm_member').where('firm_id', '=', firmId).where('id', '=', memberId).execute();
}

export async function findMemberByEmail(db: Db, firmId: string, email: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('firm_member')
    .innerJoin('user', 'user.id', 'firm_member.user_id')
    .select('firm_member.id')
    .where('firm_member.firm_id', '=', firmId)
    .where((eb) => eb(eb.fn('lower', ['user.email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

const invitationColumns = [
  'id',
  'firm_id as firmId',
  'email',
  'role',
  'status',
  'expires_at as expiresAt',
  'created_at as createdAt',
] as const;

export async function insertInvitation(
  db: Db,
  input: { firmId: string; email: string; role: FirmRole; invitedBy: string; expiresAt: Date },
): Promise<InvitationRow> {
  const row = await db
    .insertInto('firm_invitation')
    .values({ firm_id: input.firmId, email: input.email, role: input.role, invited_by: input.invitedBy, expires_at: input.expiresAt })
    .returning(invitationColumns)
    .executeTakeFirstOrThrow();
  return { ...row, role: row.role as FirmRole };
}

export async function cancelPendingInvitationsFor(db: Db, firmId: string, email: string): Promise<void> {
  await db
    .updateTable('firm_invitation')
    .set({ status: 'cancelled' })
    .where('firm_id', '=', firmId)
    .where('status', '=', 'pending')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();
}

export async function listPendingInvitations(db: Db, firmId: string): Promise<InvitationRow[]> {
  const rows = await db
    .selectFrom('firm_invitation')
    .select(invitationColumns)
    .where('firm_id', '=', firmId)
    .where('status', '=', 'pending')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, role: row.role as FirmRole }));
}

export async function findInvitationInFirm(db: Db, firmId: string, id: string): Promise<InvitationRow | undefined> {
  const row = await db
    .selectFrom('firm_invitation')
    .select(invitationColumns)
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, role: row.role as FirmRole } : undefined;
}

/** Invitation links carry the id alone: it is a random UUID, which is the secret. */
export async function findInvitationById(db: Db, id: string): Promise<(InvitationRow & { firmName: string }) | undefined> {
  const row = await db
    .selectFrom('firm_invitation')
    .innerJoin('firm', 'firm.id', 'firm_invitation.firm_id')
    .select([
      'firm_invitation.id',
      'firm_invitation.firm_id as firmId',
      'firm_invitation.email',
      'firm_invitation.role',
      'firm_invitation.status',
      'firm_invitation.expires_at as expiresAt',
      'firm_invitation.created_at as createdAt',
      'firm.name as firmName',
    ])
    .where('firm_invitation.id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, role: row.role as FirmRole } : undefined;
}

export async function setInvitationStatus(db: Db, firmId: string, id: string, status: 'accepted' | 'cancelled'): Promise<void> {
  await db
    .updateTable('firm_invitation')
    .set({ status, accepted_at: status === 'accepted' ? new Date() : null })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

export async function hasPendingInvitation(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('firm_invitation')
    .select('id')
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date())
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertMember(db: Db, input: { firmId: string; userId: string; role: FirmRole }): Promise<void> {
  await db
    .insertInto('firm_member')
    .values({ firm_id: input.firmId, user_id: input.userId, role: input.role })
    .onConflict((oc) => oc.columns(['firm_id', 'user_id']).doUpdateSet({ role: input.role }))
    .execute();
}
