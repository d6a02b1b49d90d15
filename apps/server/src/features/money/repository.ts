// SQL for the money of a case (providers, bills, lost wages, policies, negotiations, costs, liens):
// one table per record kind, all read and written through the field maps below, every query scoped by firm_id and case.
import { sql, type Kysely } from 'kysely';
import type { CaseDatabase, CaseDb } from '../../db/case-tables.js';
import type { DocumentTables } from '../documents/tables.js';
import { nextVersion } from '../../db/record-version.js';

/** How a column is read back: dates as 'YYYY-MM-DD' text (never a local-time Date), the rest as stored. */
type ColumnKind = 'value' | 'date';

export type MoneyTableName =
  'case_provider' | 'case_medical_bill' | 'case_lost_wage' | 'case_policy' | 'case_negotiation' | 'case_expense' | 'case_lien';

/** A record kind: its table, each API field's column, and the list order. */
export type ItemTable<Field extends string> = {
  table: MoneyTableName;
  columns: Record<Field, readonly [column: string, kind: ColumnKind]>;
  orderBy: readonly string[];
};

type Row = Record<string, unknown>;
// The tables differ in columns; the field maps name them, so one loosely typed view serves all seven.
type LooseDb = Kysely<Record<MoneyTableName, Row>>;
const loose = (db: CaseDb) => db as unknown as LooseDb;

const STAMPS = { createdAt: ['created_at', 'value'], updatedAt: ['updated_at', 'value'] } as const;

function selection<Field extends string>(spec: ItemTable<Field>) {
  const columns: Record<string, readonly [string, ColumnKind]> = {
    id: ['id', 'value'],
    caseId: ['case_id', 'value'],
    ...spec.columns,
    ...STAMPS,
  };
  return Object.entries(columns).map(([field, [column, kind]]) =>
    kind === 'date' ? sql`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`.as(field) : sql`${sql.ref(column)}`.as(field),
  );
}

/** A stored record keyed by API field names; timestamps as ISO text. */
export type StoredItem = Row & { id: string; caseId: string; createdAt: string; updatedAt: string };

function toItem(row: Row): StoredItem {
  return {
    ...row,
    createdAt: new Date(row.createdAt as Date).toISOString(),
    updatedAt: new Date(row.updatedAt as Date).toISOString(),
  } as StoredItem;
}

function toColumns<Field extends string>(spec: ItemTable<Field>, values: Partial<Record<Field, unknown>>): Row {
  const out: Row = {};
  for (const [field, [column]] of Object.entries(spec.columns) as Array<[Field, readonly [string, ColumnKind]]>) {
    if (values[field] !== undefined) out[column] = values[field];
  }
  return out;
}

export async function listItems<Field extends string>(
  db: CaseDb,
  spec: ItemTable<Field>,
  firmId: string,
  caseId: string,
): Promise<StoredItem[]> {
  let query = loose(db).selectFrom(spec.table).select(selection(spec)).where('firm_id', '=', firmId).where('case_id', '=', caseId);
  for (const column of spec.orderBy) query = query.orderBy(sql.ref(column));
  const rows = await query.orderBy(sql.ref('created_at')).orderBy(sql.ref('id')).execute();
  return rows.map(toItem);
}

export async function findItem<Field extends string>(
  db: CaseDb,
  spec: ItemTable<Field>,
  firmId: string,
  caseId: string,
  id: string,
): Promise<StoredItem | undefined> {
  const row = await loose(db)
    .selectFrom(spec.table)
    .select(selection(spec))
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toItem(row) : undefined;
}

