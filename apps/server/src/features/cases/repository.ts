// SQL for cases: list with search, phase filters, sort and paging in SQL; every query scoped by firm_id.
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import {
  DEFAULT_CASE_TYPE_CODE,
  escapeLikePattern,
  CASE_LIST_FILTER_PHASES,
  DEFAULT_CASE_PHASE,
  parseCaseNo,
  type CasePhase,
  type Case,
  type CaseCreate,
  type CaseListFilter,
  type CaseListQuery,
  type CaseSortColumn,
  type CaseUpdate,
  type PredictionSummary,
} from '@casecast/domain';
import { insertInChunks } from '../../db/insert-in-chunks.js';
import { madeBeforeCloseSql } from './pre-close-sql.js';
import { nextVersion } from '../../db/record-version.js';
import { partyNameText, policyNumbersText } from '../../db/search-texts.js';
import type { Database, Db } from '../../db/schema.js';

type CaseEb = ExpressionBuilder<Database & { c: Database['legal_case'] } & { a: Database['attorney'] }, 'c' | 'a'>;

/** API field → column, for every writable case field. */
export const CASE_FIELD_COLUMNS = {
  clientName: 'client_name',
  caseNumber: 'case_number',
  title: 'title',
  dateOpened: 'date_opened',
  dateClosed: 'date_closed',
  incidentDate: 'incident_date',
  phase: 'phase',
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
  dateOfDeath: 'date_of_death',
  notes: 'notes',
} as const satisfies Record<keyof CaseUpdate, keyof Database['legal_case']>;

type CaseField = keyof typeof CASE_FIELD_COLUMNS;

const isoDate = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const isoDateOrNull = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

function selectCases(db: Db) {
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
      'c.phase',
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
      isoDateOrNull('c.date_of_death').as('date_of_death'),
      'c.notes',
      'c.archived_at',
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
    phase: row.phase as CasePhase,
    // The older names of the phase, for one release.
    status: row.phase,
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
    dateOfDeath: row.date_of_death,
    stage: row.phase as CasePhase,
    notes: row.notes,
    archivedAt: row.archived_at ? new Date(row.archived_at).toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Only the keys present in the input become column values (undefined keys are left alone). The phase (or the
 * old status field, already read as a phase) is written to phase, and to the status and stage columns that
 * older readers still look at for one release.
 */
function toColumns(input: Partial<Record<CaseField, unknown>>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(CASE_FIELD_COLUMNS)) {
    if (field === 'phase' || field === 'status') continue;
    const value = input[field as CaseField];
    if (value !== undefined) values[column] = value;
  }
  const phase = input.phase ?? input.status;
  if (phase !== undefined) Object.assign(values, phaseColumns(phase as CasePhase));
  return values;
}

/** The phase and its two older mirrors (migration 0042). */
export function phaseColumns(phase: CasePhase): { phase: CasePhase; status: CasePhase; stage: CasePhase } {
  return { phase, status: phase, stage: phase };
}

/**
 * Search: client name, carrier or notes contain the text, case-insensitively; % and _ match literally.
 * A text that names a case number ('CASE-0042', '42') also finds that case, and so does a party's name or
 * a claim or policy number (what an adjuster quotes on the phone).
 */
function matchesSearch(eb: CaseEb, firmId: string, search: string): Expression<SqlBool> {
  const pattern = `%${escapeLikePattern(search)}%`;
  const caseNo = parseCaseNo(search);
  // The lower-cased texts in one column with one trigram index (migration 0028): LIKE of the lower-cased search
  // there finds what ILIKE on each column does, unless the search holds a line break (the column's separator).
  const inText = search.includes('\n')
    ? eb.or([eb('c.client_name', 'ilike', pattern), eb('c.carrier', 'ilike', pattern), eb('c.notes', 'ilike', pattern)])
    : sql<SqlBool>`c.search_text LIKE lower(${pattern})`;
  // Parties and policies through their trigram indexes (migration 0039). The matching case ids are gathered once
  // (ARRAY(...) of an uncorrelated query is an init plan) and looked up in the case key, so each side of the OR reads an index: an
  // EXISTS per case there would run once for every case of the firm.
  const inParties = sql<SqlBool>`c.id = ANY (ARRAY(SELECT p.case_id FROM case_party p WHERE p.firm_id = ${firmId} AND ${partyNameText('p')} LIKE lower(${pattern})))`;
  const inPolicies = sql<SqlBool>`c.id = ANY (ARRAY(SELECT p.case_id FROM case_policy p WHERE p.firm_id = ${firmId} AND ${policyNumbersText('p')} LIKE lower(${pattern})))`;
  const matches = [inText, inParties, inPolicies];
  return eb.or(caseNo === null ? matches : [...matches, eb('c.case_no', '=', caseNo)]);
}

