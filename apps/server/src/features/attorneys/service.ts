// Attorney use cases: list and read the firm's attorneys; members with the attorney role become attorneys.
import { formatAttorneyNotFoundMessage, isFirmAttorney, type AttorneyDetail, type FirmRole } from '@casecast/domain';
import type { Kysely, Transaction } from 'kysely';
import { notFound } from '../../http/errors.js';
import * as repo from './repository.js';
import type { Database, Db } from '../../db/schema.js';

export async function listAttorneys(db: Db, firmId: string): Promise<AttorneyDetail[]> {
  return repo.listAttorneys(db, firmId);
}

export async function getAttorney(db: Db, firmId: string, id: string): Promise<AttorneyDetail> {
  const attorney = await repo.findAttorney(db, firmId, id);
  if (!attorney) throw notFound(formatAttorneyNotFoundMessage(id));
  return attorney;
}

/**
 * Called by the firm service whenever a member gets a role or an owner starts practising: the
 * attorney role, or an owner who practises, makes them one of the firm's attorneys.
 */
export async function syncMemberAttorney(
  db: Kysely<Database> | Transaction<Database>,
  input: { firmId: string; userId: string; role: FirmRole; practising?: boolean },
): Promise<void> {
  if (!isFirmAttorney(input.role, input.practising ?? false)) return;
  await repo.upsertAttorneyForUser(db, input.firmId, input.userId);
}
