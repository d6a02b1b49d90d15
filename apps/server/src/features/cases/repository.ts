// SQL for cases: list with search, status filter, sort and paging in SQL; every query scoped by firm_id.
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  DEFAULT_CASE_TYPE_CODE,
  escapeLikePattern,
  getStatusLikePatterns,
  stageFromStatus,
  parseCaseNo,
  type Case,
  type CaseCreate,
  type CaseListFilter,
  type CaseListQuery,
  type CaseSortColumn,
  type CaseUpdate,
  type PredictionSummary,
} from '@casecast/domain';
import { insertInChunks } from '../../db/insert-in-chunks.js';
import type { CaseDatabase, CaseDb } from '../../db/case-tables.js';
import { madeBeforeCloseSql } from './pre-close-sql.js';

type CaseEb = ExpressionBuilder<CaseDatabase & { c: CaseDatabase['legal_case'] } & { a: CaseDatabase['attorney'] }, 'c' | 'a'>;

/** API field → column, for every writable case field. */
export const CASE_FIELD_COLUMNS = {
  clientName: 'client_name',
  caseNumber: 'case_number',
  title: 'title',
  dateOpened: 'date_opened',
  dateClosed: 'date_closed',
  incidentDate: 'incident_date',
  status: 'status',
  caseType: 'case_type',
  carrier: 'carrier',
  insuranceLimits: 'insurance_limits',
  liability: 'liability',
  propertyDamageAmount: 'property_damage_amount',
  propertyDamageSeverity: 'property_damage_severity',
  actualSettlement: 'actual_settlement',
  hasTreatmentGap: 'has_treatment_gap',
  attorneyId: 'attorney_id',
  clientAge: 'client_age',
  clientGender: 'client_gender',
  medicalCosts: 'medical_costs',
  lostWages: 'lost_wages',
  workDaysMissed: 'work_days_missed',
  jurisdiction: 'jurisdiction',
  state: 'state',
  clientDateOfBirth: 'client_date_of_birth',
  notes: 'notes',
} as const satisfies Record<keyof CaseUpdate, keyof CaseDatabase['legal_case']>;

type CaseField = keyof typeof CASE_FIELD_COLUMNS;

const isoDate = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const isoDateOrNull = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

function selectCases(db: CaseDb) {
  return db
    .selectFrom('legal_case as c')
    .leftJoin('attorney as a', (join) => join.onRef('a.firm_id', '=', 'c.firm_id').onRef('a.id', '=', 'c.attorney_id'))
    .select([
      'c.id',
      'c.case_no',
      'c.client_name',
      'c.case_number',
      'c.title',
      isoDate('c.date_opened').as('date_opened'),
      isoDateOrNull('c.date_closed').as('date_closed'),
      isoDateOrNull('c.incident_date').as('incident_date'),
      'c.status',
      'c.case_type',
      'c.carrier',
      'c.insurance_limits',
      'c.liability',
      'c.property_damage_amount',
      'c.property_damage_severity',
      'c.actual_settlement',
      'c.has_treatment_gap',
      'c.attorney_id',
      'a.name as attorney_name',
      'c.client_age',
      'c.client_gender',
      'c.medical_costs',
      'c.lost_wages',
      'c.work_days_missed',
      'c.jurisdiction',
      'c.state',
      isoDateOrNull('c.client_date_of_birth').as('client_date_of_birth'),
      'c.stage',
      'c.notes',
      'c.created_at',
      'c.updated_at',
    ]);
}

type CaseRow = Awaited<ReturnType<ReturnType<typeof selectCases>['executeTakeFirstOrThrow']>>;