function sortKey(sort: CaseSortColumn): { key: RawBuilder<unknown>; type: SortKeyType; nullable: boolean } {
  switch (sort) {
    case 'clientName':
      return { key: sql`lower(c.client_name)`, type: 'text', nullable: false };
    case 'predictedValue':
      return { key: sql`c.predicted_value`, type: 'numeric', nullable: true };
    case 'duration':
      return { key: sql`(coalesce(c.date_closed, current_date) - c.date_opened)`, type: 'integer', nullable: false };
    case 'phase':
    case 'status':
      // In the phases' order (intake first), not alphabetically.
      return { key: sql`array_position(${sql.lit(`{${CASE_PHASE_ORDER}}`)}::text[], c.phase)`, type: 'integer', nullable: false };
    case 'attorneyName':
      // Kept on the case by triggers (migration 0023), so the sort reads an index instead of joining.
      return { key: sql`c.attorney_sort_name`, type: 'text', nullable: true };
    case 'dateOpened':
      return { key: sql`c.date_opened`, type: 'date', nullable: false };
    case 'updatedAt':
      return { key: sql`c.updated_at`, type: 'timestamptz', nullable: false };
    case 'createdAt':
      return { key: sql`c.created_at`, type: 'timestamptz', nullable: false };
  }
}

type SortKeyType = 'text' | 'numeric' | 'integer' | 'date' | 'timestamptz';

export type CaseListFilters = Pick<CaseListQuery, 'search' | 'filter' | 'phase' | 'sort' | 'direction'>;

/** Where a page starts: the sort value (as text, exact) and id of the last case of the page before. */
export type CaseListPosition = { value: string | null; id: string };

/** The firm's listed cases per phase, kept by triggers (migrations 0023, 0037 and 0042). */
async function countByPhase(db: Db, firmId: string): Promise<Array<{ phase: string; cases: number }>> {
  const result = await sql<{
    phase: string;
    cases: number;
  }>`SELECT phase, cases FROM case_status_count WHERE firm_id = ${firmId}`.execute(db);
  return result.rows.map((row) => ({ phase: row.phase, cases: Number(row.cases) }));
}

type Selection = { search?: string; phases?: readonly CasePhase[] };

function filteredCases(db: Db, firmId: string, selection: Selection) {
  // Archived cases are off the list (and its counters, migration 0037); GET /api/cases/archived lists them.
  let builder = selectCases(db).where('c.firm_id', '=', firmId).where('c.archived_at', 'is', null);
  if (selection.search) {
    const search = selection.search;
    builder = builder.where((eb) => matchesSearch(eb as unknown as CaseEb, firmId, search));
  }
  // The phase and group filters as the list of phases they keep (the domain's groups).
  if (selection.phases) builder = builder.where(sql<SqlBool>`c.phase = ANY (${sql.val([...selection.phases])}::text[])`);
  return builder;
}

/**
 * One index-ordered stretch of the list. `key` orders it (ascending, or descending when `reversed`
 * says the list runs against it); `bound` turns the list's sort value into this key's value.
 */
type Segment = {
  where: RawBuilder<SqlBool>;
  key: RawBuilder<unknown> | null;
  reversed: boolean;
  bound: (value: RawBuilder<unknown>) => RawBuilder<unknown>;
};

const same = (value: RawBuilder<unknown>) => value;

