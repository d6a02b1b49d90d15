// SQL fragments for the domain's case readings (status, countable settlement, search), shared by the metrics repositories.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { CASE_LIST_FILTER_RULES, escapeLikePattern } from '@casecast/domain';

const patterns = (substrings: readonly string[]) => sql.raw(`ARRAY[${substrings.map((text) => `'%${text}%'`).join(', ')}]`);

/** isSettledForAnalytics: status is settled or closed (any case, trimmed). */
export const isSettledSql = (alias = 'c'): RawBuilder<SqlBool> => sql<SqlBool>`lower(trim(${sql.ref(`${alias}.status`)})) IN ('settled', 'closed')`;

/** isOpenForAnalytics: an empty status reads 'open'; open unless it mentions settled, dismissed, verdict or closed. */
export const isOpenSql = (alias = 'c'): RawBuilder<SqlBool> =>
  sql<SqlBool>`NOT (lower(coalesce(nullif(trim(${sql.ref(`${alias}.status`)}), ''), 'open')) LIKE ANY (${patterns(CASE_LIST_FILTER_RULES.open.substrings)}))`;

/** isActiveCase (dashboard): active unless the status mentions a way the case ended. */
export const isActiveSql = (alias = 'c'): RawBuilder<SqlBool> =>
  sql<SqlBool>`NOT (lower(${sql.ref(`${alias}.status`)}) LIKE ANY (${patterns(['settled', 'settlement', 'verdict', 'dismissed', 'closed'])}))`;

/** isCountableSettlement: present and above 0. */
export const isCountableSql = (alias = 'c'): RawBuilder<SqlBool> => sql<SqlBool>`${sql.ref(`${alias}.actual_settlement`)} > 0`;

/** Analytics search: client name, case type or carrier contain the text, case-insensitively; blank matches all. */
export function matchesAnalyticsSearchSql(search: string | undefined, alias = 'c'): RawBuilder<SqlBool> {
  const text = (search ?? '').trim();
  if (text === '') return sql<SqlBool>`true`;
  const pattern = `%${escapeLikePattern(text)}%`;
  return sql<SqlBool>`(${sql.ref(`${alias}.client_name`)} ILIKE ${pattern} OR ${sql.ref(`${alias}.case_type`)} ILIKE ${pattern} OR ${sql.ref(`${alias}.carrier`)} ILIKE ${pattern})`;
}

/**
 * The value P of a case's latest prediction made on or before the day it closed (the predictions
 * feature's "before close" rule), for a lateral join on a case row aliased `alias`.
 */
export function preClosePredictionSql(firmId: string, alias = 'c'): RawBuilder<{ predicted_value: number }> {
  return sql`(
    SELECT p.predicted_value FROM prediction p
    WHERE p.firm_id = ${firmId} AND p.case_id = ${sql.ref(`${alias}.id`)} AND p.created_at < (${sql.ref(`${alias}.date_closed`)} + 1)::timestamptz
    ORDER BY p.created_at DESC, p.id DESC LIMIT 1
  )`;
}
