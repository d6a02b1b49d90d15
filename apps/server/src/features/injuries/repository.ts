// SQL for injuries: every query scoped by firm_id.
import { sql } from 'kysely';
import { readInjurySeverity, type Injury, type InjuryCreate, type InjuryUpdate } from '@casecast/domain';
import { insertInChunks } from '../../db/insert-in-chunks.js';
import { nextVersion } from '../../db/record-version.js';
import type { Db } from '../../db/schema.js';

const COLUMNS = {
  type: 'type',
  bodyPart: 'body_part',
  severity: 'severity',
  description: 'description',
  icdCode: 'icd_code',
  dateReported: 'date_reported',
} as const;

function selectInjuries(db: Db) {
  return db
    .selectFrom('injury')
    .select([
      'id',
      'case_id',
      'type',
      'body_part',
      'severity',
      'description',
      'icd_code',
      sql<string | null>`to_char(date_reported, 'YYYY-MM-DD')`.as('date_reported'),
      'created_at',
      'updated_at',
    ]);
}

type InjuryRow = Awaited<ReturnType<ReturnType<typeof selectInjuries>['executeTakeFirstOrThrow']>>;

function toInjury(row: InjuryRow): Injury {
  return {
    id: row.id,
    caseId: row.case_id,
    type: row.type,
    bodyPart: row.body_part,
    severity: readInjurySeverity(row.severity),
    description: row.description,
    icdCode: row.icd_code,
    dateReported: row.date_reported,
    createdAt: row.created_at.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function toColumns(input: InjuryUpdate): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = input[field as keyof typeof COLUMNS];
    if (value !== undefined) values[column] = value;
  }
  return values;
}

export async function listInjuriesForCase(db: Db, firmId: string, caseId: string): Promise<Injury[]> {
  const rows = await selectInjuries(db)
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toInjury);
}

export async function findInjury(db: Db, firmId: string, id: string): Promise<Injury | undefined> {
  const row = await selectInjuries(db).where('firm_id', '=', firmId).where('id', '=', id).executeTakeFirst();
  return row ? toInjury(row) : undefined;
}

/** Many injuries in as few statements as the parameter limit allows; returns their ids in input order. */
export async function insertInjuries(
  db: Db,
  firmId: string,
  inputs: ReadonlyArray<InjuryCreate & { caseId: string; id?: string; createdAt?: Date }>,
): Promise<string[]> {
  const rows = inputs.map((input) => ({
    description: null,
    icd_code: null,
    date_reported: null,
    ...(toColumns(input) as { type: string }),
    firm_id: firmId,
    case_id: input.caseId,
    ...(input.id ? { id: input.id } : {}),
    ...(input.createdAt ? { created_at: input.createdAt, updated_at: input.createdAt } : {}),
  }));
  const inserted = await insertInChunks(rows, (chunk) => db.insertInto('injury').values(chunk).returning('id').execute());
  return inserted.map((row) => row.id);
}

export async function updateInjury(db: Db, firmId: string, id: string, patch: InjuryUpdate): Promise<void> {
  await db
    .updateTable('injury')
    .set({ ...toColumns(patch), updated_at: nextVersion() })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

/** The treatments linked to an injury: deleting the injury keeps them and unlinks them (ON DELETE SET NULL). */
export async function listTreatmentIdsLinkedToInjury(db: Db, firmId: string, injuryId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('treatment')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('injury_id', '=', injuryId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.id);
}

export async function deleteInjury(db: Db, firmId: string, id: string): Promise<void> {
  await db.deleteFrom('injury').where('firm_id', '=', firmId).where('id', '=', id).execute();
}
