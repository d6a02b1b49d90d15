// SQL fragments shared by the metrics repositories: countable settlement, analytics search, the pre-close prediction.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { escapeLikePattern } from '@casecast/domain';
import { madeBeforeCloseSql } from '../cases/pre-close-sql.js';

/** isCountableSettlement: present and above 0. */
export const isCountableSql = (alias = 'c'): RawBuilder<SqlBool> => sql<SqlBool>`${sql.ref(`${alias}.actual_settlement`)} > 0`;

/**
 * Analytics search: client name, case type or carrier contain the text, case-insensitively; blank matches all.
 * The three texts are lower-cased in one column with one trigram index (migration 0031): LIKE of the lower-cased
 * search there finds what ILIKE on each column does, unless the search holds a line break (the column's separator).
 */
export function matchesAnalyticsSearchSql(search: string | undefined, alias = 'c'): RawBuilder<SqlBool> {
  const text = (search ?? '').trim();
  if (text === '') return sql<SqlBool>`true`;
  const pattern = `%${escapeLikePattern(text)}%`;
  if (!text.includes('\n')) return sql<SqlBool>`${sql.ref(`${alias}.analytics_search_text`)} LIKE lower(${pattern})`;
  return sql<SqlBool>`(${sql.ref(`${alias}.client_name`)} ILIKE ${pattern} OR ${sql.ref(`${alias}.case_type`)} ILIKE ${pattern} OR ${sql.ref(`${alias}.carrier`)} ILIKE ${pattern})`;
}

/**
 * The value P of a case's latest prediction made on or before the day it closed (the predictions
 * feature's "before close" rule), for a lateral join on a case row aliased `alias`.
 */
export function preClosePredictionSql(firmId: string, alias = 'c'): RawBuilder<{ predicted_value: number }> {
  return sql`(
    SELECT p.predicted_value FROM prediction p
    WHERE p.firm_id = ${firmId} AND p.case_id = ${sql.ref(`${alias}.id`)} AND ${madeBeforeCloseSql('p.created_at', `${alias}.date_closed`)}
    ORDER BY p.created_at DESC, p.id DESC LIMIT 1
  )`;
}
