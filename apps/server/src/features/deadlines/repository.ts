// SQL for case deadlines and the case facts they are computed from; every query scoped by firm_id.
import { sql, type SqlBool } from 'kysely';
import {
  ACTIVE_CASE_PHASES,
  type Deadline,
  type DeadlineRule,
  type DefendantKind,
  type IsoDate,
  type UpcomingDeadline,
} from '@casecast/domain';
import { insertInChunks } from '../../db/insert-in-chunks.js';
import { nextVersion } from '../../db/record-version.js';
import type { Db } from '../../db/schema.js';
import { sqlDate } from '../../db/sql-date.js';

const isoDate = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const isoDateOrNull = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Open cases by the cases list's own rule: a phase before settled and closed. */
function isOpenCase(phaseColumn: string) {
  return sql<boolean>`${sql.ref(phaseColumn)} = ANY (${sql.val([...ACTIVE_CASE_PHASES])}::text[])`;
}

export type CaseDeadlineFacts = {
  state: string | null;
  incidentDate: IsoDate | null;
  clientDateOfBirth: IsoDate | null;
  dateOfDeath: IsoDate | null;
  caseType: string | null;
  /** A property damage estimate above 0 is on the case: the property claim gets its own period. */
  propertyDamage: boolean;
};

function selectCaseFacts(db: Db, firmId: string) {
  return db
    .selectFrom('legal_case')
    .select([
      'id',
      'state',
      'case_type',
      isoDateOrNull('incident_date').as('incident_date'),
      isoDateOrNull('client_date_of_birth').as('client_date_of_birth'),
      isoDateOrNull('date_of_death').as('date_of_death'),
      'property_damage_amount',
    ])
    .where('firm_id', '=', firmId);
}

function toCaseFacts(row: Awaited<ReturnType<ReturnType<typeof selectCaseFacts>['executeTakeFirstOrThrow']>>): CaseDeadlineFacts {
  const { state, case_type: caseType } = row;
  return {
    state,
    incidentDate: row.incident_date,
    clientDateOfBirth: row.client_date_of_birth,
    dateOfDeath: row.date_of_death,
    caseType,
    propertyDamage: row.property_damage_amount !== null && Number(row.property_damage_amount) > 0,
  };
}

/** The case's facts; `lock` holds the case row for the transaction so recomputations run one after another. */
export async function findCaseFacts(
  db: Db,
  firmId: string,
  caseId: string,
  options: { lock?: boolean } = {},
): Promise<CaseDeadlineFacts | undefined> {
  let query = selectCaseFacts(db, firmId).where('id', '=', caseId);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toCaseFacts(row) : undefined;
}

/** Many cases' facts in one query, by case id (the firm's cases only), their rows locked as `findCaseFacts` does. */
export async function findCasesFacts(db: Db, firmId: string, caseIds: readonly string[]): Promise<Map<string, CaseDeadlineFacts>> {
  if (caseIds.length === 0) return new Map();
  const rows = await selectCaseFacts(db, firmId)
    .where(sql<SqlBool>`id = ANY(${[...caseIds]}::text[])`)
    .forUpdate()
    .execute();
  return new Map(rows.map((row) => [row.id, toCaseFacts(row)]));
}

export type CaseDefendants = {
  /** The kinds of the defendants other than federal governments (whose claims follow the FTCA, not the state). */
  kinds: DefendantKind[];
  federal: Array<{ claimDeniedOn: IsoDate | null }>;
  /** The state and local government defendants (and those whose level is not entered), with their claim dates. */
  stateOrLocal: Array<{ claimFiledOn: IsoDate | null; claimDeniedOn: IsoDate | null; level: 'state' | 'local' | null }>;
};

function selectDefendants(db: Db, firmId: string) {
  return db
    .selectFrom('case_party')
    .select([
      'case_id',
      'kind',
      'government_level',
      isoDateOrNull('claim_filed_on').as('claim_filed_on'),
      isoDateOrNull('claim_denied_on').as('claim_denied_on'),
    ])
    .where('firm_id', '=', firmId)
    .where('role', '=', 'defendant');
}

type DefendantRow = Awaited<ReturnType<ReturnType<typeof selectDefendants>['execute']>>[number];

function toCaseDefendants(rows: readonly DefendantRow[]): CaseDefendants {
  const isFederal = (row: DefendantRow) => row.kind === 'government' && row.government_level === 'federal';
  return {
    kinds: [...new Set(rows.filter((row) => !isFederal(row)).map((row) => row.kind as DefendantKind))],
    federal: rows.filter(isFederal).map((row) => ({ claimDeniedOn: row.claim_denied_on })),
    stateOrLocal: rows
      .filter((row) => row.kind === 'government' && !isFederal(row))
      .map((row) => ({
        claimFiledOn: row.claim_filed_on,
        claimDeniedOn: row.claim_denied_on,
        level: row.government_level === 'state' || row.government_level === 'local' ? row.government_level : null,
      })),
  };
}

