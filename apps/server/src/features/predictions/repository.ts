// SQL for stored predictions, the cases they are made from and similar settled cases; every query scoped by firm_id.
import { sql, type Selectable } from 'kysely';
import {
  readInjurySeverity,
  resolvePredictionSource,
  type ExpectedRecovery,
  type MissingFact,
  type PartyRole,
  type PolicyKind,
  type PredictionMoneyRecords,
  type PredictionSource,
} from '@casecast/domain';
import type { Database, Db } from '../../db/schema.js';

export type PredictionInsert = Omit<
  Selectable<Database['prediction']>,
  | 'firm_id'
  | 'source'
  | 'id'
  | 'created_at'
  | 'key_factors'
  | 'input_data'
  | 'member_predictions'
  | 'contributions'
  | 'log_contributions'
  | 'expected_recovery'
  | 'facts_hash'
  | 'missing_facts'
> & {
  key_factors: Array<{ factor: string; importance: number }>;
  input_data: Record<string, unknown>;
  member_predictions: Record<string, number | null>;
  contributions: Record<string, number>;
  log_contributions: Record<string, number>;
  missing_facts: MissingFact[];
};

export type PredictionRow = PredictionInsert & {
  id: string;
  case_id: string;
  created_at: Date;
  expected_recovery: ExpectedRecovery | null;
};

const PREDICTION_COLUMNS = [
  'id',
  'case_id',
  'predicted_value',
  'confidence',
  'confidence_label',
  'model_basis',
  'lower_bound',
  'upper_bound',
  'likely_lower',
  'likely_upper',
  'key_factors',
  'model_version',
  'model_id',
  'input_data',
  'member_predictions',
  'base_value',
  'contributions',
  'log_base_value',
  'log_contributions',
  'expected_recovery',
  'missing_facts',
  'created_at',
] as const;

/**
 * Stores a case's prediction with the hash of the facts it was made from and makes it the case's predicted value,
 * in one statement: atomic without a transaction, so on the embedded database no transaction holds the whole
 * database across round trips.
 */
export async function insertCasePrediction(
  db: Db,
  firmId: string,
  input: PredictionInsert,
  expectedRecovery: ExpectedRecovery | null,
  factsHash: string,
): Promise<PredictionRow> {
  const row = await db
    .with('case_value', (qb) =>
      qb
        .updateTable('legal_case')
        .set({ predicted_value: input.predicted_value })
        .where('firm_id', '=', firmId)
        .where('id', '=', input.case_id)
        .returning('id'),
    )
    .insertInto('prediction')
    .values({
      ...input,
      expected_recovery: expectedRecovery ? JSON.stringify(expectedRecovery) : null,
      firm_id: firmId,
      key_factors: JSON.stringify(input.key_factors),
      input_data: JSON.stringify(input.input_data),
      member_predictions: JSON.stringify(input.member_predictions),
      contributions: JSON.stringify(input.contributions),
      log_contributions: JSON.stringify(input.log_contributions),
      missing_facts: JSON.stringify(input.missing_facts),
      facts_hash: factsHash,
    })
    .returning(PREDICTION_COLUMNS)
    .executeTakeFirstOrThrow();
  return { ...row, missing_facts: row.missing_facts ?? [] } as PredictionRow;
}

/** The case facts the expected recovery is computed from (see computeExpectedRecovery); insurance limits are the known coverage. */
export type RecoveryFactsRow = {
  state: string | null;
  liability: number | null;
  insurance_limits: number | null;
  incident_date: string | null;
};

/** The case's newest prediction, with the hash of the facts it was made from (null when saved without one). */
export async function findLatestPrediction(
  db: Db,
  firmId: string,
  caseId: string,
): Promise<(PredictionRow & { facts_hash: string | null }) | undefined> {
  const row = await db
    .selectFrom('prediction')
    .select([...PREDICTION_COLUMNS, 'facts_hash'])
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row as (PredictionRow & { facts_hash: string | null }) | undefined;
}

export async function listPredictions(db: Db, firmId: string, caseId: string, limit: number): Promise<PredictionRow[]> {
  const rows = await db
    .selectFrom('prediction')
    .select(PREDICTION_COLUMNS)
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows as PredictionRow[];
}

