// Firm use cases: the firm a new account creates, renaming, members and roles, invitations.
import type { Kysely, Transaction } from 'kysely';
import {
  defaultFirmName,
  EMPTY_FIRM_CONTACT,
  FIRM_ROLE_LABELS,
  firmContactVersion,
  firmVersion,
  invitationVersion,
  memberVersion,
  type FirmContact,
  type FirmInvitation,
  type FirmRole,
} from '@casecast/domain';
import type { Mailer } from '../../email/mailer.js';
import { invitationEmail } from '../../email/templates.js';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { syncMemberAttorney } from '../attorneys/service.js';
import * as repo from './repository.js';
import type { FirmContext } from '../../http/actor.js';
import { assertUnchanged, type IfMatch } from '../../http/preconditions.js';
import type { Database } from '../../db/schema.js';

const INVITATION_DAYS = 7;

/** An invitation as the API answers it: its times as ISO strings. */
function toFirmInvitation(row: repo.InvitationRow): FirmInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A new account gets a firm of its own, unless its address was invited to a firm: then it joins
 * that firm by accepting, instead of being left with an empty firm beside it.
 */
export async function createFirmForNewUser(
  db: Kysely<Database>,
  input: { userId: string; email: string; name: string; company: string | null },
): Promise<string | null> {
  if (await repo.hasPendingInvitation(db, input.email)) return null;
  return repo.insertFirmWithOwner(db, { name: defaultFirmName(input.name, input.company), userId: input.userId });
}

export async function getFirmContext(db: Kysely<Database>, userId: string): Promise<FirmContext | null> {
  const membership = await repo.findMembershipForUser(db, userId);
  return membership ? { ...membership, userId } : null;
}

export async function renameFirm(
  db: Kysely<Database>,
  ctx: FirmContext,
  name: string,
  ifMatch?: IfMatch,
): Promise<{ id: string; name: string }> {
  requirePermission(ctx, 'firm.rename');
  await db.transaction().execute(async (trx) => {
    await repo.lockFirm(trx, ctx.firmId);
    assertUnchanged(ifMatch, firmVersion({ name: (await repo.findFirmName(trx, ctx.firmId)) ?? '' }));
    await repo.updateFirmName(trx, ctx.firmId, name);
  });
  return { id: ctx.firmId, name };
}

/** The firm's address, phone and email, which its letterheads print; every member may read them. */
export async function getFirmContact(db: Kysely<Database>, firmId: string): Promise<FirmContact> {
  return (await repo.findFirmContact(db, firmId)) ?? EMPTY_FIRM_CONTACT;
}

/** Replaces the firm's address, phone and email (owners); a field left out is kept, null clears it. */
export async function updateFirmContact(
  db: Kysely<Database>,
  ctx: FirmContext,
  input: Partial<FirmContact>,
  ifMatch?: IfMatch,
): Promise<FirmContact> {
  requirePermission(ctx, 'firm.rename');
  return db.transaction().execute(async (trx) => {
    await repo.lockFirm(trx, ctx.firmId);
    const current = (await repo.findFirmContact(trx, ctx.firmId)) ?? EMPTY_FIRM_CONTACT;
    assertUnchanged(ifMatch, firmContactVersion(current));
    const next: FirmContact = {
      street: input.street === undefined ? current.street : input.street,
      city: input.city === undefined ? current.city : input.city,
      state: input.state === undefined ? current.state : input.state,
      zip: input.zip === undefined ? current.zip : input.zip,
      phone: input.phone === undefined ? current.phone : input.phone,
      email: input.email === undefined ? current.email : input.email,
    };
    await repo.updateFirmContact(trx, ctx.firmId, next);
    return next;
  });
}

export async function listFirmMembers(db: Kysely<Database>, ctx: FirmContext) {
  return repo.listMembers(db, ctx.firmId);
}

export async function getFirmMember(db: Kysely<Database>, ctx: FirmContext, memberId: string) {
  const member = await repo.findMember(db, ctx.firmId, memberId);
  if (!member) throw notFound('Member not found');
  return member;
}

const lastOwner = () => badRequest('A firm needs at least one owner. Make another member an owner first.', 'LAST_OWNER');

/**
 * Runs a change to one member of the caller's firm with the firm row locked. The caller's role and
 * the owner count are read again under the lock: the role the request started with may be stale, and
 * without the lock two owners demoting or removing each other at once would each still see the other
 * as an owner and leave the firm with none.
 */
async function changeMemberLocked<T>(
  db: Kysely<Database>,
  ctx: FirmContext,
  memberId: string,
  change: (trx: Transaction<Database>, member: repo.MemberRow) => Promise<T>,
  ifMatch?: IfMatch,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await repo.lockFirm(trx, ctx.firmId);
    // Look up before the permission check: another firm's member id is answered exactly like a missing one.
    const member = await repo.findMember(trx, ctx.firmId, memberId);
    if (!member) throw notFound('Member not found');
    const caller = await repo.findMember(trx, ctx.firmId, ctx.memberId);
    requirePermission({ role: caller?.role }, 'firm.manageMembers');
    assertUnchanged(ifMatch, memberVersion(member));
    return change(trx, member);
  });
}

