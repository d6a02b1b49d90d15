// Every update of a record moves its `updated_at` to a later millisecond than the version it replaces, so a record's
// `updatedAt` (sent to clients with millisecond precision) names one version and its ETag changes on every save.
import { sql, type RawBuilder } from 'kysely';

/** The `updated_at` value for an update: now, or one millisecond past the current version when that is later. */
export function nextVersion(): RawBuilder<Date> {
  return sql<Date>`greatest(${new Date().toISOString()}::timestamptz, updated_at + interval '1 millisecond')`;
}