export async function caseExists(db: Db, firmId: string, caseId: string): Promise<boolean> {
  const found = await db.selectFrom('legal_case').select('id').where('firm_id', '=', firmId).where('id', '=', caseId).executeTakeFirst();
  return found !== undefined;
}

type SourceCaseRow = {
  id: string;
  client_age: number | null;
  client_gender: string | null;
  liability: number | null;
  property_damage_amount: number | null;
  medical_costs: number | null;
  lost_wages: number | null;
  work_days_missed: number | null;
  insurance_limits: number | null;
  jurisdiction: string | null;
  carrier: string | null;
  case_type: string;
  client_date_of_birth: string | null;
  incident_date: string | null;
  state: string | null;
  has_treatment_gap: boolean | null;
  actual_settlement: number | null;
};

type InjuryRow = { type: string; body_part: string | null; description: string | null; severity: string | null };
type TreatmentRow = { type: string; start_date: string | null; end_date: string | null; duration: number | null; cost: number | null };

/** A case row with its injuries and treatments in the domain's shape (one case, or a page of settled ones). */
function toPredictionSource(
  row: Omit<SourceCaseRow, 'actual_settlement'>,
  injuries: readonly InjuryRow[],
  treatments: readonly TreatmentRow[],
): PredictionSource {
  return {
    id: row.id,
    clientAge: row.client_age,
    clientGender: row.client_gender,
    liability: row.liability,
    propertyDamageAmount: row.property_damage_amount,
    medicalCosts: row.medical_costs,
    lostWages: row.lost_wages,
    workDaysMissed: row.work_days_missed,
    insuranceLimits: row.insurance_limits,
    jurisdiction: row.jurisdiction,
    carrier: row.carrier,
    caseType: row.case_type,
    clientDateOfBirth: row.client_date_of_birth,
    incidentDate: row.incident_date,
    state: row.state,
    hasTreatmentGap: row.has_treatment_gap,
    injuries: injuries.map((injury) => ({
      type: injury.type,
      bodyPart: injury.body_part,
      description: injury.description,
      severity: readInjurySeverity(injury.severity),
    })),
    treatments: treatments.map((treatment) => ({
      type: treatment.type,
      startDate: treatment.start_date ?? '',
      endDate: treatment.end_date,
      duration: treatment.duration,
      cost: treatment.cost,
    })),
  };
}

/** Finished (settled or closed, spec section 4) with a positive actual settlement: what the model learns from. */
function isSettledWithAmount(alias?: 'c') {
  const column = (name: string) => sql.ref(alias ? `${alias}.${name}` : name);
  return sql<boolean>`${column('phase')} IN ('settled', 'closed') AND ${column('actual_settlement')} > 0`;
}

type CaseFactsRow = Omit<SourceCaseRow, 'actual_settlement'> & {
  injuries: InjuryRow[] | null;
  treatments: TreatmentRow[] | null;
  billed: number[] | null;
  lost_wage_amounts: number[] | null;
  policies: Array<{ kind: PolicyKind; party_role: PartyRole | null; per_person_limit: number | null; carrier: string | null }> | null;
};

/**
 * The case as the prediction reads it (case fields, injuries, treatments) with its money records (bills, lost-wage
 * entries, policies with the role of the party each insures), in one statement: what a prediction is made from, and
 * what "is the stored prediction out of date?" hashes.
 */
