// The one SQL form of the rule "the prediction made before the case closed" (it turns on the case's closing date),
// used by the case view, predictions, attorney metrics and analytics.
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * A prediction counts as made before its case closed when it was created on or before the day of
 * closing: date_closed is a date, so the whole day counts (a prediction made that afternoon is in).
 */
export function madeBeforeCloseSql(predictionCreatedAt: string, caseDateClosed: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(predictionCreatedAt)} < (${sql.ref(caseDateClosed)} + 1)::timestamptz`;
}