export async function insertItem<Field extends string>(
  db: CaseDb,
  spec: ItemTable<Field>,
  firmId: string,
  caseId: string,
  values: Partial<Record<Field, unknown>>,
  /** Records written in one transaction share its now(): an explicit time keeps them in the order given. */
  createdAt?: Date,
): Promise<string> {
  const row = await loose(db)
    .insertInto(spec.table)
    .values({ ...toColumns(spec, values), firm_id: firmId, case_id: caseId, ...(createdAt ? { created_at: createdAt } : {}) })
    .returning(sql<string>`id`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id as string;
}

export async function updateItem<Field extends string>(
  db: CaseDb,
  spec: ItemTable<Field>,
  firmId: string,
  caseId: string,
  id: string,
  values: Partial<Record<Field, unknown>>,
): Promise<void> {
  await loose(db)
    .updateTable(spec.table)
    .set({ ...toColumns(spec, values), updated_at: nextVersion() })
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('id', '=', id)
    .execute();
}

export async function deleteItem<Field extends string>(
  db: CaseDb,
  spec: ItemTable<Field>,
  firmId: string,
  caseId: string,
  id: string,
): Promise<void> {
  await loose(db).deleteFrom(spec.table).where('firm_id', '=', firmId).where('case_id', '=', caseId).where('id', '=', id).execute();
}

/** How many bills name the provider (a provider with bills is not removed). */
export async function countProviderBills(db: CaseDb, firmId: string, caseId: string, providerId: string): Promise<number> {
  const row = await db
    .selectFrom('case_medical_bill')
    .select(sql<string>`count(*)`.as('n'))
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('provider_id', '=', providerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The role of a party of the case, or undefined when the case has no such party. */
export async function findPartyRole(db: CaseDb, firmId: string, caseId: string, partyId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('case_party')
    .select('role')
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('id', '=', partyId)
    .executeTakeFirst();
  return row?.role;
}

export async function documentBelongsToCase(db: CaseDb, firmId: string, caseId: string, documentId: string): Promise<boolean> {
  const row = await (db as unknown as Kysely<CaseDatabase & DocumentTables>)
    .selectFrom('case_document')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------- fee agreement

export type FeeAgreementRow = {
  caseId: string;
  percent: number;
  percentIsOneThird: boolean;
  litigationPercent: number | null;
  litigationPercentIsOneThird: boolean;
  basis: string;
  notes: string | null;
  updatedAt: string;
};

export async function findFeeAgreement(db: CaseDb, firmId: string, caseId: string): Promise<FeeAgreementRow | undefined> {
  const row = await db
    .selectFrom('case_fee_agreement')
    .select([
      'case_id',
      'percent',
      'percent_is_one_third',
      'litigation_percent',
      'litigation_percent_is_one_third',
      'basis',
      'notes',
      'updated_at',
    ])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    caseId: row.case_id,
    percent: row.percent,
    percentIsOneThird: row.percent_is_one_third,
    litigationPercent: row.litigation_percent,
    litigationPercentIsOneThird: row.litigation_percent_is_one_third,
    basis: row.basis,
    notes: row.notes,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function upsertFeeAgreement(
  db: CaseDb,
  firmId: string,
  caseId: string,
  values: Omit<FeeAgreementRow, 'caseId' | 'updatedAt'>,
): Promise<void> {
  const columns = {
    percent: values.percent,
    percent_is_one_third: values.percentIsOneThird,
    litigation_percent: values.litigationPercent,
    litigation_percent_is_one_third: values.litigationPercentIsOneThird,
    basis: values.basis,
    notes: values.notes,
  };
  await db
    .insertInto('case_fee_agreement')
    .values({ ...columns, firm_id: firmId, case_id: caseId })
    .onConflict((conflict) => conflict.columns(['firm_id', 'case_id']).doUpdateSet({ ...columns, updated_at: new Date() }))
    .execute();
}

// ---------------------------------------------------------------- the latest prediction (read only)

/** The columns of the prediction table (migration 0007) this feature reads; the predictions feature owns the table. */
type PredictionValueTable = {
  prediction: {
    firm_id: string;
    id: string;
    case_id: string;
    predicted_value: number;
    lower_bound: number;
    upper_bound: number;
    created_at: Date;
  };
};

/** The case's latest prediction: its value and 95% range, or undefined when it has none. */
export async function findLatestPredictedValue(
  db: CaseDb,
  firmId: string,
  caseId: string,
): Promise<{ mean: number; lower: number; upper: number } | undefined> {
  const row = await (db as unknown as Kysely<PredictionValueTable>)
    .selectFrom('prediction')
    .select(['predicted_value', 'lower_bound', 'upper_bound'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { mean: row.predicted_value, lower: row.lower_bound, upper: row.upper_bound } : undefined;
}