function toCase(row: CaseRow): Case {
  return {
    id: row.id,
    caseNo: row.case_no,
    clientName: row.client_name,
    caseNumber: row.case_number,
    title: row.title,
    dateOpened: row.date_opened,
    dateClosed: row.date_closed,
    incidentDate: row.incident_date,
    status: row.status,
    caseType: row.case_type,
    carrier: row.carrier,
    insuranceLimits: row.insurance_limits,
    liability: row.liability,
    propertyDamageAmount: row.property_damage_amount,
    propertyDamageSeverity: row.property_damage_severity,
    actualSettlement: row.actual_settlement,
    hasTreatmentGap: row.has_treatment_gap,
    attorneyId: row.attorney_id,
    attorneyName: row.attorney_name,
    clientAge: row.client_age,
    clientGender: row.client_gender,
    medicalCosts: row.medical_costs,
    lostWages: row.lost_wages,
    workDaysMissed: row.work_days_missed,
    jurisdiction: row.jurisdiction,
    state: row.state,
    clientDateOfBirth: row.client_date_of_birth,
    stage: row.stage as Case['stage'],
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Only the keys present in the input become column values (undefined keys are left alone). */
function toColumns(input: Partial<Record<CaseField, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(CASE_FIELD_COLUMNS)) {
    const value = input[field as CaseField];
    if (value !== undefined) values[column] = value;
  }
  return values;
}

/**
 * Search: client name, carrier or notes contain the text, case-insensitively; % and _ match literally.
 * A text that names a case number ('CASE-0042', '42') also finds that case.
 */
function matchesSearch(eb: CaseEb, search: string): Expression<SqlBool> {
  const pattern = `%${escapeLikePattern(search)}%`;
  const caseNo = parseCaseNo(search);
  return eb.or([
    eb('c.client_name', 'ilike', pattern),
    eb('c.carrier', 'ilike', pattern),
    eb('c.notes', 'ilike', pattern),
    ...(caseNo === null ? [] : [eb('c.case_no', '=', caseNo)]),
  ]);
}

/** The status filter from the domain's rule data, so SQL and matchesCaseListFilter are one definition. */
function matchesFilter(filter: CaseListFilter): Expression<SqlBool> {
  const { mode, patterns } = getStatusLikePatterns(filter);
  const status = sql`lower(coalesce(nullif(trim(c.status), ''), 'open'))`;
  const anyMatch = sql<SqlBool>`${status} LIKE ANY (${sql.val(patterns)}::text[])`;
  return mode === 'any' ? anyMatch : sql<SqlBool>`NOT (${anyMatch})`;
}

function sortExpression(sort: CaseSortColumn) {
  switch (sort) {
    case 'clientName':
      return sql`lower(c.client_name)`;
    case 'predictedValue':
      return sql`c.predicted_value`;
    case 'duration':
      return sql`(coalesce(c.date_closed, current_date) - c.date_opened)`;
    case 'status':
      return sql`lower(c.status)`;
    case 'attorneyName':
      return sql`lower(a.name)`;
    case 'dateOpened':
      return sql`c.date_opened`;
    case 'updatedAt':
      return sql`c.updated_at`;
    case 'createdAt':
      return sql`c.created_at`;
  }
}

export type CaseListFilters = Pick<CaseListQuery, 'search' | 'filter' | 'sort' | 'direction'>;

function filteredCases(db: CaseDb, firmId: string, query: Pick<CaseListQuery, 'search' | 'filter'>) {
  let builder = selectCases(db).where('c.firm_id', '=', firmId);
  if (query.search) {
    const search = query.search;
    builder = builder.where((eb) => matchesSearch(eb as unknown as CaseEb, search));
  }
  if (query.filter) builder = builder.where(matchesFilter(query.filter));
  return builder;
}

/** Sorts whose value may be missing: those cases go last in either direction. */
const NULLABLE_SORTS: ReadonlySet<CaseSortColumn> = new Set(['predictedValue', 'attorneyName']);

function sortedCases(db: CaseDb, firmId: string, query: CaseListFilters) {
  const direction = query.direction === 'asc' ? sql`ASC` : sql`DESC`;
  // NULLS LAST only where values can be missing: on NOT NULL columns it would stop the planner
  // from reading a descending order straight off the (firm_id, column, id) index. id keeps pages stable.
  const nulls = NULLABLE_SORTS.has(query.sort) ? sql`NULLS LAST` : sql``;
  return filteredCases(db, firmId, query)
    .orderBy(sql`${sortExpression(query.sort)} ${direction} ${nulls}`)
    .orderBy(sql`c.id ${direction}`);
}

export async function listCases(db: CaseDb, firmId: string, query: CaseListQuery): Promise<{ items: Case[]; total: number; totalAll: number }> {
  const [rows, totals] = await Promise.all([
    sortedCases(db, firmId, query)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    countCases(db, firmId, query),
  ]);
  return { items: rows.map(toCase), ...totals };
}

async function countCases(db: CaseDb, firmId: string, query: Pick<CaseListQuery, 'search' | 'filter'>): Promise<{ total: number; totalAll: number }> {
  if (query.search) {
    // With a search, two counts: the filtered one can use the trigram indexes instead of testing
    // the search on every case of the firm, and the firm's total is an index-only count.
    const [all, filtered] = await Promise.all([
      db.selectFrom('legal_case as c').select(sql<number>`count(*)`.as('count')).where('c.firm_id', '=', firmId).executeTakeFirstOrThrow(),
      filteredCases(db, firmId, query).clearSelect().select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow(),
    ]);
    return { total: Number(filtered.count), totalAll: Number(all.count) };
  }
  // A status filter alone reads every case either way: one pass counts both.
  const conditions = query.filter ? matchesFilter(query.filter) : sql<SqlBool>`true`;
  const row = await db
    .selectFrom('legal_case as c')
    .select([sql<number>`count(*) FILTER (WHERE ${conditions})`.as('total'), sql<number>`count(*)`.as('totalAll')])
    .where('c.firm_id', '=', firmId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), totalAll: Number(row.totalAll) };
}