/**
 * The parts of the list that each follow one index, in list order for non-null values. Duration is an
 * open case's age (oldest first when descending: date opened ascending) merged with closed cases'
 * stored length; sorts with missing values have the missing ones as a last part ordered by id.
 */
function segmentsOf(sort: CaseSortColumn, position: CaseListPosition | undefined): Segment[] {
  if (sort === 'duration') {
    return [
      {
        where: sql<SqlBool>`c.date_closed IS NULL`,
        key: sql`c.date_opened`,
        reversed: true,
        bound: (value) => sql`(current_date - ${value})`,
      },
      { where: sql<SqlBool>`c.date_closed IS NOT NULL`, key: sql`c.closed_duration_days`, reversed: false, bound: same },
    ];
  }
  const { key, nullable } = sortKey(sort);
  if (!nullable) return [{ where: sql<SqlBool>`true`, key, reversed: false, bound: same }];
  const nulls: Segment = { where: sql<SqlBool>`${key} IS NULL`, key: null, reversed: false, bound: same };
  // After a missing value only missing values remain.
  if (position && position.value === null) return [nulls];
  return [{ where: sql<SqlBool>`${key} IS NOT NULL`, key, reversed: false, bound: same }, nulls];
}

/** Rows after `position` within one segment: an index range (key ≥ bound) and the exact tie-break on id. */
function afterPosition(segment: Segment, position: CaseListPosition, descending: boolean, type: SortKeyType): RawBuilder<SqlBool> {
  const idOp = descending ? sql`<` : sql`>`;
  const idAfter = sql<SqlBool>`c.id ${idOp} ${position.id}`;
  // Missing values come after every value: after a value, all of them; after a missing one, those with a later id.
  if (segment.key === null) return position.value === null ? idAfter : sql<SqlBool>`true`;
  if (position.value === null) return idAfter;
  const keyDescending = descending !== segment.reversed;
  const bound = segment.bound(sql`${position.value}::${sql.raw(type)}`);
  const op = keyDescending ? sql`<` : sql`>`;
  const opOrEqual = keyDescending ? sql`<=` : sql`>=`;
  return sql<SqlBool>`(${segment.key} ${opOrEqual} ${bound} AND (${segment.key} ${op} ${bound} OR (${segment.key} = ${bound} AND ${idAfter})))`;
}

type Page = { offset: number; limit: number; after?: CaseListPosition };

/** One page of cases in list order, each with its sort value as exact text (for the next cursor). */
function pageOfCases(db: Db, firmId: string, selection: Selection, query: Pick<CaseListQuery, 'sort' | 'direction'>, page: Page) {
  const descending = query.direction !== 'asc';
  const direction = descending ? sql`DESC` : sql`ASC`;
  const { key, type, nullable } = sortKey(query.sort);
  // NULLS LAST only where values can be missing: on NOT NULL columns it would stop the planner
  // from reading a descending order straight off the (firm_id, column, id) index. id keeps pages stable.
  const nullsLast = nullable ? sql`NULLS LAST` : sql``;
  const base = filteredCases(db, firmId, selection).select(sql<string | null>`${key}::text`.as('sort_value'));
  if (!page.after && query.sort !== 'duration') {
    // One index serves the whole order, missing values included (the …NULLS LAST indexes).
    return base
      .orderBy(sql`${key} ${direction} ${nullsLast}`)
      .orderBy(sql`c.id ${direction}`)
      .limit(page.limit)
      .offset(page.offset);
  }
  const segments = segmentsOf(query.sort, page.after);
  // Each part reads its own index as far as the page can reach; the merge sorts at most that many rows per part.
  const reach = page.offset + page.limit;
  const parts = segments.map((segment, index) => {
    const keyDirection = descending !== segment.reversed ? sql`DESC` : sql`ASC`;
    let part = base.where(segment.where).select(sql<number>`${index}`.as('part'));
    if (page.after) part = part.where(afterPosition(segment, page.after, descending, type));
    if (segment.key) part = part.orderBy(sql`${segment.key} ${keyDirection}`);
    // Wrapped, so that each part keeps its own ORDER BY and LIMIT inside the UNION ALL.
    return db
      .selectFrom(
        part
          .orderBy(sql`c.id ${direction}`)
          .limit(reach)
          .as(`part${index}`),
      )
      .selectAll();
  });
  const [first, ...rest] = parts;
  let union = first!;
  for (const part of rest) union = union.unionAll(part);
  // Parts follow one another (values, then missing ones), except duration's, which interleave.
  const partOrder = query.sort === 'duration' ? sql`` : sql`page.part, `;
  return db
    .selectFrom(union.as('page'))
    .selectAll()
    .orderBy(sql`${partOrder}page.sort_value::${sql.raw(type)} ${direction}, page.id ${direction}`)
    .limit(page.limit)
    .offset(page.offset);
}
type ListedCases = { items: Case[]; total: number; totalAll: number; last: CaseListPosition | null };