export async function findCaseFacts(
  db: Db,
  firmId: string,
  caseId: string,
): Promise<{ source: PredictionSource; money: PredictionMoneyRecords } | undefined> {
  const result = await sql<CaseFactsRow>`
    SELECT c.id, c.client_age, c.client_gender, c.liability, c.property_damage_amount, c.medical_costs, c.lost_wages, c.work_days_missed,
      c.insurance_limits, c.jurisdiction, c.carrier, c.case_type,
      to_char(c.client_date_of_birth, 'YYYY-MM-DD') AS client_date_of_birth, to_char(c.incident_date, 'YYYY-MM-DD') AS incident_date,
      c.state, c.has_treatment_gap,
      (SELECT json_agg(json_build_object('type', i.type, 'body_part', i.body_part, 'description', i.description, 'severity', i.severity) ORDER BY i.created_at, i.id)
         FROM injury i WHERE i.firm_id = c.firm_id AND i.case_id = c.id) AS injuries,
      (SELECT json_agg(json_build_object('type', t.type, 'start_date', to_char(t.start_date, 'YYYY-MM-DD'), 'end_date', to_char(t.end_date, 'YYYY-MM-DD'),
                                         'duration', t.duration, 'cost', t.cost) ORDER BY t.created_at, t.id)
         FROM treatment t WHERE t.firm_id = c.firm_id AND t.case_id = c.id) AS treatments,
      (SELECT json_agg(b.billed ORDER BY b.service_from, b.created_at, b.id) FROM case_medical_bill b WHERE b.firm_id = c.firm_id AND b.case_id = c.id) AS billed,
      (SELECT json_agg(w.amount ORDER BY w.created_at, w.id) FROM case_lost_wage w WHERE w.firm_id = c.firm_id AND w.case_id = c.id) AS lost_wage_amounts,
      (SELECT json_agg(json_build_object('kind', p.kind, 'party_role', party.role, 'per_person_limit', p.per_person_limit, 'carrier', p.carrier) ORDER BY p.created_at, p.id)
         FROM case_policy p LEFT JOIN case_party party ON party.firm_id = p.firm_id AND party.case_id = p.case_id AND party.id = p.party_id
         WHERE p.firm_id = c.firm_id AND p.case_id = c.id) AS policies
    FROM legal_case c
    WHERE c.firm_id = ${firmId} AND c.id = ${caseId}`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    source: toPredictionSource(row, row.injuries ?? [], row.treatments ?? []),
    money: {
      bills: (row.billed ?? []).map((billed) => ({ billed: Number(billed) })),
      lostWages: (row.lost_wage_amounts ?? []).map((amount) => ({ amount: Number(amount) })),
      policies: (row.policies ?? []).map((policy) => ({
        kind: policy.kind,
        partyRole: policy.party_role ?? 'other',
        perPersonLimit: policy.per_person_limit === null ? null : Number(policy.per_person_limit),
        carrier: policy.carrier,
      })),
    },
  };
}

/** A settled case as training reads it: the case in the domain's shape, what it settled for and its last offer before closing. */
export type SettledCaseSource = { source: PredictionSource; amount: number; lastOffer: number | null };

/** Where a page of settled cases ends: the next page starts after this case (newest first). */
export type SettledCaseKey = { createdAt: string; id: string };

type SettledCasePageRow = Omit<SourceCaseRow, 'actual_settlement'> & {
  actual_settlement: number;
  /** created_at as text, exact to the microsecond (a Date would lose them and the page key with them). */
  key_created_at: string;
  injuries: InjuryRow[] | null;
  treatments: TreatmentRow[] | null;
  last_offer: number | null;
  billed_total: number | string | null;
  lost_wage_total: number | string | null;
};

/**
 * One page of the firm's settled cases, newest first, after `after` (keyset on created_at and id, walked down the
 * (firm_id, created_at, id) index): each case with its injuries, treatments and last offer on or before the day it
 * closed, in one statement, with its money records applied as when it is predicted (resolvePredictionSource: the
 * billed total as medical costs, the lost-wage entries as lost wages).
 */