/** A new role, and/or whether an owner practises; either change keeps the firm's attorney list in step. */
export async function changeMember(
  db: Kysely<Database>,
  ctx: FirmContext,
  memberId: string,
  patch: { role?: FirmRole; practising?: boolean },
  ifMatch?: IfMatch,
) {
  return changeMemberLocked(
    db,
    ctx,
    memberId,
    async (trx, member) => {
      const role = patch.role ?? member.role;
      if (member.role === 'owner' && role !== 'owner' && (await repo.countOwners(trx, ctx.firmId)) <= 1) throw lastOwner();
      if (role !== member.role) await repo.updateMemberRole(trx, ctx.firmId, memberId, role);
      const practising = patch.practising ?? member.practising;
      if (practising !== member.practising) await repo.updateMemberPractising(trx, ctx.firmId, memberId, practising);
      await syncMemberAttorney(trx, { firmId: ctx.firmId, userId: member.userId, role, practising });
      return { ...member, role, practising };
    },
    ifMatch,
  );
}

export async function removeMember(db: Kysely<Database>, ctx: FirmContext, memberId: string, ifMatch?: IfMatch): Promise<void> {
  await changeMemberLocked(
    db,
    ctx,
    memberId,
    async (trx, member) => {
      if (member.role === 'owner' && (await repo.countOwners(trx, ctx.firmId)) <= 1) throw lastOwner();
      await repo.deleteMember(trx, ctx.firmId, memberId);
    },
    ifMatch,
  );
}

export async function inviteMember(
  deps: { db: Kysely<Database>; mailer: Mailer; baseUrl: string },
  ctx: FirmContext & { inviterName: string },
  input: { email: string; role: FirmRole },
): Promise<FirmInvitation> {
  requirePermission(ctx, 'firm.manageMembers');
  const email = input.email.toLowerCase();
  if (await repo.findMemberByEmail(deps.db, ctx.firmId, email)) {
    throw new AppError(409, 'ALREADY_MEMBER', `${email} is already a member of this firm.`);
  }
  const invitation = await deps.db.transaction().execute(async (trx) => {
    await repo.cancelPendingInvitationsFor(trx, ctx.firmId, email);
    return repo.insertInvitation(trx, {
      firmId: ctx.firmId,
      email,
      role: input.role,
      invitedBy: ctx.userId,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    });
  });
  await deps.mailer.send({
    to: email,
    ...invitationEmail({
      firmName: ctx.firmName,
      inviterName: ctx.inviterName,
      role: FIRM_ROLE_LABELS[input.role],
      url: `${deps.baseUrl}/invite/${invitation.id}`,
    }),
  });
  return toFirmInvitation(invitation);
}

export async function listInvitations(db: Kysely<Database>, ctx: FirmContext): Promise<FirmInvitation[]> {
  requirePermission(ctx, 'firm.manageMembers');
  return (await repo.listPendingInvitations(db, ctx.firmId)).map(toFirmInvitation);
}

export async function cancelInvitation(db: Kysely<Database>, ctx: FirmContext, id: string, ifMatch?: IfMatch): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.lockFirm(trx, ctx.firmId);
    const invitation = await repo.findInvitationInFirm(trx, ctx.firmId, id);
    if (!invitation) throw notFound('Invitation not found');
    requirePermission(ctx, 'firm.manageMembers');
    assertUnchanged(ifMatch, invitationVersion(invitation));
    await repo.setInvitationStatus(trx, ctx.firmId, id, 'cancelled');
  });
}

export async function previewInvitation(db: Kysely<Database>, id: string) {
  const invitation = await repo.findInvitationById(db, id);
  if (!invitation) throw notFound('Invitation not found');
  return {
    id: invitation.id,
    firmName: invitation.firmName,
    email: invitation.email,
    role: invitation.role,
    status: invitation.expiresAt < new Date() && invitation.status === 'pending' ? 'expired' : invitation.status,
  };
}

export async function acceptInvitation(db: Kysely<Database>, user: { id: string; email: string }, id: string) {
  return db.transaction().execute(async (trx) => {
    const invitation = await repo.findInvitationById(trx, id);
    if (!invitation) throw notFound('Invitation not found');
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
      throw forbidden(`This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`);
    }
    if (invitation.status !== 'pending') throw new AppError(409, 'INVITATION_USED', 'This invitation has already been used or cancelled.');
    if (invitation.expiresAt < new Date())
      throw new AppError(410, 'INVITATION_EXPIRED', 'This invitation has expired. Ask the firm owner for a new one.');
    // Joining may change an existing member's role: it waits for other member changes of the firm.
    await repo.lockFirm(trx, invitation.firmId);
    await repo.insertMember(trx, { firmId: invitation.firmId, userId: user.id, role: invitation.role });
    await syncMemberAttorney(trx, { firmId: invitation.firmId, userId: user.id, role: invitation.role });
    await repo.setInvitationStatus(trx, invitation.firmId, invitation.id, 'accepted');
    return { firmId: invitation.firmId, firmName: invitation.firmName, role: invitation.role };
  });
}