export async function listDefendants(db: Db, firmId: string, caseId: string): Promise<CaseDefendants> {
  return toCaseDefendants(await selectDefendants(db, firmId).where('case_id', '=', caseId).execute());
}

/** Many cases' defendants in one query: every case of `caseIds` has its entry (empty lists for a case with none). */
export async function listDefendantsOfCases(db: Db, firmId: string, caseIds: readonly string[]): Promise<Map<string, CaseDefendants>> {
  const rows =
    caseIds.length === 0
      ? []
      : await selectDefendants(db, firmId)
          .where(sql<SqlBool>`case_id = ANY(${[...caseIds]}::text[])`)
          .execute();
  return new Map(caseIds.map((caseId) => [caseId, toCaseDefendants(rows.filter((row) => row.case_id === caseId))]));
}

function selectDeadlines(db: Db) {
  return db
    .selectFrom('case_deadline as d')
    .select([
      'd.id',
      'd.case_id',
      'd.kind',
      'd.computed_key',
      'd.title',
      isoDate('d.due_date').as('due_date'),
      isoDateOrNull('d.nominal_date').as('nominal_date'),
      'd.moved_because',
      'd.holiday_name',
      'd.status',
      'd.confirmed_at',
      'd.confirmed_by',
      'd.override_reason',
      'd.rule',
      'd.computed',
      'd.created_at',
      'd.updated_at',
    ]);
}

type DeadlineRow = Awaited<ReturnType<ReturnType<typeof selectDeadlines>['executeTakeFirstOrThrow']>>;

export type StoredDeadline = Deadline & { computedKey: string | null };

