// SQL for rule changes: each case's rule basis (the rows its dates were confirmed under, the dates a rule change moved),
// the cases still to check against the current tables, and the rows the firm's dates come from. Scoped by firm_id.
import { sql } from 'kysely';
import { ACTIVE_CASE_PHASES, limitationRuleId, type ConfirmedRuleRow, type RuleDateChange } from '@casecast/domain';
import type { Db } from '../../db/schema.js';

/** Open cases by the cases list's own rule: a phase before settled and closed. */
function isOpenCase(phaseColumn: string) {
  return sql<boolean>`${sql.ref(phaseColumn)} = ANY (${sql.val([...ACTIVE_CASE_PHASES])}::text[])`;
}

export type RuleBasis = {
  checkedVersion: string;
  confirmedRules: ConfirmedRuleRow[] | null;
  confirmedVersion: string | null;
  confirmedAt: Date | null;
  confirmedBy: string | null;
  pendingChanges: RuleDateChange[] | null;
  changedAt: Date | null;
};

export async function findRuleBasis(db: Db, firmId: string, caseId: string): Promise<RuleBasis | undefined> {
  const row = await db
    .selectFrom('case_rule_basis')
    .selectAll()
    .where('firm_id', '=', firmId)
    .where('case_id', '=', caseId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    checkedVersion: row.checked_version,
    confirmedRules: (row.confirmed_rules ?? null) as ConfirmedRuleRow[] | null,
    confirmedVersion: row.confirmed_version,
    confirmedAt: row.confirmed_at,
    confirmedBy: row.confirmed_by,
    pendingChanges: (row.pending_changes ?? null) as RuleDateChange[] | null,
    changedAt: row.changed_at,
  };
}

/** The result of a check: the version checked against, and the dates still to confirm (null: none). */
export async function saveRuleCheck(
  db: Db,
  firmId: string,
  caseId: string,
  values: { checkedVersion: string; pendingChanges: RuleDateChange[] | null; changedAt: Date | null },
): Promise<void> {
  const columns = {
    checked_version: values.checkedVersion,
    checked_at: new Date(),
    pending_changes: values.pendingChanges ? JSON.stringify(values.pendingChanges) : null,
    changed_at: values.changedAt,
  };
  await db
    .insertInto('case_rule_basis')
    .values({ firm_id: firmId, case_id: caseId, ...columns })
    .onConflict((conflict) => conflict.columns(['firm_id', 'case_id']).doUpdateSet(columns))
    .execute();
}

/** An attorney confirmed the case's dates: the rows and fingerprints they came from; nothing left to confirm. */
export async function saveRuleConfirmation(
  db: Db,
  firmId: string,
  caseId: string,
  values: { version: string; rules: ConfirmedRuleRow[]; confirmedAt: Date; confirmedBy: string | null },
): Promise<void> {
  const columns = {
    checked_version: values.version,
    checked_at: values.confirmedAt,
    confirmed_rules: JSON.stringify(values.rules),
    confirmed_version: values.version,
    confirmed_at: values.confirmedAt,
    confirmed_by: values.confirmedBy,
    pending_changes: null,
    changed_at: null,
  };
  await db
    .insertInto('case_rule_basis')
    .values({ firm_id: firmId, case_id: caseId, ...columns })
    .onConflict((conflict) => conflict.columns(['firm_id', 'case_id']).doUpdateSet(columns))
    .execute();
}

/** A case not checked yet: never equal to a tables' version, so the next check compares it. */
const NOT_CHECKED = 'not-checked';

/**
 * An attorney confirmed one computed date: its row and fingerprint join the case's confirmed rows (the other dates'
 * rows stay as confirmed before). The version checked against is left as it was.
 */
export async function saveConfirmedRow(db: Db, firmId: string, caseId: string, row: ConfirmedRuleRow): Promise<void> {
  const existing = await findRuleBasis(db, firmId, caseId);
  const rows = [...(existing?.confirmedRules ?? []).filter((other) => other.computedKey !== row.computedKey), row];
  // confirmed_at and confirmed_by stay those of the last "Confirm dates" (the timeline's event).
  const columns = { confirmed_rules: JSON.stringify(rows) };
  await db
    .insertInto('case_rule_basis')
    .values({ firm_id: firmId, case_id: caseId, checked_version: NOT_CHECKED, ...columns })
    .onConflict((conflict) => conflict.columns(['firm_id', 'case_id']).doUpdateSet(columns))
    .execute();
}

export type CaseKey = { firmId: string; caseId: string };