export async function listSettledCasePage(
  db: Db,
  firmId: string,
  input: { after: SettledCaseKey | null; limit: number },
): Promise<{ items: SettledCaseSource[]; next: SettledCaseKey | null }> {
  const after = input.after ? sql`AND (c.created_at, c.id) < (${input.after.createdAt}::timestamptz, ${input.after.id})` : sql``;
  const result = await sql<SettledCasePageRow>`
    SELECT c.id, c.client_age, c.client_gender, c.liability, c.property_damage_amount,
      c.medical_costs,
      (SELECT sum(b.billed) FROM case_medical_bill b WHERE b.firm_id = c.firm_id AND b.case_id = c.id) AS billed_total,
      (SELECT sum(w.amount) FROM case_lost_wage w WHERE w.firm_id = c.firm_id AND w.case_id = c.id) AS lost_wage_total,
      c.lost_wages, c.work_days_missed, c.insurance_limits, c.jurisdiction, c.carrier, c.case_type,
      to_char(c.client_date_of_birth, 'YYYY-MM-DD') AS client_date_of_birth, to_char(c.incident_date, 'YYYY-MM-DD') AS incident_date,
      c.state, c.has_treatment_gap, c.actual_settlement, c.created_at::text AS key_created_at,
      (SELECT json_agg(json_build_object('type', i.type, 'body_part', i.body_part, 'description', i.description, 'severity', i.severity) ORDER BY i.created_at, i.id)
         FROM injury i WHERE i.firm_id = c.firm_id AND i.case_id = c.id) AS injuries,
      (SELECT json_agg(json_build_object('type', t.type, 'start_date', to_char(t.start_date, 'YYYY-MM-DD'), 'end_date', to_char(t.end_date, 'YYYY-MM-DD'),
                                         'duration', t.duration, 'cost', t.cost) ORDER BY t.created_at, t.id)
         FROM treatment t WHERE t.firm_id = c.firm_id AND t.case_id = c.id) AS treatments,
      (SELECT n.amount FROM case_negotiation n
         WHERE n.firm_id = c.firm_id AND n.case_id = c.id AND n.kind = 'offer' AND (c.date_closed IS NULL OR n.date <= c.date_closed)
         ORDER BY n.date DESC, n.created_at DESC LIMIT 1) AS last_offer
    FROM legal_case c
    WHERE c.firm_id = ${firmId} AND ${isSettledWithAmount('c')} ${after}
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${input.limit}`.execute(db);
  const items = result.rows.map((row) => ({
    amount: Number(row.actual_settlement),
    lastOffer: row.last_offer === null ? null : Number(row.last_offer),
    // The totals stand for the itemised records: the one rule (resolvePredictionSource) reads only their sums.
    source: resolvePredictionSource(
      toPredictionSource(
        { ...row, medical_costs: toNumberOrNull(row.medical_costs), lost_wages: toNumberOrNull(row.lost_wages) },
        row.injuries ?? [],
        row.treatments ?? [],
      ),
      {
        bills: row.billed_total === null ? [] : [{ billed: Number(row.billed_total) }],
        lostWages: row.lost_wage_total === null ? [] : [{ amount: Number(row.lost_wage_total) }],
        policies: [],
      },
    ).source,
  }));
  const last = result.rows.at(-1);
  return { items, next: last && result.rows.length === input.limit ? { createdAt: last.key_created_at, id: last.id } : null };
}

const toNumberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * The firm's settled cases with their amounts (training data), newest first, at most `limit`, page by page
 * (listSettledCasePage): a firm's whole history is never one result in memory, on either database.
 */
export async function* streamSettledCaseSources(
  db: Db,
  firmId: string,
  input: { limit: number; pageSize: number },
): AsyncGenerator<SettledCaseSource[]> {
  let after: SettledCaseKey | null = null;
  let left = input.limit;
  while (left > 0) {
    const page: { items: SettledCaseSource[]; next: SettledCaseKey | null } = await listSettledCasePage(db, firmId, {
      after,
      limit: Math.min(input.pageSize, left),
    });
    if (page.items.length > 0) yield page.items;
    left -= page.items.length;
    if (!page.next) return;
    after = page.next;
  }
}

/** The firm's settled cases with their amounts, newest first, at most `limit` (see streamSettledCaseSources), in one list. */
export async function listSettledCaseSources(db: Db, firmId: string, limit: number): Promise<SettledCaseSource[]> {
  const all: SettledCaseSource[] = [];
  for await (const page of streamSettledCaseSources(db, firmId, { limit, pageSize: SETTLED_PAGE_SIZE })) all.push(...page);
  return all;
}

/** Settled cases per page of the training read: large enough that the round trips do not count, small enough to stay light. */
export const SETTLED_PAGE_SIZE = 2000;

/** Name and close day (YYYY-MM-DD) of the firm's settled cases with an amount and a close date: the backtest's timeline. */
export async function listSettledCloseDates(
  db: Db,
  firmId: string,
): Promise<Array<{ id: string; client_name: string; date_closed: string }>> {
  return db
    .selectFrom('legal_case')
    .select(['id', 'client_name', sql<string>`to_char(date_closed, 'YYYY-MM-DD')`.as('date_closed')])
    .where('firm_id', '=', firmId)
    .where(isSettledWithAmount())
    .where('date_closed', 'is not', null)
    .execute();
}

