// SQL for a case's parties: every query scoped by firm_id.
import { sql } from 'kysely';
import type { Party, PartyCreate, PartyUpdate } from '@casecast/domain';
import { nextVersion } from '../../db/record-version.js';
import type { Db } from '../../db/schema.js';

function selectParties(db: Db) {
  return db
    .selectFrom('case_party')
    .select([
      'id',
      'case_id',
      'role',
      'name',
      'kind',
      'government_level',
      'email',
      'phone',
      'address',
      'notes',
      'contact_id',
      'created_at',
      'updated_at',
    ])
    .select(sql<string | null>`to_char(claim_filed_on, 'YYYY-MM-DD')`.as('claim_filed_on'))
    .select(sql<string | null>`to_char(claim_denied_on, 'YYYY-MM-DD')`.as('claim_denied_on'));
}

type PartyRow = Awaited<ReturnType<ReturnType<typeof selectParties>['executeTakeFirstOrThrow']>>;

function toParty(row: PartyRow): Party {
  return {
    id: row.id,
    caseId: row.case_id,
    role: row.role as Party['role'],
    name: row.name,
    kind: row.kind as Party['kind'],
    governmentLevel: row.government_level as Party['governmentLevel'],
    claimFiledOn: row.claim_filed_on,
    claimDeniedOn: row.claim_denied_on,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    contactId: row.contact_id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listPartiesForCase(db: Db, firmId: string, caseId: string): Promise<Party[]> {
  const rows = await selectParties(db)
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toParty);
}

export async function findParty(db: Db, firmId: string, caseId: string, id: string): Promise<Party | undefined> {
  const row = await selectParties(db).where('firm_id', '=', firmId).where('case_id', '=', caseId).where('id', '=', id).executeTakeFirst();
  return row ? toParty(row) : undefined;
}

export async function insertParty(db: Db, firmId: string, caseId: string, input: PartyCreate): Promise<string> {
  const row = await db
    .insertInto('case_party')
    .values({
      firm_id: firmId,
      case_id: caseId,
      role: input.role,
      name: input.name,
      kind: input.kind,
      government_level: input.governmentLevel ?? null,
      claim_filed_on: input.claimFiledOn ?? null,
      claim_denied_on: input.claimDeniedOn ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      address: input.address ?? null,
      notes: input.notes ?? null,
      contact_id: input.contactId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateParty(db: Db, firmId: string, id: string, patch: PartyUpdate): Promise<void> {
  const values: Record<string, unknown> = {};
  for (const key of ['role', 'name', 'kind', 'email', 'phone', 'address', 'notes'] as const) {
    if (patch[key] !== undefined) values[key] = patch[key];
  }
  if (patch.governmentLevel !== undefined) values.government_level = patch.governmentLevel;
  if (patch.claimFiledOn !== undefined) values.claim_filed_on = patch.claimFiledOn;
  if (patch.claimDeniedOn !== undefined) values.claim_denied_on = patch.claimDeniedOn;
  if (patch.contactId !== undefined) values.contact_id = patch.contactId;
  await db
    .updateTable('case_party')
    .set({ ...values, updated_at: nextVersion() })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

export async function deleteParty(db: Db, firmId: string, id: string): Promise<void> {
  await db.deleteFrom('case_party').where('firm_id', '=', firmId).where('id', '=', id).execute();
}