/**
 * Open cases not yet checked against `version` (never checked, or under other tables), in key order after `after`;
 * `firmId` null: every firm's (the check on start).
 */
export async function listCasesToCheck(
  db: Db,
  input: { firmId: string | null; version: string; after: CaseKey | null; limit: number },
): Promise<CaseKey[]> {
  let query = db
    .selectFrom('legal_case as c')
    .leftJoin('case_rule_basis as b', (join) => join.onRef('b.firm_id', '=', 'c.firm_id').onRef('b.case_id', '=', 'c.id'))
    .select(['c.firm_id', 'c.id'])
    .where(isOpenCase('c.phase'))
    .where((eb) => eb.or([eb('b.checked_version', 'is', null), eb('b.checked_version', '<>', input.version)]));
  if (input.firmId !== null) query = query.where('c.firm_id', '=', input.firmId);
  const after = input.after;
  if (after) query = query.where(sql<boolean>`(c.firm_id, c.id) > (${after.firmId}, ${after.caseId})`);
  const rows = await query.orderBy('c.firm_id').orderBy('c.id').limit(input.limit).execute();
  return rows.map((row) => ({ firmId: row.firm_id, caseId: row.id }));
}

export type DatesToConfirmRow = {
  caseId: string;
  clientName: string;
  caseNo: number;
  caseNumber: string | null;
  attorneyName: string | null;
  changedAt: Date;
  changes: RuleDateChange[];
};

/** Open cases with dates a rule change moved, oldest change first; `userId`: only the cases that user is attorney on. */
export async function listDatesToConfirm(
  db: Db,
  firmId: string,
  filters: { userId?: string },
  limit: number,
): Promise<DatesToConfirmRow[]> {
  let query = db
    .selectFrom('case_rule_basis as b')
    .innerJoin('legal_case as c', (join) => join.onRef('c.firm_id', '=', 'b.firm_id').onRef('c.id', '=', 'b.case_id'))
    .leftJoin('attorney as a', (join) => join.onRef('a.firm_id', '=', 'c.firm_id').onRef('a.id', '=', 'c.attorney_id'))
    .select(['b.case_id', 'c.client_name', 'c.case_no', 'c.case_number', 'a.name as attorney_name', 'b.changed_at', 'b.pending_changes'])
    .where('b.firm_id', '=', firmId)
    .where('b.pending_changes', 'is not', null)
    .where(isOpenCase('c.phase'));
  if (filters.userId !== undefined) query = query.where('a.user_id', '=', filters.userId);
  const rows = await query.orderBy('b.changed_at').orderBy('b.case_id').limit(limit).execute();
  return rows.map((row) => ({
    caseId: row.case_id,
    clientName: row.client_name,
    caseNo: row.case_no,
    caseNumber: row.case_number,
    attorneyName: row.attorney_name,
    changedAt: row.changed_at!,
    changes: row.pending_changes as RuleDateChange[],
  }));
}

/**
 * The rows the firm's computed dates come from (as stored with each date), with how many cases use each. The row's id
 * is made here from the stored fields, the case types and level of government a row is limited to included
 * (`limitationRuleId`).
 */
export async function listRuleUsage(db: Db, firmId: string): Promise<Array<{ ruleId: string; caseCount: number }>> {
  const jurisdiction = sql<string>`d.rule->>'jurisdiction'`;
  const claimType = sql<string>`d.rule->>'claimType'`;
  const effectiveFrom = sql<string>`d.rule->>'effectiveFrom'`;
  // jsonb, so equal lists group together; absent (a row for every case type) is null.
  const caseTypes = sql<string[] | null>`d.rule->'caseTypes'`;
  const governments = sql<string | null>`d.rule->>'governments'`;
  const rows = await db
    .selectFrom('case_deadline as d')
    .select([
      jurisdiction.as('jurisdiction'),
      claimType.as('claim_type'),
      effectiveFrom.as('effective_from'),
      caseTypes.as('case_types'),
      governments.as('governments'),
      sql<string>`count(DISTINCT d.case_id)`.as('case_count'),
    ])
    .where('d.firm_id', '=', firmId)
    .where('d.computed', '=', true)
    .where('d.rule', 'is not', null)
    .groupBy([jurisdiction, claimType, effectiveFrom, caseTypes, governments])
    .execute();
  return rows.map((row) => ({
    ruleId: limitationRuleId({
      jurisdiction: row.jurisdiction,
      claimType: row.claim_type,
      effectiveFrom: row.effective_from,
      caseTypes: row.case_types,
      governments: row.governments,
    }),
    caseCount: Number(row.case_count),
  }));
}