function toDeadline(row: DeadlineRow): StoredDeadline {
  return {
    id: row.id,
    caseId: row.case_id,
    kind: row.kind as Deadline['kind'],
    computedKey: row.computed_key,
    title: row.title,
    dueDate: row.due_date,
    nominalDate: row.nominal_date,
    movedBecause: row.moved_because as Deadline['movedBecause'],
    holidayName: row.holiday_name,
    status: row.status as Deadline['status'],
    confirmedAt: row.confirmed_at ? new Date(row.confirmed_at).toISOString() : null,
    confirmedBy: row.confirmed_by,
    overrideReason: row.override_reason,
    rule: (row.rule ?? null) as DeadlineRule | null,
    computed: row.computed,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function listDeadlinesForCase(db: Db, firmId: string, caseId: string): Promise<StoredDeadline[]> {
  const rows = await selectDeadlines(db)
    .where('d.firm_id', '=', firmId)
    .where('d.case_id', '=', caseId)
    .orderBy('d.due_date')
    .orderBy('d.id')
    .execute();
  return rows.map(toDeadline);
}

export async function findDeadline(
  db: Db,
  firmId: string,
  caseId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<StoredDeadline | undefined> {
  let query = selectDeadlines(db).where('d.firm_id', '=', firmId).where('d.case_id', '=', caseId).where('d.id', '=', id);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toDeadline(row) : undefined;
}

/** The columns a deadline write may set, in the API's terms. */
export type DeadlineValues = Partial<{
  title: string;
  dueDate: IsoDate;
  nominalDate: IsoDate | null;
  movedBecause: 'weekend' | 'holiday' | null;
  holidayName: string | null;
  status: Deadline['status'];
  confirmedAt: Date | null;
  confirmedBy: string | null;
  overrideReason: string | null;
  rule: DeadlineRule | null;
}>;

function toColumns(values: DeadlineValues) {
  const columns: Record<string, unknown> = {};
  if (values.title !== undefined) columns.title = values.title;
  if (values.dueDate !== undefined) columns.due_date = values.dueDate;
  if (values.nominalDate !== undefined) columns.nominal_date = values.nominalDate;
  if (values.movedBecause !== undefined) columns.moved_because = values.movedBecause;
  if (values.holidayName !== undefined) columns.holiday_name = values.holidayName;
  if (values.status !== undefined) columns.status = values.status;
  if (values.confirmedAt !== undefined) columns.confirmed_at = values.confirmedAt;
  if (values.confirmedBy !== undefined) columns.confirmed_by = values.confirmedBy;
  if (values.overrideReason !== undefined) columns.override_reason = values.overrideReason;
  if (values.rule !== undefined) columns.rule = values.rule === null ? null : JSON.stringify(values.rule);
  return columns;
}

export async function insertDeadline(
  db: Db,
  firmId: string,
  input: {
    caseId: string;
    kind: Deadline['kind'];
    computedKey: string | null;
    title: string;
    dueDate: IsoDate;
    negotiationId?: string;
  } & DeadlineValues,
): Promise<string> {
  const row = await db
    .insertInto('case_deadline')
    .values({
      ...(toColumns(input) as { title: string; due_date: string }),
      firm_id: firmId,
      case_id: input.caseId,
      kind: input.kind,
      computed_key: input.computedKey,
      computed: input.computedKey !== null,
      negotiation_id: input.negotiationId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type NewDeadline = {
  caseId: string;
  kind: Deadline['kind'];
  computedKey: string | null;
  title: string;
  dueDate: IsoDate;
} & DeadlineValues;

/** Many deadlines in as few statements as the parameter limit allows (one for an import's usual size); answers them as stored. */
export async function insertDeadlines(db: Db, firmId: string, inputs: readonly NewDeadline[]): Promise<StoredDeadline[]> {
  const rows = inputs.map((input) => ({
    ...(toColumns(input) as { title: string; due_date: string }),
    firm_id: firmId,
    case_id: input.caseId,
    kind: input.kind,
    computed_key: input.computedKey,
    computed: input.computedKey !== null,
  }));
  const inserted = await insertInChunks(rows, (chunk) =>
    db
      .insertInto('case_deadline')
      .values(chunk)
      .returning([
        'id',
        'case_id',
        'kind',
        'computed_key',
        'title',
        isoDate('due_date').as('due_date'),
        isoDateOrNull('nominal_date').as('nominal_date'),
        'moved_because',
        'holiday_name',
        'status',
        'confirmed_at',
        'confirmed_by',
        'override_reason',
        'rule',
        'computed',
        'created_at',
        'updated_at',
      ])
      .execute(),
  );
  return inserted.map(toDeadline);
}

export async function updateDeadline(db: Db, firmId: string, id: string, values: DeadlineValues): Promise<void> {
  await db
    .updateTable('case_deadline')
    .set({ ...toColumns(values), updated_at: nextVersion() })
    .where('firm_id', '=', firmId)
    .where('id', '=', id)
    .execute();
}

/** The id of the deadline kept for a time-limited demand's expiry, if there is one. */
export async function findDemandExpiryDeadlineId(db: Db, firmId: string, negotiationId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('case_deadline')
    .select('id')
    .where('firm_id', '=', firmId)
    .where('negotiation_id', '=', negotiationId)
    .forUpdate()
    .executeTakeFirst();
  return row?.id;
}

export async function deleteDeadline(db: Db, firmId: string, id: string): Promise<void> {
  await db.deleteFrom('case_deadline').where('firm_id', '=', firmId).where('id', '=', id).execute();
}

/** Open statute-of-limitations and notice deadlines of open cases due on or before `until` (overdue included), soonest first. */
export async function listUpcomingDeadlines(db: Db, firmId: string, until: IsoDate, limit: number): Promise<UpcomingDeadline[]> {
  const rows = await selectDeadlines(db)
    .innerJoin('legal_case as c', (join) => join.onRef('c.firm_id', '=', 'd.firm_id').onRef('c.id', '=', 'd.case_id'))
    .select(['c.client_name', 'c.case_no', 'c.case_number'])
    .where('d.firm_id', '=', firmId)
    .where('d.status', '=', 'open')
    .where('d.kind', 'in', ['statute_of_limitations', 'notice_of_claim'])
    .where('d.due_date', '<=', sqlDate(until))
    .where(isOpenCase('c.phase'))
    .orderBy('d.due_date')
    .orderBy('d.id')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const { computedKey: _key, ...deadline } = toDeadline(row);
    return { ...deadline, clientName: row.client_name, caseNo: row.case_no, caseNumber: row.case_number };
  });
}

/** Open cases with no statute-of-limitations deadline at all (facts missing, or no rule on file), oldest first. */
export async function listOpenCasesWithoutLimitations(db: Db, firmId: string, limit: number) {
  const rows = await db
    .selectFrom('legal_case as c')
    .select([
      'c.id',
      'c.client_name',
      'c.case_no',
      'c.case_number',
      'c.state',
      isoDateOrNull('c.incident_date').as('incident_date'),
      sql<string>`count(*) OVER ()`.as('total'),
    ])
    .where('c.firm_id', '=', firmId)
    .where(isOpenCase('c.phase'))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('case_deadline as d')
            .select(sql`1`.as('one'))
            .whereRef('d.firm_id', '=', 'c.firm_id')
            .whereRef('d.case_id', '=', 'c.id')
            .where('d.kind', '=', 'statute_of_limitations'),
        ),
      ),
    )
    .orderBy('c.date_opened')
    .orderBy('c.id')
    .limit(limit)
    .execute();
  return {
    items: rows.map((row) => ({
      caseId: row.id,
      clientName: row.client_name,
      caseNo: row.case_no,
      caseNumber: row.case_number,
      state: row.state,
      incidentDate: row.incident_date,
    })),
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
  };
}