/** The phases a group filter and a phase filter keep together; undefined without either. */
function phasesFor(filter: CaseListFilter | undefined, phase: CasePhase | undefined): CasePhase[] | undefined {
  if (!filter && !phase) return undefined;
  const inGroup = filter ? CASE_LIST_FILTER_PHASES[filter] : CASE_PHASE_ORDER;
  return inGroup.filter((candidate) => !phase || candidate === phase);
}

const CASE_PHASE_ORDER: readonly CasePhase[] = CASE_LIST_FILTER_PHASES.open.concat(CASE_LIST_FILTER_PHASES.resolved);

/**
 * A page of the list and its counters. Without a search both counters come from the per-status
 * counts; with one, the matches are counted (through the trigram indexes). `after` reads the page
 * from a position instead of skipping `offset` cases.
 */
export async function listCases(
  db: Db,
  firmId: string,
  query: CaseListFilters & { offset: number; limit: number; after?: CaseListPosition },
): Promise<ListedCases> {
  const counts = await countByPhase(db, firmId);
  const phases = phasesFor(query.filter, query.phase);
  const selection: Selection = { search: query.search, phases };
  const totalAll = counts.reduce((sum, count) => sum + count.cases, 0);
  const nothing = phases !== undefined && phases.length === 0;
  const [rows, total] = await Promise.all([
    nothing
      ? []
      : pageOfCases(db, firmId, selection, query, {
          offset: query.after ? 0 : query.offset,
          limit: query.limit + 1,
          after: query.after,
        }).execute(),
    nothing
      ? 0
      : query.search
        ? countMatches(db, firmId, selection)
        : phases
          ? counts.filter((count) => (phases as readonly string[]).includes(count.phase)).reduce((sum, count) => sum + count.cases, 0)
          : totalAll,
  ]);
  const items = rows.slice(0, query.limit);
  const last = rows.length > query.limit ? items[items.length - 1] : undefined;
  return { items: items.map(toCase), total, totalAll, last: last ? { value: last.sort_value, id: last.id } : null };
}