export async function countSettledCases(db: Db, firmId: string): Promise<number> {
  const row = await db
    .selectFrom('legal_case')
    .select(sql<number>`count(*)`.as('n'))
    .where('firm_id', '=', firmId)
    .where(isSettledWithAmount())
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type SimilarCaseRow = {
  id: string;
  case_no: number;
  client_name: string;
  case_type: string;
  carrier: string | null;
  jurisdiction: string | null;
  medical_costs: number | null;
  worst_severity: number;
  actual_settlement: number;
  date_closed: string | null;
  distance: number;
};

/**
 * Nearest settled cases by a standardised distance over the features that carry most of the value
 * (log medical costs, worst severity, permanent, surgical, liability, log policy limit, case type),
 * in SQL: a bounded candidate set (the 200 settled cases closest in medical costs) is ranked in full.
 */
export async function findSimilarSettledCases(
  db: Db,
  firmId: string,
  input: {
    caseId: string;
    medicalCosts: number;
    worstSeverity: number;
    permanent: number;
    surgical: number;
    liability: number;
    insuranceLimits: number;
    caseType: string;
    limit: number;
  },
): Promise<SimilarCaseRow[]> {
  const logCosts = Math.log1p(input.medicalCosts);
  const result = await sql<SimilarCaseRow>`
    WITH candidates AS (
      SELECT c.id, c.case_no, c.client_name, c.case_type, c.carrier, c.jurisdiction, c.medical_costs, c.liability, c.insurance_limits,
             c.actual_settlement, to_char(c.date_closed, 'YYYY-MM-DD') AS date_closed
      FROM legal_case c
      WHERE c.firm_id = ${firmId} AND c.id <> ${input.caseId}
        AND c.phase IN ('settled', 'closed') AND c.actual_settlement > 0
      ORDER BY abs(ln(1 + coalesce(c.medical_costs, 0)) - ${logCosts})
      LIMIT 200
    ), scored AS (
      SELECT k.*, coalesce(i.worst, 0) AS worst_severity, coalesce(i.permanent, 0) AS permanent, coalesce(t.surgical, 0) AS surgical
      FROM candidates k
      LEFT JOIN LATERAL (
        SELECT max(CASE lower(severity) WHEN 'severe' THEN 3 WHEN 'moderate' THEN 2 WHEN 'mild' THEN 1 ELSE 2 END) AS worst,
               max(CASE WHEN lower(severity) = 'severe' OR description ~* '(chronic|permanent|herniated|fracture|traumatic brain)' THEN 1 ELSE 0 END) AS permanent
        FROM injury WHERE firm_id = ${firmId} AND case_id = k.id
      ) i ON true
      LEFT JOIN LATERAL (
        SELECT max(CASE WHEN type ~* 'surg' THEN 1 ELSE 0 END) AS surgical FROM treatment WHERE firm_id = ${firmId} AND case_id = k.id
      ) t ON true
    )
    SELECT id, case_no, client_name, case_type, carrier, jurisdiction, medical_costs::float8 AS medical_costs, worst_severity, actual_settlement::float8 AS actual_settlement, date_closed,
      sqrt(
        power((ln(1 + coalesce(medical_costs, 0)) - ${logCosts}) / 1.0, 2)
        + power((worst_severity - ${input.worstSeverity}) / 1.0, 2)
        + power(permanent - ${input.permanent}, 2)
        + power(surgical - ${input.surgical}, 2)
        + power((coalesce(liability, 0.8) - ${input.liability}) / 0.2, 2)
        + power((ln(1 + coalesce(insurance_limits, 100000)) - ${Math.log1p(input.insuranceLimits)}) / 1.0, 2)
        + CASE WHEN lower(case_type) = ${input.caseType} THEN 0 ELSE 1 END
      )::float8 AS distance
    FROM scored
    ORDER BY distance, id
    LIMIT ${input.limit}
  `.execute(db);
  return result.rows.map((row) => ({ ...row, worst_severity: Number(row.worst_severity), distance: Number(row.distance) }));
}