/** Every matching case in list order, in pages of `batchSize` (the CSV export streams these). */
export async function* iterateCases(db: CaseDb, firmId: string, query: CaseListFilters, batchSize = 1000): AsyncGenerator<Case[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await sortedCases(db, firmId, query).limit(batchSize).offset(offset).execute();
    if (rows.length > 0) yield rows.map(toCase);
    if (rows.length < batchSize) return;
  }
}

export async function findCase(db: CaseDb, firmId: string, id: string): Promise<Case | undefined> {
  const row = await selectCases(db).where('c.firm_id', '=', firmId).where('c.id', '=', id).executeTakeFirst();
  return row ? toCase(row) : undefined;
}

/** Locks the case row for the rest of the transaction, so concurrent edits are applied one after another. */
export async function findCaseForUpdate(db: CaseDb, firmId: string, id: string): Promise<Case | undefined> {
  const locked = await db.selectFrom('legal_case').select('id').where('firm_id', '=', firmId).where('id', '=', id).forUpdate().executeTakeFirst();
  return locked ? findCase(db, firmId, id) : undefined;
}

export async function caseExists(db: CaseDb, firmId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('legal_case').select('id').where('firm_id', '=', firmId).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function insertCase(db: CaseDb, firmId: string, input: CaseCreate): Promise<string> {
  const row = await db
    .insertInto('legal_case')
    .values({ ...(toColumns(input) as { client_name: string; date_opened: string; status: string }), stage: stageFromStatus(input.status), firm_id: firmId })
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? '';
}

/** Many cases in as few statements as the parameter limit allows (imports, the demo firm); returns their ids in input order. */
export async function insertCases(db: CaseDb, firmId: string, inputs: ReadonlyArray<CaseCreate & { id?: string; createdAt?: Date }>): Promise<string[]> {
  const rows = inputs.map((input) => ({
    // Every column in every row, so one multi-row VALUES list fits all.
    ...(Object.fromEntries(Object.values(CASE_FIELD_COLUMNS).map((column) => [column, null])) as Record<string, null>),
    ...(toColumns(input) as { client_name: string; date_opened: string; status: string }),
    stage: stageFromStatus(input.status),
    case_type: input.caseType ?? DEFAULT_CASE_TYPE_CODE,
    firm_id: firmId,
    ...(input.id ? { id: input.id } : {}),
    ...(input.createdAt ? { created_at: input.createdAt, updated_at: input.createdAt } : {}),
  }));
  const inserted = await insertInChunks(rows, (chunk) => db.insertInto('legal_case').values(chunk).returning('id').execute());
  return inserted.map((row) => row.id);
}

export async function updateCase(db: CaseDb, firmId: string, id: string, patch: CaseUpdate): Promise<void> {
  await db
    .updateTable('legal_case')
    .set({ ...toColumns(patch), updated_at: new Date() })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

export async function deleteCase(db: CaseDb, firmId: string, id: string): Promise<void> {
  await db.deleteFrom('legal_case').where('firm_id', '=', firmId).where('id', '=', id).execute();
}

type PredictionSummaryRow = { case_id: string; predicted_value: number; lower_bound: number; upper_bound: number; confidence: number; model_version: string; created_at: Date };

function toPredictionSummary(row: PredictionSummaryRow): PredictionSummary {
  return {
    predictedValue: Number(row.predicted_value),
    lowerBound: Number(row.lower_bound),
    upperBound: Number(row.upper_bound),
    confidence: Number(row.confidence),
    modelVersion: row.model_version,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Each case's latest stored prediction (table of migration 0007): DISTINCT ON over the (firm_id, case_id, created_at DESC) index. */
export async function findLatestPredictions(db: CaseDb, firmId: string, caseIds: readonly string[]): Promise<Map<string, PredictionSummary>> {
  if (caseIds.length === 0) return new Map();
  const result = await sql<PredictionSummaryRow>`
    SELECT DISTINCT ON (case_id) case_id, predicted_value, lower_bound, upper_bound, confidence, model_version, created_at
    FROM prediction
    WHERE firm_id = ${firmId} AND case_id = ANY(${sql.val([...caseIds])}::text[])
    ORDER BY case_id, created_at DESC, id DESC`.execute(db);
  return new Map(result.rows.map((row) => [row.case_id, toPredictionSummary(row)]));
}

/** The latest prediction made on or before the day the case closed: what its actual settlement is compared with. */
export async function findPredictionBeforeClose(db: CaseDb, firmId: string, caseId: string): Promise<PredictionSummary | null> {
  const result = await sql<PredictionSummaryRow>`
    SELECT p.case_id, p.predicted_value, p.lower_bound, p.upper_bound, p.confidence, p.model_version, p.created_at
    FROM prediction p JOIN legal_case c ON c.firm_id = p.firm_id AND c.id = p.case_id
    WHERE p.firm_id = ${firmId} AND p.case_id = ${caseId} AND c.date_closed IS NOT NULL AND ${madeBeforeCloseSql('p.created_at', 'c.date_closed')}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT 1`.execute(db);
  return result.rows[0] ? toPredictionSummary(result.rows[0]) : null;
}