async function countMatches(db: Db, firmId: string, selection: Selection): Promise<number> {
  const row = await filteredCases(db, firmId, selection)
    .clearSelect()
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every matching case in list order, in batches of `batchSize` read from where the last one ended (the CSV export streams these). */
export async function* iterateCases(db: Db, firmId: string, query: CaseListFilters, batchSize = 1000): AsyncGenerator<Case[]> {
  const selection: Selection = { search: query.search, phases: phasesFor(query.filter, query.phase) };
  if (selection.phases?.length === 0) return;
  let after: CaseListPosition | undefined;
  for (;;) {
    const rows = await pageOfCases(db, firmId, selection, query, { offset: 0, limit: batchSize, after }).execute();
    if (rows.length > 0) yield rows.map(toCase);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { value: last.sort_value, id: last.id };
  }
}

export async function findCase(db: Db, firmId: string, id: string): Promise<Case | undefined> {
  const row = await selectCases(db).where('c.firm_id', '=', firmId).where('c.id', '=', id).executeTakeFirst();
  return row ? toCase(row) : undefined;
}

/** Locks the case row for the rest of the transaction, so concurrent edits are applied one after another. */
export async function findCaseForUpdate(db: Db, firmId: string, id: string): Promise<Case | undefined> {
  const locked = await db
    .selectFrom('legal_case')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return locked ? findCase(db, firmId, id) : undefined;
}

export async function caseExists(db: Db, firmId: string, id: string): Promise<boolean> {
  const row = await db.selectFrom('legal_case').select('id').where('firm_id', '=', firmId).where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function insertCase(db: Db, firmId: string, input: CaseCreate): Promise<string> {
  const row = await db
    .insertInto('legal_case')
    .values({
      ...phaseColumns(DEFAULT_CASE_PHASE),
      ...(toColumns(input) as { client_name: string; date_opened: string }),
      firm_id: firmId,
    })
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? '';
}

/** Many cases in as few statements as the parameter limit allows (imports, the demo firm); returns their ids in input order. */
export async function insertCases(
  db: Db,
  firmId: string,
  inputs: ReadonlyArray<CaseCreate & { id?: string; createdAt?: Date; sourceRef?: string | null }>,
): Promise<string[]> {
  const rows = inputs.map(({ sourceRef, ...input }) => ({
    // Every column in every row, so one multi-row VALUES list fits all.
    ...(Object.fromEntries(Object.values(CASE_FIELD_COLUMNS).map((column) => [column, null])) as Record<string, null>),
    ...phaseColumns(DEFAULT_CASE_PHASE),
    ...(toColumns(input) as { client_name: string; date_opened: string }),
    case_type: input.caseType ?? DEFAULT_CASE_TYPE_CODE,
    firm_id: firmId,
    source_ref: sourceRef ?? null,
    ...(input.id ? { id: input.id } : {}),
    ...(input.createdAt ? { created_at: input.createdAt, updated_at: input.createdAt } : {}),
  }));
  const inserted = await insertInChunks(rows, (chunk) => db.insertInto('legal_case').values(chunk).returning('id').execute());
  return inserted.map((row) => row.id);
}

export async function updateCase(db: Db, firmId: string, id: string, patch: CaseUpdate): Promise<void> {
  await db
    .updateTable('legal_case')
    .set({ ...toColumns(patch), updated_at: nextVersion() })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

/** Takes a settled case off the list, keeping it and everything hanging off it. */
export async function archiveCase(db: Db, firmId: string, id: string, userId: string | null): Promise<void> {
  await db
    .updateTable('legal_case')
    .set({ archived_at: new Date(), archived_by: userId, updated_at: nextVersion() })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

export async function restoreCase(db: Db, firmId: string, id: string): Promise<void> {
  await db
    .updateTable('legal_case')
    .set({ archived_at: null, archived_by: null, updated_at: nextVersion() })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

/** How many closing statement versions the case has (each one is kept with an archived case). */
export async function countStatementVersions(db: Db, firmId: string, caseId: string): Promise<number> {
  const row = await sql<{
    count: string;
  }>`SELECT count(*) AS count FROM settlement_statement_version WHERE firm_id = ${firmId} AND case_id = ${caseId}`.execute(db);
  return Number(row.rows[0]?.count ?? 0);
}

export type ArchivedCaseRow = {
  id: string;
  caseNo: number;
  clientName: string;
  phase: CasePhase;
  actualSettlement: number | null;
  archivedAt: string;
  statementVersions: number;
};

/** The firm's archived cases, most recently archived first. */
export async function listArchivedCases(db: Db, firmId: string, limit: number): Promise<ArchivedCaseRow[]> {
  const result = await sql<{
    id: string;
    case_no: number;
    client_name: string;
    phase: CasePhase;
    actual_settlement: number | null;
    archived_at: Date;
    statements: string;
  }>`
    SELECT c.id, c.case_no, c.client_name, c.phase, c.actual_settlement, c.archived_at,
      (SELECT count(*) FROM settlement_statement_version v WHERE v.firm_id = c.firm_id AND v.case_id = c.id) AS statements
    FROM legal_case c WHERE c.firm_id = ${firmId} AND c.archived_at IS NOT NULL
    ORDER BY c.archived_at DESC, c.id LIMIT ${limit}`.execute(db);
  return result.rows.map((row) => ({
    id: row.id,
    caseNo: Number(row.case_no),
    clientName: row.client_name,
    phase: row.phase,
    actualSettlement: row.actual_settlement === null ? null : Number(row.actual_settlement),
    archivedAt: new Date(row.archived_at).toISOString(),
    statementVersions: Number(row.statements),
  }));
}

export async function deleteCase(db: Db, firmId: string, id: string): Promise<void> {
  await db.deleteFrom('legal_case').where('firm_id', '=', firmId).where('id', '=', id).execute();
}

type PredictionSummaryRow = {
  case_id: string;
  predicted_value: number;
  lower_bound: number;
  upper_bound: number;
  confidence: number;
  model_version: string;
  created_at: Date;
};

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
export async function findLatestPredictions(db: Db, firmId: string, caseIds: readonly string[]): Promise<Map<string, PredictionSummary>> {
  if (caseIds.length === 0) return new Map();
  const result = await sql<PredictionSummaryRow>`
    SELECT DISTINCT ON (case_id) case_id, predicted_value, lower_bound, upper_bound, confidence, model_version, created_at
    FROM prediction
    WHERE firm_id = ${firmId} AND case_id = ANY(${sql.val([...caseIds])}::text[])
    ORDER BY case_id, created_at DESC, id DESC`.execute(db);
  return new Map(result.rows.map((row) => [row.case_id, toPredictionSummary(row)]));
}

/** The latest prediction made on or before the day the case closed: what its actual settlement is compared with. */
export async function findPredictionBeforeClose(db: Db, firmId: string, caseId: string): Promise<PredictionSummary | null> {
  const result = await sql<PredictionSummaryRow>`
    SELECT p.case_id, p.predicted_value, p.lower_bound, p.upper_bound, p.confidence, p.model_version, p.created_at
    FROM prediction p JOIN legal_case c ON c.firm_id = p.firm_id AND c.id = p.case_id
    WHERE p.firm_id = ${firmId} AND p.case_id = ${caseId} AND c.date_closed IS NOT NULL AND ${madeBeforeCloseSql('p.created_at', 'c.date_closed')}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT 1`.execute(db);
  return result.rows[0] ? toPredictionSummary(result.rows[0]) : null;
}

/** Which of these source ids (an import's 'filevine:4471') the firm's cases already carry. */
export async function findSourceRefs(db: Db, firmId: string, refs: readonly string[]): Promise<Set<string>> {
  if (refs.length === 0) return new Set();
  const rows = await db
    .selectFrom('legal_case')
    .select('source_ref')
    .where('firm_id', '=', firmId)
    .where('source_ref', 'in', [...refs])
    .execute();
  return new Set(rows.map((row) => row.source_ref).filter((ref): ref is string => ref !== null));
}

export type ImportCaseRef = { id: string; sourceRef: string | null; caseNumber: string | null; caseNo: number };

/**
 * The firm's cases a related-records file may name: by their id in the old system (any source's 'filevine:4471' whose
 * id is one of `sourceIds`), by their own case number, or by the firm's number (CASE-0042).
 */
export async function findCasesByImportRefs(
  db: Db,
  firmId: string,
  refs: { sourceIds: readonly string[]; caseNumbers: readonly string[]; caseNos: readonly number[] },
): Promise<ImportCaseRef[]> {
  if (refs.sourceIds.length + refs.caseNumbers.length + refs.caseNos.length === 0) return [];
  const rows = await db
    .selectFrom('legal_case')
    .select(['id', 'source_ref', 'case_number', 'case_no'])
    .where('firm_id', '=', firmId)
    .where((eb) =>
      eb.or([
        ...(refs.sourceIds.length > 0 ? [eb(sql<string>`substr(source_ref, strpos(source_ref, ':') + 1)`, 'in', [...refs.sourceIds])] : []),
        ...(refs.caseNumbers.length > 0 ? [eb('case_number', 'in', [...refs.caseNumbers])] : []),
        ...(refs.caseNos.length > 0 ? [eb('case_no', 'in', [...refs.caseNos])] : []),
      ]),
    )
    .execute();
  return rows.map((row) => ({ id: row.id, sourceRef: row.source_ref, caseNumber: row.case_number, caseNo: Number(row.case_no) }));
}
