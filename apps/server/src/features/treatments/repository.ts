// SQL for treatments: every query scoped by firm_id.
import { sql } from 'kysely';
import {
  TREATMENT_FREQUENCIES,
  TREATMENT_STATUSES,
  type Treatment,
  type TreatmentCreate,
  type TreatmentFrequency,
  type TreatmentStatus,
  type TreatmentUpdate,
} from '@casecast/domain';
import { insertInChunks } from '../../db/insert-in-chunks.js';
import { nextVersion } from '../../db/record-version.js';
import type { Db } from '../../db/schema.js';

const COLUMNS = {
  injuryId: 'injury_id',
  type: 'type',
  provider: 'provider',
  startDate: 'start_date',
  endDate: 'end_date',
  notes: 'notes',
  cost: 'cost',
  frequency: 'frequency',
  name: 'name',
  cptCode: 'cpt_code',
  description: 'description',
  duration: 'duration',
  status: 'status',
} as const;

function selectTreatments(db: Db) {
  return db
    .selectFrom('treatment')
    .select([
      'id',
      'case_id',
      'injury_id',
      'type',
      'provider',
      sql<string | null>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
      'notes',
      'cost',
      'frequency',
      'name',
      'cpt_code',
      'description',
      'duration',
      'status',
      'created_at',
      'updated_at',
    ]);
}

type TreatmentRow = Awaited<ReturnType<ReturnType<typeof selectTreatments>['executeTakeFirstOrThrow']>>;

function toTreatment(row: TreatmentRow): Treatment {
  return {
    id: row.id,
    caseId: row.case_id,
    injuryId: row.injury_id,
    type: row.type,
    provider: row.provider,
    startDate: row.start_date,
    endDate: row.end_date,
    notes: row.notes,
    cost: row.cost,
    frequency: (TREATMENT_FREQUENCIES as readonly string[]).includes(row.frequency) ? (row.frequency as TreatmentFrequency) : 'weekly',
    name: row.name,
    cptCode: row.cpt_code,
    description: row.description,
    duration: row.duration,
    status: row.status && (TREATMENT_STATUSES as readonly string[]).includes(row.status) ? (row.status as TreatmentStatus) : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function toColumns(input: TreatmentUpdate): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = input[field as keyof typeof COLUMNS];
    if (value !== undefined) values[column] = value;
  }
  return values;
}

export async function listTreatmentsForCase(db: Db, firmId: string, caseId: string): Promise<Treatment[]> {
  const rows = await selectTreatments(db)
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy(sql`start_date NULLS LAST`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toTreatment);
}

export async function findTreatment(db: Db, firmId: string, id: string): Promise<Treatment | undefined> {
  const row = await selectTreatments(db).where('firm_id', '=', firmId).where('id', '=', id).executeTakeFirst();
  return row ? toTreatment(row) : undefined;
}

/** Many treatments in as few statements as the parameter limit allows; returns their ids in input order. */
export async function insertTreatments(
  db: Db,
  firmId: string,
  inputs: ReadonlyArray<TreatmentCreate & { caseId: string; id?: string; createdAt?: Date }>,
): Promise<string[]> {
  const rows = inputs.map((input) => ({
    ...(Object.fromEntries(Object.values(COLUMNS).map((column) => [column, null])) as Record<string, null>),
    ...(toColumns(input) as { type: string }),
    frequency: input.frequency ?? 'weekly',
    firm_id: firmId,
    case_id: input.caseId,
    ...(input.id ? { id: input.id } : {}),
    ...(input.createdAt ? { created_at: input.createdAt, updated_at: input.createdAt } : {}),
  }));
  const inserted = await insertInChunks(rows, (chunk) => db.insertInto('treatment').values(chunk).returning('id').execute());
  return inserted.map((row) => row.id);
}

export async function updateTreatment(db: Db, firmId: string, id: string, patch: TreatmentUpdate): Promise<void> {
  await db
    .updateTable('treatment')
    .set({ ...toColumns(patch), updated_at: nextVersion() })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

export async function deleteTreatment(db: Db, firmId: string, id: string): Promise<void> {
  await db.deleteFrom('treatment').where('firm_id', '=', firmId).where('id', '=', id).execute();
}
